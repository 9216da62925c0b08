package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// BroadcastShapes is the NumPy-style common shape of several shapes, as
// CHLO's broadcasting ops use: shapes align at their last axis and each
// axis is equal or 1.
func BroadcastShapes(shapes ...[]int64) ([]int64, error) {
	rank := 0
	for _, s := range shapes {
		rank = max(rank, len(s))
	}
	out := make([]int64, rank)
	for i := range out {
		out[i] = 1
	}
	for _, s := range shapes {
		for i, d := range s {
			o := &out[rank-len(s)+i]
			switch {
			case d == *o || d == 1:
			case *o == 1:
				*o = d
			default:
				return nil, fmt.Errorf("shapes %v are not broadcast-compatible", shapes)
			}
		}
	}
	return out, nil
}

// ImplicitBroadcast broadcasts every tensor to the common shape of all.
func ImplicitBroadcast(xs ...*tensor.Tensor) ([]*tensor.Tensor, error) {
	shapes := make([][]int64, len(xs))
	for i, x := range xs {
		shapes[i] = x.Shape()
	}
	shape, err := BroadcastShapes(shapes...)
	if err != nil {
		return nil, err
	}
	out := make([]*tensor.Tensor, len(xs))
	for i, x := range xs {
		dims := make([]int64, x.Rank())
		for d := range dims {
			dims[d] = int64(len(shape) - x.Rank() + d)
		}
		if out[i], err = BroadcastInDim(x, shape, dims); err != nil {
			return nil, err
		}
	}
	return out, nil
}
