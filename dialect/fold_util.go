package dialect

import (
	"math"
	"strings"

	"github.com/symopt/symopt/ir"
)

// FoldLimit is the largest number of elements a folder materialises: ops
// whose result has more elements are left alone so that constants stay
// small in the IR.
const FoldLimit = 1024

// ConstantValue returns the elements attribute of a value defined by a
// constant op (stablehlo/mhlo.constant, arith.constant with a dense value,
// shape.const_shape of an extent tensor).
func ConstantValue(v *ir.Value) (*ir.DenseElementsAttr, bool) {
	if v == nil {
		return nil, false
	}
	def := v.DefiningOp()
	if def == nil || !def.HasTrait(ir.ConstantLike) {
		if def == nil || (def.Short() != "constant") {
			return nil, false
		}
	}
	a := def.Attr("value")
	if a == nil && def.Name == "shape.const_shape" && def.NumResults() == 1 {
		// An extent tensor constant keeps its value in `shape`.
		if _, isTensor := def.Result(0).Type().(*ir.TensorType); isTensor {
			a = def.Attr("shape")
		}
	}
	d, ok := a.(*ir.DenseElementsAttr)
	if !ok || d.Hex != nil && d.Len() == 0 {
		return nil, false
	}
	return d, ok
}

// foldable reports whether t is a static tensor small enough to fold into.
func foldable(t ir.Type) (n int, ok bool) {
	d, ok := dimsOf(t)
	if !ok || !ir.IsStatic(d) {
		return 0, false
	}
	c := ir.NumElements(d)
	if c > FoldLimit {
		return 0, false
	}
	return int(c), true
}

// wrapInt truncates v to an integer type's width, sign- or zero-extending.
func wrapInt(t ir.Type, v int64) int64 {
	it, ok := t.(*ir.IntegerType)
	if !ok || it.Width >= 64 {
		return v
	}
	if it.Width == 1 {
		return v & 1
	}
	mask := int64(1)<<it.Width - 1
	v &= mask
	if it.Sign != ir.Unsigned && v>>(it.Width-1)&1 == 1 {
		v -= 1 << it.Width
	}
	return v
}

func isUnsigned(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && (it.Sign == ir.Unsigned || it.Width == 1)
}

// roundFloat rounds v to a float element type.
func roundFloat(t ir.Type, v float64) float64 {
	if ft, ok := t.(*ir.FloatType); ok {
		return ir.RoundToType(ft.Name, v)
	}
	return v
}

// fitsFloat reports whether v converts to float type t without overflow
// in a type that has no infinities (f8E4M3FN and the other FN/FNUZ
// formats), where the conversion gives NaN: folders leave such values
// alone.
func fitsFloat(t ir.Type, v float64) bool {
	ft, ok := t.(*ir.FloatType)
	if !ok || !strings.Contains(ft.Name, "FN") {
		return true
	}
	if math.IsNaN(v) {
		return true
	}
	max, ok := ir.MaxFinite(ft.Name)
	return !ok || !math.IsInf(v, 0) && math.Abs(v) < max
}

// denseOf builds the folded attribute, as a splat when every value is equal.
func denseInts(t ir.Type, vals []int64) *ir.DenseElementsAttr {
	same := len(vals) > 0
	for _, v := range vals {
		if v != vals[0] {
			same = false
			break
		}
	}
	if same {
		return &ir.DenseElementsAttr{Type: t, Splat: true, Ints: []int64{vals[0]}}
	}
	return &ir.DenseElementsAttr{Type: t, Ints: vals}
}

func denseFloats(t ir.Type, vals []float64) *ir.DenseElementsAttr {
	same := len(vals) > 0
	for _, v := range vals {
		if math.Float64bits(v) != math.Float64bits(vals[0]) {
			same = false
			break
		}
	}
	if same {
		return &ir.DenseElementsAttr{Type: t, Splat: true, Floats: []float64{vals[0]}}
	}
	return &ir.DenseElementsAttr{Type: t, Floats: vals}
}

// intsOf expands an integer elements attribute to n values.
func intsOf(d *ir.DenseElementsAttr, n int) ([]int64, bool) {
	if d.Ints == nil || (!d.Splat && len(d.Ints) != n && len(d.Ints) != 1) {
		return nil, false
	}
	out := make([]int64, n)
	for i := range out {
		if len(d.Ints) == 1 {
			out[i] = d.Ints[0]
		} else {
			out[i] = d.Ints[i]
		}
	}
	return out, true
}

func floatsOf(d *ir.DenseElementsAttr, n int) ([]float64, bool) {
	if d.Floats == nil || (!d.Splat && len(d.Floats) != n && len(d.Floats) != 1) {
		return nil, false
	}
	out := make([]float64, n)
	for i := range out {
		if len(d.Floats) == 1 {
			out[i] = d.Floats[0]
		} else {
			out[i] = d.Floats[i]
		}
	}
	return out, true
}

// constOperands returns the constant values of all operands, or false.
func constOperands(op *ir.Operation) ([]*ir.DenseElementsAttr, bool) {
	out := make([]*ir.DenseElementsAttr, op.NumOperands())
	for i, v := range op.Operands() {
		d, ok := ConstantValue(v)
		if !ok {
			return nil, false
		}
		out[i] = d
	}
	return out, true
}
