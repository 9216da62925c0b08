package symbolic

import "fmt"

// AddEqual records a == b (e.g. two dims a broadcast or an elementwise op
// makes equal) and merges their classes.
func (s *Store) AddEqual(a, b Sym, prov string) error {
	if err := checkSym(a); err != nil {
		return err
	}
	if err := checkSym(b); err != nil {
		return err
	}
	n0 := len(s.parent)
	s.ensure(max(a, b))
	return s.transact(n0, func() error {
		return s.equate(a, b, prov, fmt.Sprintf("%s == %s", a, b))
	})
}

func (s *Store) equate(a, b Sym, prov, orig string) error {
	if s.find(a) == s.find(b) {
		return nil
	}
	na, err := s.normSym(a)
	if err != nil {
		return err
	}
	nb, err := s.normSym(b)
	if err != nil {
		return err
	}
	both, _ := Add(Var(a), Var(b))
	_, freeA := na.AsSym()
	_, freeB := nb.AsSym()
	if freeA && freeB {
		return s.merge(s.find(a), s.find(b), a, b, prov, orig, both)
	}
	d, err := Sub(na, nb)
	if err != nil {
		return fmt.Errorf("symbolic: %s: %w", orig, err)
	}
	if err := s.solve(d, prov, orig, both); err != nil {
		return err
	}
	return s.merge(s.find(a), s.find(b), a, b, prov, orig, both)
}

// AddEq records lhs == rhs: a sum (S2 == S0 + S1, from concatenate), an
// affine relation (S2 == 12*S1, S3 == S0 + 2), a product equality
// (S0*S1 == S2*S3, from reshape) or any other polynomial equation. When
// both sides are symbols it is AddEqual.
func (s *Store) AddEq(lhs, rhs Expr, prov string) error {
	if err := s.checkSyms(lhs); err != nil {
		return err
	}
	if err := s.checkSyms(rhs); err != nil {
		return err
	}
	a, aok := lhs.AsSym()
	b, bok := rhs.AsSym()
	if aok && bok {
		return s.AddEqual(a, b, prov)
	}
	n0 := len(s.parent)
	s.ensureExpr(lhs)
	s.ensureExpr(rhs)
	orig := lhs.String() + " == " + rhs.String()
	d, err := Sub(lhs, rhs)
	if err != nil {
		return fmt.Errorf("symbolic: %s: %w", orig, err)
	}
	return s.transact(n0, func() error { return s.assertZero(d, prov, orig) })
}

// Define records x == e, preferring to make x the defined symbol: when x's
// class is free and e does not depend on it, x's class becomes defined by
// e. Otherwise it is AddEq(x, e). The text form uses it for definitions.
func (s *Store) Define(x Sym, e Expr, prov string) error {
	if err := checkSym(x); err != nil {
		return err
	}
	if err := s.checkSyms(e); err != nil {
		return err
	}
	n0 := len(s.parent)
	s.ensure(x)
	s.ensureExpr(e)
	orig := x.String() + " := " + e.String()
	return s.transact(n0, func() error {
		r := s.find(x)
		n, err := s.norm(e)
		if err != nil {
			return fmt.Errorf("symbolic: %s: %w", orig, err)
		}
		if y, ok := n.AsSym(); ok {
			return s.equate(x, y, prov, orig)
		}
		if s.info[r].def != nil || n.hasSym(s.info[r].rep) {
			d, err := Sub(Var(x), e)
			if err != nil {
				return fmt.Errorf("symbolic: %s: %w", orig, err)
			}
			return s.assertZero(d, prov, orig)
		}
		return s.define(x, n, prov, orig, Var(x))
	})
}

func (e Expr) hasSym(x Sym) bool {
	for _, t := range e.terms {
		if t.Mono.has(x) {
			return true
		}
	}
	return false
}

// MaxSyms bounds the number of symbols of a store, so that a fact naming
// S999999999 cannot exhaust memory.
const MaxSyms = 1 << 22

func checkSym(x Sym) error {
	if x < 0 || x >= MaxSyms {
		return errorf("symbol number %d out of range [0, %d)", int64(x), MaxSyms)
	}
	return nil
}

func (s *Store) checkSyms(e Expr) error {
	for _, t := range e.terms {
		for _, f := range t.Mono {
			if err := checkSym(f.Sym); err != nil {
				return err
			}
		}
	}
	return nil
}

// AddRange records lo <= x <= hi (hi == NoUpper for no upper bound). Dims
// are never negative: lo must be >= 0. The default range of a symbol is
// [1, NoUpper].
func (s *Store) AddRange(x Sym, lo, hi int64, prov string) error {
	if err := checkSym(x); err != nil {
		return err
	}
	if lo < 0 {
		return errorf("lower bound %d of %s is negative", lo, x)
	}
	n0 := len(s.parent)
	s.ensure(x)
	orig := fmt.Sprintf("%d <= %s <= %s", lo, x, hiString(hi))
	switch {
	case lo <= 1 && hi != NoUpper:
		orig = fmt.Sprintf("%s <= %d", x, hi)
	case hi == NoUpper:
		orig = fmt.Sprintf("%s >= %d", x, lo)
	}
	return s.transact(n0, func() error {
		if lo > hi {
			return s.contradiction(prov, Var(x), "%s: empty range", orig)
		}
		r := s.find(x)
		ci := s.info[r]
		if err := s.tighten(r, lo, hi, prov, orig, Var(x)); err != nil || ci.def == nil {
			return err
		}
		// Check the definition even when the range did not change.
		e, err := s.normSym(ci.rep)
		if err != nil {
			return err
		}
		return s.constrain(e, s.info[r], prov, orig, Var(x))
	})
}

// AddDivisible records x % d == 0 (d >= 1).
func (s *Store) AddDivisible(x Sym, d int64, prov string) error {
	if err := checkSym(x); err != nil {
		return err
	}
	if d < 1 {
		return errorf("divisor %d of %s is not positive", d, x)
	}
	n0 := len(s.parent)
	s.ensure(x)
	orig := fmt.Sprintf("%s %% %d == 0", x, d)
	return s.transact(n0, func() error {
		return s.addDiv(s.find(x), d, prov, orig, Var(x))
	})
}

// SetLikely records a hint that x is probably about v. Hints never affect
// Compare, only Guess and Threshold. A later hint for the same class
// replaces an earlier one.
func (s *Store) SetLikely(x Sym, v int64, prov string) error {
	if err := checkSym(x); err != nil {
		return err
	}
	if v < 0 {
		return errorf("likely value %d of %s is negative", v, x)
	}
	n0 := len(s.parent)
	s.ensure(x)
	return s.transact(n0, func() error {
		s.modify(s.find(x), func(c *classInfo) {
			c.likely, c.hasLikely, c.likelyProv = v, true, prov
		})
		return nil
	})
}

// Value returns the constant value of x when the facts fix it.
func (s *Store) Value(x Sym) (int64, bool) {
	if x < 0 || int(x) >= len(s.parent) {
		return 0, false
	}
	n, err := s.normSym(x)
	if err != nil {
		return 0, false
	}
	return n.Constant()
}

// Range returns the known range of x's class (hi == NoUpper: none). For a
// defined class it is the range stated for it, which may be looser than
// Bounds of its definition.
func (s *Store) Range(x Sym) (lo, hi int64) {
	if x < 0 || int(x) >= len(s.parent) {
		return 1, NoUpper
	}
	ci := s.info[s.find(x)]
	return ci.lo, ci.hi
}

// Mod returns e mod c when it is the same for every allowed binding: the
// normal form of e, with every monomial known to be a multiple of c (from
// its coefficient and the divisibility of its symbols) except the constant.
func (s *Store) Mod(e Expr, c int64) (int64, bool) {
	if c <= 0 || s.checkSyms(e) != nil {
		return 0, false
	}
	n, err := s.norm(e)
	if err != nil {
		return 0, false
	}
	return s.modNorm(n, c)
}

// modNorm is Mod for a normal form n and c > 0.
func (s *Store) modNorm(n Expr, c int64) (int64, bool) {
	for _, t := range n.terms {
		if len(t.Mono) == 0 {
			continue
		}
		need := c / gcd(c, t.Coef)
		for _, f := range t.Mono {
			if need == 1 {
				break
			}
			d := s.info[s.find(f.Sym)].div
			for i := int32(0); i < f.Exp && need > 1; i++ {
				g := gcd(need, d)
				if g == 1 {
					break
				}
				need /= g
			}
		}
		if need != 1 {
			return 0, false
		}
	}
	return floorMod(n.ConstTerm(), c), true
}
