package tensor

import (
	"math"
	"testing"
)

func TestRoundFloat(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	tests := []struct {
		dt   DType
		in   float64
		want float64
	}{
		{F16, 65504, 65504},
		{F16, 65519.99, 65504},
		{F16, 65520, inf}, // halfway to the next binade rounds to even: overflow
		{F16, -1e6, -inf},
		{F16, 1 + 1.0/2048, 1},            // tie, rounds to even mantissa
		{F16, 1 + 3.0/2048, 1 + 2.0/1024}, // tie, rounds up to even
		{F16, math.Ldexp(1, -24), math.Ldexp(1, -24)},
		{F16, math.Ldexp(1, -25), 0},                    // tie with zero rounds to even (zero)
		{F16, math.Ldexp(1.5, -25), math.Ldexp(1, -24)}, // above the tie
		{BF16, 1 + 1.0/256, 1},                          // tie to even
		{BF16, 1 + 3.0/256, 1 + 1.0/64},                 // tie to even upward
		{BF16, 3.39e38, 3.3895313892515355e38},          // largest finite
		{BF16, 3.4e38, inf},                             // past the midpoint to 2^128
		{BF16, 3.4e39, inf},
		{F8E4M3FN, 448, 448},
		{F8E4M3FN, 464, 448}, // tie between 448 and (absent) 480 goes to even 448
		{F8E4M3FN, 470, nan}, // no infinity: overflow is NaN
		{F8E4M3FN, inf, nan},
		{F8E4M3FN, math.Ldexp(1, -9), math.Ldexp(1, -9)}, // smallest subnormal
		{F8E5M2, 57344, 57344},
		{F8E5M2, 61440, inf},
		{F8E5M2, 1.125, 1}, // tie to even
		{F8E5M2, 1.375, 1.5},
		{F8E4M3FNUZ, 240, 240},
		{F8E4M3FNUZ, 250, nan},
		{F8E5M2FNUZ, 57344, 57344},
		{F8E4M3B11FNUZ, 30, 30},
		{F8E4M3B11FNUZ, 32, nan},
		{F32, 1 + math.Ldexp(1, -24), 1},
		// No infinity and no NaN: overflow saturates, NaN reads as +0.
		{F4E2M1FN, 5, 4}, // tie to even
		{F4E2M1FN, 7, 6},
		{F4E2M1FN, -100, -6},
		{F4E2M1FN, inf, 6},
		{F4E2M1FN, nan, 0},
		{F4E2M1FN, 0.25, 0}, // tie with zero
		{F4E2M1FN, 0.3, 0.5},
		{F6E2M3FN, 9, 7.5},
		{F6E2M3FN, 0.1, 0.125},
		{F6E3M2FN, 30, 28},
		{F6E3M2FN, 0.04, 0.0625},
		{F6E3M2FN, 0.03, 0}, // under half the smallest subnormal
		// IEEE-like: overflow is infinity.
		{F8E3M4, 15.5, 15.5},
		{F8E3M4, 15.75, inf},
		{F8E3M4, 0.1, 0.09375},
		{F8E4M3, 240, 240},
		{F8E4M3, 248, inf},
		{F8E4M3, -0.1, -0.1015625},
		// Powers of two: ties up, no zero, no sign, overflow is NaN.
		{F8E8M0FNU, 3, 4},
		{F8E8M0FNU, 2.9, 2},
		{F8E8M0FNU, 0, math.Ldexp(1, -127)},
		{F8E8M0FNU, 1e-45, math.Ldexp(1, -127)},
		{F8E8M0FNU, -1, nan},
		{F8E8M0FNU, math.Ldexp(1, 127), math.Ldexp(1, 127)},
		{F8E8M0FNU, math.Ldexp(1, 128), nan},
		{F8E8M0FNU, inf, nan},
	}
	for _, tc := range tests {
		got := RoundFloat(tc.dt, tc.in)
		same := got == tc.want || (got != got && tc.want != tc.want)
		if !same {
			t.Errorf("RoundFloat(%s, %v) = %v, want %v", tc.dt, tc.in, got, tc.want)
		}
	}
}

func TestNegativeZero(t *testing.T) {
	for _, dt := range []DType{F16, BF16, F8E4M3FN, F8E5M2} {
		if r := RoundFloat(dt, math.Copysign(0, -1)); !math.Signbit(r) {
			t.Errorf("%s lost the sign of -0", dt)
		}
		if r := RoundFloat(dt, -1e-300); !math.Signbit(r) || r != 0 {
			t.Errorf("%s: tiny negative should round to -0, got %v", dt, r)
		}
	}
	for _, dt := range []DType{F8E4M3FNUZ, F8E5M2FNUZ, F8E4M3B11FNUZ} {
		if r := RoundFloat(dt, math.Copysign(0, -1)); math.Signbit(r) {
			t.Errorf("%s has no -0 but kept it", dt)
		}
	}
}

// Every bit pattern of the narrow formats decodes to a value that rounds to
// itself and encodes back to the same pattern (NaNs to the canonical NaN).
func TestEncodeDecodeAllPatterns(t *testing.T) {
	for _, dt := range []DType{F16, BF16, F8E4M3FN, F8E5M2, F8E4M3FNUZ, F8E5M2FNUZ, F8E4M3B11FNUZ,
		F8E3M4, F8E4M3, F8E8M0FNU, F6E2M3FN, F6E3M2FN, F4E2M1FN} {
		f, _ := formatOf(dt)
		n := uint64(1) << f.Width()
		nans := 0
		for b := uint64(0); b < n; b++ {
			v := f.Decode(b)
			if v != v {
				nans++
				if d := f.Decode(f.Encode(v)); d == d {
					t.Fatalf("%s: NaN pattern %#x re-encodes to a number", dt, b)
				}
				continue
			}
			if r := f.Round(v); r != v && !(r == 0 && v == 0) {
				t.Fatalf("%s: pattern %#x = %v does not round to itself (%v)", dt, b, v, r)
			}
			if e := f.Encode(v); e != b {
				t.Fatalf("%s: pattern %#x = %v encodes to %#x", dt, b, v, e)
			}
		}
		wantNaNs := map[DType]int{F16: 2046, BF16: 254, F8E4M3FN: 2, F8E5M2: 6, F8E4M3FNUZ: 1, F8E5M2FNUZ: 1, F8E4M3B11FNUZ: 1,
			F8E3M4: 30, F8E4M3: 14, F8E8M0FNU: 1}[dt]
		if nans != wantNaNs {
			t.Errorf("%s: %d NaN patterns, want %d", dt, nans, wantNaNs)
		}
	}
}

func TestKnownEncodings(t *testing.T) {
	tests := []struct {
		dt   DType
		v    float64
		bits uint64
	}{
		{F16, 1, 0x3c00},
		{F16, -2, 0xc000},
		{F16, 65504, 0x7bff},
		{F16, math.Inf(1), 0x7c00},
		{BF16, 1, 0x3f80},
		{BF16, -0.5, 0xbf00},
		{F8E4M3FN, 448, 0x7e},
		{F8E4M3FN, 1, 0x38},
		{F8E5M2, 1, 0x3c},
		{F8E5M2, math.Inf(-1), 0xfc},
		{F8E4M3FNUZ, 1, 0x40},
		{F8E5M2FNUZ, 1, 0x40},
		{F8E4M3B11FNUZ, 1, 0x58},
		{F8E3M4, 1, 0x30},
		{F8E3M4, 15.5, 0x6f},
		{F8E3M4, math.Inf(-1), 0xf0},
		{F8E4M3, 240, 0x77},
		{F8E4M3, math.Inf(1), 0x78},
		{F8E8M0FNU, 1, 0x7f},
		{F8E8M0FNU, math.Ldexp(1, -127), 0x00},
		{F8E8M0FNU, math.Ldexp(1, 127), 0xfe},
		{F6E2M3FN, 7.5, 0x1f},
		{F6E2M3FN, -0.125, 0x21},
		{F6E3M2FN, 28, 0x1f},
		{F6E3M2FN, -0.0625, 0x21},
		{F4E2M1FN, 6, 0x7},
		{F4E2M1FN, -0.5, 0x9},
	}
	for _, tc := range tests {
		f, _ := formatOf(tc.dt)
		if got := f.Encode(tc.v); got != tc.bits {
			t.Errorf("encode %s %v = %#x, want %#x", tc.dt, tc.v, got, tc.bits)
		}
		if got := f.Decode(tc.bits); got != tc.v {
			t.Errorf("decode %s %#x = %v, want %v", tc.dt, tc.bits, got, tc.v)
		}
	}
}

func TestNextAfter(t *testing.T) {
	tests := []struct {
		dt      DType
		x, y, w float64
	}{
		{F16, 1, 2, 1 + 1.0/1024},
		{F16, 1, 0, 1 - 1.0/2048},
		{F16, 0, -1, -math.Ldexp(1, -24)},
		{F16, 65504, math.Inf(1), math.Inf(1)},
		{BF16, -1, -2, -(1 + 1.0/128)},
		{F8E4M3FN, 448, 1000, math.NaN()},
		{F8E4M3FNUZ, -math.Ldexp(1, -10), 1, 0},
		{F8E5M2, 3, 3, 3},
		{F32, 1, 2, float64(math.Nextafter32(1, 2))},
		{F64, 1, 2, math.Nextafter(1, 2)},
	}
	for _, tc := range tests {
		got := NextAfter(tc.dt, tc.x, tc.y)
		if got != tc.w && !(got != got && tc.w != tc.w) {
			t.Errorf("NextAfter(%s, %v, %v) = %v, want %v", tc.dt, tc.x, tc.y, got, tc.w)
		}
		if math.Signbit(got) && tc.dt == F8E4M3FNUZ {
			t.Errorf("%s produced -0", tc.dt)
		}
	}
}
