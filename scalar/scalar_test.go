package scalar

import (
	"math"
	"testing"
)

func TestCompareFloatSignedZeroAndNaN(t *testing.T) {
	negz, nan := math.Copysign(0, -1), math.NaN()
	negNaN := math.Copysign(nan, -1)
	tests := []struct {
		typ  CompareType
		x, y float64
		want [6]bool // EQ NE GE GT LE LT
	}{
		{FloatCmp, negz, 0, [6]bool{true, false, true, false, true, false}},
		{TotalOrder, negz, 0, [6]bool{false, true, false, false, true, true}},
		{TotalOrder, 0, negz, [6]bool{false, true, true, true, false, false}},
		{FloatCmp, nan, nan, [6]bool{false, true, false, false, false, false}},
		{FloatCmp, nan, 1, [6]bool{false, true, false, false, false, false}},
		{TotalOrder, nan, nan, [6]bool{true, false, true, false, true, false}},
		{TotalOrder, nan, math.Inf(1), [6]bool{false, true, true, true, false, false}},
		{TotalOrder, negNaN, math.Inf(-1), [6]bool{false, true, false, false, true, true}},
		{NoType, negz, 0, [6]bool{true, false, true, false, true, false}},
	}
	for _, tc := range tests {
		for d := EQ; d <= LT; d++ {
			if got := CompareFloat(d, tc.typ, tc.x, tc.y); got != tc.want[d] {
				t.Errorf("compare %s %s %v %v = %v, want %v", d, tc.typ, tc.x, tc.y, got, tc.want[d])
			}
		}
	}
}

func TestCompareIntTypes(t *testing.T) {
	tests := []struct {
		typ  CompareType
		bits int
		x, y int64
		lt   bool
	}{
		{Signed, 8, -1, 1, true},
		{Unsigned, 8, -1, 1, false},  // 0xff > 1
		{Unsigned, 8, 255, 1, false}, // zero-extended spelling of the same bits
		{Signed, 8, 255, 1, true},    // 0xff is -1 under SIGNED
		{TotalOrder, 8, 128, 127, true},
		{Signed, 64, math.MinInt64, math.MaxInt64, true},
		{Unsigned, 64, math.MinInt64, math.MaxInt64, false},
		{Signed, 1, 1, 0, false}, // i1 is a boolean: false < true
		{Unsigned, 1, 0, 1, true},
	}
	for _, tc := range tests {
		got, ok := CompareInt(LT, tc.typ, tc.bits, tc.x, tc.y)
		if !ok || got != tc.lt {
			t.Errorf("compare LT %s i%d %d %d = %v (ok %v), want %v", tc.typ, tc.bits, tc.x, tc.y, got, ok, tc.lt)
		}
	}
	if _, ok := CompareInt(LT, FloatCmp, 32, 1, 2); ok {
		t.Error("FLOAT comparison of integers accepted")
	}
}

func TestFloatToInt(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	ints := []struct {
		bits int
		x    float64
		want int64
	}{
		{32, 3e9, math.MaxInt32}, {32, -3e9, math.MinInt32}, {32, nan, 0}, {32, inf, math.MaxInt32},
		{32, -inf, math.MinInt32}, {32, -7.9, -7}, {8, 300, 127}, {8, -300, -128},
		{64, 1e19, math.MaxInt64}, {64, -1e19, math.MinInt64}, {64, 9.2233720368547758e18, math.MaxInt64},
	}
	for _, tc := range ints {
		if got := FloatToInt(tc.bits, tc.x); got != tc.want {
			t.Errorf("FloatToInt(%d, %v) = %d, want %d", tc.bits, tc.x, got, tc.want)
		}
	}
	uints := []struct {
		bits int
		x    float64
		want uint64
	}{
		{8, -5, 0}, {8, 300, 255}, {8, 7.7, 7}, {8, nan, 0}, {64, 1e19, 1e19}, {64, 2e19, math.MaxUint64},
		{64, inf, math.MaxUint64}, {32, math.Copysign(0, -1), 0},
	}
	for _, tc := range uints {
		if got := FloatToUint(tc.bits, tc.x); got != tc.want {
			t.Errorf("FloatToUint(%d, %v) = %d, want %d", tc.bits, tc.x, got, tc.want)
		}
	}
	if !FloatToBool(nan) || FloatToBool(math.Copysign(0, -1)) {
		t.Error("FloatToBool: NaN must be true and -0 false")
	}
}

func TestIntegerDivisionEdges(t *testing.T) {
	if DivInt(7, 0) != -1 || DivInt(math.MinInt64, -1) != math.MinInt64 || DivInt(-7, 2) != -3 {
		t.Error("DivInt: want x/0 = -1, INT_MIN/-1 = INT_MIN, truncation toward zero")
	}
	if RemInt(-7, 0) != -7 || RemInt(math.MinInt64, -1) != 0 || RemInt(-7, 2) != -1 {
		t.Error("RemInt: want x%0 = x, INT_MIN%-1 = 0, the dividend's sign")
	}
	if DivUint(7, 0, 8) != 255 || DivUint(7, 0, 64) != math.MaxUint64 || DivUint(255, 2, 8) != 127 {
		t.Error("DivUint: want x/0 = the largest value of the width")
	}
	if RemUint(200, 0) != 200 || RemUint(200, 7) != 4 {
		t.Error("RemUint: want x%0 = x")
	}
}
