package kernels

import (
	"math"
	"math/cmplx"

	"github.com/symopt/symopt/interp/tensor"
)

// Complex arithmetic as the StableHLO reference interpreter does it
// (stablehlo/reference/Element.cpp): the product is the schoolbook formula
// evaluated in the part type (float32 for complex<f32>, each product, sum
// and difference rounded), so that (1e20+1e20i)^2 in complex<f32> is
// NaN+Inf i as there, and infinities give the NaNs of that formula;
// atan2 and cbrt are the reference's formulas built from those
// operations.

// cmul is the reference's complex product for element type dt.
func cmul(dt tensor.DType, x, y complex128) complex128 {
	a, b, c, d := real(x), imag(x), real(y), imag(y)
	if dt == tensor.C64 {
		a32, b32, c32, d32 := float32(a), float32(b), float32(c), float32(d)
		re := float32(a32*c32) - float32(b32*d32)
		im := float32(a32*d32) + float32(b32*c32)
		return complex(float64(re), float64(im))
	}
	// The conversions keep the products rounded (no fused multiply-add).
	return complex(float64(a*c)-float64(b*d), float64(a*d)+float64(b*c))
}

// catan2 is atan2(y, x) on complex numbers: -i * log((x + i*y) /
// sqrt(x*x + y*y)), every step rounded to dt.
func catan2(dt tensor.DType, y, x complex128) complex128 {
	r := func(c complex128) complex128 { return tensor.RoundComplex(dt, c) }
	i := complex(0, 1)
	num := r(x + cmul(dt, i, y))
	den := r(cmplx.Sqrt(r(cmul(dt, x, x) + cmul(dt, y, y))))
	return cmul(dt, -i, r(cmplx.Log(r(num/den))))
}

// ccbrt is the principal cube root: |z|^(1/3) at a third of z's
// argument, computed as the reference does (|z|^2 to the power 1/6).
func ccbrt(z complex128) complex128 {
	theta := math.Atan2(imag(z), real(z)) / 3
	m := math.Pow(real(z)*real(z)+imag(z)*imag(z), 1.0/6)
	return complex(m*math.Cos(theta), m*math.Sin(theta))
}
