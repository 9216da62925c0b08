package interp

import (
	"fmt"

	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
)

// dynamicHandlers serve the dynamic-shape forms: the static kernels with
// shapes and offsets read from operand tensors.
func dynamicHandlers() map[string]handler {
	return map[string]handler{
		"dynamic_iota": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			shape, err := ts[0].AsInt64s()
			if err != nil {
				return nil, err
			}
			dt, err := resultDType(st.op, 0)
			if err != nil {
				return nil, err
			}
			dim, err := intAttr(st.op, "iota_dimension")
			if err != nil {
				return nil, err
			}
			return kernels.Iota(dt, shape, dim)
		}),
		"dynamic_broadcast_in_dim": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if len(ts) < 2 {
				return nil, fmt.Errorf("expected operand and output_dimensions")
			}
			shape, err := ts[1].AsInt64s()
			if err != nil {
				return nil, err
			}
			dims, err := ints(st.op, "broadcast_dimensions")
			if err != nil {
				return nil, err
			}
			return kernels.BroadcastInDim(ts[0], shape, dims)
		}),
		"dynamic_reshape": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 2); err != nil {
				return nil, err
			}
			shape, err := ts[1].AsInt64s()
			if err != nil {
				return nil, err
			}
			return kernels.Reshape(ts[0], shape)
		}),
		"real_dynamic_slice": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 4); err != nil {
				return nil, err
			}
			v, err := int64Lists(ts[1:])
			if err != nil {
				return nil, err
			}
			return kernels.Slice(ts[0], v[0], v[1], v[2])
		}),
		"dynamic_pad": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 5); err != nil {
				return nil, err
			}
			v, err := int64Lists(ts[2:])
			if err != nil {
				return nil, err
			}
			return kernels.Pad(ts[0], ts[1], v[0], v[1], v[2])
		}),
		"dynamic_gather": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 3); err != nil {
				return nil, err
			}
			sizes, err := ts[2].AsInt64s()
			if err != nil {
				return nil, err
			}
			return gather(st, ts[0], ts[1], sizes)
		}),
		"compute_reshape_shape": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 2); err != nil {
				return nil, err
			}
			return computeReshapeShape(st, ts[0], ts[1])
		}),
		"cstr_reshapable": func(_ *executor, _ *step, in []value) ([]value, error) {
			ts, err := tensors(in)
			if err != nil || len(ts) != 2 {
				return nil, fmt.Errorf("expected the element count and a shape")
			}
			n, err := scalarInt(ts[0])
			if err != nil {
				return nil, err
			}
			dims, err := ts[1].AsInt64s()
			if err != nil {
				return nil, err
			}
			prod, holes := int64(1), 0
			for _, d := range dims {
				if d == -1 {
					holes++
				} else {
					prod *= d
				}
			}
			if holes > 1 || (holes == 0 && prod != n) || (holes == 1 && (prod == 0 || n%prod != 0)) {
				return nil, fmt.Errorf("%d elements cannot be reshaped to %v", n, dims)
			}
			return []value{{token: true}}, nil
		},
		// set_dimension_size keeps the first size elements along dimension:
		// the dynamic size it sets is the result's extent there.
		"set_dimension_size": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 2); err != nil {
				return nil, err
			}
			dim, err := intAttr(st.op, "dimension")
			if err != nil {
				return nil, err
			}
			size, err := scalarInt(ts[1])
			if err != nil {
				return nil, err
			}
			shape := ts[0].Shape()
			if dim < 0 || dim >= int64(len(shape)) {
				return nil, fmt.Errorf("dimension %d out of range for rank %d", dim, len(shape))
			}
			if size < 0 || size > shape[dim] {
				return nil, fmt.Errorf("size %d outside [0, %d] of dimension %d", size, shape[dim], dim)
			}
			limit := append([]int64(nil), shape...)
			limit[dim] = size
			return kernels.Slice(ts[0], make([]int64, len(shape)), limit, ones(len(shape)))
		}),
	}
}

func int64Lists(ts []*tensor.Tensor) ([][]int64, error) {
	out := make([][]int64, len(ts))
	for i, t := range ts {
		v, err := t.AsInt64s()
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// computeReshapeShape resolves a -1 entry of a dynamic shape against the
// number of elements.
func computeReshapeShape(st *step, num, shape *tensor.Tensor) (*tensor.Tensor, error) {
	n, err := scalarInt(num)
	if err != nil {
		return nil, err
	}
	dims, err := shape.AsInt64s()
	if err != nil {
		return nil, err
	}
	prod, hole := int64(1), -1
	for i, d := range dims {
		if d == -1 {
			hole = i
			continue
		}
		prod *= d
	}
	out := append([]int64{}, dims...)
	if hole >= 0 && prod != 0 {
		out[hole] = n / prod
	}
	dt, err := resultDType(st.op, 0)
	if err != nil {
		return nil, err
	}
	return tensor.FromInt64s(dt, []int64{int64(len(out))}, out)
}
