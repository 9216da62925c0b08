package scalar

import (
	"math"
	"testing"
)

func TestMaxMinPropagateNaNOverInfinity(t *testing.T) {
	for _, c := range []struct{ x, y float64 }{
		{math.NaN(), math.Inf(1)}, {math.Inf(1), math.NaN()},
		{math.NaN(), math.Inf(-1)}, {math.Inf(-1), math.NaN()},
	} {
		if v := Max(c.x, c.y); !math.IsNaN(v) {
			t.Errorf("max(%v, %v) = %v, want NaN", c.x, c.y, v)
		}
		if v := Min(c.x, c.y); !math.IsNaN(v) {
			t.Errorf("min(%v, %v) = %v, want NaN", c.x, c.y, v)
		}
	}
	if Max(1, 2) != 2 || Min(1, 2) != 1 {
		t.Error("ordinary values")
	}
	negz, negNaN := math.Copysign(0, -1), math.Copysign(math.NaN(), -1)
	if math.Signbit(Max(negz, 0)) || !math.Signbit(Min(0, negz)) {
		t.Error("-0 < +0 for maximum and minimum")
	}
	if v := Max(negNaN, 1); !math.IsNaN(v) || !math.Signbit(v) {
		t.Errorf("max(-NaN, 1) = %v, want the NaN operand", v)
	}
	if v := Clamp(0, math.NaN(), 1); !math.IsNaN(v) {
		t.Errorf("clamp(0, NaN, 1) = %v, want NaN", v)
	}
	if Clamp(0, 5, 1) != 1 || Clamp(0, -5, 1) != 0 || Clamp(2, 5, 1) != 1 {
		t.Error("clamp is min(max(x, lo), hi)")
	}
}

func TestFloatOpsByName(t *testing.T) {
	for _, n := range []string{"abs", "negate", "sign", "exponential", "exponential_minus_one", "log", "log_plus_one",
		"logistic", "tanh", "sqrt", "rsqrt", "cbrt", "floor", "ceil", "round_nearest_even", "round_nearest_afz",
		"cosine", "sine", "tan"} {
		if FloatUnary(n) == nil {
			t.Errorf("no float semantics for %s", n)
		}
	}
	for _, n := range []string{"add", "subtract", "multiply", "divide", "remainder", "power", "maximum", "minimum", "atan2"} {
		if FloatBinary(n) == nil {
			t.Errorf("no float semantics for %s", n)
		}
	}
	if FloatUnary("not") != nil || FloatBinary("and") != nil {
		t.Error("bitwise ops have no float semantics")
	}
	if FloatUnary("round_nearest_afz")(-2.5) != -3 || FloatUnary("round_nearest_even")(2.5) != 2 || FloatBinary("remainder")(-7, 2) != -1 {
		t.Error("rounding and remainder")
	}
}
