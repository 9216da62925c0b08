package symbolic

// merge unites the classes of roots x and y, whose normal forms are equal,
// because of the fact ea == eb.
func (s *Store) merge(x, y int32, ea, eb Sym, prov, orig string, about Expr) error {
	if x == y {
		return nil
	}
	a, b := s.info[x], s.info[y]
	div, ok := lcm(a.div, b.div)
	if !ok {
		return s.contradiction(prov, about, "%s: divisors %d and %d of %s have no int64 multiple", orig, a.div, b.div, a.rep)
	}
	m := a
	m.rep = min(a.rep, b.rep)
	m.div = div
	if a.div != div {
		m.divProv = b.divProv
	}
	if b.lo > a.lo {
		m.lo, m.loProv = b.lo, b.loProv
	}
	if b.hi < a.hi {
		m.hi, m.hiProv = b.hi, b.hiProv
	}
	if !a.hasLikely || (b.hasLikely && b.rep < a.rep) {
		m.likely, m.hasLikely, m.likelyProv = b.likely, b.hasLikely, b.likelyProv
	}
	if a.def == nil || b.def == nil {
		m.def, m.defProv = nil, ""
	} else {
		// Keep the normal form: the raw definition of a may mention
		// symbols of b's class, which would then refer to itself.
		n, err := s.normSym(a.rep)
		if err != nil {
			return err
		}
		m.def = &n
	}
	if m.lo > m.hi {
		return s.contradiction(prov, about, "%s: %s in [%d, %s] cannot equal %s in [%d, %s]", orig, a.rep, a.lo, hiString(a.hi), b.rep, b.lo, hiString(b.hi))
	}
	root, child := x, y
	if s.size[x] < s.size[y] {
		root, child = y, x
	}
	s.setParent(child, root)
	s.setSize(root, s.size[x]+s.size[y])
	s.modify(root, func(c *classInfo) { *c = m })
	s.addEdge(ea, eb, prov)
	s.bump()
	for _, c := range []classInfo{a, b} {
		if c.def == nil && c.rep != m.rep {
			s.requeue(c.rep)
		}
	}
	lo, hi := m.lo, m.hi
	s.modify(root, func(c *classInfo) { c.lo, c.hi = 0, NoUpper })
	if m.def != nil {
		lo, hi = roundRange(lo, hi, m.div)
		if lo > hi {
			return s.contradiction(prov, about, "%s: no multiple of %d in [%d, %s]", orig, m.div, m.lo, hiString(m.hi))
		}
		s.modify(root, func(c *classInfo) { c.lo, c.hi = lo, hi })
		e, err := s.normSym(m.rep)
		if err != nil {
			return err
		}
		return s.constrain(e, s.info[root], prov, orig, about)
	}
	if err := s.tighten(root, lo, hi, prov, orig, about); err != nil {
		return err
	}
	// tighten records prov only for bounds it changed; keep the originals.
	s.modify(root, func(c *classInfo) {
		if c.lo == m.lo {
			c.loProv = m.loProv
		}
		if c.hi == m.hi {
			c.hiProv = m.hiProv
		}
	})
	return nil
}

func (s *Store) setSize(r, n int32) {
	if s.inTx {
		old := s.size[r]
		s.undo = append(s.undo, func() { s.size[r] = old })
	}
	s.size[r] = n
}

func (s *Store) addEdge(a, b Sym, prov string) {
	id := int32(len(s.edges))
	if s.inTx {
		na, nb := len(s.adj[a]), len(s.adj[b])
		s.undo = append(s.undo, func() {
			s.edges = s.edges[:id]
			s.adj[a] = s.adj[a][:na]
			s.adj[b] = s.adj[b][:nb]
		})
	}
	s.edges = append(s.edges, edge{a: a, b: b, prov: prov})
	s.adj[a] = append(s.adj[a], id)
	s.adj[b] = append(s.adj[b], id)
}

// Why returns the provenances of the equalities that put a and b into one
// class, along the chain of merges from a to b; nil when they are not in
// one class or a == b.
func (s *Store) Why(a, b Sym) []string {
	if a == b || !s.SameClass(a, b) {
		return nil
	}
	prevEdge := map[Sym]int32{a: -1}
	q := []Sym{a}
	for len(q) > 0 && q[0] != b {
		x := q[0]
		q = q[1:]
		for _, id := range s.adj[x] {
			e := s.edges[id]
			y := e.a
			if y == x {
				y = e.b
			}
			if _, seen := prevEdge[y]; !seen {
				prevEdge[y] = id
				q = append(q, y)
			}
		}
	}
	if _, ok := prevEdge[b]; !ok {
		return nil
	}
	var out []string
	for x := b; x != a; {
		e := s.edges[prevEdge[x]]
		out = append(out, e.prov)
		if e.a == x {
			x = e.b
		} else {
			x = e.a
		}
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}
