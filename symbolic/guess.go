package symbolic

import (
	"errors"
	"fmt"
)

// DefaultLikely is the value Guess and Threshold give a symbol without a
// likely value, clamped into the symbol's range.
const DefaultLikely = 1024

// likelyValue returns the value a free class is guessed to have: its
// likely value, or DefaultLikely, clamped into its range.
func (s *Store) likelyValue(x Sym) int64 {
	ci := s.info[s.find(x)]
	v := int64(DefaultLikely)
	if ci.hasLikely {
		v = ci.likely
	}
	v = max(v, ci.lo)
	v = min(v, ci.hi)
	if ci.div > 1 && v%ci.div != 0 {
		if up := ceilDiv(v, ci.div) * ci.div; up <= ci.hi {
			v = up
		} else {
			v = floorDiv(v, ci.div) * ci.div
		}
	}
	return v
}

// Guess returns Compare(a, b) when it is proven. Otherwise it evaluates
// both normal forms with every free symbol at its likely value (see
// likelyValue) and returns Less, Equal or Greater from the two numbers; it
// returns Unknown only when an evaluation overflows. Guesses are counted in
// Stats.
func (s *Store) Guess(a, b Expr) Verdict {
	if v := s.Compare(a, b); v != Unknown {
		return v
	}
	s.stats.Guesses++
	va, err1 := s.EvalLikely(a)
	vb, err2 := s.EvalLikely(b)
	switch {
	case err1 != nil || err2 != nil:
		return Unknown
	case va < vb:
		return Less
	case va > vb:
		return Greater
	}
	return Equal
}

// EvalLikely evaluates e with every free symbol at its likely value.
func (s *Store) EvalLikely(e Expr) (int64, error) {
	if err := s.checkSyms(e); err != nil {
		return 0, err
	}
	n, err := s.norm(e)
	if err != nil {
		return 0, err
	}
	return evalFunc(n, func(x Sym) (int64, bool) { return s.likelyValue(x), true })
}

// Threshold returns the smallest value v of symbol x, within x's range,
// for which e (a byte count, say) exceeds limit, with every other free
// symbol at its likely value. found is false when e stays <= limit over
// the whole range. e must be non-decreasing in x: after the other symbols
// are fixed, every coefficient of a term with x must be >= 0.
func (s *Store) Threshold(e Expr, limit int64, x Sym) (v int64, found bool, err error) {
	return s.ThresholdWith(e, limit, x, nil)
}

// ThresholdWith is Threshold with the symbols of fixed (representatives or
// not) at the given values instead of their likely values, e.g. at their
// upper bounds for a worst case.
func (s *Store) ThresholdWith(e Expr, limit int64, x Sym, fixed map[Sym]int64) (v int64, found bool, err error) {
	if err := checkSym(x); err != nil {
		return 0, false, err
	}
	if err := s.checkSyms(e); err != nil {
		return 0, false, err
	}
	s.ensure(x)
	n, err := s.norm(e)
	if err != nil {
		return 0, false, err
	}
	xn, err := s.normSym(x)
	if err != nil {
		return 0, false, err
	}
	free, ok := xn.AsSym()
	if !ok {
		return 0, false, errorf("%s is not a free symbol: it equals %s", x, xn)
	}
	vals := map[Sym]int64{}
	for y, val := range fixed {
		if y >= 0 && int(y) < len(s.parent) {
			vals[s.info[s.find(y)].rep] = val
		}
	}
	p, err := SubstituteFunc(n, func(y Sym) (Expr, bool) {
		if y == free {
			return Expr{}, false
		}
		if val, ok := vals[y]; ok {
			return Const(val), true
		}
		return Const(s.likelyValue(y)), true
	})
	if err != nil {
		return 0, false, err
	}
	for _, t := range p.terms {
		if len(t.Mono) > 0 && t.Coef < 0 {
			return 0, false, errorf("%s is not non-decreasing in %s", p, x)
		}
	}
	exceeds := func(v int64) (bool, error) {
		r, err := Eval(p, map[Sym]int64{free: v})
		if errors.Is(err, ErrOverflow) {
			return true, nil // only positive terms grow: the value is huge
		}
		if err != nil {
			return false, fmt.Errorf("symbolic: threshold: %w", err)
		}
		return r > limit, nil
	}
	lo, hi := s.Range(free)
	if ok, err := exceeds(hi); err != nil || !ok {
		return 0, false, err
	}
	for lo < hi { // invariant: exceeds(hi)
		mid := lo + (hi-lo)/2
		ok, err := exceeds(mid)
		if err != nil {
			return 0, false, err
		}
		if ok {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return hi, true, nil
}
