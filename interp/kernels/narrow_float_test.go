package kernels

import (
	"math"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// Property: arithmetic on narrow floats is correctly rounded. Every pair
// of f8 values (and random pairs of f16/bf16 values) must give exactly the
// float64 result rounded once to the type.
func TestNarrowFloatArithmeticIsCorrectlyRounded(t *testing.T) {
	ops := []struct {
		op BinaryOp
		f  func(a, b float64) float64
	}{
		{Add, func(a, b float64) float64 { return a + b }},
		{Subtract, func(a, b float64) float64 { return a - b }},
		{Multiply, func(a, b float64) float64 { return a * b }},
		{Divide, func(a, b float64) float64 { return a / b }},
	}
	for _, dt := range []tensor.DType{tensor.F8E4M3FN, tensor.F8E5M2, tensor.F8E4M3FNUZ, tensor.F8E5M2FNUZ, tensor.F8E4M3B11FNUZ, tensor.F16, tensor.BF16} {
		var a, b *tensor.Tensor
		if dt.Bits() == 8 {
			// All 256 x 256 bit patterns.
			a, _ = tensor.New(dt, sh(256*256))
			b, _ = tensor.New(dt, sh(256*256))
			for i := 0; i < 256*256; i++ {
				a.SetBits(i, uint64(i/256))
				b.SetBits(i, uint64(i%256))
			}
		} else {
			a = randT(t, dt, sh(20000), 1)
			b = randT(t, dt, sh(20000), 2)
		}
		for _, o := range ops {
			got, err := Binary(o.op, a, b)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < got.Len(); i++ {
				x, y := a.Float64At(i), b.Float64At(i)
				want := tensor.RoundFloat(dt, o.f(x, y))
				g := got.Float64At(i)
				if g != want && !(math.IsNaN(g) && math.IsNaN(want)) {
					t.Fatalf("%s %s(%v, %v) = %v, want %v", dt, o.op, x, y, g, want)
				}
			}
		}
	}
}
