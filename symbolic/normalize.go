package symbolic

import (
	"fmt"

	"github.com/symopt/symopt/internal/checked"
)

// maxRewrites bounds the passes of product-equality rewriting in one
// normalization; rewriting terminates anyway (it follows a monomial order),
// this only caps the cost.
const maxRewrites = 64

// Simplify returns the normal form of e under the store: every symbol is
// replaced by its class representative or its definition (constants,
// affine and polynomial equalities), then product equalities rewrite
// monomials to the smaller side. Expressions known equal by the facts
// usually simplify to the same Expr; the rewriting is not complete for
// interacting product equalities.
func (s *Store) Simplify(e Expr) (Expr, error) {
	if err := s.checkSyms(e); err != nil {
		return Expr{}, err
	}
	return s.norm(e)
}

func (s *Store) norm(e Expr) (Expr, error) {
	out, err := s.substDefs(e)
	if err != nil {
		return Expr{}, err
	}
	return s.applyRules(out)
}

// substDefs replaces every symbol of e by its normal form.
func (s *Store) substDefs(e Expr) (Expr, error) {
	s.ensureExpr(e)
	out, err := SubstituteFunc(e, func(x Sym) (Expr, bool) {
		n, err := s.normSym(x)
		if err != nil {
			return Expr{}, false
		}
		if y, ok := n.AsSym(); ok && y == x {
			return Expr{}, false
		}
		return n, true
	})
	if err != nil {
		return Expr{}, err
	}
	for _, x := range out.Syms() {
		// A failed normSym above left x in place; report its error.
		if _, err := s.normSym(x); err != nil {
			return Expr{}, err
		}
	}
	return out, nil
}

// normSym returns the normal form of symbol x.
func (s *Store) normSym(x Sym) (Expr, error) {
	r := s.find(x)
	ci := &s.info[r]
	if ci.def == nil {
		return s.Var(ci.rep), nil
	}
	if ci.normOK && ci.normGen == s.gen {
		return ci.norm, nil
	}
	n, err := s.norm(*ci.def)
	if err != nil {
		return Expr{}, err
	}
	ci = &s.info[r]
	ci.norm, ci.normGen, ci.normOK = n, s.gen, true
	return n, nil
}

// addRelation keeps n == 0 (normal form, cancelled) as a relation. A
// binomial c1*m1 - c2*m2 becomes a rewrite rule c1*m1 -> c2*m2.
func (s *Store) addRelation(n Expr, prov, orig string, about Expr) error {
	id := int32(len(s.rels))
	rule := len(n.terms) == 2 && n.terms[0].Coef > 0 && n.terms[1].Coef < 0
	if s.inTx {
		s.undo = append(s.undo, func() { s.rels = s.rels[:id] })
	}
	s.rels = append(s.rels, relation{d: n, prov: prov, rule: rule})
	for _, x := range n.Syms() {
		s.addUser(x, id)
	}
	if !rule {
		return nil
	}
	lead := n.terms[0].Mono[0].Sym
	if s.inTx {
		k := len(s.rules[lead])
		s.undo = append(s.undo, func() { s.rules[lead] = s.rules[lead][:k] })
	}
	s.rules[lead] = append(s.rules[lead], id)
	// Normal forms with a multiple of the left side change: re-index the
	// definitions that mention its symbols.
	for _, f := range n.terms[0].Mono {
		s.requeue(f.Sym)
	}
	if m2 := n.terms[1].Mono; len(m2) > 0 {
		first := m2[0].Sym
		if s.inTx {
			k := len(s.rulesRev[first])
			s.undo = append(s.undo, func() { s.rulesRev[first] = s.rulesRev[first][:k] })
		}
		s.rulesRev[first] = append(s.rulesRev[first], id)
	}
	s.bump()
	return s.boundProduct(n, prov, orig, about)
}

// boundProduct derives ranges from c1*m1 == c2 with a constant right side:
// a single power is solved exactly; otherwise every symbol of m1 is at most
// c2/c1 (the other factors are >= 1).
func (s *Store) boundProduct(n Expr, prov, orig string, about Expr) error {
	if len(n.terms[1].Mono) != 0 {
		return nil
	}
	c1, c2 := n.terms[0].Coef, -n.terms[1].Coef
	m := n.terms[0].Mono
	if c2%c1 != 0 {
		return s.contradiction(prov, about, "%s: %d is not a multiple of %d", orig, c2, c1)
	}
	v := c2 / c1
	if len(m) == 1 {
		r, ok := intRoot(v, m[0].Exp)
		if !ok {
			return s.contradiction(prov, about, "%s: %d is not a %d-th power", orig, v, m[0].Exp)
		}
		return s.assertZero(Expr{terms: []Term{{Coef: 1, Mono: Monomial{{Sym: m[0].Sym, Exp: 1}}}, {Coef: -r}}}, prov, orig)
	}
	for _, f := range m {
		if s.info[s.find(f.Sym)].lo < 1 {
			return nil
		}
	}
	for _, f := range m {
		if err := s.tighten(s.find(f.Sym), 0, v, prov, orig, about); err != nil {
			return err
		}
	}
	return nil
}

// intRoot returns r >= 0 with r^e == v, if there is one.
func intRoot(v int64, e int32) (int64, bool) {
	if v < 0 {
		return 0, false
	}
	lo, hi := int64(0), v
	for lo <= hi {
		mid := lo + (hi-lo)/2
		p, ok := powInt(mid, e)
		switch {
		case ok && p == v:
			return mid, true
		case !ok || p > v:
			hi = mid - 1
		default:
			lo = mid + 1
		}
	}
	return 0, false
}

// applyRules rewrites monomials of e with the product equalities.
func (s *Store) applyRules(e Expr) (Expr, error) {
	if len(s.rules) == 0 {
		return e, nil
	}
	for pass := 0; pass < maxRewrites; pass++ {
		changed := false
		var acc accum
		for _, t := range e.terms {
			c, m, ok, err := s.rewriteTerm(t)
			if err != nil {
				return Expr{}, err
			}
			changed = changed || ok
			if err := acc.add(c, m); err != nil {
				return Expr{}, err
			}
		}
		if !changed {
			return e, nil
		}
		e = acc.expr()
	}
	return e, nil
}

// rewriteTerm applies the first matching rule to t.
func (s *Store) rewriteTerm(t Term) (int64, Monomial, bool, error) {
	for _, f := range t.Mono {
		for _, id := range s.rules[f.Sym] {
			rel := &s.rels[id]
			if rel.dead {
				continue
			}
			c1, m1 := rel.d.terms[0].Coef, rel.d.terms[0].Mono
			c2, m2 := -rel.d.terms[1].Coef, rel.d.terms[1].Mono
			if t.Coef%c1 != 0 || !s.allFree(m2) {
				// A rule mentioning a symbol defined or merged since is
				// stale until propagation re-normalizes it.
				continue
			}
			q, ok := divMono(t.Mono, m1)
			if !ok {
				continue
			}
			c, ok := checked.Mul(t.Coef/c1, c2)
			if !ok {
				return 0, nil, false, fmt.Errorf("symbolic: rewriting %s: %w", rel.d, ErrOverflow)
			}
			return c, mulMono(q, m2), true, nil
		}
	}
	return t.Coef, t.Mono, false, nil
}

// allFree reports whether every symbol of m is the representative of a free
// class.
func (s *Store) allFree(m Monomial) bool {
	for _, f := range m {
		r := s.find(f.Sym)
		if s.info[r].def != nil || s.info[r].rep != f.Sym {
			return false
		}
	}
	return true
}
