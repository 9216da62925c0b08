package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// checkSameShape reports an error naming op when the tensors' shapes differ.
func checkSameShape(op string, ts ...*tensor.Tensor) error {
	for _, t := range ts[1:] {
		if !tensor.SameShape(ts[0].Shape(), t.Shape()) {
			return fmt.Errorf("%s: shapes differ: %s vs %s", op, ts[0].TypeString(), t.TypeString())
		}
	}
	return nil
}

// checkSameType reports an error when element types or shapes differ.
func checkSameType(op string, ts ...*tensor.Tensor) error {
	for _, t := range ts[1:] {
		if ts[0].DType() != t.DType() {
			return fmt.Errorf("%s: element types differ: %s vs %s", op, ts[0].TypeString(), t.TypeString())
		}
	}
	return checkSameShape(op, ts...)
}

// checkDims checks that dims are distinct axes of a rank-r tensor.
func checkDims(op, what string, dims []int64, rank int) error {
	seen := make([]bool, rank)
	for _, d := range dims {
		if d < 0 || int(d) >= rank {
			return fmt.Errorf("%s: %s %d out of range for rank %d", op, what, d, rank)
		}
		if seen[d] {
			return fmt.Errorf("%s: %s %d repeated", op, what, d)
		}
		seen[d] = true
	}
	return nil
}

// contains reports whether v is in s.
func contains(s []int64, v int64) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// next advances a row-major multi-index over shape; false after the last.
func next(idx, shape []int64) bool {
	for d := len(idx) - 1; d >= 0; d-- {
		idx[d]++
		if idx[d] < shape[d] {
			return true
		}
		idx[d] = 0
	}
	return false
}

// flatIndex is the row-major offset of idx under strides.
func flatIndex(idx, strides []int64) int {
	off := int64(0)
	for d, i := range idx {
		off += i * strides[d]
	}
	return int(off)
}

// take builds a tensor of dtype dt and shape from src: element i is
// src[idx[i]], or the single element of fill when idx[i] < 0.
func take(src *tensor.Tensor, shape []int64, idx []int, fill *tensor.Tensor) (*tensor.Tensor, error) {
	out, err := tensor.New(src.DType(), shape)
	if err != nil {
		return nil, err
	}
	if out.Len() != len(idx) {
		return nil, fmt.Errorf("internal: %d indices for %d elements", len(idx), out.Len())
	}
	if fill != nil && (fill.DType() != src.DType() || fill.Len() != 1) {
		return nil, fmt.Errorf("fill value %s does not match %s", fill.TypeString(), src.TypeString())
	}
	switch o := out.Raw().(type) {
	case []int64:
		takeT(o, src.Ints(), idx, fillOf[int64](fill))
	case []uint64:
		takeT(o, src.Uints(), idx, fillOf[uint64](fill))
	case []float32:
		takeT(o, src.F32s(), idx, fillOf[float32](fill))
	case []float64:
		takeT(o, src.F64s(), idx, fillOf[float64](fill))
	case []complex128:
		takeT(o, src.Complexes(), idx, fillOf[complex128](fill))
	}
	return out, nil
}

func fillOf[T tensor.Elem](fill *tensor.Tensor) T {
	var zero T
	if fill == nil {
		return zero
	}
	return tensor.Data[T](fill)[0]
}

func takeT[T tensor.Elem](dst, src []T, idx []int, fill T) {
	parallelFor(len(dst), len(dst), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			if j := idx[i]; j >= 0 {
				dst[i] = src[j]
			} else {
				dst[i] = fill
			}
		}
	})
}
