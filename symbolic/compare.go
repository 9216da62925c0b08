package symbolic

import (
	"fmt"
	"math"

	"github.com/symopt/symopt/internal/checked"
)

// Verdict is the outcome of comparing a with b.
type Verdict int

// Verdicts. Less means a < b for every allowed binding, LessEq a <= b, and
// so on; Unknown means nothing was proven.
const (
	Unknown Verdict = iota
	Less
	LessEq
	Equal
	GreaterEq
	Greater
)

var verdictNames = [...]string{"?", "<", "<=", "==", ">=", ">"}

// String returns "<", "<=", "==", ">=", ">" or "?".
func (v Verdict) String() string {
	if v < 0 || int(v) >= len(verdictNames) {
		return "?"
	}
	return verdictNames[v]
}

// Holds reports whether the verdict is consistent with a concrete
// difference a-b (Unknown holds always).
func (v Verdict) Holds(diff int64) bool {
	switch v {
	case Less:
		return diff < 0
	case LessEq:
		return diff <= 0
	case Equal:
		return diff == 0
	case GreaterEq:
		return diff >= 0
	case Greater:
		return diff > 0
	}
	return true
}

// Stats counts the questions a store answered.
type Stats struct {
	Compares int // calls of Compare, including those made by Guess
	Unknown  int // Compare calls that proved nothing
	Guesses  int // Guess calls that had to guess
}

// Stats returns the counters of s.
func (s *Store) Stats() Stats { return s.stats }

// Compare returns the ordering of a and b that holds for every binding of
// the symbols allowed by the facts of s, or Unknown. It normalizes a-b and
// bounds it from below and above (see lowerBound).
func (s *Store) Compare(a, b Expr) Verdict {
	s.stats.Compares++
	v := s.compare(a, b)
	if v == Unknown {
		s.stats.Unknown++
	}
	return v
}

func (s *Store) compare(a, b Expr) Verdict {
	if s.checkSyms(a) != nil || s.checkSyms(b) != nil {
		return Unknown
	}
	d, err := Sub(a, b)
	if err != nil {
		return Unknown
	}
	if d, err = s.norm(d); err != nil {
		return Unknown
	}
	if d.IsZero() {
		return Equal
	}
	// Dividing by a positive factor keeps the sign: the gcd of the
	// coefficients and the common monomial (every symbol is >= 1).
	d = s.divideCommon(d)
	lb, lbOK, ub, ubOK := s.bestBounds(d)
	switch {
	case lbOK && lb > 0:
		return Greater
	case ubOK && ub < 0:
		return Less
	case lbOK && ubOK && lb >= 0 && ub <= 0:
		return Equal
	case lbOK && lb >= 0:
		return GreaterEq
	case ubOK && ub <= 0:
		return LessEq
	}
	return Unknown
}

// Bounds returns bounds of e valid for every allowed binding; loOK and hiOK
// are false where no bound is known.
func (s *Store) Bounds(e Expr) (lo int64, loOK bool, hi int64, hiOK bool, err error) {
	if err := s.checkSyms(e); err != nil {
		return 0, false, 0, false, err
	}
	n, err := s.norm(e)
	if err != nil {
		return 0, false, 0, false, err
	}
	lo, loOK, hi, hiOK = s.bestBounds(n)
	return lo, loOK, hi, hiOK, nil
}

// bestBounds bounds the normal form d and the forms obtained by rewriting
// it once against the product equalities (S2*S3 back to S0*S1), which are
// all equal to d, each also with the inequalities (ineqBound), and keeps
// the tightest bounds.
func (s *Store) bestBounds(d Expr) (lb int64, lbOK bool, ub int64, ubOK bool) {
	lb, lbOK = s.lowerBound(d)
	ub, ubOK = s.upperBound(d)
	if (lbOK && lb > 0) || (ubOK && ub < 0) {
		return
	}
	forms := append([]Expr{d}, s.reverseForms(d)...)
	for i, alt := range forms {
		if i > 0 {
			if l, ok := s.lowerBound(alt); ok && (!lbOK || l > lb) {
				lb, lbOK = l, true
			}
			if u, ok := s.upperBound(alt); ok && (!ubOK || u < ub) {
				ub, ubOK = u, true
			}
		}
		if l, ok := s.ineqBound(alt); ok && (!lbOK || l > lb) {
			lb, lbOK = l, true
		}
		if neg, err := Neg(alt); err == nil {
			if l, ok := s.ineqBound(neg); ok && l != math.MinInt64 && (!ubOK || -l < ub) {
				ub, ubOK = -l, true
			}
		}
	}
	return
}

// maxReverseForms caps the alternatives tried by bestBounds.
const maxReverseForms = 8

// reverseForms returns d with, for each applicable product equality
// c1*m1 == c2*m2, every term divisible by c2*m2 rewritten to the c1*m1
// side.
func (s *Store) reverseForms(d Expr) []Expr {
	var out []Expr
	seen := map[int32]bool{}
	for _, t := range d.terms {
		for _, f := range t.Mono {
			for _, id := range s.rulesRev[f.Sym] {
				if seen[id] || s.rels[id].dead || len(out) >= maxReverseForms {
					continue
				}
				seen[id] = true
				if alt, ok := s.reverseRule(d, id); ok {
					out = append(out, alt)
				}
			}
		}
	}
	return out
}

func (s *Store) reverseRule(d Expr, id int32) (Expr, bool) {
	rel := s.rels[id]
	c1, m1 := rel.d.terms[0].Coef, rel.d.terms[0].Mono
	c2, m2 := -rel.d.terms[1].Coef, rel.d.terms[1].Mono
	var acc accum
	changed := false
	for _, t := range d.terms {
		q, ok := divMono(t.Mono, m2)
		if ok && t.Coef%c2 == 0 {
			if c, ok := checked.Mul(t.Coef/c2, c1); ok {
				if acc.add(c, mulMono(q, m1)) != nil {
					return Expr{}, false
				}
				changed = true
				continue
			}
		}
		if acc.add(t.Coef, t.Mono) != nil {
			return Expr{}, false
		}
	}
	return acc.expr(), changed
}

// String prints the counters, e.g. "120 comparisons, 7 unproven, 5 guessed".
func (st Stats) String() string {
	return fmt.Sprintf("%d comparisons, %d unproven, %d guessed", st.Compares, st.Unknown, st.Guesses)
}
