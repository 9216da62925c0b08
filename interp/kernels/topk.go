package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// TopK returns the k largest elements along the last axis of x, in
// descending order, and their indices (i32) along that axis, as chlo.top_k
// does. Ties keep the lower index first; NaN sorts above +inf, as in a
// descending total order.
func TopK(x *tensor.Tensor, k int64) (values, indices *tensor.Tensor, err error) {
	if x.Rank() == 0 {
		return nil, nil, fmt.Errorf("top_k: operand %s has no last axis", x.TypeString())
	}
	last := x.Shape()[x.Rank()-1]
	if k < 0 || k > last {
		return nil, nil, fmt.Errorf("top_k: k = %d out of range for %s", k, x.TypeString())
	}
	idx, err := Iota(tensor.I32, x.Shape(), int64(x.Rank()-1))
	if err != nil {
		return nil, nil, err
	}
	typ := TotalOrder
	if !x.DType().IsFloat() {
		typ = NoType
	}
	sorted, err := SortFast([]*tensor.Tensor{x, idx}, -1, GT, typ)
	if err != nil {
		return nil, nil, fmt.Errorf("top_k: %w", err)
	}
	r := x.Rank()
	start := make([]int64, r)
	limit := append([]int64{}, x.Shape()...)
	limit[r-1] = k
	strides := make([]int64, r)
	for i := range strides {
		strides[i] = 1
	}
	if values, err = Slice(sorted[0], start, limit, strides); err != nil {
		return nil, nil, err
	}
	if indices, err = Slice(sorted[1], start, limit, strides); err != nil {
		return nil, nil, err
	}
	return values, indices, nil
}
