package hlocanon

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/rewrite"
)

// Binary identities. Integer identities hold for every width and
// signedness (two's complement wraps); float ones only where IEEE
// arithmetic gives back x bit for bit, NaN and -0.0 included: x + (-0.0),
// x - (+0.0), x * 1.0 and x / 1.0, never x + 0.0 (-0.0 + 0.0 is +0.0) or
// x * 0.0 (NaN * 0.0 is NaN).
func arithPatterns() []rewrite.Pattern {
	return []rewrite.Pattern{
		{Name: "hlo-add-zero", Root: "stablehlo.add", Benefit: 1, Rewrite: addZero},
		{Name: "hlo-subtract-zero", Root: "stablehlo.subtract", Benefit: 1, Rewrite: subtractZero},
		{Name: "hlo-multiply-one", Root: "stablehlo.multiply", Benefit: 1, Rewrite: multiplyOne},
		{Name: "hlo-multiply-zero", Root: "stablehlo.multiply", Benefit: 1, Rewrite: multiplyZero},
		{Name: "hlo-divide-one", Root: "stablehlo.divide", Benefit: 1, Rewrite: divideOne},
	}
}

// isAddIdentity reports whether v is the neutral element of addition for
// its element type: 0 for integers, -0.0 for floats.
func isAddIdentity(v *ir.Value) bool {
	switch {
	case isIntElem(v.Type()):
		return splatInt(v, 0)
	case isFloatElem(v.Type()):
		return splatFloat(v, negZero)
	}
	return false
}

// isOne reports whether v is a splat 1 (integers, i1 true) or 1.0.
func isOne(v *ir.Value) bool {
	switch {
	case isIntElem(v.Type()):
		return splatInt(v, 1)
	case isFloatElem(v.Type()):
		return splatFloat(v, 1)
	}
	return false
}

// binary returns the two operands of a registered binary op.
func binary(op *ir.Operation) (x, y *ir.Value, ok bool) {
	if !registered(op) || op.NumOperands() != 2 || op.NumResults() != 1 {
		return nil, nil, false
	}
	return op.Operand(0), op.Operand(1), true
}

// replaceByOther replaces op by one operand when the other satisfies is
// (either side for commutative ops).
func replaceByOther(rw *rewrite.Rewriter, op *ir.Operation, is func(*ir.Value) bool, commutative bool) bool {
	x, y, ok := binary(op)
	if !ok {
		return false
	}
	if is(y) && replaceWith(rw, op, x) {
		return true
	}
	return commutative && is(x) && replaceWith(rw, op, y)
}

func addZero(rw *rewrite.Rewriter, op *ir.Operation) bool {
	return replaceByOther(rw, op, isAddIdentity, true)
}

func subtractZero(rw *rewrite.Rewriter, op *ir.Operation) bool {
	return replaceByOther(rw, op, func(v *ir.Value) bool {
		if isFloatElem(v.Type()) {
			return splatFloat(v, 0) // x - (+0.0) == x + (-0.0)
		}
		return isIntElem(v.Type()) && splatInt(v, 0)
	}, false)
}

func multiplyOne(rw *rewrite.Rewriter, op *ir.Operation) bool {
	return replaceByOther(rw, op, isOne, true)
}

func divideOne(rw *rewrite.Rewriter, op *ir.Operation) bool {
	return replaceByOther(rw, op, isOne, false)
}

// multiplyZero turns x * 0 into the constant 0 for integers whose result
// is static (a constant needs a static type).
func multiplyZero(rw *rewrite.Rewriter, op *ir.Operation) bool {
	x, y, ok := binary(op)
	if !ok {
		return false
	}
	rt := op.Result(0).Type()
	if !isIntElem(rt) || !(splatInt(x, 0) || splatInt(y, 0)) {
		return false
	}
	for _, z := range []*ir.Value{y, x} {
		if splatInt(z, 0) && sameType(z, rt) {
			rw.ReplaceOp(op, z)
			return true
		}
	}
	c := splatIntConstant(rw, op, rt, 0)
	if c == nil {
		return false
	}
	rw.ReplaceOp(op, c)
	return true
}
