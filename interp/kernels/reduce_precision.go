package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// ReducePrecision rounds every element of a float tensor to a format with
// expBits exponent and manBits mantissa bits (ties to even, overflow to
// infinity, NaN kept) and back to the tensor's type.
func ReducePrecision(x *tensor.Tensor, expBits, manBits int) (*tensor.Tensor, error) {
	if !x.DType().IsFloat() {
		return nil, fmt.Errorf("reduce_precision: unsupported element type %s", x.DType())
	}
	if _, err := tensor.RoundToFormat(0, expBits, manBits); err != nil {
		return nil, fmt.Errorf("reduce_precision: %v", err)
	}
	dt := x.DType()
	return mapFloat(x, dt, func(v float64) float64 {
		r, _ := tensor.RoundToFormat(v, expBits, manBits)
		return tensor.RoundFloat(dt, r)
	})
}
