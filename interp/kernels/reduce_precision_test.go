package kernels

import (
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func TestReducePrecision(t *testing.T) {
	// To bf16's format (8, 7): 1 + 2^-8 is a tie and rounds to even.
	got, err := ReducePrecision(tf(f32, sh(4), 1+1.0/256, 1+3.0/256, 3.4e38, nan), 8, 7)
	expect(t, "to bf16 format", got, err, tf(f32, sh(4), 1, 1+1.0/64, inf, nan))
	// To f16's format (5, 10): overflow to infinity, subnormals kept.
	got, err = ReducePrecision(tf(f64, sh(2), 70000, 1e-7), 5, 10)
	expect(t, "to f16 format", got, err, tf(f64, sh(2), inf, tensor.RoundFloat(tensor.F16, 1e-7)))
	_, err = ReducePrecision(ti(i32, sh(1), 1), 5, 10)
	expectErr(t, "integers", err)
	_, err = ReducePrecision(tf(f32, sh(1), 1), 0, 10)
	expectErr(t, "zero exponent bits", err)
}
