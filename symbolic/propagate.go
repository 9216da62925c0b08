package symbolic

import "math"

// requeue schedules every user of symbol x for re-normalization.
func (s *Store) requeue(x Sym) {
	for _, u := range s.users[x] {
		if !s.queued[u] {
			s.queued[u] = true
			s.queue = append(s.queue, u)
		}
	}
}

// drain re-normalizes queued relations and defined classes until nothing
// changes.
func (s *Store) drain() error {
	for len(s.queue) > 0 {
		u := s.queue[len(s.queue)-1]
		s.queue = s.queue[:len(s.queue)-1]
		delete(s.queued, u)
		if err := s.process(u); err != nil {
			return err
		}
	}
	return nil
}

func (s *Store) process(u int32) error {
	if u < 0 {
		r := s.find(Sym(-u - 1))
		ci := s.info[r]
		if ci.def == nil {
			return nil
		}
		e, err := s.normSym(ci.rep)
		if err != nil {
			return err
		}
		orig := "definition of " + ci.rep.String()
		if y, ok := e.AsSym(); ok {
			// The definition became another symbol: merge the classes.
			return s.merge(r, s.find(y), ci.rep, y, ci.defProv, orig, e)
		}
		if err := s.constrain(e, ci, ci.defProv, orig, e); err != nil {
			return err
		}
		r = s.find(ci.rep)
		if s.info[r].def == nil || e.Equal(s.info[r].indexed) {
			return nil // only ranges changed
		}
		for _, x := range e.Syms() {
			s.addUser(x, userClass(r))
		}
		return s.indexDef(r, e, ci.defProv, orig)
	}
	rel := s.rels[u]
	if rel.dead {
		return nil
	}
	if rel.ineq {
		return s.processIneq(u)
	}
	// A rule must not rewrite itself away: take it out first.
	s.killRelation(u)
	n, err := s.substDefs(rel.d)
	if err != nil {
		return err
	}
	if n.Equal(rel.d) {
		s.reviveRelation(u)
		// Ranges of its symbols may have changed.
		lb, lbOK := s.lowerBound(n)
		ub, ubOK := s.upperBound(n)
		if (lbOK && lb > 0) || (ubOK && ub < 0) {
			return s.contradiction(rel.prov, n, "%s: the known ranges exclude it", relString(n))
		}
		return nil
	}
	return s.assertZero(rel.d, rel.prov, relString(rel.d))
}

func (s *Store) reviveRelation(u int32) {
	if s.inTx {
		s.undo = append(s.undo, func() { s.rels[u].dead = true })
	}
	s.rels[u].dead = false
	if s.rels[u].rule {
		s.bump()
	}
}

func (s *Store) killRelation(u int32) {
	if s.inTx {
		s.undo = append(s.undo, func() { s.rels[u].dead = false })
	}
	s.rels[u].dead = true
	if s.rels[u].rule {
		s.bump()
	}
}

// relString prints d == 0 as "positive terms == negated negative terms".
func relString(d Expr) string {
	l, r := splitSides(d)
	return l.String() + " == " + r.String()
}

// splitSides returns l, r with d == l - r and only positive coefficients.
func splitSides(d Expr) (Expr, Expr) {
	var l, r []Term
	for _, t := range d.terms {
		if t.Coef > 0 || t.Coef == math.MinInt64 { // -MinInt64 overflows
			l = append(l, t)
		} else {
			r = append(r, Term{Coef: -t.Coef, Mono: t.Mono})
		}
	}
	return Expr{terms: l}, Expr{terms: r}
}
