package hlo

import (
	"fmt"
	"slices"

	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
)

// LowerScatter builds the two kernels of a scatter outside fusions: init
// (named name+"_init") copies each operand into its result (or fills it,
// when the operand is a splat constant such as the zeros of a gradient),
// then update (named name) runs one thread per update element and
// combines it into each result at its operand position with an atomic
// instruction (add, max, min, mul) or a store (a body returning an
// update; with repeated indices which update lands is unspecified, as
// StableHLO leaves it; the kernel interpreter runs threads in order, so
// the last one does, as in the reference interpreter). Updates whose
// position is out of bounds are skipped, as StableHLO defines. The update
// kernel's outputs are inout: it expects the result buffers to hold what
// init wrote.
func LowerScatter(op *ir.Operation, name string, names *Namer) (init, update *Lowered, err error) {
	f, ok := scatterFormOf(op)
	if !ok {
		return nil, nil, errorf(op, "cannot be lowered to a kernel: only scatters with integer indices whose body gives each result as its current value, an update, or the sum, product, maximum or minimum of its current value and update (f32, f64, i32, i64) are")
	}
	if init, err = scatterInit(op, name, names); err != nil {
		return nil, nil, err
	}
	if update, err = scatterUpdate(op, f, name, names); err != nil {
		return nil, nil, err
	}
	return init, update, nil
}

// scatterInit fills each result with its splat operand, or copies any
// other.
func scatterInit(op *ir.Operation, name string, names *Namer) (*Lowered, error) {
	n := op.NumResults()
	e := newEmitter(op, name+"_init", names)
	var ins, inParams, outs []int
	vals := make([]*ir.Operation, n) // splat constants
	for k := range n {
		x := op.Operand(k)
		if vals[k] = splatConstant(x); vals[k] == nil {
			ins = append(ins, k)
			inParams = append(inParams, e.b.Buffer(fmt.Sprintf("in%d", k), ElemType(x.Type()), kernel.Read))
		}
	}
	for k := range n {
		outs = append(outs, e.b.Buffer(fmt.Sprintf("out%d", k), ElemType(op.Result(k).Type()), kernel.Write))
	}
	e.b.SetVector(4)
	e.region(e.b.Loop(e.count(op.Operand(0))))
	lin := e.rb.Index(kernel.Linear)
	in := 0
	for k := range n {
		t := ElemType(op.Result(k).Type())
		if vals[k] != nil {
			v, err := e.constant(vals[k], ElemType(op.Operand(k).Type()))
			if err != nil {
				return nil, err
			}
			e.rb.Store(outs[k], lin, e.promote(v, t))
			continue
		}
		e.rb.Store(outs[k], lin, e.promote(e.rb.Load(inParams[in], lin), t))
		in++
	}
	return e.lowered(op, ins, inParams, outs)
}

// scatterUpdate combines every update element into the results.
func scatterUpdate(op *ir.Operation, f scatterForm, name string, names *Namer) (*Lowered, error) {
	n := op.NumResults()
	x, indices, updates := op.Operand(0), op.Operand(n), op.Operand(n+1)
	e := newEmitter(op, name, names)
	ins := []int{n}
	inParams := []int{e.b.Buffer(fmt.Sprintf("in%d", n), ElemType(indices.Type()), kernel.Read)}
	read := make([]bool, n) // updates some result reads
	for _, r := range f.results {
		if r.src >= 0 {
			read[r.src] = true
		}
	}
	ub := make([]int, n) // update number -> buffer parameter
	for j := range n {
		if read[j] {
			ub[j] = e.b.Buffer(fmt.Sprintf("in%d", n+1+j), ElemType(op.Operand(n+1+j).Type()), kernel.Read)
			ins, inParams = append(ins, n+1+j), append(inParams, ub[j])
		}
	}
	outs := make([]int, n)
	for k := range n {
		outs[k] = e.b.Buffer(fmt.Sprintf("out%d", k), ElemType(op.Result(k).Type()), kernel.ReadWrite)
	}
	// no thread runs when the operand is empty (every update is out of bounds)
	e.region(e.b.Loop(kernel.Mul(e.count(updates), kernel.Min(e.count(x), kernel.Const(1)))))
	lin := e.rb.Index(kernel.Linear)
	dst, inBounds := e.scatterTarget(op, f, lin, inParams[0])
	safe := e.rb.Select(inBounds, dst, e.rb.Index64(0))
	for k, r := range f.results {
		elem := ElemType(op.Result(k).Type())
		switch r.combine {
		case kernel.OpInvalid: // the result keeps its operand
		case kernel.OpStore:
			e.rb.StoreIf(outs[k], safe, e.promote(e.rb.Load(ub[r.src], lin), elem), inBounds)
		default:
			// an out-of-bounds update combines the identity into element 0
			v := e.promote(e.rb.Load(ub[r.src], lin), elem)
			e.rb.Atomic(r.combine, outs[k], safe, e.rb.Select(inBounds, v, identity(r.combine, elem)(e.rb)))
		}
	}
	l, err := e.lowered(op, ins, inParams, outs)
	if err != nil {
		return nil, err
	}
	l.Update = true
	return l, nil
}

// promote converts v to the wider type t (see promotes); a value of type
// t is returned as it is.
func (e *emitter) promote(v *kernel.Inst, t kernel.Type) *kernel.Inst {
	if v.Type == t {
		return v
	}
	return e.rb.Convert(v, t)
}

// scatterTarget computes the operand offset update element lin lands at
// and whether it is in bounds: the update's scatter dims select a start
// index vector from the indices (buffer parameter ib), batching dims take
// the batch index, and window dims add their offset.
func (e *emitter) scatterTarget(op *ir.Operation, f scatterForm, lin *kernel.Inst, ib int) (*kernel.Inst, *kernel.Inst) {
	d := f.dims
	n := op.NumResults()
	x, indices, updates := op.Operand(0), op.Operand(n), op.Operand(n+1)
	u := e.rb.Delinearize(lin, e.dims(updates))
	is, _ := fusion.Shape(indices)
	xs, _ := fusion.Shape(x)
	// byIdxDim[k]: the update's scatter index along indices dim k (nil
	// for the index vector dim)
	byIdxDim := make([]*kernel.Inst, len(is))
	var window []*kernel.Inst
	k := 0
	for i, v := range u {
		if slices.Contains(d.UpdateWindowDims, int64(i)) {
			window = append(window, v)
			continue
		}
		if int64(k) == d.IndexVectorDim {
			k++
		}
		byIdxDim[k] = v
		k++
	}
	idx := make([]*kernel.Inst, len(xs))
	for i := range idx {
		idx[i] = e.rb.Index64(0)
	}
	for c, od := range d.ScatterDimsToOperandDims {
		pos := make([]*kernel.Inst, len(is))
		for dd := range is {
			pos[dd] = byIdxDim[dd]
			if int64(dd) == d.IndexVectorDim {
				pos[dd] = e.rb.Index64(int64(c))
			}
		}
		off := e.rb.Linearize(pos, e.dims(indices))
		idx[od] = e.index64(e.rb.Load(ib, off), indices)
	}
	for j, od := range d.InputBatchingDims {
		idx[od] = byIdxDim[d.IndicesBatching[j]]
	}
	wi := 0
	inBounds := e.rb.ConstI(kernel.I1, 1)
	for i := range xs {
		if !slices.Contains(d.InsertedWindowDims, int64(i)) && !slices.Contains(d.InputBatchingDims, int64(i)) {
			idx[i] = e.rb.Add(idx[i], window[wi])
			wi++
		}
		lo := e.rb.Cmp(kernel.GE, idx[i], e.rb.Index64(0))
		hi := e.rb.Cmp(kernel.LT, idx[i], e.dim(x, i))
		inBounds = e.rb.Binary(kernel.OpAnd, inBounds, e.rb.Binary(kernel.OpAnd, lo, hi))
	}
	return e.rb.Linearize(idx, e.dims(x)), inBounds
}
