package symbolic

import (
	"math"
	"sort"

	"github.com/symopt/symopt/internal/checked"
)

// lowerBound returns a lower bound of n (a normal form, so its symbols are
// free classes) valid for every binding allowed by the store; ok is false
// when none is known. All symbols are >= 0, so a monomial lies between its
// value at the lower bounds and at the upper bounds. Each negative term
// -c*m is first covered by positive terms d*M with m | M: since
// M/m >= lo(M/m), k*M - c*m >= (k*lo(M/m) - c)*m for k with
// k*lo(M/m) >= c. What no positive term covers is bounded with the upper
// bounds of its symbols.
func (s *Store) lowerBound(n Expr) (int64, bool) {
	lb, ok := s.coverBound(n)
	// A positive term may cover several negative ones, each needing only
	// a fraction of it; scaling n by the lcm of the factors lo(M/m) makes
	// those fractions whole (n >= lb' / k as n is an integer).
	if k := s.coverScale(n); k > 1 {
		if scaled, err := Scale(n, k); err == nil {
			if lbk, okk := s.coverBound(scaled); okk {
				lbk = ceilDiv(lbk, k)
				if !ok || lbk > lb {
					lb, ok = lbk, true
				}
			}
		}
	}
	return lb, ok
}

// maxCoverScale caps the scale factor of coverScale.
const maxCoverScale = 1 << 16

// coverScale returns the lcm of lo(M/m) over negative terms m and positive
// multiples M, capped.
func (s *Store) coverScale(n Expr) int64 {
	k := int64(1)
	for _, neg := range n.terms {
		if neg.Coef >= 0 {
			continue
		}
		for _, p := range n.terms {
			if p.Coef <= 0 {
				continue
			}
			q, ok := divMono(p.Mono, neg.Mono)
			if !ok {
				continue
			}
			if lq := s.monoLo(q); lq > 1 && lq < maxCoverScale {
				if l, ok := lcm(k, lq); ok && l <= maxCoverScale {
					k = l
				}
			}
		}
	}
	return k
}

// coverBound is the covering argument of lowerBound for n as given.
func (s *Store) coverBound(n Expr) (int64, bool) {
	type pos struct {
		rem  int64
		mono Monomial
	}
	var ps []pos
	for _, t := range n.terms {
		if t.Coef > 0 {
			ps = append(ps, pos{t.Coef, t.Mono})
		}
	}
	// Cover with the lowest-degree multiples first.
	sort.SliceStable(ps, func(i, j int) bool { return ps[i].mono.Degree() < ps[j].mono.Degree() })
	var posSum, negSum int64
	for _, t := range n.terms {
		if t.Coef > 0 {
			continue
		}
		if t.Coef == math.MinInt64 {
			return 0, false
		}
		c := -t.Coef
		for i := range ps {
			p := &ps[i]
			if c == 0 {
				break
			}
			if p.rem == 0 {
				continue
			}
			q, ok := divMono(p.mono, t.Mono)
			if !ok {
				continue
			}
			lq := s.monoLo(q)
			if lq == 0 {
				continue
			}
			k := ceilDiv(c, lq)
			if p.rem >= k {
				slack, ok := checked.Mul(k, lq)
				if ok {
					posSum = satAdd(posSum, satMul(slack-c, s.monoLo(t.Mono)))
				}
				p.rem -= k
				c = 0
				break
			}
			covered, ok := checked.Mul(p.rem, lq)
			if !ok { // cannot happen: p.rem*lq < c
				return 0, false
			}
			c -= covered
			p.rem = 0
		}
		if c == 0 {
			continue
		}
		h, ok := s.monoHi(t.Mono)
		if !ok {
			return 0, false
		}
		v, ok := checked.Mul(c, h)
		if !ok {
			return 0, false
		}
		if negSum, ok = checked.Add(negSum, v); !ok {
			return 0, false
		}
	}
	for _, p := range ps {
		posSum = satAdd(posSum, satMul(p.rem, s.monoLo(p.mono)))
	}
	return posSum - negSum, true
}

// upperBound returns an upper bound of n, like lowerBound.
func (s *Store) upperBound(n Expr) (int64, bool) {
	m, err := Neg(n)
	if err != nil {
		return 0, false
	}
	lb, ok := s.lowerBound(m)
	if !ok || lb == math.MinInt64 {
		return 0, false
	}
	return -lb, true
}

// monoLo returns a lower bound of monomial m, saturated at MaxInt64 (still
// a valid lower bound).
func (s *Store) monoLo(m Monomial) int64 {
	lo := s.monoLoBase(m)
	if len(s.monoDefs) > 0 && len(m) > 0 {
		hi, hiOK := s.monoHiBase(m)
		lo, _, _ = s.monoDefBounds(m, lo, hi, hiOK)
	}
	return lo
}

// monoHi returns an upper bound of monomial m; ok is false when none is
// known or it overflows.
func (s *Store) monoHi(m Monomial) (int64, bool) {
	hi, ok := s.monoHiBase(m)
	if len(s.monoDefs) > 0 && len(m) > 0 {
		_, hi, ok = s.monoDefBounds(m, 1, hi, ok)
	}
	return hi, ok
}

// monoLoBase returns the value of m at the lower bounds of its symbols,
// saturated at MaxInt64.
func (s *Store) monoLoBase(m Monomial) int64 {
	v := int64(1)
	for _, f := range m {
		p, ok := powInt(s.info[s.find(f.Sym)].lo, f.Exp)
		if !ok {
			return math.MaxInt64
		}
		v = satMul(v, p)
	}
	return v
}

// monoHiBase returns the value of m at the upper bounds of its symbols; ok
// is false when a symbol has none or the value overflows.
func (s *Store) monoHiBase(m Monomial) (int64, bool) {
	v := int64(1)
	for _, f := range m {
		hi := s.info[s.find(f.Sym)].hi
		if hi == NoUpper {
			return 0, false
		}
		p, ok := powInt(hi, f.Exp)
		if !ok {
			return 0, false
		}
		if v, ok = checked.Mul(v, p); !ok {
			return 0, false
		}
	}
	return v, true
}

// satAdd and satMul work on non-negative values, saturating at MaxInt64.
func satAdd(a, b int64) int64 {
	if v, ok := checked.Add(a, b); ok {
		return v
	}
	return math.MaxInt64
}

func satMul(a, b int64) int64 {
	if v, ok := checked.Mul(a, b); ok {
		return v
	}
	return math.MaxInt64
}
