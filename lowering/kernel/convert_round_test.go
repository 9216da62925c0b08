package kernel

import (
	"math"
	"testing"
)

// TestConvertIntRoundsOnce checks that integer to f32 (and to the narrow
// floats, through f32) rounds the integer once, as cvt.rn.f32.s64 does,
// not through f64 first.
func TestConvertIntRoundsOnce(t *testing.T) {
	tie := int64(1)<<60 + 1<<36 + 1 // just above half an f32 ulp: rounds up once, to even through f64
	for _, tc := range []struct {
		to   Type
		x    int64
		want float64
	}{
		{F32, tie, float64(float32(tie))},
		{F32, -tie, float64(float32(-tie))},
		{F64, tie, float64(tie)},
		{BF16, tie, BF16Value(BF16Bits(float64(float32(tie))))},
		{F16, 65519, 65504},
		{F32, math.MaxInt64, 0x1p63},
	} {
		got := evalConvert(I64, tc.to, val{i: tc.x}).f
		if got != tc.want {
			t.Errorf("convert %d to %s = %g, want %g", tc.x, tc.to, got, tc.want)
		}
	}
	if float64(float32(tie)) == float64(float32(float64(tie))) {
		t.Fatal("the test value does not tell one rounding from two")
	}
}
