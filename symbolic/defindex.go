package symbolic

import "github.com/symopt/symopt/internal/checked"

// maxMonoCandidates caps the definitions monoLo and monoHi look at per
// symbol.
const maxMonoCandidates = 32

// indexDef records that the defined class r now has normal form e. Two
// defined classes with the same normal form are equal and are merged; a
// class whose normal form is a single term c*m lends its range to the
// monomial m in bounds (S2 := S0*S1 with S2 <= 4096 bounds S0*S1).
func (s *Store) indexDef(r int32, e Expr, prov, orig string) error {
	s.modify(r, func(c *classInfo) { c.indexed = e })
	key := e.String()
	if other, ok := s.nfIdx[key]; ok {
		o := s.find(Sym(other))
		if o != r && s.info[o].def != nil {
			if n, err := s.normSym(s.info[o].rep); err == nil && n.Equal(e) {
				return s.merge(r, o, s.info[r].rep, s.info[o].rep, prov, orig, e)
			}
		}
	}
	old, had := s.nfIdx[key]
	if s.inTx {
		s.undo = append(s.undo, func() {
			if had {
				s.nfIdx[key] = old
			} else {
				delete(s.nfIdx, key)
			}
		})
	}
	s.nfIdx[key] = r
	if len(e.terms) == 1 && e.terms[0].Coef > 0 && len(e.terms[0].Mono) > 0 {
		first := e.terms[0].Mono[0].Sym
		if s.inTx {
			k := len(s.monoDefs[first])
			s.undo = append(s.undo, func() { s.monoDefs[first] = s.monoDefs[first][:k] })
		}
		s.monoDefs[first] = append(s.monoDefs[first], r)
	}
	return nil
}

// monoDefBounds narrows [lo, hi] (hiOK false: no upper bound) for monomial
// m with the ranges of defined classes whose normal form c*m2 divides m:
// m = m2*q lies in [ceil(lo2/c)*lo(q), floor(hi2/c)*hi(q)].
func (s *Store) monoDefBounds(m Monomial, lo, hi int64, hiOK bool) (int64, int64, bool) {
	for _, f := range m {
		cands := s.monoDefs[f.Sym]
		if len(cands) > maxMonoCandidates {
			cands = cands[len(cands)-maxMonoCandidates:]
		}
		for _, root := range cands {
			r := s.find(Sym(root))
			ci := s.info[r]
			if ci.def == nil || (ci.lo <= 1 && ci.hi == NoUpper) {
				continue
			}
			e, err := s.normSym(ci.rep)
			if err != nil || len(e.terms) != 1 || e.terms[0].Coef <= 0 {
				continue
			}
			c, m2 := e.terms[0].Coef, e.terms[0].Mono
			q, ok := divMono(m, m2)
			if !ok {
				continue
			}
			lo = max(lo, satMul(ceilDiv(ci.lo, c), s.monoLoBase(q)))
			if ci.hi == NoUpper {
				continue
			}
			qh, ok := s.monoHiBase(q)
			if !ok {
				continue
			}
			if h, ok := checked.Mul(floorDiv(ci.hi, c), qh); ok && (!hiOK || h < hi) {
				hi, hiOK = h, true
			}
		}
	}
	return lo, hi, hiOK
}
