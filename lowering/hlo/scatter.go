package hlo

import (
	"math"
	"slices"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
)

// ScatterAdd reports whether op is a scatter the lowering turns into
// kernels: one operand, a body that adds its two arguments, an element
// type atomic_add accepts, integer indices and no batching dims.
func ScatterAdd(op *ir.Operation) bool {
	_, ok := scatterForm(op)
	return ok
}

func scatterForm(op *ir.Operation) (dialect.ScatterDims, bool) {
	if fusion.Canonical(op) != "stablehlo.scatter" || op.NumOperands() != 3 || op.NumResults() != 1 ||
		len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 {
		return dialect.ScatterDims{}, false
	}
	d, err := dialect.ScatterDimensionNumbers(op)
	if err != nil || len(d.InputBatchingDims) > 0 || len(d.IndicesBatching) > 0 {
		return d, false
	}
	b := op.Regions[0].Blocks[0]
	if len(b.Ops) != 2 || fusion.Canonical(b.Ops[0]) != "stablehlo.add" || b.Ops[1].NumOperands() != 1 ||
		b.Ops[1].Operand(0) != b.Ops[0].Result(0) || len(b.Args()) != 2 {
		return d, false
	}
	if a := b.Ops[0]; !(a.Operand(0) == b.Arg(0) && a.Operand(1) == b.Arg(1) || a.Operand(0) == b.Arg(1) && a.Operand(1) == b.Arg(0)) {
		return d, false
	}
	xs, ok1 := fusion.Shape(op.Operand(0))
	is, ok2 := fusion.Shape(op.Operand(1))
	us, ok3 := fusion.Shape(op.Operand(2))
	if !ok1 || !ok2 || !ok3 {
		return d, false
	}
	switch ElemType(op.Operand(0).Type()) {
	case kernel.F32, kernel.F64, kernel.I32, kernel.I64:
	default:
		return d, false
	}
	if ElemType(op.Operand(2).Type()) != ElemType(op.Operand(0).Type()) {
		return d, false
	}
	if t := ElemType(op.Operand(1).Type()); t != kernel.I32 && t != kernel.I64 || anyUnsigned(op.Operands()) {
		return d, false
	}
	scatterRank := len(is)
	if d.IndexVectorDim < int64(len(is)) {
		scatterRank--
	}
	if d.IndexVectorDim < 0 || d.IndexVectorDim > int64(len(is)) || len(us) != scatterRank+len(d.UpdateWindowDims) ||
		len(xs) != len(d.UpdateWindowDims)+len(d.InsertedWindowDims) {
		return d, false
	}
	for _, x := range d.ScatterDimsToOperandDims {
		if x < 0 || x >= int64(len(xs)) {
			return d, false
		}
	}
	for _, x := range d.UpdateWindowDims {
		if x < 0 || x >= int64(len(us)) {
			return d, false
		}
	}
	// the emitter pairs window dims with the operand dims not inserted
	// and the other update dims with the indices dims but the index
	// vector one
	kept, window := 0, 0
	for i := range xs {
		if !slices.Contains(d.InsertedWindowDims, int64(i)) {
			kept++
		}
	}
	for i := range us {
		if slices.Contains(d.UpdateWindowDims, int64(i)) {
			window++
		}
	}
	if d.IndexVectorDim < int64(len(is)) {
		if is[d.IndexVectorDim] != int64(len(d.ScatterDimsToOperandDims)) {
			return d, false
		}
	} else if len(d.ScatterDimsToOperandDims) != 1 {
		return d, false
	}
	return d, kept == window && len(us)-window == scatterRank
}

// LowerScatter builds the two kernels of an add scatter outside fusions:
// init (named name+"_init") copies the operand into the result (or fills
// it, when the operand is a splat constant such as the zeros of a
// gradient), then
// add (named name) runs one thread per update element and atomically adds
// it at its operand position; updates whose position is out of bounds
// are skipped, as StableHLO defines. The add kernel's output is inout:
// it expects the result buffer to hold what init wrote.
func LowerScatter(op *ir.Operation, name string, names *Namer) (init, add *Lowered, err error) {
	d, ok := scatterForm(op)
	if !ok {
		return nil, nil, errorf(op, "cannot be lowered to a kernel: only single-operand add scatters of f32, f64, i32 or i64 without batching dims are")
	}
	x, indices, updates := op.Operand(0), op.Operand(1), op.Operand(2)
	elem := ElemType(x.Type())

	// init fills the result with a splat operand, copies any other
	e := newEmitter(op, name+"_init", names)
	splat := splatConstant(x)
	in := -1
	if splat == nil {
		in = e.b.Buffer("in0", elem, kernel.Read)
	}
	out := e.b.Buffer("out0", elem, kernel.Write)
	e.b.SetVector(4)
	e.region(e.b.Loop(e.count(x)))
	lin := e.rb.Index(kernel.Linear)
	if splat != nil {
		v, err := e.constant(splat, elem)
		if err != nil {
			return nil, nil, err
		}
		e.rb.Store(out, lin, v)
		init, err = e.lowered(op, nil, nil, out)
	} else {
		e.rb.Store(out, lin, e.rb.Load(in, lin))
		init, err = e.lowered(op, []int{0}, []int{in}, out)
	}
	if err != nil {
		return nil, nil, err
	}

	e = newEmitter(op, name, names)
	ib := e.b.Buffer("in1", ElemType(indices.Type()), kernel.Read)
	ub := e.b.Buffer("in2", elem, kernel.Read)
	out = e.b.Buffer("out0", elem, kernel.ReadWrite)
	// no thread runs when the operand is empty (every update is out of bounds)
	e.region(e.b.Loop(kernel.Mul(e.count(updates), kernel.Min(e.count(x), kernel.Const(1)))))
	lin = e.rb.Index(kernel.Linear)
	u := e.rb.Delinearize(lin, e.dims(updates))
	is, _ := fusion.Shape(indices)
	var scatterIdx, window []*kernel.Inst
	for i, v := range u {
		if slices.Contains(d.UpdateWindowDims, int64(i)) {
			window = append(window, v)
		} else {
			scatterIdx = append(scatterIdx, v)
		}
	}
	xs, _ := fusion.Shape(x)
	idx := make([]*kernel.Inst, len(xs))
	for i := range idx {
		idx[i] = e.rb.Index64(0)
	}
	for k, od := range d.ScatterDimsToOperandDims {
		pos := make([]*kernel.Inst, 0, len(is))
		si := 0
		for dd := range is {
			if int64(dd) == d.IndexVectorDim {
				pos = append(pos, e.rb.Index64(int64(k)))
				continue
			}
			pos = append(pos, scatterIdx[si])
			si++
		}
		off := e.rb.Linearize(pos, e.dims(indices))
		idx[od] = e.rb.Convert(e.rb.Load(ib, off), kernel.I64)
	}
	wi := 0
	inBounds := e.rb.ConstI(kernel.I1, 1)
	for i := range xs {
		if !slices.Contains(d.InsertedWindowDims, int64(i)) {
			idx[i] = e.rb.Add(idx[i], window[wi])
			wi++
		}
		lo := e.rb.Cmp(kernel.GE, idx[i], e.rb.Index64(0))
		hi := e.rb.Cmp(kernel.LT, idx[i], e.dim(x, i))
		inBounds = e.rb.Binary(kernel.OpAnd, inBounds, e.rb.Binary(kernel.OpAnd, lo, hi))
	}
	val := e.rb.Load(ub, lin)
	// an out-of-bounds update adds the identity (-0 for floats) to element 0
	zero := e.rb.ConstI(elem, 0)
	if elem.IsFloat() {
		zero = e.rb.ConstF(elem, math.Copysign(0, -1))
	}
	dst := e.rb.Select(inBounds, e.rb.Linearize(idx, e.dims(x)), e.rb.Index64(0))
	e.rb.AtomicAdd(out, dst, e.rb.Select(inBounds, val, zero))
	if add, err = e.lowered(op, []int{1, 2}, []int{ib, ub}, out); err != nil {
		return nil, nil, err
	}
	add.Update = true
	return init, add, nil
}

// splatConstant is the splat stablehlo.constant defining v, or nil.
func splatConstant(v *ir.Value) *ir.Operation {
	d := v.DefiningOp()
	if d == nil || fusion.Canonical(d) != "stablehlo.constant" {
		return nil
	}
	if a, ok := d.Attr("value").(*ir.DenseElementsAttr); ok && a.Splat {
		return d
	}
	return nil
}

// lowered builds e's kernel and binds operands ins to buffer parameters
// inParams and result 0 to out.
func (e *emitter) lowered(op *ir.Operation, ins, inParams []int, out int) (*Lowered, error) {
	k, err := e.b.Build()
	if err != nil {
		return nil, errorf(op, "lowers to an invalid kernel: %v", err)
	}
	l := &Lowered{Kernel: k, Inputs: ins, InParams: inParams, Outputs: []int{0}, OutParams: []int{out}}
	for _, p := range k.Params {
		if p.Kind == kernel.DimParam {
			l.Dims = append(l.Dims, p.Name)
		}
	}
	return l, nil
}
