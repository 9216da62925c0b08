package symbolic

import (
	"slices"
	"testing"
)

// TestSymsAndEachSym checks Syms (sorted, no repeats) and EachSym (every
// factor of every term) against the terms of parsed expressions, and
// that small constants, which share storage, stay what they are.
func TestSymsAndEachSym(t *testing.T) {
	for _, tc := range []struct {
		expr string
		syms []Sym
		each int // factors visited
	}{
		{"0", nil, 0},
		{"7", nil, 0},
		{"S3", []Sym{3}, 1},
		{"S2*S0 + 4*S0 + 1", []Sym{0, 2}, 3},
		{"S5^2*S1 + S1*S4 - S5", []Sym{1, 4, 5}, 5},
	} {
		e := mustParse(t, tc.expr)
		if got := e.Syms(); !slices.Equal(got, tc.syms) {
			t.Errorf("%s: Syms = %v, want %v", tc.expr, got, tc.syms)
		}
		var seen []Sym
		e.EachSym(func(s Sym) { seen = append(seen, s) })
		if len(seen) != tc.each {
			t.Errorf("%s: EachSym visited %v, want %d factors", tc.expr, seen, tc.each)
		}
		slices.Sort(seen)
		if got := slices.Compact(seen); !slices.Equal(got, tc.syms) {
			t.Errorf("%s: EachSym symbols %v, want %v", tc.expr, got, tc.syms)
		}
	}
	for _, c := range []int64{1, 2, 4096, 4097, -3} {
		x, err := Add(Const(c), Const(c))
		if err != nil {
			t.Fatal(err)
		}
		if v, ok := x.Constant(); !ok || v != 2*c {
			t.Errorf("%d + %d = %s", c, c, x)
		}
		if v, ok := Const(c).Constant(); !ok || v != c {
			t.Errorf("Const(%d) = %s after the sum", c, Const(c))
		}
	}
}
