package kernels

import (
	"github.com/symopt/symopt/interp/tensor"
)

// takeAffine builds a tensor of shape whose element at multi-index i is
// x's element at flat offset base + sum(i[d] * coef[d]), without building
// an index table. It serves broadcast_in_dim, transpose, reverse and slice.
func takeAffine(x *tensor.Tensor, shape, coef []int64, base int64) (*tensor.Tensor, error) {
	out, err := tensor.New(x.DType(), shape)
	if err != nil {
		return nil, err
	}
	switch o := out.Raw().(type) {
	case []int64:
		affineCopy(o, x.Ints(), shape, coef, base)
	case []uint64:
		affineCopy(o, x.Uints(), shape, coef, base)
	case []float32:
		affineCopy(o, x.F32s(), shape, coef, base)
	case []float64:
		affineCopy(o, x.F64s(), shape, coef, base)
	case []complex128:
		affineCopy(o, x.Complexes(), shape, coef, base)
	}
	return out, nil
}

func affineCopy[T tensor.Elem](dst, src []T, shape, coef []int64, base int64) {
	r := len(shape)
	if len(dst) == 0 {
		return
	}
	if r == 0 {
		dst[0] = src[base]
		return
	}
	inner := int(shape[r-1])
	c := coef[r-1]
	rows := len(dst) / inner
	parallelFor(rows, len(dst), func(lo, hi int) {
		idx := make([]int64, r-1)
		off := base
		rem := int64(lo)
		for d := r - 2; d >= 0; d-- {
			idx[d] = rem % shape[d]
			rem /= shape[d]
			off += idx[d] * coef[d]
		}
		for row := lo; row < hi; row++ {
			out := dst[row*inner : (row+1)*inner]
			switch c {
			case 1:
				copy(out, src[off:off+int64(inner)])
			case 0:
				v := src[off]
				for j := range out {
					out[j] = v
				}
			default:
				o := off
				for j := range out {
					out[j] = src[o]
					o += c
				}
			}
			for d := r - 2; d >= 0; d-- {
				idx[d]++
				off += coef[d]
				if idx[d] < shape[d] {
					break
				}
				off -= coef[d] * idx[d]
				idx[d] = 0
			}
		}
	})
}
