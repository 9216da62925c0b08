package ir

import (
	"math"
	"sort"
	"testing"
)

// TestMinifloatFacts checks each format's extreme values against the
// numbers its definition gives (OCP MX formats, f8E3M4, f8E4M3FN).
func TestMinifloatFacts(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	tests := []struct {
		name              string
		maxFinite, minSub float64 // largest finite, smallest positive
		overflow          float64 // what 4 * maxFinite rounds to (APFloat's rule)
		hasNaN, negZero   bool
	}{
		{"f4E2M1FN", 6, 0.5, 6, false, true}, // neither infinity nor NaN: saturates
		{"f6E2M3FN", 7.5, 0.125, 7.5, false, true},
		{"f6E3M2FN", 28, 0.0625, 28, false, true},
		{"f8E3M4", 15.5, 1.0 / 64, inf, true, true},
		{"f8E4M3FN", 448, 1.0 / 512, nan, true, true}, // mlir-opt-19 prints 0x7F
		{"f8E8M0FNU", math.Ldexp(1, 127), math.Ldexp(1, -127), nan, true, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := RoundToType(tc.name, tc.maxFinite); got != tc.maxFinite {
				t.Errorf("max finite %g rounds to %g", tc.maxFinite, got)
			}
			if got := RoundToType(tc.name, tc.minSub); got != tc.minSub {
				t.Errorf("smallest %g rounds to %g", tc.minSub, got)
			}
			big := RoundToType(tc.name, tc.maxFinite*4)
			if big != tc.overflow && !(math.IsNaN(big) && math.IsNaN(tc.overflow)) {
				t.Errorf("overflow gives %g, want %g", big, tc.overflow)
			}
			if nan := RoundToType(tc.name, math.NaN()); math.IsNaN(nan) != tc.hasNaN {
				t.Errorf("NaN rounds to %g", nan)
			}
			if tc.negZero {
				if z := RoundToType(tc.name, math.Copysign(0, -1)); z != 0 || !math.Signbit(z) {
					t.Errorf("-0 rounds to %g", z)
				}
			}
		})
	}
	for _, name := range []string{"f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ"} {
		if v := RoundToType(name, -1e-30); v != 0 || math.Signbit(v) {
			t.Errorf("%s(-1e-30) = %g, want +0 (the format has no -0)", name, v)
		}
	}
	if v := RoundToType("f8E8M0FNU", -2); !math.IsNaN(v) {
		t.Errorf("f8E8M0FNU(-2) = %g, want NaN", v)
	}
	if v := RoundToType("f8E8M0FNU", 0); v != math.Ldexp(1, -127) {
		t.Errorf("f8E8M0FNU(0) = %g, want the smallest value", v)
	}
}

// TestMinifloatRounding enumerates every bit pattern of each small format:
// decoding then encoding gives the pattern back, and values between two
// neighbours round to the nearer one, ties to the even pattern.
func TestMinifloatRounding(t *testing.T) {
	for _, name := range []string{"f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E3M4", "f8E8M0FNU",
		"f8E4M3FN", "f8E5M2", "f8E4M3", "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ"} {
		t.Run(name, func(t *testing.T) {
			width := FloatWidth(&FloatType{Name: name})
			bitsOf := map[float64]uint64{}
			var vals []float64
			for b := uint64(0); b < 1<<width; b++ {
				v := FloatFromBits(name, b)
				if math.IsNaN(v) {
					continue
				}
				if got := FloatToBits(name, v); got != b {
					t.Errorf("bits %#x decode to %g, which encodes as %#x", b, v, got)
				}
				if v > 0 && !math.IsInf(v, 0) {
					bitsOf[v] = b
					vals = append(vals, v)
				}
			}
			sort.Float64s(vals)
			if len(vals) < 2 {
				t.Fatalf("only %d positive values", len(vals))
			}
			for i := 1; i < len(vals); i++ {
				lo, hi := vals[i-1], vals[i]
				mid := lo + (hi-lo)/2
				if got := RoundToType(name, math.Nextafter(mid, 0)); got != lo {
					t.Errorf("just below the midpoint of %g and %g rounds to %g", lo, hi, got)
				}
				if got := RoundToType(name, math.Nextafter(mid, math.Inf(1))); got != hi {
					t.Errorf("just above the midpoint of %g and %g rounds to %g", lo, hi, got)
				}
				want := lo
				if bitsOf[lo]&1 == 1 || name == "f8E8M0FNU" {
					want = hi
				}
				if got := RoundToType(name, mid); got != want {
					t.Errorf("midpoint of %g and %g rounds to %g, want %g", lo, hi, got, want)
				}
			}
		})
	}
}
