package symbolic

import (
	"fmt"
	"math"

	"github.com/symopt/symopt/internal/checked"
)

// define makes the free class of z equal to e (a normal form without z).
func (s *Store) define(z Sym, e Expr, prov, orig string, about Expr) error {
	r := s.find(z)
	ci := s.info[r]
	s.modify(r, func(c *classInfo) {
		c.def = &e
		c.defProv = prov
	})
	s.bump()
	for _, x := range e.Syms() {
		s.addUser(x, userClass(r))
	}
	s.requeue(ci.rep)
	if err := s.constrain(e, ci, prov, orig, about); err != nil {
		return err
	}
	en, err := s.applyRules(e)
	if err != nil {
		return err
	}
	if !en.Equal(e) {
		// The normal form is what later changes must be noticed in.
		for _, x := range en.Syms() {
			s.addUser(x, userClass(r))
		}
	}
	if err := s.indexDef(s.find(z), en, prov, orig); err != nil {
		return err
	}
	if v, ok := e.Constant(); ok {
		s.modify(r, func(c *classInfo) {
			if c.lo != v {
				c.lo, c.loProv = v, prov
			}
			if c.hi != v {
				c.hi, c.hiProv = v, prov
			}
		})
	}
	return nil
}

// constrain applies the range and divisibility of class ci to e, the normal
// form of its value: a constant is checked, an affine function of a single
// symbol narrows that symbol's range, anything else is checked against the
// bounds of e.
func (s *Store) constrain(e Expr, ci classInfo, prov, orig string, about Expr) error {
	if v, ok := e.Constant(); ok {
		if v < ci.lo || v > ci.hi {
			return s.contradiction(prov, about, "%s: %s would be %d, outside [%d, %s]", orig, ci.rep, v, ci.lo, hiString(ci.hi))
		}
		if v%ci.div != 0 {
			return s.contradiction(prov, about, "%s: %s would be %d, not a multiple of %d", orig, ci.rep, v, ci.div)
		}
		return nil
	}
	if ci.lo == ci.hi {
		// The class is a constant: so is its definition.
		d, err := Sub(e, Const(ci.lo))
		if err != nil {
			return fmt.Errorf("symbolic: %s: %w", orig, err)
		}
		return s.assertZero(d, prov, orig)
	}
	if err := s.constrainDiv(e, ci, prov, orig, about); err != nil {
		return err
	}
	if w, a, b, ok := affine(e); ok {
		lo, hi, ok := invertRange(a, b, ci.lo, ci.hi)
		if ok {
			return s.tighten(s.find(w), lo, hi, prov, orig, about)
		}
		return nil
	}
	lb, lbOK := s.lowerBound(e)
	ub, ubOK := s.upperBound(e)
	if (ubOK && ub < ci.lo) || (lbOK && lb > ci.hi) {
		return s.contradiction(prov, about, "%s: %s = %s cannot lie in [%d, %s]", orig, ci.rep, e, ci.lo, hiString(ci.hi))
	}
	return s.narrowMonotone(e, ci, prov, orig, about)
}

// constrainDiv applies the divisor of class ci to e, its non-constant
// normal form: a*w + b is a multiple of d only if gcd(a, d) divides b, and
// when d divides b, w is a multiple of d/gcd(a, d). A residue of e known
// from divisibility facts must be 0.
func (s *Store) constrainDiv(e Expr, ci classInfo, prov, orig string, about Expr) error {
	d := ci.div
	if d == 1 {
		return nil
	}
	if r, ok := s.modNorm(e, d); ok && r != 0 {
		return s.contradiction(prov, about, "%s: %s = %s is %d mod %d, not a multiple of %d", orig, ci.rep, e, r, d, d)
	}
	if w, a, b, ok := affine(e); ok {
		g := gcd(a, d)
		if b%g != 0 {
			return s.contradiction(prov, about, "%s: %s = %s is never a multiple of %d", orig, ci.rep, e, d)
		}
		if b%d == 0 {
			return s.addDiv(s.find(w), d/g, prov, orig, about)
		}
		return nil
	}
	return nil
}

// addDiv makes the class r a multiple of d.
func (s *Store) addDiv(r int32, d int64, prov, orig string, about Expr) error {
	ci := s.info[r]
	l, ok := lcm(ci.div, d)
	if !ok {
		return s.contradiction(prov, about, "%s: divisors %d and %d of %s have no int64 multiple", orig, ci.div, d, ci.rep)
	}
	if l == ci.div {
		return nil
	}
	s.modify(r, func(c *classInfo) { c.div, c.divProv = l, prov })
	if err := s.tighten(r, ci.lo, ci.hi, prov, orig, about); err != nil {
		return err
	}
	if s.info[r].def == nil {
		return nil
	}
	e, err := s.normSym(ci.rep)
	if err != nil {
		return err
	}
	return s.constrain(e, s.info[r], prov, orig, about)
}

// affine recognizes e == a*w + b with a != 0.
func affine(e Expr) (w Sym, a, b int64, ok bool) {
	if len(e.terms) == 0 || len(e.terms) > 2 {
		return 0, 0, 0, false
	}
	t := e.terms[0]
	if len(t.Mono) != 1 || t.Mono[0].Exp != 1 {
		return 0, 0, 0, false
	}
	if len(e.terms) == 2 && len(e.terms[1].Mono) != 0 {
		return 0, 0, 0, false
	}
	return t.Mono[0].Sym, t.Coef, e.ConstTerm(), true
}

// invertRange returns the range of w such that a*w+b lies in [lo, hi]
// (hi == NoUpper: unbounded). ok is false when it cannot be computed
// without overflow.
func invertRange(a, b, lo, hi int64) (wlo, whi int64, ok bool) {
	wlo, whi = 0, NoUpper
	if a == math.MinInt64 {
		return 0, 0, false
	}
	l, ok1 := checked.Sub(lo, b)
	if !ok1 {
		return 0, 0, false
	}
	var h int64
	if hi != NoUpper {
		var ok2 bool
		if h, ok2 = checked.Sub(hi, b); !ok2 {
			return 0, 0, false
		}
	}
	if a > 0 {
		wlo = ceilDiv(l, a)
		if hi != NoUpper {
			whi = floorDiv(h, a)
		}
		return wlo, whi, true
	}
	// a < 0: a*w >= l  <=>  w <= -l/-a, and a*w <= h  <=>  w >= -h/-a.
	if l == math.MinInt64 || (hi != NoUpper && h == math.MinInt64) {
		return 0, 0, false
	}
	whi = floorDiv(-l, -a)
	if hi != NoUpper {
		wlo = ceilDiv(-h, -a)
	}
	return wlo, whi, true
}

// tighten intersects the range of the free class r with [lo, hi].
func (s *Store) tighten(r int32, lo, hi int64, prov, orig string, about Expr) error {
	ci := s.info[r]
	nlo, nhi := roundRange(max(ci.lo, lo), min(ci.hi, hi), ci.div)
	if nlo == ci.lo && nhi == ci.hi {
		return nil
	}
	if max(ci.lo, lo) <= min(ci.hi, hi) && nlo > nhi {
		return s.contradiction(prov, about, "%s: no multiple of %d for %s in [%d, %s]", orig, ci.div, ci.rep, max(ci.lo, lo), hiString(min(ci.hi, hi)))
	}
	if nlo > nhi {
		return s.contradiction(prov, about, "%s: %s must lie in [%d, %s] and in [%d, %s]", orig, ci.rep, ci.lo, hiString(ci.hi), lo, hiString(hi))
	}
	s.modify(r, func(c *classInfo) {
		if nlo != c.lo {
			c.lo, c.loProv = nlo, prov
		}
		if nhi != c.hi {
			c.hi, c.hiProv = nhi, prov
		}
	})
	s.bump()
	if ci.def == nil {
		// Definitions over this symbol may narrow further ranges.
		s.requeue(ci.rep)
	}
	if ci.def != nil {
		e, err := s.normSym(ci.rep)
		if err != nil {
			return err
		}
		return s.constrain(e, s.info[r], prov, orig, about)
	}
	if nlo == nhi {
		return s.define(ci.rep, Const(nlo), prov, orig, about)
	}
	return nil
}

// roundRange narrows [lo, hi] to the multiples of div at its ends.
func roundRange(lo, hi, div int64) (int64, int64) {
	lo = ceilDiv(lo, div) * div
	if hi != NoUpper {
		hi = floorDiv(hi, div) * div
	}
	return lo, hi
}

func hiString(hi int64) string {
	if hi == NoUpper {
		return "max"
	}
	return fmt.Sprint(hi)
}
