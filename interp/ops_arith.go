package interp

import (
	"fmt"

	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
)

// indexHandlers serve the arith ops that compute shapes and indices
// (index and integer scalars are rank-0 tensors; index is i64).
func indexHandlers() map[string]handler {
	t := map[string]handler{
		"arith.constant": func(ex *executor, st *step, _ []value) ([]value, error) {
			v, err := ex.in.tensorFromAttr(st.op.Attr("value"))
			return wrapAll(v), err
		},
		"arith.floordivsi": intDivHandler(true),
		"arith.ceildivsi":  intDivHandler(false),
		"arith.cmpi":       oneResult(cmpi),
		"arith.cmpf":       oneResult(cmpf),
		"arith.select": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 3); err != nil {
				return nil, err
			}
			return kernels.Select(ts[0], ts[1], ts[2])
		}),
		"arith.negf": unaryHandler(kernels.Negate),
	}
	for name, op := range map[string]kernels.BinaryOp{
		"addi": kernels.Add, "subi": kernels.Subtract, "muli": kernels.Multiply, "divsi": kernels.Divide,
		"remsi": kernels.Remainder, "andi": kernels.And, "ori": kernels.Or, "xori": kernels.Xor,
		"maxsi": kernels.Maximum, "minsi": kernels.Minimum, "shli": kernels.ShiftLeft,
		"shrsi": kernels.ShiftRightArithmetic, "shrui": kernels.ShiftRightLogical,
		"addf": kernels.Add, "subf": kernels.Subtract, "mulf": kernels.Multiply, "divf": kernels.Divide,
		"remf": kernels.Remainder, "maximumf": kernels.Maximum, "minimumf": kernels.Minimum,
		"maxf": kernels.Maximum, "minf": kernels.Minimum, "powf": kernels.Power,
	} {
		t["arith."+name] = binaryHandler(op, false)
	}
	for name, op := range map[string]kernels.BinaryOp{
		"divui": kernels.Divide, "remui": kernels.Remainder, "maxui": kernels.Maximum, "minui": kernels.Minimum,
	} {
		t["arith."+name] = unsignedBinary(op)
	}
	for _, name := range []string{"index_cast", "index_castui", "extsi", "extui", "trunci", "sitofp",
		"uitofp", "fptosi", "fptoui", "extf", "truncf"} {
		unsigned := name == "index_castui" || name == "extui" || name == "uitofp"
		t["arith."+name] = castHandler(unsigned)
	}
	t["arith.bitcast"] = oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
		dt, err := resultDType(st.op, 0)
		if err != nil {
			return nil, err
		}
		return kernels.BitcastConvert(ts[0], dt)
	})
	return t
}

// unsignedOf is the unsigned type of an integer type's width.
func unsignedOf(dt tensor.DType) (tensor.DType, error) {
	switch dt.Bits() {
	case 1:
		return tensor.Bool, nil
	case 2:
		return tensor.U2, nil
	case 4:
		return tensor.U4, nil
	case 8:
		return tensor.U8, nil
	case 16:
		return tensor.U16, nil
	case 32:
		return tensor.U32, nil
	case 64:
		return tensor.U64, nil
	}
	return tensor.Invalid, fmt.Errorf("no unsigned type for %s", dt)
}

func asUnsigned(t *tensor.Tensor) (*tensor.Tensor, error) {
	if !t.DType().IsSigned() {
		return t, nil
	}
	u, err := unsignedOf(t.DType())
	if err != nil {
		return nil, err
	}
	return kernels.BitcastConvert(t, u)
}

func unsignedBinary(op kernels.BinaryOp) handler {
	return oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
		if err := nOperands(ts, 2); err != nil {
			return nil, err
		}
		a, err := asUnsigned(ts[0])
		if err != nil {
			return nil, err
		}
		b, err := asUnsigned(ts[1])
		if err != nil {
			return nil, err
		}
		r, err := kernels.Binary(op, a, b)
		if err != nil {
			return nil, err
		}
		return kernels.BitcastConvert(r, ts[0].DType())
	})
}

func castHandler(unsigned bool) handler {
	return oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
		dt, err := resultDType(st.op, 0)
		if err != nil {
			return nil, err
		}
		x := ts[0]
		if unsigned {
			if x, err = asUnsigned(x); err != nil {
				return nil, err
			}
		}
		return kernels.Convert(x, dt)
	})
}

// intDivHandler is floordivsi (floor) or ceildivsi (ceiling); division by
// zero is an error, as it is undefined behaviour in arith.
func intDivHandler(floor bool) handler {
	return oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
		if err := nOperands(ts, 2); err != nil {
			return nil, err
		}
		a, err := ts[0].AsInt64s()
		if err != nil {
			return nil, err
		}
		b, err := ts[1].AsInt64s()
		if err != nil {
			return nil, err
		}
		if len(a) != len(b) {
			return nil, fmt.Errorf("operand shapes differ")
		}
		out := make([]int64, len(a))
		for i := range a {
			if b[i] == 0 {
				return nil, fmt.Errorf("division by zero")
			}
			q, r := a[i]/b[i], a[i]%b[i]
			if r != 0 && (r < 0) != (b[i] < 0) && floor {
				q--
			}
			if r != 0 && (r < 0) == (b[i] < 0) && !floor {
				q++
			}
			out[i] = q
		}
		return tensor.FromInt64s(ts[0].DType(), ts[0].Shape(), out)
	})
}

// cmpi predicates in arith's order.
var cmpiPreds = [...]struct {
	dir      kernels.Direction
	unsigned bool
}{
	{kernels.EQ, false}, {kernels.NE, false}, {kernels.LT, false}, {kernels.LE, false},
	{kernels.GT, false}, {kernels.GE, false}, {kernels.LT, true}, {kernels.LE, true},
	{kernels.GT, true}, {kernels.GE, true},
}

func cmpi(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
	if err := nOperands(ts, 2); err != nil {
		return nil, err
	}
	p, err := intAttr(st.op, "predicate")
	if err != nil {
		return nil, err
	}
	if p < 0 || int(p) >= len(cmpiPreds) {
		return nil, fmt.Errorf("unknown predicate %d", p)
	}
	c := cmpiPreds[p]
	typ := kernels.Signed
	if c.unsigned {
		typ = kernels.Unsigned
	}
	if ts[0].DType() == tensor.Bool {
		typ = kernels.NoType
	}
	return kernels.Compare(c.dir, typ, ts[0], ts[1])
}

func cmpf(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
	if err := nOperands(ts, 2); err != nil {
		return nil, err
	}
	p, err := intAttr(st.op, "predicate")
	if err != nil {
		return nil, err
	}
	dirs := map[int64]kernels.Direction{1: kernels.EQ, 2: kernels.GT, 3: kernels.GE, 4: kernels.LT, 5: kernels.LE, 13: kernels.NE}
	dir, ok := dirs[p]
	if !ok {
		return nil, tensor.Unsupportedf("unsupported cmpf predicate %d", p)
	}
	return kernels.Compare(dir, kernels.FloatCmp, ts[0], ts[1])
}
