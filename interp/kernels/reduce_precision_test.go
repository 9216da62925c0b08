package kernels

import (
	"math"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func TestReducePrecision(t *testing.T) {
	// To bf16's format (8, 7): 1 + 2^-8 is a tie and rounds to even.
	got, err := ReducePrecision(tf(f32, sh(4), 1+1.0/256, 1+3.0/256, 3.4e38, nan), 8, 7)
	expect(t, "to bf16 format", got, err, tf(f32, sh(4), 1, 1+1.0/64, inf, nan))
	// To f16's format (5, 10): overflow to infinity; values in the reduced
	// format's subnormal range flush to zero of their sign, as in the
	// StableHLO reference interpreter and XLA.
	got, err = ReducePrecision(tf(f64, sh(4), 70000, 1e-7, -1e-7, 6.103515625e-05), 5, 10)
	expect(t, "to f16 format", got, err, tf(f64, sh(4), inf, 0, math.Copysign(0, -1), 6.103515625e-05))
	// NaN stays NaN, but a format without mantissa bits has no NaN: +Inf,
	// whatever the NaN's sign.
	got, err = ReducePrecision(tf(f64, sh(2), nan, math.Copysign(nan, -1)), 5, 0)
	expect(t, "NaN to e5m0", got, err, tf(f64, sh(2), inf, inf))
	got, err = ReducePrecision(tf(f32, sh(1), nan), 5, 1)
	expect(t, "NaN to e5m1", got, err, tf(f32, sh(1), nan))
	// Narrow source types round on their own encoding: bf16 to e8m3, whose
	// last kept mantissa bit is 1/8; 1+8/128 is a tie to the even 1 and
	// 1+24/128 one to the even 1.25.
	got, err = ReducePrecision(tf(tensor.BF16, sh(4), 1+3.0/128, 1+9.0/128, 1+8.0/128, 1+24.0/128), 8, 3)
	expect(t, "bf16 to e8m3", got, err, tf(tensor.BF16, sh(4), 1, 1.125, 1, 1.25))
	_, err = ReducePrecision(ti(i32, sh(1), 1), 5, 10)
	expectErr(t, "integers", err)
	_, err = ReducePrecision(tf(f32, sh(1), 1), 0, 10)
	expectErr(t, "zero exponent bits", err)
}
