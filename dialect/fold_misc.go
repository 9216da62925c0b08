package dialect

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/scalar"
)

// foldCompare evaluates compare on constant integer or float operands
// with the interpreter's scalar semantics (package scalar), under the op's
// compare_type or the element type's default.
func foldCompare(op *ir.Operation) []ir.Attribute {
	rt := op.Result(0).Type()
	n, ok := foldable(rt)
	if !ok {
		return nil
	}
	cs, ok := constOperands(op)
	if !ok {
		return nil
	}
	word, err := ComparisonDirection(op)
	if err != nil {
		return nil
	}
	dir, err := scalar.ParseDirection(word)
	if err != nil {
		return nil
	}
	typ, err := scalar.ParseCompareType(ComparisonType(op))
	if err != nil {
		return nil
	}
	et := elemOf(op.Operand(0).Type())
	out := make([]int64, n)
	switch {
	case ir.IsInteger(et):
		a, ok1 := intsOf(cs[0], n)
		b, ok2 := intsOf(cs[1], n)
		if !ok1 || !ok2 {
			return nil
		}
		if typ == scalar.NoType {
			typ = scalar.DefaultCompareType(true, !isUnsigned(et))
		}
		bits := et.(*ir.IntegerType).Width
		for i := range out {
			r, ok := scalar.CompareInt(dir, typ, bits, a[i], b[i])
			if !ok {
				return nil
			}
			out[i] = b2i(r)
		}
	case ir.IsFloat(et):
		a, ok1 := floatsOf(cs[0], n)
		b, ok2 := floatsOf(cs[1], n)
		if !ok1 || !ok2 {
			return nil
		}
		if typ != scalar.NoType && typ != scalar.FloatCmp && typ != scalar.TotalOrder {
			return nil
		}
		for i := range out {
			out[i] = b2i(scalar.CompareFloat(dir, typ, a[i], b[i]))
		}
	default:
		return nil
	}
	return []ir.Attribute{denseInts(rt, out)}
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// foldSelect folds select with a constant splat predicate to a constant
// when the chosen side is constant, or with constant everything.
func foldSelect(op *ir.Operation) []ir.Attribute {
	rt := op.Result(0).Type()
	n, ok := foldable(rt)
	if !ok {
		return nil
	}
	cs, ok := constOperands(op)
	if !ok {
		return nil
	}
	pred, ok := intsOf(cs[0], n)
	if !ok {
		return nil
	}
	if ir.IsInteger(elemOf(rt)) {
		a, ok1 := intsOf(cs[1], n)
		b, ok2 := intsOf(cs[2], n)
		if !ok1 || !ok2 {
			return nil
		}
		out := make([]int64, n)
		for i := range out {
			if pred[i] != 0 {
				out[i] = a[i]
			} else {
				out[i] = b[i]
			}
		}
		return []ir.Attribute{denseInts(rt, out)}
	}
	a, ok1 := floatsOf(cs[1], n)
	b, ok2 := floatsOf(cs[2], n)
	if !ok1 || !ok2 {
		return nil
	}
	out := make([]float64, n)
	for i := range out {
		if pred[i] != 0 {
			out[i] = a[i]
		} else {
			out[i] = b[i]
		}
	}
	return []ir.Attribute{denseFloats(rt, out)}
}

// foldConvert converts constant elements between integer and float types.
func foldConvert(op *ir.Operation) []ir.Attribute {
	rt := op.Result(0).Type()
	n, ok := foldable(rt)
	if !ok {
		return nil
	}
	c, ok := ConstantValue(op.Operand(0))
	if !ok {
		return nil
	}
	from, to := elemOf(op.Operand(0).Type()), elemOf(rt)
	switch {
	case ir.IsInteger(from) && ir.IsInteger(to):
		v, ok := intsOf(c, n)
		if !ok {
			return nil
		}
		out := make([]int64, n)
		for i := range out {
			x := v[i]
			if tw := to.(*ir.IntegerType); tw.Width == 1 {
				x = b2i(x != 0)
			}
			out[i] = wrapInt(to, x)
		}
		return []ir.Attribute{denseInts(rt, out)}
	case ir.IsInteger(from) && ir.IsFloat(to):
		v, ok := intsOf(c, n)
		if !ok {
			return nil
		}
		out := make([]float64, n)
		for i := range out {
			f := float64(v[i])
			if isUnsigned(from) {
				f = float64(uint64(v[i]))
			}
			if !fitsFloat(to, f) {
				return nil
			}
			out[i] = roundFloat(to, f)
		}
		return []ir.Attribute{denseFloats(rt, out)}
	case ir.IsFloat(from) && ir.IsFloat(to):
		v, ok := floatsOf(c, n)
		if !ok {
			return nil
		}
		out := make([]float64, n)
		for i := range out {
			if !fitsFloat(to, v[i]) {
				return nil
			}
			out[i] = roundFloat(to, v[i])
		}
		return []ir.Attribute{denseFloats(rt, out)}
	case ir.IsFloat(from) && ir.IsInteger(to):
		v, ok := floatsOf(c, n)
		if !ok {
			return nil
		}
		out := make([]int64, n)
		for i := range out {
			f := v[i]
			if tw := to.(*ir.IntegerType); tw.Width == 1 {
				out[i] = b2i(scalar.FloatToBool(f))
				continue
			}
			out[i] = saturateToInt(to.(*ir.IntegerType), f)
		}
		return []ir.Attribute{denseInts(rt, out)}
	}
	return nil
}

// saturateToInt converts f to integer type t as the interpreter does
// (scalar.FloatToInt and FloatToUint).
func saturateToInt(t *ir.IntegerType, f float64) int64 {
	if t.Sign == ir.Unsigned {
		return int64(scalar.FloatToUint(t.Width, f))
	}
	return scalar.FloatToInt(t.Width, f)
}

// foldConstant returns the constant's value attribute.
func foldConstant(op *ir.Operation) []ir.Attribute {
	if a := op.Attr("value"); a != nil {
		return []ir.Attribute{a}
	}
	return nil
}

// retype returns a copy of a dense attribute with another (same-count) type.
func retype(d *ir.DenseElementsAttr, t ir.Type) *ir.DenseElementsAttr {
	cp := *d
	cp.Type = t
	cp.Hex = nil
	return &cp
}

// foldReshape re-types a constant operand.
func foldReshape(op *ir.Operation) []ir.Attribute {
	rt := op.Result(0).Type()
	if _, ok := foldable(rt); !ok {
		return nil
	}
	c, ok := ConstantValue(op.Operand(0))
	if !ok || c.Len() == 0 {
		return nil
	}
	return []ir.Attribute{retype(c, rt)}
}
