package kernels

import (
	"fmt"
	"math"

	"github.com/symopt/symopt/interp/tensor"
)

// ReducePrecision rounds every element of a float tensor to a format with
// expBits exponent and mantissa manBits bits and back to the tensor's
// type, on the element's bit pattern as the StableHLO reference
// interpreter (and XLA) do: the mantissa rounds to nearest even; an
// exponent past the reduced range gives infinity, one at or below its
// subnormal range gives zero (no subnormals are kept). NaN stays NaN,
// except that a format with no mantissa bits has no NaN and gives +Inf.
func ReducePrecision(x *tensor.Tensor, expBits, manBits int) (*tensor.Tensor, error) {
	dt := x.DType()
	if !dt.IsFloat() {
		return nil, tensor.Unsupportedf("reduce_precision: unsupported element type %s", dt)
	}
	if expBits < 1 || manBits < 0 {
		return nil, tensor.Unsupportedf("reduce_precision: unsupported float format with %d exponent and %d mantissa bits", expBits, manBits)
	}
	out := x.Clone()
	width := dt.Bits()
	srcMan := dt.MantissaBits()
	srcExp := width - srcMan - 1
	for i := range out.Len() {
		if v := x.Float64At(i); v != v {
			if manBits == 0 {
				if err := out.SetElement(i, tensor.Scalar(dt, math.Inf(1))); err != nil {
					return nil, fmt.Errorf("reduce_precision: %w", err)
				}
			}
			continue
		}
		if err := out.SetBits(i, reduceBits(x.BitsAt(i), width, srcExp, srcMan, expBits, manBits)); err != nil {
			return nil, fmt.Errorf("reduce_precision: %w", err)
		}
	}
	return out, nil
}

// reduceBits is reduce_precision on the bits b of a float of the given
// width with srcExp exponent and srcMan mantissa bits.
func reduceBits(b uint64, width, srcExp, srcMan, expBits, manBits int) uint64 {
	if manBits < srcMan {
		shift := uint(srcMan - manBits)
		last := uint64(1) << shift // the last kept mantissa bit
		b += (b&last)>>shift + last>>1 - 1
		b &^= last - 1
	}
	if expBits < srcExp {
		sign := uint64(1) << uint(width-1)
		expMask := (uint64(1)<<uint(srcExp) - 1) << uint(srcMan)
		bias := uint64(1)<<uint(srcExp-1) - 1
		reduced := uint64(1)<<uint(expBits-1) - 1
		switch e := b & expMask; {
		case e > (bias+reduced)<<uint(srcMan):
			b = b&sign | expMask
		case e <= (bias-reduced)<<uint(srcMan):
			b &= sign
		}
	}
	return b
}
