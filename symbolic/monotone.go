package symbolic

import "math"

// maxMonotoneSyms caps the symbols narrowMonotone looks at per definition.
const maxMonotoneSyms = 8

// narrowMonotone narrows the ranges of the symbols of e, the normal form of
// class ci, from ci's range when e is non-decreasing in every symbol (no
// negative coefficient on a non-constant term; symbols are >= 1). With the
// other symbols at their lower bounds, e(w) <= hi bounds w from above; with
// them at their upper bounds, e(w) >= lo bounds w from below. So
// S2 == S0*S1 with S2 <= 4096 and S1 >= 64 gives S0 <= 64.
func (s *Store) narrowMonotone(e Expr, ci classInfo, prov, orig string, about Expr) error {
	if ci.lo <= 1 && ci.hi == NoUpper {
		return nil
	}
	for _, t := range e.terms {
		if len(t.Mono) > 0 && t.Coef < 0 {
			return nil
		}
	}
	syms := e.Syms()
	if len(syms) > maxMonotoneSyms {
		return nil
	}
	for _, w := range syms {
		r := s.find(w)
		wlo, whi := s.info[r].lo, s.info[r].hi
		// at returns e with w = v and the others at their lower (or
		// upper) bounds, saturating at MaxInt64 on overflow.
		at := func(v int64, upper bool) int64 {
			val, err := evalFunc(e, func(y Sym) (int64, bool) {
				if y == w {
					return v, true
				}
				c := s.info[s.find(y)]
				if upper {
					return c.hi, true
				}
				return c.lo, true
			})
			if err != nil {
				return math.MaxInt64 // only overflow: every value is >= 0
			}
			return val
		}
		newHi, newLo := whi, wlo
		if ci.hi != NoUpper {
			// Largest v with e(v, others at lo) <= hi.
			if at(wlo, false) > ci.hi {
				newHi = wlo - 1 // empty: tighten reports it
			} else {
				lo, hi := wlo, whi
				if hi == NoUpper {
					hi = math.MaxInt64 - 1
				}
				for lo < hi {
					mid := lo + (hi-lo+1)/2
					if at(mid, false) <= ci.hi {
						lo = mid
					} else {
						hi = mid - 1
					}
				}
				newHi = lo
			}
		}
		if ci.lo > 1 && s.othersBounded(syms, w) {
			// Smallest v with e(v, others at hi) >= lo.
			top := whi
			if top == NoUpper {
				top = math.MaxInt64 - 1
			}
			if at(top, true) < ci.lo {
				newLo = top + 1 // empty: tighten reports it
			} else {
				lo, hi := wlo, top
				for lo < hi {
					mid := lo + (hi-lo)/2
					if at(mid, true) >= ci.lo {
						hi = mid
					} else {
						lo = mid + 1
					}
				}
				newLo = lo
			}
		}
		if newLo != wlo || newHi != whi {
			if err := s.tighten(r, newLo, newHi, prov, orig, about); err != nil {
				return err
			}
		}
	}
	return nil
}

// othersBounded reports whether every symbol of syms but w has an upper
// bound.
func (s *Store) othersBounded(syms []Sym, w Sym) bool {
	for _, y := range syms {
		if y != w && s.info[s.find(y)].hi == NoUpper {
			return false
		}
	}
	return true
}
