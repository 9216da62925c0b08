package kernel_test

import (
	"math"
	"math/rand"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/lowering/kernel"
)

var f8Types = []struct {
	k kernel.Type
	d tensor.DType
}{{kernel.F8E4M3FN, tensor.F8E4M3FN}, {kernel.F8E5M2, tensor.F8E5M2}, {kernel.F8E4M3FNUZ, tensor.F8E4M3FNUZ},
	{kernel.F8E5M2FNUZ, tensor.F8E5M2FNUZ}, {kernel.F8E4M3B11FNUZ, tensor.F8E4M3B11FNUZ}}

// TestRoundF8MatchesInterpreter compares the kernel rounding of f32
// values to 8-bit floats with the reference interpreter's, on random
// magnitudes across the whole range, ties, overflow and specials.
func TestRoundF8MatchesInterpreter(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	xs := []float64{0, math.Copysign(0, -1), 1, -1, 448, 464, 465, 480, 57344, 61440, 61441, 1e9,
		math.Inf(1), math.Inf(-1), math.NaN(), 0x1p-9, 0x1p-10, 0x1.8p-10, 0x1p-16, 0x1p-17, 0x1.8p-17, 1e-30}
	for i := 0; i < 20000; i++ {
		xs = append(xs, float64(float32(math.Ldexp(r.Float64()*2-1, r.Intn(40)-22))))
	}
	for _, ty := range f8Types {
		for _, x := range xs {
			got := kernel.RoundF8[float64](kernel.GoArith{}, ty.k, x)
			want := tensor.RoundFloat(ty.d, x)
			if !(got == want && math.Signbit(got) == math.Signbit(want) || math.IsNaN(got) && math.IsNaN(want)) {
				t.Errorf("%s: round(%g) = %g, want %g", ty.k, x, got, want)
			}
		}
	}
}

// TestF8Encoding decodes every byte, re-encodes the value and compares
// with the interpreter's decoding.
func TestF8Encoding(t *testing.T) {
	for _, ty := range f8Types {
		for b := 0; b < 256; b++ {
			v := kernel.F8Value(ty.k, uint8(b))
			if math.IsNaN(v) {
				if !math.IsNaN(kernel.F8Value(ty.k, kernel.F8Bits(ty.k, v))) {
					t.Errorf("%s: NaN encodes as %#x, which is not NaN", ty.k, kernel.F8Bits(ty.k, v))
				}
				continue
			}
			if got := kernel.F8Bits(ty.k, v); got != uint8(b) {
				t.Errorf("%s: %#x decodes to %g, which encodes as %#x", ty.k, b, v, got)
			}
			if w := tensor.RoundFloat(ty.d, v); w != v {
				t.Errorf("%s: %#x decodes to %g, not a value of the type (rounds to %g)", ty.k, b, v, w)
			}
		}
	}
}
