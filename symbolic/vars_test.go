package symbolic

import "testing"

// Store.Var equals the package Var for every symbol, including past one
// block of cached copies, and arithmetic on the copies leaves them intact.
func TestStoreVar(t *testing.T) {
	s := NewStore()
	n := varBlock + 10
	for range n {
		s.NewSym()
	}
	for _, x := range []Sym{0, 1, varBlock - 1, varBlock, Sym(n - 1), Sym(n), -1} {
		got := s.Var(x)
		if !got.Equal(Var(x)) {
			t.Errorf("Var(%v) = %s", x, got)
		}
		sq, err := Mul(got, got)
		if err != nil {
			t.Fatal(err)
		}
		sum, err := Add(sq, s.Var(x))
		if err != nil {
			t.Fatal(err)
		}
		if want := Var(x).String() + "^2 + " + Var(x).String(); sum.String() != want && x >= 0 {
			t.Errorf("Var(%v)^2 + Var(%v) = %s, want %s", x, x, sum, want)
		}
		if !s.Var(x).Equal(Var(x)) {
			t.Errorf("Var(%v) changed to %s by arithmetic", x, s.Var(x))
		}
	}
}
