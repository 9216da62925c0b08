package rewrite

import "github.com/symopt/symopt/ir"

// MatchConstant returns the value attribute of the constant-like op
// defining v (`stablehlo.constant dense<...>`, `arith.constant 3`), or
// false when v is not a constant.
func MatchConstant(v *ir.Value) (ir.Attribute, bool) {
	if v == nil || v.DefiningOp() == nil {
		return nil, false
	}
	a := constValue(v.DefiningOp())
	return a, a != nil
}

// MatchSplatInt reports whether v is a constant whose every element (or
// whose scalar value) is the integer x: `dense<0>`, `arith.constant 0`.
func MatchSplatInt(v *ir.Value, x int64) bool {
	a, ok := MatchConstant(v)
	if !ok {
		return false
	}
	switch c := a.(type) {
	case *ir.IntegerAttr:
		return c.Big == nil && c.Value == x
	case *ir.DenseElementsAttr:
		if c.Ints == nil {
			return false
		}
		for _, e := range c.Ints {
			if e != x {
				return false
			}
		}
		return true
	}
	return false
}

// MatchSplatFloat is MatchSplatInt for floating-point constants.
func MatchSplatFloat(v *ir.Value, x float64) bool {
	a, ok := MatchConstant(v)
	if !ok {
		return false
	}
	switch c := a.(type) {
	case *ir.FloatAttr:
		return c.Value == x
	case *ir.DenseElementsAttr:
		if c.Floats == nil {
			return false
		}
		for _, e := range c.Floats {
			if e != x {
				return false
			}
		}
		return true
	}
	return false
}
