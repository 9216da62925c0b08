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

// solve records n == 0 for n in normal form: it merges two classes, defines
// one symbol, or keeps the equation as a relation.
func (s *Store) solve(n Expr, prov, orig string, about Expr) error {
	if n.IsZero() {
		return nil
	}
	if c, ok := n.Constant(); ok {
		return s.contradiction(prov, about, "%s is false: its sides always differ by %d", orig, c)
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

// define makes the free class of z equal to e (a normal form without z).
func (s *Store) define(z Sym, e Expr, prov, orig string, about Expr) error {
	r := s.find(z)
	ci := s.info[r]
	s.modify(r, func(c *classInfo) {
		c.def = &e
		c.defProv = prov
	})
	s.bump()
	for _, x := range e.Syms() {
		s.addUser(x, userClass(r))
	}
	s.requeue(ci.rep)
	if err := s.constrain(e, ci, prov, orig, about); err != nil {
		return err
	}
	en, err := s.applyRules(e)
	if err != nil {
		return err
	}
	if err := s.indexDef(s.find(z), en, prov, orig); err != nil {
		return err
	}
	if v, ok := e.Constant(); ok {
		s.modify(r, func(c *classInfo) {
			if c.lo != v {
				c.lo, c.loProv = v, prov
			}
			if c.hi != v {
				c.hi, c.hiProv = v, prov
			}
		})
	}
	return nil
}

// constrain applies the range and divisibility of class ci to e, the normal
// form of its value: a constant is checked, an affine function of a single
// symbol narrows that symbol's range, anything else is checked against the
// bounds of e.
func (s *Store) constrain(e Expr, ci classInfo, prov, orig string, about Expr) error {
	if v, ok := e.Constant(); ok {
		if v < ci.lo || v > ci.hi {
			return s.contradiction(prov, about, "%s: %s would be %d, outside [%d, %s]", orig, ci.rep, v, ci.lo, hiString(ci.hi))
		}
		if v%ci.div != 0 {
			return s.contradiction(prov, about, "%s: %s would be %d, not a multiple of %d", orig, ci.rep, v, ci.div)
		}
		return nil
	}
	if ci.lo == ci.hi {
		// The class is a constant: so is its definition.
		d, err := Sub(e, Const(ci.lo))
		if err != nil {
			return fmt.Errorf("symbolic: %s: %w", orig, err)
		}
		return s.assertZero(d, prov, orig)
	}
	if err := s.constrainDiv(e, ci, prov, orig, about); err != nil {
		return err
	}
	if w, a, b, ok := affine(e); ok {
		lo, hi, ok := invertRange(a, b, ci.lo, ci.hi)
		if ok {
			return s.tighten(s.find(w), lo, hi, prov, orig, about)
		}
		return nil
	}
	lb, lbOK := s.lowerBound(e)
	ub, ubOK := s.upperBound(e)
	if (ubOK && ub < ci.lo) || (lbOK && lb > ci.hi) {
		return s.contradiction(prov, about, "%s: %s = %s cannot lie in [%d, %s]", orig, ci.rep, e, ci.lo, hiString(ci.hi))
	}
	return nil
}

// constrainDiv applies the divisor of class ci to e, its non-constant
// normal form: a*w + b is a multiple of d only if gcd(a, d) divides b, and
// when d divides b, w is a multiple of d/gcd(a, d). A residue of e known
// from divisibility facts must be 0.
func (s *Store) constrainDiv(e Expr, ci classInfo, prov, orig string, about Expr) error {
	d := ci.div
	if d == 1 {
		return nil
	}
	if r, ok := s.modNorm(e, d); ok && r != 0 {
		return s.contradiction(prov, about, "%s: %s = %s is %d mod %d, not a multiple of %d", orig, ci.rep, e, r, d, d)
	}
	if w, a, b, ok := affine(e); ok {
		g := gcd(a, d)
		if b%g != 0 {
			return s.contradiction(prov, about, "%s: %s = %s is never a multiple of %d", orig, ci.rep, e, d)
		}
		if b%d == 0 {
			return s.addDiv(s.find(w), d/g, prov, orig, about)
		}
		return nil
	}
	return nil
}

// addDiv makes the class r a multiple of d.
func (s *Store) addDiv(r int32, d int64, prov, orig string, about Expr) error {
	ci := s.info[r]
	l, ok := lcm(ci.div, d)
	if !ok {
		return s.contradiction(prov, about, "%s: divisors %d and %d of %s have no int64 multiple", orig, ci.div, d, ci.rep)
	}
	if l == ci.div {
		return nil
	}
	s.modify(r, func(c *classInfo) { c.div, c.divProv = l, prov })
	if err := s.tighten(r, ci.lo, ci.hi, prov, orig, about); err != nil {
		return err
	}
	if s.info[r].def == nil {
		return nil
	}
	e, err := s.normSym(ci.rep)
	if err != nil {
		return err
	}
	return s.constrain(e, s.info[r], prov, orig, about)
}

// affine recognizes e == a*w + b with a != 0.
func affine(e Expr) (w Sym, a, b int64, ok bool) {
	if len(e.terms) == 0 || len(e.terms) > 2 {
		return 0, 0, 0, false
	}
	t := e.terms[0]
	if len(t.Mono) != 1 || t.Mono[0].Exp != 1 {
		return 0, 0, 0, false
	}
	if len(e.terms) == 2 && len(e.terms[1].Mono) != 0 {
		return 0, 0, 0, false
	}
	return t.Mono[0].Sym, t.Coef, e.ConstTerm(), true
}

// invertRange returns the range of w such that a*w+b lies in [lo, hi]
// (hi == NoUpper: unbounded). ok is false when it cannot be computed
// without overflow.
func invertRange(a, b, lo, hi int64) (wlo, whi int64, ok bool) {
	wlo, whi = 0, NoUpper
	if a == math.MinInt64 {
		return 0, 0, false
	}
	l, ok1 := subInt(lo, b)
	if !ok1 {
		return 0, 0, false
	}
	var h int64
	if hi != NoUpper {
		var ok2 bool
		if h, ok2 = subInt(hi, b); !ok2 {
			return 0, 0, false
		}
	}
	if a > 0 {
		wlo = ceilDiv(l, a)
		if hi != NoUpper {
			whi = floorDiv(h, a)
		}
		return wlo, whi, true
	}
	// a < 0: a*w >= l  <=>  w <= -l/-a, and a*w <= h  <=>  w >= -h/-a.
	if l == math.MinInt64 || (hi != NoUpper && h == math.MinInt64) {
		return 0, 0, false
	}
	whi = floorDiv(-l, -a)
	if hi != NoUpper {
		wlo = ceilDiv(-h, -a)
	}
	return wlo, whi, true
}

// tighten intersects the range of the free class r with [lo, hi].
func (s *Store) tighten(r int32, lo, hi int64, prov, orig string, about Expr) error {
	ci := s.info[r]
	nlo, nhi := roundRange(max(ci.lo, lo), min(ci.hi, hi), ci.div)
	if nlo == ci.lo && nhi == ci.hi {
		return nil
	}
	if max(ci.lo, lo) <= min(ci.hi, hi) && nlo > nhi {
		return s.contradiction(prov, about, "%s: no multiple of %d for %s in [%d, %s]", orig, ci.div, ci.rep, max(ci.lo, lo), hiString(min(ci.hi, hi)))
	}
	if nlo > nhi {
		return s.contradiction(prov, about, "%s: %s must lie in [%d, %s] and in [%d, %s]", orig, ci.rep, ci.lo, hiString(ci.hi), lo, hiString(hi))
	}
	s.modify(r, func(c *classInfo) {
		if nlo != c.lo {
			c.lo, c.loProv = nlo, prov
		}
		if nhi != c.hi {
			c.hi, c.hiProv = nhi, prov
		}
	})
	s.bump()
	if ci.def != nil {
		e, err := s.normSym(ci.rep)
		if err != nil {
			return err
		}
		return s.constrain(e, s.info[r], prov, orig, about)
	}
	if nlo == nhi {
		return s.define(ci.rep, Const(nlo), prov, orig, about)
	}
	return nil
}

// roundRange narrows [lo, hi] to the multiples of div at its ends.
func roundRange(lo, hi, div int64) (int64, int64) {
	lo = ceilDiv(lo, div) * div
	if hi != NoUpper {
		hi = floorDiv(hi, div) * div
	}
	return lo, hi
}

func hiString(hi int64) string {
	if hi == NoUpper {
		return "max"
	}
	return fmt.Sprint(hi)
}

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
		orig := ci.rep.String() + " := " + e.String()
		if y, ok := e.AsSym(); ok {
			// The definition became another symbol: merge the classes.
			return s.merge(r, s.find(y), ci.rep, y, ci.defProv, orig, e)
		}
		for _, x := range e.Syms() {
			s.addUser(x, userClass(r))
		}
		if err := s.constrain(e, ci, ci.defProv, orig, e); err != nil {
			return err
		}
		return s.indexDef(s.find(ci.rep), e, ci.defProv, orig)
	}
	rel := s.rels[u]
	if rel.dead {
		return nil
	}
	// A rule must not rewrite itself away: take it out first.
	s.killRelation(u)
	n, err := s.substDefs(rel.d)
	if err != nil {
		return err
	}
	if n.Equal(rel.d) {
		s.reviveRelation(u)
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
		if t.Coef > 0 {
			l = append(l, t)
		} else {
			r = append(r, Term{Coef: -t.Coef, Mono: t.Mono})
		}
	}
	return Expr{terms: l}, Expr{terms: r}
}
