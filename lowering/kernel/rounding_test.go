package kernel_test

import (
	"math"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
)

// TestRoundingOps runs each rounding op and sign over values with ties,
// signed zeros and NaN through the interpreter.
func TestRoundingOps(t *testing.T) {
	in := []float64{-2.5, -1.5, -0.5, math.Copysign(0, -1), 0.5, 1.5, 2.5, 2.7, math.NaN()}
	nan := math.NaN()
	for _, tc := range []struct {
		op   string
		want []float64
	}{
		{"floor", []float64{-3, -2, -1, 0, 0, 1, 2, 2, nan}},
		{"ceil", []float64{-2, -1, 0, 0, 1, 2, 3, 3, nan}},
		{"round_even", []float64{-2, -2, 0, 0, 0, 2, 2, 3, nan}},
		{"round_away", []float64{-3, -2, -1, 0, 1, 2, 3, 3, nan}},
		{"sign", []float64{-1, -1, -1, 0, 1, 1, 1, 1, nan}},
	} {
		t.Run(tc.op, func(t *testing.T) {
			k, err := kernel.Parse("kernel @k(%x: in f32, %y: out f32, %N: dim)\n    loop count=N block=256 vector=1 grid=max(ceildiv(N, 256), 1) {\n" +
				"  %0 = index linear\n  %1 = load %x[%0] : f32\n  %2 = " + tc.op + " %1 : f32\n  store %y[%0], %2\n}\n")
			if err != nil {
				t.Fatal(err)
			}
			x, y := kernel.NewBuffer(kernel.F32, len(in)), kernel.NewBuffer(kernel.F32, len(in))
			for i, v := range in {
				x.Set(i, v)
			}
			if err := kernel.Run(k, kernel.Args{Dims: map[string]int64{"N": int64(len(in))}, Buffers: map[string]*kernel.Buffer{"x": x, "y": y}}); err != nil {
				t.Fatal(err)
			}
			for i, w := range tc.want {
				got := y.Float(i)
				if got != w && !(math.IsNaN(got) && math.IsNaN(w)) {
					t.Errorf("%s(%g) = %g, want %g", tc.op, in[i], got, w)
				}
				// every op maps a zero to itself, sign included
				if in[i] == 0 && math.Signbit(got) != math.Signbit(in[i]) {
					t.Errorf("%s(%g) = %g: the zero's sign changed", tc.op, in[i], got)
				}
			}
		})
	}
}
