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
// handles: the dimension numbers and how each result is computed.
type scatterForm struct {
	dims    dialect.ScatterDims
	results []scatterResult
}

// Scatter reports whether op is a scatter the lowering turns into
// kernels: integer indices, batching dims or not, and a body that gives
// each result by adding, multiplying, taking the maximum or minimum of its
// current value and its update (f32, f64, i32 or i64), by returning an
// update (any element type kernels store) or its current value.
func Scatter(op *ir.Operation) bool {
	_, ok := scatterFormOf(op)
	return ok
}

// ScatterAdd is Scatter; the name predates scatters other than adds.
func ScatterAdd(op *ir.Operation) bool { return Scatter(op) }

func scatterFormOf(op *ir.Operation) (scatterForm, bool) {
	var f scatterForm
	n := op.NumResults()
	if fusion.Canonical(op) != "stablehlo.scatter" || n == 0 || op.NumOperands() != 2*n+1 ||
		len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 {
		return f, false
	}
	d, err := dialect.ScatterDimensionNumbers(op)
	if err != nil {
		return f, false
	}
	f.dims = d
	results, ok := scatterBody(op, n)
	if !ok {
		return f, false
	}
	f.results = results
	indices := op.Operand(n)
	xs, ok1 := fusion.Shape(op.Operand(0))
	is, ok2 := fusion.Shape(indices)
	us, ok3 := fusion.Shape(op.Operand(n + 1))
	if !ok1 || !ok2 || !ok3 {
		return f, false
	}
	body := op.Regions[0].Blocks[0]
	for k, r := range f.results {
		// operands and updates may promote to a wider result type (the
		// body's), as StableHLO allows
		x, res := op.Operand(k), op.Result(k)
		elem := ElemType(res.Type())
		if !promotes(x, elem) || !promotes(op.Operand(n+1+k), elem) || ElemType(body.Arg(k).Type()) != elem ||
			ElemType(body.Arg(n+k).Type()) != elem {
			return f, false
		}
		if r.combine == kernel.OpStore && !promotes(op.Operand(n+1+r.src), elem) {
			return f, false
		}
		if r.combine != kernel.OpStore && r.combine != kernel.OpInvalid && !atomicElem(res) {
			return f, false // atomics on signed or float elements only
		}
	}
	if !indexType(indices) {
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
