package checked

import (
	"math"
	"testing"
)

func TestOverflowIsReported(t *testing.T) {
	for _, tc := range []struct {
		name string
		f    func(a, b int64) (int64, bool)
		a, b int64
		want int64
		ok   bool
	}{
		{"add", Add, 1, 2, 3, true},
		{"add max", Add, math.MaxInt64, 1, 0, false},
		{"add min", Add, math.MinInt64, -1, 0, false},
		{"sub", Sub, 1, 2, -1, true},
		{"sub min", Sub, math.MinInt64, 1, 0, false},
		{"mul", Mul, -3, 4, -12, true},
		{"mul big", Mul, 99999999999, 99999999999, 0, false},
		{"mul min", Mul, math.MinInt64, 1, math.MinInt64, true},
		{"mul min neg", Mul, math.MinInt64, -1, 0, false},
		{"mul zero", Mul, 0, math.MinInt64, 0, true},
	} {
		got, ok := tc.f(tc.a, tc.b)
		if ok != tc.ok || (ok && got != tc.want) {
			t.Errorf("%s(%d, %d) = %d, %v; want %d, %v", tc.name, tc.a, tc.b, got, ok, tc.want, tc.ok)
		}
	}
}
