package symbolic

import "fmt"

// maxIneqCandidates caps the inequalities Compare tries per bound.
const maxIneqCandidates = 16

// AddLE records lhs <= rhs, e.g. a slice result dim is at most the sliced
// dim. A symbol against a constant is a range; a difference that is affine
// in one symbol narrows that symbol's range; anything else is kept as an
// inequality that Compare uses (S1 <= S0 proves 4*S1 <= 4*S0).
func (s *Store) AddLE(lhs, rhs Expr, prov string) error {
	if err := s.checkSyms(lhs); err != nil {
		return err
	}
	if err := s.checkSyms(rhs); err != nil {
		return err
	}
	n0 := len(s.parent)
	s.ensureExpr(lhs)
	s.ensureExpr(rhs)
	orig := lhs.String() + " <= " + rhs.String()
	d, err := Sub(rhs, lhs)
	if err != nil {
		return fmt.Errorf("symbolic: %s: %w", orig, err)
	}
	return s.transact(n0, func() error { return s.addIneq(d, prov, orig) })
}

// addIneq records d >= 0.
func (s *Store) addIneq(d Expr, prov, orig string) error {
	n, err := s.norm(d)
	if err != nil {
		return fmt.Errorf("symbolic: %s: %w", orig, err)
	}
	if c, ok := n.Constant(); ok {
		if c < 0 {
			return s.contradiction(prov, d, "%s is false: right minus left is always %d", orig, c)
		}
		return nil
	}
	n = s.divideCommon(n)
	if c, ok := n.Constant(); ok { // a single term: c times a positive monomial
		if c < 0 {
			return s.contradiction(prov, d, "%s is false: right minus left is always negative", orig)
		}
		return nil
	}
	if ub, ok := s.upperBound(n); ok && ub < 0 {
		return s.contradiction(prov, d, "%s: the known ranges exclude it", orig)
	}
	if w, a, b, ok := affine(n); ok && a != -1<<63 {
		// a*w + b >= 0
		if a > 0 {
			return s.tighten(s.find(w), ceilDiv(-b, a), NoUpper, prov, orig, d)
		}
		return s.tighten(s.find(w), 0, floorDiv(b, -a), prov, orig, d)
	}
	id := int32(len(s.rels))
	if s.inTx {
		s.undo = append(s.undo, func() { s.rels = s.rels[:id] })
	}
	s.rels = append(s.rels, relation{d: n, prov: prov, ineq: true})
	for _, x := range n.Syms() {
		s.addUser(x, id)
		if s.inTx {
			k := len(s.ineqs[x])
			s.undo = append(s.undo, func() { s.ineqs[x] = s.ineqs[x][:k] })
		}
		s.ineqs[x] = append(s.ineqs[x], id)
	}
	return nil
}

// processIneq re-normalizes inequality u after a change of its symbols.
func (s *Store) processIneq(u int32) error {
	rel := s.rels[u]
	n, err := s.substDefs(rel.d)
	if err != nil {
		return err
	}
	if n.Equal(rel.d) {
		if ub, ok := s.upperBound(n); ok && ub < 0 {
			return s.contradiction(rel.prov, n, "%s >= 0: the known ranges exclude it", n)
		}
		return nil
	}
	s.killRelation(u)
	return s.addIneq(rel.d, rel.prov, rel.d.String()+" >= 0")
}

// ineqBound returns a lower bound of d using the inequalities g >= 0 over
// its symbols: d >= d - c*q*g for c >= 0 and a monomial q, where c*q*g
// cancels a negative term of d with a negative term of g.
func (s *Store) ineqBound(d Expr) (int64, bool) {
	best, bestOK := int64(0), false
	tried := 0
	seen := map[int32]bool{}
	if len(s.ineqs) == 0 {
		return 0, false
	}
	for _, x := range d.Syms() {
		for _, id := range s.ineqs[x] {
			if seen[id] || s.rels[id].dead || tried >= maxIneqCandidates {
				continue
			}
			seen[id] = true
			tried++
			g := s.rels[id].d
			for _, td := range d.terms {
				if td.Coef >= 0 {
					continue
				}
				for _, tg := range g.terms {
					if tg.Coef >= 0 {
						continue
					}
					q, ok := divMono(td.Mono, tg.Mono)
					if !ok {
						continue
					}
					c := ceilDiv(-td.Coef, -tg.Coef)
					cqg, err := Mul(g, Expr{terms: []Term{{Coef: c, Mono: q}}})
					if err != nil {
						continue
					}
					alt, err := Sub(d, cqg)
					if err != nil {
						continue
					}
					if lb, ok := s.lowerBound(alt); ok && (!bestOK || lb > best) {
						best, bestOK = lb, true
					}
				}
			}
		}
	}
	return best, bestOK
}
