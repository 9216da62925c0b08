package hlocanon

import (
	"math"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/rewrite"
)

// hloDialect returns the dialect prefix new ops get: the one of op.
func hloDialect(op *ir.Operation) string {
	if op.Dialect() == "mhlo" {
		return "mhlo"
	}
	return "stablehlo"
}

// sibling names the op short in op's dialect ("mhlo.reshape" for an mhlo op).
func sibling(op *ir.Operation, short string) string { return hloDialect(op) + "." + short }

// registered reports whether op has an op table row; patterns leave
// unregistered ops alone.
func registered(op *ir.Operation) bool { return op.Info != nil }

// sameType reports whether v can replace a result of type t without a cast.
func sameType(v *ir.Value, t ir.Type) bool { return ir.TypeEqual(v.Type(), t) }

// replaceWith replaces the single result of op by v when their types
// match exactly.
func replaceWith(rw *rewrite.Rewriter, op *ir.Operation, v *ir.Value) bool {
	if op.NumResults() != 1 || !sameType(v, op.Result(0).Type()) {
		return false
	}
	rw.ReplaceOp(op, v)
	return true
}

// build creates op name before at when the op table's verifier accepts
// it; otherwise nothing is inserted and nil is returned.
func build(rw *rewrite.Rewriter, at *ir.Operation, name string, operands []*ir.Value, types []ir.Type, attrs []ir.NamedAttr) *ir.Operation {
	info := rw.Ops.Lookup(name)
	if info == nil {
		return nil
	}
	n := ir.NewOperation(name, info, operands, types, attrs, at.Loc)
	if info.Verify != nil {
		if err := info.Verify(n); err != nil {
			n.DropOperands()
			return nil
		}
	}
	rw.InsertBefore(at, n)
	return n
}

// replaceWithNew replaces op by a new op when it verifies.
func replaceWithNew(rw *rewrite.Rewriter, op *ir.Operation, name string, operands []*ir.Value, attrs []ir.NamedAttr) bool {
	n := build(rw, op, name, operands, op.ResultTypes(), attrs)
	if n == nil {
		return false
	}
	rw.ReplaceOp(op, n.Results()...)
	return true
}

// i64List builds an integer list attribute in the spelling of op's
// dialect: array<i64: ...> for StableHLO, dense<[...]> : tensor<Nxi64> for
// MHLO.
func i64List(op *ir.Operation, vals []int64) ir.Attribute {
	if hloDialect(op) == "mhlo" {
		return &ir.DenseElementsAttr{Type: &ir.TensorType{Shape: []int64{int64(len(vals))}, Elem: ir.I64}, Ints: append([]int64{}, vals...)}
	}
	return ir.I64Array(vals...)
}

// i64Like builds an integer list in the same spelling as like (an
// attribute of the op being rewritten), falling back to op's dialect.
func i64Like(op *ir.Operation, like ir.Attribute, vals []int64) ir.Attribute {
	switch like.(type) {
	case *ir.DenseArrayAttr:
		return ir.I64Array(vals...)
	case *ir.DenseElementsAttr:
		return &ir.DenseElementsAttr{Type: &ir.TensorType{Shape: []int64{int64(len(vals))}, Elem: ir.I64}, Ints: append([]int64{}, vals...)}
	}
	return i64List(op, vals)
}

// attrList reads the integer list attribute name of op.
func attrList(op *ir.Operation, name string) ([]int64, bool) {
	a := op.Attr(name)
	if a == nil {
		return nil, false
	}
	return dialect.I64s(a)
}

// staticDims returns the shape of a ranked type with no dynamic dims.
func staticDims(t ir.Type) ([]int64, bool) {
	s, ok := t.(ir.ShapedType)
	if !ok {
		return nil, false
	}
	d, ok := s.Dims()
	if !ok || !ir.IsStatic(d) {
		return nil, false
	}
	return d, true
}

// elemType returns the element type of a shaped type.
func elemType(t ir.Type) ir.Type { return ir.ElementTypeOf(t) }

// isIntElem reports integer (any width and signedness) or index elements.
func isIntElem(t ir.Type) bool {
	e := elemType(t)
	_, isIndex := e.(*ir.IndexType)
	return ir.IsInteger(e) || isIndex
}

func isFloatElem(t ir.Type) bool { return ir.IsFloat(elemType(t)) }

// constInts returns every element of an integer constant value.
func constInts(v *ir.Value) ([]int64, bool) {
	c, ok := dialect.ConstantValue(v)
	if !ok || c.Ints == nil || !isIntElem(c.Type) {
		return nil, false
	}
	out := make([]int64, c.Len())
	for i := range out {
		out[i] = c.IntAt(i)
	}
	return out, true
}

// splatInt reports whether v is an integer constant whose elements all
// equal want (compared after sign extension of the stored value).
func splatInt(v *ir.Value, want int64) bool {
	c, ok := dialect.ConstantValue(v)
	if !ok || c.Ints == nil || !isIntElem(c.Type) || c.Len() == 0 {
		return false
	}
	for i := 0; i < c.Len(); i++ {
		if c.IntAt(i) != want {
			return false
		}
	}
	return true
}

// splatFloat reports whether v is a float constant whose elements all
// have exactly the bits of want (so -0.0 and 0.0 differ; NaN never
// matches).
func splatFloat(v *ir.Value, want float64) bool {
	c, ok := dialect.ConstantValue(v)
	if !ok || c.Floats == nil || !isFloatElem(c.Type) || c.Len() == 0 {
		return false
	}
	for i := 0; i < c.Len(); i++ {
		f := c.FloatAt(i)
		if f != want || math.Signbit(f) != math.Signbit(want) {
			return false
		}
	}
	return true
}

// isIdentityPerm reports whether p is 0, 1, ..., len(p)-1.
func isIdentityPerm(p []int64) bool {
	for i, x := range p {
		if x != int64(i) {
			return false
		}
	}
	return true
}

// allZero reports whether every element of xs is 0.
func allZero(xs []int64) bool {
	for _, x := range xs {
		if x != 0 {
			return false
		}
	}
	return true
}

// splatIntConstant creates a constant of op's dialect with every element v
// (0/1 for i1) and type t, which must be static.
func splatIntConstant(rw *rewrite.Rewriter, op *ir.Operation, t ir.Type, v int64) *ir.Value {
	if _, ok := staticDims(t); !ok || !isIntElem(t) {
		return nil
	}
	c := build(rw, op, sibling(op, "constant"), nil, []ir.Type{t},
		[]ir.NamedAttr{{Name: "value", Value: ir.SplatInt(t, v)}})
	if c == nil {
		return nil
	}
	return c.Result(0)
}
