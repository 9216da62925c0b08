package interp

import (
	"fmt"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
)

// unaryHandler and binaryHandler index their operands directly: they run
// per element in region bodies, where every allocation counts.
func unaryHandler(u kernels.UnaryOp) handler {
	return func(_ *executor, st *step, in []value) ([]value, error) {
		if len(in) != 1 || in[0].t == nil {
			return nil, fmt.Errorf("expected 1 tensor operand")
		}
		r, err := kernels.Unary(u, in[0].t)
		return st.result(r), err
	}
}

// binaryHandler applies a binary kernel; implicit broadcasting serves the
// chlo.broadcast_* forms.
func binaryHandler(b kernels.BinaryOp, broadcast bool) handler {
	return func(_ *executor, st *step, in []value) ([]value, error) {
		if len(in) != 2 || in[0].t == nil || in[1].t == nil {
			return nil, fmt.Errorf("expected 2 tensor operands")
		}
		x, y := in[0].t, in[1].t
		if broadcast {
			ts, err := kernels.ImplicitBroadcast(x, y)
			if err != nil {
				return nil, err
			}
			x, y = ts[0], ts[1]
		}
		r, err := kernels.Binary(b, x, y)
		return st.result(r), err
	}
}

// oneResult adapts a kernel on all-tensor operands with one result.
func oneResult(f func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error)) handler {
	return func(_ *executor, st *step, in []value) ([]value, error) {
		ts, err := tensors(in)
		if err != nil {
			return nil, err
		}
		r, err := f(st, ts)
		if err != nil {
			return nil, err
		}
		return wrapAll(r), nil
	}
}

func nOperands(ts []*tensor.Tensor, n int) error {
	if len(ts) != n {
		return fmt.Errorf("expected %d operands, got %d", n, len(ts))
	}
	return nil
}

func compareHandler(broadcast bool) handler {
	return oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
		if err := nOperands(ts, 2); err != nil {
			return nil, err
		}
		dir, typ, err := compareParams(st)
		if err != nil {
			return nil, err
		}
		if broadcast {
			if ts, err = kernels.ImplicitBroadcast(ts...); err != nil {
				return nil, err
			}
		}
		return kernels.Compare(dir, typ, ts[0], ts[1])
	})
}

func compareParams(st *step) (kernels.Direction, kernels.CompareType, error) {
	w, err := dialect.ComparisonDirection(st.op)
	if err != nil {
		return 0, 0, err
	}
	dir, err := kernels.ParseDirection(w)
	if err != nil {
		return 0, 0, err
	}
	typ, err := kernels.ParseCompareType(dialect.ComparisonType(st.op))
	return dir, typ, err
}

func elementwiseHandlers() map[string]handler {
	return map[string]handler{
		"compare":           compareHandler(false),
		"broadcast_compare": compareHandler(true),
		"select": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 3); err != nil {
				return nil, err
			}
			return kernels.Select(ts[0], ts[1], ts[2])
		}),
		"broadcast_select": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 3); err != nil {
				return nil, err
			}
			b, err := kernels.ImplicitBroadcast(ts...)
			if err != nil {
				return nil, err
			}
			return kernels.Select(b[0], b[1], b[2])
		}),
		"clamp": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 3); err != nil {
				return nil, err
			}
			return kernels.Clamp(ts[0], ts[1], ts[2])
		}),
		"convert": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			dt, err := resultDType(st.op, 0)
			if err != nil {
				return nil, err
			}
			return kernels.Convert(ts[0], dt)
		}),
		"bitcast_convert": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			dt, err := resultDType(st.op, 0)
			if err != nil {
				return nil, err
			}
			return kernels.BitcastConvert(ts[0], dt)
		}),
		"reduce_precision": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			e, err := intAttr(st.op, "exponent_bits")
			if err != nil {
				return nil, err
			}
			m, err := intAttr(st.op, "mantissa_bits")
			if err != nil {
				return nil, err
			}
			return kernels.ReducePrecision(ts[0], int(e), int(m))
		}),
		"square": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			return kernels.Binary(kernels.Multiply, ts[0], ts[0])
		}),
		"copy": passFirst,
		"constant_like": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			dt, err := resultDType(st.op, 0)
			if err != nil {
				return nil, err
			}
			v := floatAttr(st.op, "value", 0)
			return kernels.BroadcastInDim(tensor.Scalar(dt, v), ts[0].Shape(), nil)
		}),
		"constant": func(ex *executor, st *step, _ []value) ([]value, error) {
			t, err := ex.in.tensorFromAttr(st.op.Attr("value"))
			if err != nil {
				return nil, err
			}
			return wrapAll(t), nil
		},
	}
}
