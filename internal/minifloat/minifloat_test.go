package minifloat

import (
	"math"
	"testing"
)

// TestFacts checks each format's width and extreme values against its
// definition (OCP MX, ml_dtypes, LLVM's APFloat semantics).
func TestFacts(t *testing.T) {
	tests := []struct {
		name              string
		width             int
		maxFinite, minPos float64
		overflow          float64 // Round(4 * maxFinite)
	}{
		{"f16", 16, 65504, math.Ldexp(1, -24), math.Inf(1)},
		{"f8E3M4", 8, 15.5, math.Ldexp(1, -6), math.Inf(1)},
		{"f8E4M3", 8, 240, math.Ldexp(1, -9), math.Inf(1)},
		{"f8E4M3FN", 8, 448, math.Ldexp(1, -9), math.NaN()},
		{"f8E4M3FNUZ", 8, 240, math.Ldexp(1, -10), math.NaN()},
		{"f8E8M0FNU", 8, math.Ldexp(1, 127), math.Ldexp(1, -127), math.NaN()},
		{"f6E2M3FN", 6, 7.5, 0.125, 7.5},
		{"f6E3M2FN", 6, 28, 0.0625, 28},
		{"f4E2M1FN", 4, 6, 0.5, 6},
	}
	for _, tc := range tests {
		f, ok := ByName(tc.name)
		if !ok {
			t.Fatalf("%s: unknown", tc.name)
		}
		if f.Width() != tc.width || f.MaxFinite() != tc.maxFinite || f.SmallestPositive() != tc.minPos {
			t.Errorf("%s: width %d, max %g, smallest %g; want %d, %g, %g", tc.name,
				f.Width(), f.MaxFinite(), f.SmallestPositive(), tc.width, tc.maxFinite, tc.minPos)
		}
		got := f.Round(4 * tc.maxFinite)
		if got != tc.overflow && !(got != got && tc.overflow != tc.overflow) {
			t.Errorf("%s: overflow rounds to %g, want %g", tc.name, got, tc.overflow)
		}
	}
}

// TestNaNPayloads: an IEEE-like format's NaN keeps its payload through
// Decode and Encode, as MLIR prints it back.
func TestNaNPayloads(t *testing.T) {
	f, _ := ByName("f16")
	for _, b := range []uint64{0xFE8D, 0x7C01, 0x7E00, 0xFFFF} {
		if got := f.Encode(f.Decode(b)); got != b {
			t.Errorf("f16 NaN %#x comes back as %#x", b, got)
		}
	}
	if got := f.Encode(math.NaN()); got != 0x7E00 {
		t.Errorf("f16 NaN is %#x, want the quiet NaN 0x7E00", got)
	}
}
