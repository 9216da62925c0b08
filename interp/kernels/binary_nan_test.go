package kernels

import (
	"math"
	"testing"
)

func TestMaxMinPropagateNaNOverInfinity(t *testing.T) {
	for _, c := range []struct{ x, y float64 }{
		{math.NaN(), math.Inf(1)}, {math.Inf(1), math.NaN()},
		{math.NaN(), math.Inf(-1)}, {math.Inf(-1), math.NaN()},
	} {
		if v := nanMax(c.x, c.y); !math.IsNaN(v) {
			t.Errorf("max(%v, %v) = %v, want NaN", c.x, c.y, v)
		}
		if v := nanMin(c.x, c.y); !math.IsNaN(v) {
			t.Errorf("min(%v, %v) = %v, want NaN", c.x, c.y, v)
		}
	}
	if nanMax(1, 2) != 2 || nanMin(1, 2) != 1 {
		t.Error("ordinary values")
	}
}
