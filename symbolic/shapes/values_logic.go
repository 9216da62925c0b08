package shapes

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// logic folds comparisons of known scalars that the store decides
// (`dim == -1` is false: dims are at least 1), boolean and/or on known
// truth values, and selects with a known condition. This is how the
// `-1` handling of reshape shape computations resolves to the dims.
// Truth values are the scalars 0 and 1. It reports whether op was one of
// these ops.
func (a *analyzer) logic(op *ir.Operation, key string) bool {
	switch key {
	case "arith.cmpi", "stablehlo.compare":
		if op.NumOperands() != 2 || op.NumResults() != 1 {
			return true
		}
		x, ok1 := a.scalarOf(op.Operand(0))
		y, ok2 := a.scalarOf(op.Operand(1))
		if !ok1 || !ok2 {
			return true
		}
		pred, ok := predicate(op, key)
		if !ok {
			return true
		}
		if t, ok := decide(a.store.Compare(x, y), pred); ok {
			a.scalar[op.Result(0)] = truth(t)
		}
	case "arith.select", "stablehlo.select":
		if op.NumOperands() != 3 || op.NumResults() != 1 {
			return true
		}
		c, ok := a.scalarOf(op.Operand(0))
		v, isConst := c.Constant()
		if !ok || !isConst {
			return true
		}
		pick := op.Operand(2)
		if v != 0 {
			pick = op.Operand(1)
		}
		a.copyValue(op.Result(0), pick)
	case "arith.ori", "arith.andi", "stablehlo.or", "stablehlo.and":
		if op.NumOperands() != 2 || op.NumResults() != 1 || !isBool(op.Result(0).Type()) {
			return key == "arith.ori" || key == "arith.andi"
		}
		x, ok1 := a.boolOf(op.Operand(0))
		y, ok2 := a.boolOf(op.Operand(1))
		or := key == "arith.ori" || key == "stablehlo.or"
		switch {
		case ok1 && ok2 && or:
			a.scalar[op.Result(0)] = truth(x || y)
		case ok1 && ok2:
			a.scalar[op.Result(0)] = truth(x && y)
		case or && ((ok1 && x) || (ok2 && y)):
			a.scalar[op.Result(0)] = truth(true)
		case !or && ((ok1 && !x) || (ok2 && !y)):
			a.scalar[op.Result(0)] = truth(false)
		}
	default:
		return false
	}
	return true
}

func isBool(t ir.Type) bool {
	if tt, ok := t.(*ir.TensorType); ok {
		t = tt.Elem
	}
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == 1
}

func (a *analyzer) boolOf(v *ir.Value) (bool, bool) {
	e, ok := a.scalarOf(v)
	c, isConst := e.Constant()
	return c != 0, ok && isConst
}

func truth(b bool) symbolic.Expr {
	if b {
		return symbolic.Const(1)
	}
	return symbolic.Const(0)
}

// predicate returns the comparison as one of eq ne lt le gt ge; unsigned
// comparisons are read as signed (only non-negative shape values are
// compared with them here).
func predicate(op *ir.Operation, key string) (string, bool) {
	if key == "stablehlo.compare" {
		d, err := dialect.ComparisonDirection(op)
		if err != nil {
			return "", false
		}
		m := map[string]string{"EQ": "eq", "NE": "ne", "LT": "lt", "LE": "le", "GT": "gt", "GE": "ge"}
		p, ok := m[d]
		return p, ok
	}
	p, ok := dialect.CmpPredicate(op)
	if !ok {
		return "", false
	}
	m := map[string]string{"eq": "eq", "ne": "ne", "slt": "lt", "sle": "le", "sgt": "gt", "sge": "ge"}
	q, ok := m[p]
	return q, ok
}

// decide evaluates pred given the proven ordering of its operands.
func decide(v symbolic.Verdict, pred string) (bool, bool) {
	lt := v == symbolic.Less
	gt := v == symbolic.Greater
	eq := v == symbolic.Equal
	le := lt || eq || v == symbolic.LessEq
	ge := gt || eq || v == symbolic.GreaterEq
	switch pred {
	case "eq":
		if eq {
			return true, true
		}
		return false, lt || gt
	case "ne":
		if eq {
			return false, true
		}
		return true, lt || gt
	case "lt":
		if lt {
			return true, true
		}
		return false, ge
	case "le":
		if le {
			return true, true
		}
		return false, gt
	case "gt":
		if gt {
			return true, true
		}
		return false, le
	case "ge":
		if ge {
			return true, true
		}
		return false, lt
	}
	return false, false
}
