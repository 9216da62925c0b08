package memory

import (
	"github.com/symopt/symopt/symbolic"
)

// Profile is the memory curve of one schedule of a graph.
type Profile struct {
	Order []int
	// Entry is the bytes live on entry (every block argument).
	Entry symbolic.Expr
	// Steps[k] is the bytes live while node Order[k] runs: what was live
	// before it, its results and the peak of its regions.
	Steps []symbolic.Expr
	// Peaks are the candidate peaks: the steps (and Entry) no other step
	// is proven to bound; one expression when the peak is known.
	Peaks []symbolic.Expr
	// Errors counts expressions that overflowed (treated as 0).
	Errors int
}

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
// the nodes). Candidate peaks are pruned with proofs only (c's store); a
// nil c keeps every distinct step.
func (g *Graph) Profile(order []int, c *Comparer) *Profile {
	p := &Profile{Order: order}
	last := g.lastUses(order)
	freeAt := make([][]int, len(order))
	live := symbolic.Const(0)
	add := func(a, b symbolic.Expr) symbolic.Expr {
		r, err := symbolic.Add(a, b)
		if err != nil {
			p.Errors++
			return a
		}
		return r
	}
	sub := func(a, b symbolic.Expr) symbolic.Expr {
		r, err := symbolic.Sub(a, b)
		if err != nil {
			p.Errors++
			return a
		}
		return r
	}
	for _, id := range g.Outer {
		live = add(live, g.Bufs[id].Size)
	}
	p.Entry = live
	for _, id := range g.Outer {
		if last[id] < 0 {
			live = sub(live, g.Bufs[id].Size)
		}
	}
	for id, l := range last {
		if l >= 0 {
			freeAt[l] = append(freeAt[l], id)
		}
	}
	p.Steps = make([]symbolic.Expr, len(order))
	for k, n := range order {
		node := &g.Nodes[n]
		before := live
		for _, d := range node.Defs {
			live = add(live, g.Bufs[d].Size)
		}
		p.Steps[k] = live
		if !node.Extra.IsZero() {
			// regions run before the results exist
			inner := add(before, node.Extra)
			if c == nil {
				p.Steps[k] = add(live, node.Extra)
			} else if c.Less(live, inner) {
				p.Steps[k] = inner
			}
		}
		for _, id := range freeAt[k] {
			live = sub(live, g.Bufs[id].Size)
		}
	}
	p.Peaks = pruneMax(append([]symbolic.Expr{p.Entry}, p.Steps...), c)
	return p
}

// NumericPeak is the peak of order with every buffer at the given size
// (sizes from Graph.Eval) and extras per node.
func (g *Graph) NumericPeak(order []int, sizes, extras []int64) int64 {
	curve := g.NumericCurve(order, sizes, extras)
	var peak int64
	for _, v := range curve {
		peak = max(peak, v)
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
		out = append(out, max(live, before+extras[n]))
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
