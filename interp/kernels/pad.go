package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// Pad surrounds x with padValue: low[d] and high[d] elements at the ends of
// axis d (negative values remove elements) and interior[d] elements between
// neighbours.
func Pad(x, padValue *tensor.Tensor, low, high, interior []int64) (*tensor.Tensor, error) {
	r := x.Rank()
	if len(low) != r || len(high) != r || len(interior) != r {
		return nil, fmt.Errorf("pad: low %v, high %v and interior %v must have rank %d", low, high, interior, r)
	}
	if padValue.DType() != x.DType() || padValue.Len() != 1 {
		return nil, fmt.Errorf("pad: padding value %s does not match operand %s", padValue.TypeString(), x.TypeString())
	}
	shape := make([]int64, r)
	for d := 0; d < r; d++ {
		if interior[d] < 0 {
			return nil, fmt.Errorf("pad: negative interior padding %d on dimension %d", interior[d], d)
		}
		n := x.Shape()[d]
		size := low[d] + high[d]
		if n > 0 {
			size += n + (n-1)*interior[d]
		}
		if size < 0 {
			return nil, fmt.Errorf("pad: dimension %d would have negative size %d", d, size)
		}
		shape[d] = size
	}
	total, err := tensor.NumElements(shape)
	if err != nil {
		return nil, fmt.Errorf("pad: %w", err)
	}
	// For each axis, the source coordinate of every result coordinate or -1.
	srcOf := make([][]int64, r)
	for d := 0; d < r; d++ {
		m := make([]int64, shape[d])
		step := interior[d] + 1
		for i := range m {
			p := int64(i) - low[d]
			m[i] = -1
			if p >= 0 && p%step == 0 && p/step < x.Shape()[d] {
				m[i] = p / step
			}
		}
		srcOf[d] = m
	}
	strides := tensor.Strides(x.Shape())
	idx := make([]int, total)
	pos := make([]int64, r)
	for i := 0; i < total; i++ {
		off := int64(0)
		for d := 0; d < r; d++ {
			s := srcOf[d][pos[d]]
			if s < 0 {
				off = -1
				break
			}
			off += s * strides[d]
		}
		idx[i] = int(off)
		next(pos, shape)
	}
	return take(x, shape, idx, padValue)
}

// Concatenate joins tensors of one element type along dim; all other
// dimensions must agree.
func Concatenate(xs []*tensor.Tensor, dim int64) (*tensor.Tensor, error) {
	if len(xs) == 0 {
		return nil, fmt.Errorf("concatenate: no operands")
	}
	first := xs[0]
	if dim < 0 || int(dim) >= first.Rank() {
		return nil, fmt.Errorf("concatenate: dimension %d out of range for %s", dim, first.TypeString())
	}
	shape := append([]int64{}, first.Shape()...)
	shape[dim] = 0
	for _, x := range xs {
		if x.DType() != first.DType() || x.Rank() != first.Rank() {
			return nil, fmt.Errorf("concatenate: operand %s does not match %s", x.TypeString(), first.TypeString())
		}
		for d, n := range x.Shape() {
			if int64(d) != dim && n != first.Shape()[d] {
				return nil, fmt.Errorf("concatenate: operand %s does not match %s outside dimension %d", x.TypeString(), first.TypeString(), dim)
			}
		}
		shape[dim] += x.Shape()[dim]
	}
	all := xs[0]
	for _, x := range xs[1:] {
		var err error
		if all, err = concatFlat(all, x); err != nil {
			return nil, err
		}
	}
	total, err := tensor.NumElements(shape)
	if err != nil {
		return nil, fmt.Errorf("concatenate: %w", err)
	}
	// Blocks of inner elements, per operand, for every outer position.
	inner := int64(1)
	for _, n := range shape[dim+1:] {
		inner *= n
	}
	outer := int64(1)
	for _, n := range shape[:dim] {
		outer *= n
	}
	idx := make([]int, 0, total)
	for o := int64(0); o < outer; o++ {
		base := int64(0)
		for _, x := range xs {
			block := x.Shape()[dim] * inner
			for j := int64(0); j < block; j++ {
				idx = append(idx, int(base+o*block+j))
			}
			base += int64(x.Len())
		}
	}
	return take(all, shape, idx, nil)
}
