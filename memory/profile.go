package memory

import (
	"slices"

	"github.com/symopt/symopt/symbolic"
)

// Profile is the memory curve of one schedule of a graph.
type Profile struct {
	Order []int
	// Entry is the bytes live on entry (every block argument).
	Entry symbolic.Expr
	// Peaks are the candidate peaks: the steps (and Entry) no other step
	// is proven to bound; one expression when the peak is known.
	Peaks []symbolic.Expr

	g     *Graph
	steps []vec
}

// Step is the bytes live while node Order[k] runs: what was live before
// it and its results, or, when more, what was live before it and the peak
// of its regions.
func (p *Profile) Step(k int) symbolic.Expr { return p.g.sp.expr(p.steps[k]) }

// lastUses returns, per buffer, the position in order after which it is
// freed: its last user, its definition when unused, -1 for an unused
// argument (freed on entry).
func (g *Graph) lastUses(order []int) []int {
	pos := make([]int, len(g.Nodes))
	for k, n := range order {
		pos[n] = k
	}
	last := make([]int, len(g.Bufs))
	for id, b := range g.Bufs {
		l := -1
		if b.Def >= 0 {
			l = pos[b.Def]
		}
		for _, u := range b.Users {
			if pos[u] > l {
				l = pos[u]
			}
		}
		last[id] = l
	}
	return last
}

// Profile computes the symbolic memory curve of order (a permutation of
// the nodes). Candidate peaks are pruned with proofs only.
func (g *Graph) Profile(order []int, c *Comparer) *Profile {
	p := &Profile{Order: order, g: g}
	entry, steps := g.profileSteps(order)
	p.Entry, p.steps = g.sp.expr(entry), steps
	p.Peaks = g.sp.pruneMax(append([]vec{entry}, p.steps...))
	return p
}

// profileSteps is the bytes live on entry and while each node of order
// runs, as vectors (Profile without the peaks).
func (g *Graph) profileSteps(order []int) (entry vec, steps []vec) {
	m := len(g.sp.monos)
	slab := make([]int64, len(order)*m)
	steps = make([]vec, len(order))
	entry = g.walkSteps(order, func(k int, step vec) {
		steps[k] = vec(slab[k*m : (k+1)*m : (k+1)*m])
		copy(steps[k], step)
	})
	return entry, steps
}

// walkSteps returns the bytes live on entry and calls f with the bytes
// live while each node of order runs, in order, in a vector f may read
// only during the call.
func (g *Graph) walkSteps(order []int, f func(k int, step vec)) (entry vec) {
	last := g.lastUses(order)
	// the buffers freed after position k are free[freeAt[k]:freeAt[k+1]]
	freeAt := make([]int, len(order)+1)
	for _, l := range last {
		if l >= 0 {
			freeAt[l+1]++
		}
	}
	for k := range order {
		freeAt[k+1] += freeAt[k]
	}
	free, fill := make([]int, freeAt[len(order)]), slices.Clone(freeAt[:len(order)])
	for id, l := range last {
		if l >= 0 {
			free[fill[l]] = id
			fill[l]++
		}
	}
	live := g.sp.zero()
	for _, id := range g.Outer {
		live.add(g.bv[id])
	}
	entry = live.clone()
	for _, id := range g.Outer {
		if last[id] < 0 {
			live.sub(g.bv[id])
		}
	}
	step, before := g.sp.zero(), g.sp.zero()
	for k, n := range order {
		ex := g.ev[n]
		hasExtra := !allZero(ex)
		if hasExtra {
			copy(before, live)
		}
		for _, d := range g.Nodes[n].Defs {
			live.add(g.bv[d])
		}
		copy(step, live)
		for _, id := range g.Nodes[n].Passed {
			step.sub(g.bv[id]) // freed in the branch, before the results
		}
		if hasExtra {
			// regions run before the results exist
			before.add(ex)
			if g.sp.order(step, before) < 0 {
				copy(step, before)
			}
		}
		f(k, step)
		for _, id := range free[freeAt[k]:freeAt[k+1]] {
			live.sub(g.bv[id])
		}
	}
	return entry
}

func allZero(v vec) bool {
	for _, c := range v {
		if c != 0 {
			return false
		}
	}
	return true
}

// pruneMax keeps the vectors no other is proven to bound (by coefficients,
// then by the store) and returns them as expressions.
func (sp *space) pruneMax(vs []vec) []symbolic.Expr {
	return sp.exprs(sp.pruneMaxVecs(vs))
}

// exprs converts vectors to expressions.
func (sp *space) exprs(vs []vec) []symbolic.Expr {
	es := make([]symbolic.Expr, len(vs))
	for i, v := range vs {
		es[i] = sp.expr(v)
	}
	return es
}

// bounds reports whether every coefficient of v is at least w's (v - w
// is proven >= 0 by its coefficients).
func (v vec) bounds(w vec) bool {
	for i, c := range v {
		if c < w[i] {
			return false
		}
	}
	return true
}

// NumericPeak is the peak of order with every buffer at the given size
// (sizes from Graph.Eval) and extras per node.
func (g *Graph) NumericPeak(order []int, sizes, extras []int64) int64 {
	last := g.lastUses(order)
	// freed[k] is the bytes freed after position k
	freed := make([]int64, len(order))
	var live int64
	for _, id := range g.Outer {
		live += sizes[id]
	}
	peak := live
	for id, l := range last {
		switch {
		case l >= 0:
			freed[l] += sizes[id]
		case g.Bufs[id].Def < 0:
			live -= sizes[id] // an unused argument, freed on entry
		}
	}
	for k, n := range order {
		before := live
		for _, d := range g.Nodes[n].Defs {
			live += sizes[d]
		}
		peak = max(peak, live-g.passSize(n, sizes), before+extras[n])
		live -= freed[k]
	}
	return peak
}

// NumericCurve is the live bytes on entry followed by the live bytes while
// each node of order runs.
func (g *Graph) NumericCurve(order []int, sizes, extras []int64) []int64 {
	last := g.lastUses(order)
	freeAt := make([][]int, len(order))
	var live int64
	for _, id := range g.Outer {
		live += sizes[id]
	}
	out := []int64{live}
	for _, id := range g.Outer {
		if last[id] < 0 {
			live -= sizes[id]
		}
	}
	for id, l := range last {
		if l >= 0 {
			freeAt[l] = append(freeAt[l], id)
		}
	}
	for k, n := range order {
		before := live
		for _, d := range g.Nodes[n].Defs {
			live += sizes[d]
		}
		out = append(out, max(live-g.passSize(n, sizes), before+extras[n]))
		for _, id := range freeAt[k] {
			live -= sizes[id]
		}
	}
	return out
}

// Eval evaluates every buffer size and node extra with f.
func (g *Graph) Eval(f func(symbolic.Expr) int64) (sizes, extras []int64) {
	sizes = make([]int64, len(g.Bufs))
	for i, b := range g.Bufs {
		sizes[i] = f(b.Size)
	}
	extras = make([]int64, len(g.Nodes))
	for i, n := range g.Nodes {
		extras[i] = f(n.Extra)
	}
	return sizes, extras
}

// pruneMax keeps the expressions of es that no other is proven to bound
// from above (one copy of equal ones). With a nil c only syntactic
// duplicates are removed.
func pruneMax(es []symbolic.Expr, c *Comparer) []symbolic.Expr {
	var kept []symbolic.Expr
	seen := map[string]bool{}
	for _, e := range es {
		key := e.String()
		if seen[key] {
			continue
		}
		seen[key] = true
		if c == nil {
			kept = append(kept, e)
			continue
		}
		dominated := false
		out := kept[:0]
		for _, k := range kept {
			if dominated {
				out = append(out, k)
				continue
			}
			switch c.proven(e, k) {
			case symbolic.Less, symbolic.LessEq, symbolic.Equal:
				dominated = true
				out = append(out, k)
			case symbolic.Greater, symbolic.GreaterEq:
				// k is bounded by e: drop it
			default:
				out = append(out, k)
			}
		}
		kept = out
		if !dominated {
			kept = append(kept, e)
		}
	}
	return kept
}

// maxExprs is the largest of es: proven when pruning leaves one, otherwise
// the one guessed largest.
func maxExprs(c *Comparer, es []symbolic.Expr) symbolic.Expr {
	ks := pruneMax(es, c)
	switch len(ks) {
	case 0:
		return symbolic.Const(0)
	case 1:
		return ks[0]
	}
	best := ks[0]
	for _, k := range ks[1:] {
		if c.Less(best, k) {
			best = k
		}
	}
	return best
}
