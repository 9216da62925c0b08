package symbolic

import (
	"errors"
	"math"
	"testing"
)

// TestMulByConstant checks products with a constant factor (scaled
// without the general term loop) on either side against their expanded
// text, and that coefficient overflow is still reported.
func TestMulByConstant(t *testing.T) {
	for _, tc := range []struct{ a, b, want string }{
		{"3", "2*S0*S1 + S2 - 5", "6*S0*S1 + 3*S2 - 15"},
		{"2*S0*S1 + S2 - 5", "3", "6*S0*S1 + 3*S2 - 15"},
		{"1", "S0^2 + S1", "S0^2 + S1"},
		{"S0^2 + S1", "1", "S0^2 + S1"},
		{"-1", "S0 - S1", "-S0 + S1"},
		{"4", "8", "32"},
		{"0", "S0", "0"},
		{"S0", "0", "0"},
	} {
		got, err := Mul(mustParse(t, tc.a), mustParse(t, tc.b))
		if err != nil {
			t.Errorf("(%s) * (%s): %v", tc.a, tc.b, err)
			continue
		}
		if want := mustParse(t, tc.want); !got.Equal(want) || got.String() != want.String() {
			t.Errorf("(%s) * (%s) = %s, want %s", tc.a, tc.b, got, want)
		}
	}
	big := Const(math.MaxInt64 / 2)
	for _, e := range []Expr{mustParse(t, "4*S0 + 1"), Const(3)} {
		if _, err := Mul(big, e); !errors.Is(err, ErrOverflow) {
			t.Errorf("%s * (%s): err = %v, want overflow", big, e, err)
		}
		if _, err := Mul(e, big); !errors.Is(err, ErrOverflow) {
			t.Errorf("(%s) * %s: err = %v, want overflow", e, big, err)
		}
	}
}
