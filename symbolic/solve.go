package symbolic

import (
	"fmt"
	"math"
)

// assertZero adds the fact d == 0. orig is the fact as stated by the
// caller; it names the facts involved when the new one contradicts them.
func (s *Store) assertZero(d Expr, prov string, orig string) error {
	n0, err := s.substDefs(d)
	if err != nil {
		return fmt.Errorf("symbolic: %s: %w", orig, err)
	}
	// Solve the equation before product rewriting when that yields a
	// merge or a definition: rewriting first could hide it (S2*S3 ==
	// S2*S4 gives S3 == S4 even when a rule rewrites S2*S3).
	if !n0.IsZero() {
		if _, isConst := n0.Constant(); !isConst {
			c0 := s.cancel(n0)
			_, _, ok1 := symDiff(c0)
			_, _, ok2 := eliminable(c0)
			if ok1 || ok2 {
				return s.solve(c0, prov, orig, d)
			}
		}
	}
	n, err := s.applyRules(n0)
	if err != nil {
		return fmt.Errorf("symbolic: %s: %w", orig, err)
	}
	return s.solve(n, prov, orig, d)
}

// solve records n == 0 for n in normal form: it merges two classes, defines
// one symbol, or keeps the equation as a relation.
func (s *Store) solve(n Expr, prov, orig string, about Expr) error {
	if n.IsZero() {
		return nil
	}
	if c, ok := n.Constant(); ok {
		return s.contradiction(prov, about, "%s is false: left minus right is always %d", orig, c)
	}
	n = s.cancel(n)
	if c, ok := n.Constant(); ok {
		// A single monomial: symbols are >= 1, so it is never 0.
		return s.contradiction(prov, about, "%s: reduces to a product that cannot be 0 (cancelled to %d)", orig, c)
	}
	var g int64
	for _, t := range n.terms {
		if len(t.Mono) > 0 {
			g = gcd(g, t.Coef)
		}
	}
	if k := n.ConstTerm(); k%g != 0 {
		return s.contradiction(prov, about, "%s: reduces to %s == 0, which has no integer solution", orig, n)
	}
	lb, lbOK := s.lowerBound(n)
	ub, ubOK := s.upperBound(n)
	if (lbOK && lb > 0) || (ubOK && ub < 0) {
		return s.contradiction(prov, about, "%s: reduces to %s == 0, which the known ranges exclude", orig, n)
	}
	if a, b, ok := symDiff(n); ok {
		return s.merge(s.find(a), s.find(b), a, b, prov, orig, about)
	}
	if z, e, ok := eliminable(n); ok {
		return s.define(z, e, prov, orig, about)
	}
	return s.addRelation(n, prov, orig, about)
}

// cancel divides n by the gcd of its coefficients and by the common
// monomial factor of its terms (when every symbol of it is >= 1), and makes
// the leading coefficient positive. n == 0 iff the result == 0.
func (s *Store) cancel(n Expr) Expr {
	n = s.divideCommon(n)
	if n.terms[0].Coef < 0 {
		if m, err := Neg(n); err == nil {
			n = m
		}
	}
	return n
}

// divideCommon divides non-zero n by the (positive) gcd of its coefficients
// and by the common monomial factor of its terms when every symbol of it is
// >= 1, which keeps the sign of n for every binding.
func (s *Store) divideCommon(n Expr) Expr {
	if q, ok := DivExact(n, content(n)); ok {
		n = q
	}
	common := n.terms[0].Mono
	for _, t := range n.terms[1:] {
		if len(common) == 0 {
			break
		}
		common = gcdMono(common, t.Mono)
	}
	if len(common) == 0 {
		return n
	}
	for _, f := range common {
		if s.info[s.find(f.Sym)].lo < 1 {
			return n
		}
	}
	out := make([]Term, len(n.terms))
	for i, t := range n.terms {
		m, _ := divMono(t.Mono, common)
		out[i] = Term{Coef: t.Coef, Mono: m}
	}
	return Expr{terms: out} // dividing by a monomial keeps the order
}

// symDiff recognizes n == A - B for two symbols.
func symDiff(n Expr) (a, b Sym, ok bool) {
	if len(n.terms) != 2 {
		return 0, 0, false
	}
	t0, t1 := n.terms[0], n.terms[1]
	if len(t0.Mono) != 1 || len(t1.Mono) != 1 || t0.Mono[0].Exp != 1 || t1.Mono[0].Exp != 1 {
		return 0, 0, false
	}
	if t0.Coef+t1.Coef != 0 || absI(t0.Coef) != 1 {
		return 0, 0, false
	}
	return t0.Mono[0].Sym, t1.Mono[0].Sym, true
}

// eliminable finds the newest symbol z with n == c*z + r, z not in r and c
// dividing every coefficient of r, and returns z and -r/c.
func eliminable(n Expr) (Sym, Expr, bool) {
	count := map[Sym]int{}
	for _, t := range n.terms {
		for _, f := range t.Mono {
			count[f.Sym]++
		}
	}
	best, bestIdx := Sym(-1), -1
	for i, t := range n.terms {
		if len(t.Mono) != 1 || t.Mono[0].Exp != 1 || count[t.Mono[0].Sym] != 1 {
			continue
		}
		z, c := t.Mono[0].Sym, t.Coef
		ok := true
		for j, u := range n.terms {
			if j != i && u.Coef%c != 0 {
				ok = false
				break
			}
		}
		if ok && z > best {
			best, bestIdx = z, i
		}
	}
	if bestIdx < 0 {
		return 0, Expr{}, false
	}
	c := n.terms[bestIdx].Coef

	// -(u/c) overflows only for u == MinInt64 and c == 1 or -1.
	for j, u := range n.terms {
		if j != bestIdx && u.Coef == math.MinInt64 && (c == 1 || c == -1) {
			return 0, Expr{}, false
		}
	}
	rest := make([]Term, 0, len(n.terms)-1)
	for j, u := range n.terms {
		if j != bestIdx {
			rest = append(rest, Term{Coef: -(u.Coef / c), Mono: u.Mono})
		}
	}
	if len(rest) == 0 {
		return best, Expr{}, true
	}
	return best, Expr{terms: rest}, true
}

// contradiction builds the error for fact orig (with provenance prov) that
// contradicts the facts about the symbols of about.
func (s *Store) contradiction(prov string, about Expr, format string, args ...any) error {
	provs := []string{prov}
	seen := map[string]bool{prov: true}
	addProv := func(p string) {
		if p != "" && !seen[p] {
			seen[p] = true
			provs = append(provs, p)
		}
	}
	// Visit the classes of the symbols involved and, through definitions,
	// the classes they depend on; cap the walk for huge stores.
	seenCls := map[int32]bool{}
	work := about.Syms()
	for len(work) > 0 && len(seenCls) < 64 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x < 0 || int(x) >= len(s.parent) {
			continue
		}
		r := s.find(x)
		if seenCls[r] {
			continue
		}
		seenCls[r] = true
		ci := s.info[r]
		addProv(ci.defProv)
		addProv(ci.loProv)
		addProv(ci.hiProv)
		addProv(ci.divProv)
		if ci.def != nil {
			work = append(work, ci.def.Syms()...)
		}
	}
	return &ContradictionError{Msg: fmt.Sprintf(format, args...), Provenances: provs}
}
