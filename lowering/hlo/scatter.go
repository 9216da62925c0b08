package hlo

import (
	"math"
	"slices"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
)

// scatterForm is what the lowering needs to know about a scatter it
// handles: the dimension numbers and how an update combines into the
// operand.
type scatterForm struct {
	dims dialect.ScatterDims
	// combine is the atomic instruction applying an update (OpAtomicAdd,
	// OpAtomicMax, OpAtomicMin, OpAtomicMul), or OpStore when the body
	// returns the update (replace).
	combine kernel.Op
}

// scatterBodies maps a body's one binary op to the atomic instruction
// that applies it.
var scatterBodies = map[string]kernel.Op{"stablehlo.add": kernel.OpAtomicAdd, "stablehlo.maximum": kernel.OpAtomicMax,
	"stablehlo.minimum": kernel.OpAtomicMin, "stablehlo.multiply": kernel.OpAtomicMul}

// Scatter reports whether op is a scatter the lowering turns into
// kernels: one operand, integer indices, batching dims or not, and a body
// that adds, multiplies, takes the maximum or minimum of its two
// arguments (f32, f64, i32 or i64) or returns the update (any element
// type kernels store).
func Scatter(op *ir.Operation) bool {
	_, ok := scatterFormOf(op)
	return ok
}

// ScatterAdd is Scatter; the name predates scatters other than adds.
func ScatterAdd(op *ir.Operation) bool { return Scatter(op) }

// scatterBody says how the body of a single-operand scatter combines the
// current value (argument 0) with the update (argument 1).
func scatterBody(op *ir.Operation) (kernel.Op, bool) {
	b := op.Regions[0].Blocks[0]
	if len(b.Args()) != 2 || len(b.Ops) == 0 || b.Ops[len(b.Ops)-1].NumOperands() != 1 {
		return kernel.OpInvalid, false
	}
	ret := b.Ops[len(b.Ops)-1].Operand(0)
	if len(b.Ops) == 1 {
		return kernel.OpStore, ret == b.Arg(1)
	}
	if len(b.Ops) != 2 || b.Ops[0].Result(0) != ret {
		return kernel.OpInvalid, false
	}
	a := b.Ops[0]
	c, ok := scatterBodies[fusion.Canonical(a)]
	if !ok || a.NumOperands() != 2 || !(a.Operand(0) == b.Arg(0) && a.Operand(1) == b.Arg(1) || a.Operand(0) == b.Arg(1) && a.Operand(1) == b.Arg(0)) {
		return kernel.OpInvalid, false
	}
	return c, true
}

func scatterFormOf(op *ir.Operation) (scatterForm, bool) {
	var f scatterForm
	if fusion.Canonical(op) != "stablehlo.scatter" || op.NumOperands() != 3 || op.NumResults() != 1 ||
		len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 {
		return f, false
	}
	d, err := dialect.ScatterDimensionNumbers(op)
	if err != nil {
		return f, false
	}
	f.dims = d
	c, ok := scatterBody(op)
	if !ok {
		return f, false
	}
	f.combine = c
	xs, ok1 := fusion.Shape(op.Operand(0))
	is, ok2 := fusion.Shape(op.Operand(1))
	us, ok3 := fusion.Shape(op.Operand(2))
	if !ok1 || !ok2 || !ok3 {
		return f, false
	}
	elem := ElemType(op.Operand(0).Type())
	switch {
	case elem == kernel.Invalid || ElemType(op.Operand(2).Type()) != elem || ElemType(op.Result(0).Type()) != elem:
		return f, false
	case c != kernel.OpStore && (elem != kernel.F32 && elem != kernel.F64 && elem != kernel.I32 && elem != kernel.I64 ||
		anyUnsigned(op.Operands()[:1])):
		return f, false // atomics on signed or float elements only
	}
	if t := ElemType(op.Operand(1).Type()); t != kernel.I32 && t != kernel.I64 || isUnsigned(op.Operand(1)) {
		return f, false
	}
	return f, scatterDimsOK(d, xs, is, us)
}

// scatterDimsOK checks the dimension numbers against the ranks the way the
// emitter pairs dims: update window dims with the operand dims neither
// inserted nor batching, the other update dims with the indices dims but
// the index vector one, batching dims pairwise.
func scatterDimsOK(d dialect.ScatterDims, xs, is, us []int64) bool {
	scatterRank := len(is)
	if d.IndexVectorDim < int64(len(is)) {
		scatterRank--
	}
	inRange := func(ds []int64, n int) bool {
		for _, x := range ds {
			if x < 0 || x >= int64(n) {
				return false
			}
		}
		return true
	}
	if !distinct(d.UpdateWindowDims) || !distinct(d.InsertedWindowDims) || !distinct(d.InputBatchingDims) ||
		!distinct(d.IndicesBatching) || !distinct(d.ScatterDimsToOperandDims) {
		return false
	}
	if d.IndexVectorDim < 0 || d.IndexVectorDim > int64(len(is)) || len(us) != scatterRank+len(d.UpdateWindowDims) ||
		!inRange(d.ScatterDimsToOperandDims, len(xs)) || !inRange(d.UpdateWindowDims, len(us)) ||
		!inRange(d.InsertedWindowDims, len(xs)) || !inRange(d.InputBatchingDims, len(xs)) ||
		!inRange(d.IndicesBatching, len(is)) || len(d.InputBatchingDims) != len(d.IndicesBatching) ||
		slices.Contains(d.IndicesBatching, d.IndexVectorDim) {
		return false
	}
	kept := 0
	for i := range xs {
		if !slices.Contains(d.InsertedWindowDims, int64(i)) && !slices.Contains(d.InputBatchingDims, int64(i)) {
			kept++
		}
	}
	if kept != len(d.UpdateWindowDims) {
		return false
	}
	if d.IndexVectorDim < int64(len(is)) {
		return is[d.IndexVectorDim] == int64(len(d.ScatterDimsToOperandDims))
	}
	return len(d.ScatterDimsToOperandDims) == 1
}

// LowerScatter builds the two kernels of a scatter outside fusions: init
// (named name+"_init") copies the operand into the result (or fills it,
// when the operand is a splat constant such as the zeros of a gradient),
// then update (named name) runs one thread per update element and
// combines it into its operand position with an atomic instruction (add,
// max, min, mul) or a store (a body returning the update; with repeated
// indices which update lands is unspecified, as StableHLO leaves it; the
// kernel interpreter runs threads in order, so the last one does, as in
// the reference interpreter). Updates whose position is out of bounds
// are skipped, as StableHLO defines. The update kernel's output is inout:
// it expects the result buffer to hold what init wrote.
func LowerScatter(op *ir.Operation, name string, names *Namer) (init, update *Lowered, err error) {
	f, ok := scatterFormOf(op)
	if !ok {
		return nil, nil, errorf(op, "cannot be lowered to a kernel: only single-operand scatters with integer indices whose body adds, multiplies, takes the maximum or minimum (f32, f64, i32, i64) or returns the update are")
	}
	if init, err = scatterInit(op, name, names); err != nil {
		return nil, nil, err
	}
	if update, err = scatterUpdate(op, f, name, names); err != nil {
		return nil, nil, err
	}
	return init, update, nil
}

// scatterInit fills the result with a splat operand, or copies any other.
func scatterInit(op *ir.Operation, name string, names *Namer) (*Lowered, error) {
	x := op.Operand(0)
	elem := ElemType(x.Type())
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
			return nil, err
		}
		e.rb.Store(out, lin, v)
		return e.lowered(op, nil, nil, out)
	}
	e.rb.Store(out, lin, e.rb.Load(in, lin))
	return e.lowered(op, []int{0}, []int{in}, out)
}

// scatterUpdate combines every update element into the result.
func scatterUpdate(op *ir.Operation, f scatterForm, name string, names *Namer) (*Lowered, error) {
	d := f.dims
	x, indices, updates := op.Operand(0), op.Operand(1), op.Operand(2)
	elem := ElemType(x.Type())
	e := newEmitter(op, name, names)
	ib := e.b.Buffer("in1", ElemType(indices.Type()), kernel.Read)
	ub := e.b.Buffer("in2", elem, kernel.Read)
	out := e.b.Buffer("out0", elem, kernel.ReadWrite)
	// no thread runs when the operand is empty (every update is out of bounds)
	e.region(e.b.Loop(kernel.Mul(e.count(updates), kernel.Min(e.count(x), kernel.Const(1)))))
	lin := e.rb.Index(kernel.Linear)
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
		idx[od] = e.rb.Convert(e.rb.Load(ib, off), kernel.I64)
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
	val := e.rb.Load(ub, lin)
	dst := e.rb.Linearize(idx, e.dims(x))
	if f.combine == kernel.OpStore {
		e.rb.StoreIf(out, e.rb.Select(inBounds, dst, e.rb.Index64(0)), val, inBounds)
	} else {
		// an out-of-bounds update combines the identity into element 0
		e.rb.Atomic(f.combine, out, e.rb.Select(inBounds, dst, e.rb.Index64(0)), e.rb.Select(inBounds, val, identity(f.combine, elem)(e.rb)))
	}
	l, err := e.lowered(op, []int{1, 2}, []int{ib, ub}, out)
	if err != nil {
		return nil, err
	}
	l.Update = true
	return l, nil
}

// identity returns a builder of the value that leaves any element
// unchanged under the atomic op c: -0 or 0 for add, 1 for mul, -inf or
// the smallest integer for max, +inf or the largest for min.
func identity(c kernel.Op, t kernel.Type) func(*kernel.RegionBuilder) *kernel.Inst {
	return func(rb *kernel.RegionBuilder) *kernel.Inst {
		switch {
		case c == kernel.OpAtomicMul && t.IsFloat():
			return rb.ConstF(t, 1)
		case c == kernel.OpAtomicMul:
			return rb.ConstI(t, 1)
		case c == kernel.OpAtomicMax && t.IsFloat():
			return rb.ConstF(t, math.Inf(-1))
		case c == kernel.OpAtomicMax:
			return rb.ConstI(t, math.MinInt64>>(64-t.Bits()))
		case c == kernel.OpAtomicMin && t.IsFloat():
			return rb.ConstF(t, math.Inf(1))
		case c == kernel.OpAtomicMin:
			return rb.ConstI(t, math.MaxInt64>>(64-t.Bits()))
		case t.IsFloat():
			return rb.ConstF(t, math.Copysign(0, -1))
		}
		return rb.ConstI(t, 0)
	}
}

// distinct reports whether a list of dims has no repeats (the emitter
// pairs dims by counting them).
func distinct(ds []int64) bool {
	for i, d := range ds {
		if slices.Contains(ds[:i], d) {
			return false
		}
	}
	return true
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
