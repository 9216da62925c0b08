package ir_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// TestMinifloatsAgreeWithInterpreter checks that constants and the
// interpreter's tensors round alike (both read package minifloat, through
// different paths: f64 here, f32 storage there) on finite values inside
// each type's range.
func TestMinifloatsAgreeWithInterpreter(t *testing.T) {
	types := []struct {
		name string
		dt   tensor.DType
	}{
		{"f16", tensor.F16}, {"bf16", tensor.BF16}, {"f8E5M2", tensor.F8E5M2}, {"f8E4M3FN", tensor.F8E4M3FN},
		{"f8E4M3FNUZ", tensor.F8E4M3FNUZ}, {"f8E5M2FNUZ", tensor.F8E5M2FNUZ}, {"f8E4M3B11FNUZ", tensor.F8E4M3B11FNUZ},
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tc := range types {
		t.Run(tc.name, func(t *testing.T) {
			width := ir.FloatWidth(&ir.FloatType{Name: tc.name})
			maxFinite := 0.0
			for b := uint64(0); b < 1<<width; b++ {
				if v := ir.FloatFromBits(tc.name, b); !math.IsInf(v, 0) && !math.IsNaN(v) && v > maxFinite {
					maxFinite = v
				}
			}
			var xs []float64
			for i := 0; i < 20000; i++ {
				// Magnitudes spread over the whole exponent range.
				x := math.Ldexp(rng.Float64()+0.5, rng.IntN(80)-60)
				if rng.IntN(2) == 0 {
					x = -x
				}
				xs = append(xs, x)
			}
			for _, x := range xs {
				if math.Abs(x) > maxFinite {
					continue
				}
				got, want := ir.RoundToType(tc.name, x), tensor.RoundFloat(tc.dt, x)
				if got != want && !(math.IsNaN(got) && math.IsNaN(want)) {
					t.Fatalf("RoundToType(%s, %g) = %g, the interpreter rounds to %g", tc.name, x, got, want)
				}
			}
		})
	}
}
