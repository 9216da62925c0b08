package hlocanon

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/rewrite"
)

// Selects and compares decided without running: a select on a splat
// constant predicate or between one value twice, and an integer compare
// of a value with itself.
func selectPatterns() []rewrite.Pattern {
	return []rewrite.Pattern{
		{Name: "hlo-select-constant-predicate", Root: "stablehlo.select", Benefit: 1, Rewrite: selectConstPred},
		{Name: "hlo-select-same-operands", Root: "stablehlo.select", Benefit: 1, Rewrite: selectSame},
		{Name: "hlo-compare-self", Root: "stablehlo.compare", Benefit: 1, Rewrite: compareSelf},
	}
}

func isSelect(op *ir.Operation) bool {
	return registered(op) && op.NumOperands() == 3 && op.NumResults() == 1
}

func selectConstPred(rw *rewrite.Rewriter, op *ir.Operation) bool {
	if !isSelect(op) {
		return false
	}
	switch pred := op.Operand(0); {
	case splatInt(pred, 1):
		return replaceWith(rw, op, op.Operand(1))
	case splatInt(pred, 0):
		return replaceWith(rw, op, op.Operand(2))
	}
	return false
}

func selectSame(rw *rewrite.Rewriter, op *ir.Operation) bool {
	return isSelect(op) && op.Operand(1) == op.Operand(2) && replaceWith(rw, op, op.Operand(1))
}

// compareSelf: for integers x == x, x <= x and x >= x are true, the other
// directions false. Floats are left alone (NaN compares unequal to
// itself). The result must be static to become a constant.
func compareSelf(rw *rewrite.Rewriter, op *ir.Operation) bool {
	if !registered(op) || op.NumOperands() != 2 || op.NumResults() != 1 || op.Operand(0) != op.Operand(1) {
		return false
	}
	if !isIntElem(op.Operand(0).Type()) {
		return false
	}
	dir, err := dialect.ComparisonDirection(op)
	if err != nil {
		return false
	}
	var v int64
	switch dir {
	case "EQ", "LE", "GE":
		v = 1
	case "NE", "LT", "GT":
		v = 0
	default:
		return false
	}
	c := splatIntConstant(rw, op, op.Result(0).Type(), v)
	if c == nil {
		return false
	}
	rw.ReplaceOp(op, c)
	return true
}
