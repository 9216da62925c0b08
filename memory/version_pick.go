package memory

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// BranchPick returns, for Graph.SimulateBranches, the region each branch
// op runs at one binding (eval): the condition of an scf.if evaluated
// from the index arithmetic VersionBody writes (constants, dims,
// addi, subi, muli, maxsi, minsi, cmpi), region 0 when it holds, 1
// otherwise; -1 for other ops and conditions it cannot evaluate.
func (g *Graph) BranchPick(eval func(symbolic.Expr) int64) func(op *ir.Operation) int {
	return func(op *ir.Operation) int {
		if op.Name != "scf.if" || op.NumOperands() != 1 {
			return -1
		}
		v, ok := g.indexValue(op.Operand(0), eval, 0)
		switch {
		case !ok:
			return -1
		case v != 0:
			return 0
		}
		return 1
	}
}

// indexValue evaluates an index or i1 scalar: from the sizer when it
// knows the value, else from its defining op's operands.
func (g *Graph) indexValue(v *ir.Value, eval func(symbolic.Expr) int64, depth int) (int64, bool) {
	if e, ok := g.sizer.Scalar(v); ok {
		return eval(e), true
	}
	op := v.DefiningOp()
	if op == nil || depth > 64 {
		return 0, false
	}
	if op.Name == "arith.constant" {
		if k, ok := op.Attr("value").(*ir.IntegerAttr); ok && k.Big == nil {
			return k.Value, true
		}
		return 0, false
	}
	if op.NumOperands() != 2 {
		return 0, false
	}
	x, ok1 := g.indexValue(op.Operand(0), eval, depth+1)
	y, ok2 := g.indexValue(op.Operand(1), eval, depth+1)
	if !ok1 || !ok2 {
		return 0, false
	}
	switch op.Name {
	case "arith.addi":
		return x + y, true
	case "arith.subi":
		return x - y, true
	case "arith.muli":
		return x * y, true
	case "arith.maxsi":
		return max(x, y), true
	case "arith.minsi":
		return min(x, y), true
	case "arith.cmpi":
		p, ok := op.Attr("predicate").(*ir.IntegerAttr)
		if !ok {
			return 0, false
		}
		return signedCompare(p.Value, x, y)
	}
	return 0, false
}

// signedCompare applies an arith.cmpi predicate (eq, ne, slt, sle, sgt,
// sge) as 1 or 0.
func signedCompare(pred, x, y int64) (int64, bool) {
	var t bool
	switch pred {
	case 0:
		t = x == y
	case 1:
		t = x != y
	case 2:
		t = x < y
	case 3:
		t = x <= y
	case 4:
		t = x > y
	case 5:
		t = x >= y
	default:
		return 0, false
	}
	if t {
		return 1, true
	}
	return 0, true
}
