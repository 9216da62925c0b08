package interp

import (
	"fmt"

	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
)

// layoutHandlers serve the static data-movement ops.
func layoutHandlers() map[string]handler {
	return map[string]handler{
		"reshape": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			shape, err := resultShape(st.op, 0)
			if err != nil {
				return nil, err
			}
			return kernels.Reshape(ts[0], shape)
		}),
		"broadcast_in_dim": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			shape, err := resultShape(st.op, 0)
			if err != nil {
				return nil, err
			}
			dims, err := ints(st.op, "broadcast_dimensions")
			if err != nil {
				return nil, err
			}
			return kernels.BroadcastInDim(ts[0], shape, dims)
		}),
		"broadcast": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			sizes, err := ints(st.op, "broadcast_sizes")
			if err != nil {
				return nil, err
			}
			shape := append(append([]int64{}, sizes...), ts[0].Shape()...)
			dims := make([]int64, ts[0].Rank())
			for i := range dims {
				dims[i] = int64(len(sizes) + i)
			}
			return kernels.BroadcastInDim(ts[0], shape, dims)
		}),
		"transpose": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			perm, err := ints(st.op, "permutation")
			if err != nil {
				return nil, err
			}
			return kernels.Transpose(ts[0], perm)
		}),
		"reverse": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			dims, err := ints(st.op, "dimensions")
			if err != nil {
				return nil, err
			}
			return kernels.Reverse(ts[0], dims)
		}),
		"slice": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			start, err := ints(st.op, "start_indices")
			if err != nil {
				return nil, err
			}
			limit, err := ints(st.op, "limit_indices")
			if err != nil {
				return nil, err
			}
			strides, err := optInts(st.op, "strides")
			if err != nil {
				return nil, err
			}
			if strides == nil {
				strides = ones(len(start))
			}
			return kernels.Slice(ts[0], start, limit, strides)
		}),
		"dynamic_slice": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			sizes, err := ints(st.op, "slice_sizes")
			if err != nil {
				return nil, err
			}
			starts, err := startIndices(ts[1:])
			if err != nil {
				return nil, err
			}
			return kernels.DynamicSlice(ts[0], starts, sizes)
		}),
		"dynamic_update_slice": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if len(ts) < 2 {
				return nil, fmt.Errorf("expected operand, update and start indices")
			}
			starts, err := startIndices(ts[2:])
			if err != nil {
				return nil, err
			}
			return kernels.DynamicUpdateSlice(ts[0], ts[1], starts)
		}),
		"pad": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 2); err != nil {
				return nil, err
			}
			lo, err := ints(st.op, "edge_padding_low")
			if err != nil {
				return nil, err
			}
			hi, err := ints(st.op, "edge_padding_high")
			if err != nil {
				return nil, err
			}
			interior, err := ints(st.op, "interior_padding")
			if err != nil {
				return nil, err
			}
			return kernels.Pad(ts[0], ts[1], lo, hi, interior)
		}),
		"concatenate": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			dim, err := intAttr(st.op, "dimension")
			if err != nil {
				return nil, err
			}
			return kernels.Concatenate(ts, dim)
		}),
		"iota": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			shape, err := resultShape(st.op, 0)
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
		"get_dimension_size": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			dim, err := intAttr(st.op, "dimension")
			if err != nil {
				return nil, err
			}
			if dim < 0 || int(dim) >= ts[0].Rank() {
				return nil, fmt.Errorf("dimension %d out of range for %s", dim, ts[0].TypeString())
			}
			dt, err := resultDType(st.op, 0)
			if err != nil {
				return nil, err
			}
			return tensor.FromInt64s(dt, []int64{}, []int64{ts[0].Shape()[dim]})
		}),
	}
}

func ones(n int) []int64 {
	o := make([]int64, n)
	for i := range o {
		o[i] = 1
	}
	return o
}

// startIndices reads one scalar index operand per dimension.
func startIndices(ts []*tensor.Tensor) ([]int64, error) {
	out := make([]int64, len(ts))
	for i, t := range ts {
		v, err := scalarInt(t)
		if err != nil {
			return nil, fmt.Errorf("start index %d: %w", i, err)
		}
		out[i] = v
	}
	return out, nil
}
