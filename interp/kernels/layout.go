package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// affineIndex lists, for every element of outShape in row-major order, the
// source offset base + sum(idx[d] * coef[d]).
func affineIndex(outShape, coef []int64, base int64) []int {
	n, _ := tensor.NumElements(outShape)
	out := make([]int, n)
	if n == 0 {
		return out
	}
	r := len(outShape)
	if r == 0 {
		out[0] = int(base)
		return out
	}
	idx := make([]int64, r)
	off := base
	inner := outShape[r-1]
	c := coef[r-1]
	for i := 0; i < n; i += int(inner) {
		o := off
		for j := int64(0); j < inner; j++ {
			out[i+int(j)] = int(o)
			o += c
		}
		// advance the outer dimensions
		for d := r - 2; d >= 0; d-- {
			idx[d]++
			off += coef[d]
			if idx[d] < outShape[d] {
				break
			}
			off -= coef[d] * idx[d]
			idx[d] = 0
		}
	}
	return out
}

// Iota fills a tensor of dt and shape with each element's index along dim.
// It converts the shape[dim] distinct values once and broadcasts them, so
// it needs no memory beyond the result's own.
func Iota(dt tensor.DType, shape []int64, dim int64) (*tensor.Tensor, error) {
	if dim < 0 || int(dim) >= len(shape) {
		return nil, fmt.Errorf("iota: dimension %d out of range for shape %v", dim, shape)
	}
	if _, err := tensor.NumElements(shape); err != nil {
		return nil, fmt.Errorf("iota: %w", err)
	}
	line := make([]int64, shape[dim])
	for i := range line {
		line[i] = int64(i)
	}
	vals, err := tensor.FromInt64s(dt, shape[dim:dim+1], line)
	if err != nil {
		return nil, err
	}
	coef := make([]int64, len(shape))
	coef[dim] = 1
	return takeAffine(vals, shape, coef, 0)
}

// Reshape returns x's elements in row-major order under a new shape.
func Reshape(x *tensor.Tensor, shape []int64) (*tensor.Tensor, error) {
	// Tensors are never written once made, so the result shares x's
	// storage instead of copying it.
	v, err := x.WithShape(shape)
	if err != nil {
		return nil, fmt.Errorf("reshape: %w", err)
	}
	return v, nil
}

// BroadcastInDim maps operand axis i to result axis dims[i]; operand axes
// of size 1 are repeated.
func BroadcastInDim(x *tensor.Tensor, shape, dims []int64) (*tensor.Tensor, error) {
	if len(dims) != x.Rank() {
		return nil, fmt.Errorf("broadcast_in_dim: %d dimensions for operand %s", len(dims), x.TypeString())
	}
	if err := checkDims("broadcast_in_dim", "dimension", dims, len(shape)); err != nil {
		return nil, err
	}
	coef := make([]int64, len(shape))
	strides := tensor.Strides(x.Shape())
	for i, d := range dims {
		switch x.Shape()[i] {
		case 1:
		case shape[d]:
			coef[d] = strides[i]
		default:
			return nil, fmt.Errorf("broadcast_in_dim: operand dimension %d (size %d) does not fit result dimension %d (size %d)", i, x.Shape()[i], d, shape[d])
		}
	}
	if _, err := tensor.NumElements(shape); err != nil {
		return nil, fmt.Errorf("broadcast_in_dim: %w", err)
	}
	return takeAffine(x, shape, coef, 0)
}

// Transpose permutes axes: result axis i is operand axis perm[i].
func Transpose(x *tensor.Tensor, perm []int64) (*tensor.Tensor, error) {
	if len(perm) != x.Rank() {
		return nil, fmt.Errorf("transpose: permutation %v for operand %s", perm, x.TypeString())
	}
	if err := checkDims("transpose", "permutation entry", perm, x.Rank()); err != nil {
		return nil, err
	}
	strides := tensor.Strides(x.Shape())
	shape := make([]int64, len(perm))
	coef := make([]int64, len(perm))
	for i, p := range perm {
		shape[i] = x.Shape()[p]
		coef[i] = strides[p]
	}
	return takeAffine(x, shape, coef, 0)
}

// Reverse reverses the order of elements along dims.
func Reverse(x *tensor.Tensor, dims []int64) (*tensor.Tensor, error) {
	if err := checkDims("reverse", "dimension", dims, x.Rank()); err != nil {
		return nil, err
	}
	strides := tensor.Strides(x.Shape())
	coef := append([]int64{}, strides...)
	base := int64(0)
	for _, d := range dims {
		coef[d] = -strides[d]
		if x.Shape()[d] > 0 {
			base += (x.Shape()[d] - 1) * strides[d]
		}
	}
	return takeAffine(x, x.Shape(), coef, base)
}

// Slice extracts elements start[d], start[d]+strides[d], ... below
// limit[d] along every axis.
func Slice(x *tensor.Tensor, start, limit, strides []int64) (*tensor.Tensor, error) {
	r := x.Rank()
	if len(start) != r || len(limit) != r || len(strides) != r {
		return nil, fmt.Errorf("slice: start %v, limit %v and strides %v must have rank %d", start, limit, strides, r)
	}
	xs := tensor.Strides(x.Shape())
	shape := make([]int64, r)
	coef := make([]int64, r)
	base := int64(0)
	for d := 0; d < r; d++ {
		if start[d] < 0 || start[d] > limit[d] || limit[d] > x.Shape()[d] || strides[d] <= 0 {
			return nil, fmt.Errorf("slice: dimension %d: start %d, limit %d, stride %d invalid for size %d", d, start[d], limit[d], strides[d], x.Shape()[d])
		}
		shape[d] = (limit[d] - start[d] + strides[d] - 1) / strides[d]
		coef[d] = strides[d] * xs[d]
		base += start[d] * xs[d]
	}
	return takeAffine(x, shape, coef, base)
}

// clampStarts clamps start indices to [0, dim - size] as dynamic_slice and
// dynamic_update_slice require.
func clampStarts(op string, shape, starts, sizes []int64) ([]int64, error) {
	if len(starts) != len(shape) || len(sizes) != len(shape) {
		return nil, fmt.Errorf("%s: %d start indices and %d sizes for rank %d", op, len(starts), len(sizes), len(shape))
	}
	out := make([]int64, len(shape))
	for d := range shape {
		if sizes[d] < 0 || sizes[d] > shape[d] {
			return nil, fmt.Errorf("%s: size %d exceeds dimension %d of size %d", op, sizes[d], d, shape[d])
		}
		out[d] = min(max(starts[d], 0), shape[d]-sizes[d])
	}
	return out, nil
}

// DynamicSlice extracts a block of sizes at starts, each start clamped to
// [0, dim - size].
func DynamicSlice(x *tensor.Tensor, starts, sizes []int64) (*tensor.Tensor, error) {
	s, err := clampStarts("dynamic_slice", x.Shape(), starts, sizes)
	if err != nil {
		return nil, err
	}
	limit := make([]int64, len(s))
	ones := make([]int64, len(s))
	for d := range s {
		limit[d] = s[d] + sizes[d]
		ones[d] = 1
	}
	return Slice(x, s, limit, ones)
}

// DynamicUpdateSlice returns x with the block at starts (clamped to
// [0, dim - update dim]) replaced by update.
func DynamicUpdateSlice(x, update *tensor.Tensor, starts []int64) (*tensor.Tensor, error) {
	if update.DType() != x.DType() || update.Rank() != x.Rank() {
		return nil, fmt.Errorf("dynamic_update_slice: update %s does not fit operand %s", update.TypeString(), x.TypeString())
	}
	s, err := clampStarts("dynamic_update_slice", x.Shape(), starts, update.Shape())
	if err != nil {
		return nil, err
	}
	xs := tensor.Strides(x.Shape())
	base := int64(0)
	for d := range s {
		base += s[d] * xs[d]
	}
	res := x.Clone()
	switch d := res.Raw().(type) {
	case []int64:
		putBlock(d, update.Ints(), update.Shape(), xs, base)
	case []uint64:
		putBlock(d, update.Uints(), update.Shape(), xs, base)
	case []float32:
		putBlock(d, update.F32s(), update.Shape(), xs, base)
	case []float64:
		putBlock(d, update.F64s(), update.Shape(), xs, base)
	case []complex128:
		putBlock(d, update.Complexes(), update.Shape(), xs, base)
	}
	return res, nil
}

// putBlock stores src, a row-major block of shape, into dst at offset base
// with dst's strides, a row at a time (no index array).
func putBlock[T tensor.Elem](dst, src []T, shape, strides []int64, base int64) {
	r := len(shape)
	if len(src) == 0 {
		return
	}
	if r == 0 {
		dst[base] = src[0]
		return
	}
	inner := int(shape[r-1])
	idx := make([]int64, r-1)
	off := base
	for at := 0; at < len(src); at += inner {
		copy(dst[off:off+int64(inner)], src[at:at+inner])
		for d := r - 2; d >= 0; d-- {
			idx[d]++
			off += strides[d]
			if idx[d] < shape[d] {
				break
			}
			off -= strides[d] * idx[d]
			idx[d] = 0
		}
	}
}
