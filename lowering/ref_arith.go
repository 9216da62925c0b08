package lowering

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// arithRef evaluates the scalar host arithmetic of a versioned body
// (arith on index and integers, arith.cmpi, i1 logic) on 0-d tensors. It
// works op by op on the values, independently of the host expressions the
// plan builds (hostcond.go), so the check compares the two.
func arithRef(op *ir.Operation, a []*tensor.Tensor, dt tensor.DType) (*tensor.Tensor, bool, error) {
	if op.Dialect() != "arith" || op.NumResults() != 1 {
		return nil, false, nil
	}
	if _, isTensor := op.Result(0).Type().(*ir.TensorType); isTensor {
		return nil, false, nil
	}
	vals := make([]int64, len(a))
	for i, t := range a {
		if t.Len() != 1 {
			return nil, true, fmt.Errorf("operand #%d has %d elements, want a scalar", i, t.Len())
		}
		vals[i] = t.Int64At(0)
	}
	two := func() (int64, int64, error) {
		if len(vals) != 2 {
			return 0, 0, fmt.Errorf("%d operands, want 2", len(vals))
		}
		return vals[0], vals[1], nil
	}
	var r int64
	switch op.Name {
	case "arith.index_cast", "arith.index_castui", "arith.extsi", "arith.extui":
		if len(vals) != 1 {
			return nil, true, fmt.Errorf("%d operands, want 1", len(vals))
		}
		r = vals[0]
	case "arith.cmpi":
		x, y, err := two()
		if err != nil {
			return nil, true, err
		}
		p, ok := op.Attr("predicate").(*ir.IntegerAttr)
		if !ok || p.Value < 0 || int(p.Value) >= len(cmpiPreds) {
			return nil, true, fmt.Errorf("no known predicate")
		}
		c, err := compareInts(cmpiPreds[p.Value], x, y)
		if err != nil {
			return nil, true, err
		}
		if c {
			r = 1
		}
	case "arith.select":
		if len(vals) != 3 {
			return nil, true, fmt.Errorf("%d operands, want 3", len(vals))
		}
		r = vals[2]
		if vals[0] != 0 {
			r = vals[1]
		}
	default:
		x, y, err := two()
		if err != nil {
			return nil, false, nil // not scalar arithmetic this evaluator knows
		}
		switch op.Name {
		case "arith.addi":
			r = x + y
		case "arith.subi":
			r = x - y
		case "arith.muli":
			r = x * y
		case "arith.divsi", "arith.remsi":
			if y == 0 {
				return nil, true, fmt.Errorf("division by zero")
			}
			r = x / y
			if op.Name == "arith.remsi" {
				r = x % y
			}
		case "arith.ceildivsi", "arith.floordivsi":
			if y == 0 {
				return nil, true, fmt.Errorf("division by zero")
			}
			r = x / y // truncated: one below the ceiling or above the floor when inexact
			if rem := x % y; rem != 0 {
				exactSign := (rem < 0) == (y < 0) // the true quotient is positive
				switch {
				case op.Name == "arith.ceildivsi" && exactSign:
					r++
				case op.Name == "arith.floordivsi" && !exactSign:
					r--
				}
			}
		case "arith.divui", "arith.remui", "arith.maxui", "arith.minui":
			ux, uy := unsignedOf(x, op), unsignedOf(y, op)
			switch op.Name {
			case "arith.divui", "arith.remui":
				if uy == 0 {
					return nil, true, fmt.Errorf("division by zero")
				}
				r = int64(ux / uy)
				if op.Name == "arith.remui" {
					r = int64(ux % uy)
				}
			case "arith.maxui":
				r = int64(max(ux, uy))
			default:
				r = int64(min(ux, uy))
			}
		case "arith.maxsi":
			r = max(x, y)
		case "arith.minsi":
			r = min(x, y)
		case "arith.andi":
			r = x & y
		case "arith.ori":
			r = x | y
		case "arith.xori":
			r = x ^ y
		default:
			return nil, false, nil
		}
	}
	t, err := tensor.FromInt64s(dt, []int64{}, []int64{r})
	return t, true, err
}

// unsignedOf is x as an unsigned value of the width of op's result
// (64 bits for index).
func unsignedOf(x int64, op *ir.Operation) uint64 {
	if t, ok := op.Result(0).Type().(*ir.IntegerType); ok && t.Width > 0 && t.Width < 64 {
		return uint64(x) & (1<<t.Width - 1)
	}
	return uint64(x)
}
