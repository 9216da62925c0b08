package hlocanon

import (
	"math"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/rewrite"
)

// negZero is IEEE -0.0, the additive identity of floats.
var negZero = math.Copysign(0, -1)

// Unary identities: involutions (negate, not) cancel in pairs, abs is
// idempotent, and a convert to the operand's own type does nothing.
func unaryPatterns() []rewrite.Pattern {
	return []rewrite.Pattern{
		{Name: "hlo-negate-negate", Root: "stablehlo.negate", Benefit: 1, Rewrite: involution},
		{Name: "hlo-not-not", Root: "stablehlo.not", Benefit: 1, Rewrite: involution},
		{Name: "hlo-abs-abs", Root: "stablehlo.abs", Benefit: 1, Rewrite: idempotent},
		{Name: "hlo-convert-same-type", Root: "stablehlo.convert", Benefit: 1, Rewrite: convertSameType},
	}
}

// unaryOf returns the operand of op when it is produced by an op of the
// same kind (either spelling), and that inner op.
func unaryOf(op *ir.Operation) (inner *ir.Operation, ok bool) {
	if !registered(op) || op.NumOperands() != 1 || op.NumResults() != 1 {
		return nil, false
	}
	inner = op.Operand(0).DefiningOp()
	if inner == nil || inner.Info != op.Info || inner.NumOperands() != 1 {
		return nil, false
	}
	return inner, true
}

// involution: f(f(x)) -> x.
func involution(rw *rewrite.Rewriter, op *ir.Operation) bool {
	inner, ok := unaryOf(op)
	return ok && replaceWith(rw, op, inner.Operand(0))
}

// idempotent: f(f(x)) -> f(x).
func idempotent(rw *rewrite.Rewriter, op *ir.Operation) bool {
	inner, ok := unaryOf(op)
	return ok && replaceWith(rw, op, inner.Result(0))
}

func convertSameType(rw *rewrite.Rewriter, op *ir.Operation) bool {
	if !registered(op) || op.NumOperands() != 1 || op.NumResults() != 1 {
		return false
	}
	return replaceWith(rw, op, op.Operand(0))
}
