package memory

import (
	"math"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// Candidate is one schedule a scheduler proposed, with its profile.
type Candidate struct {
	Name    string
	Profile *Profile
}

// ScheduleOptions tune Schedule.
type ScheduleOptions struct {
	// ExactLimit is the largest block (in schedulable ops) searched
	// exactly, at likely values; 0 disables the exact search.
	ExactLimit int
}

// Schedule runs every scheduler on g and returns the candidates (the input
// order first) and the index of the best: the one whose peak is proven no
// higher than the others', else the lowest at sample bindings around the
// likely values. The input order is kept unless another is better.
func Schedule(g *Graph, c *Comparer, opt ScheduleOptions) (cands []Candidate, best int) {
	add := func(name string, order []int) {
		cands = append(cands, Candidate{name, g.Profile(order, c)})
	}
	add("input", g.InputOrder())
	add("bottom-up", BottomUp(g, c))
	add("top-down", TopDown(g, c))
	if opt.ExactLimit > 0 {
		sizes, extras := g.Eval(c.Likely)
		if order, _, ok := Exact(g, sizes, extras, opt.ExactLimit); ok {
			add("exact", order)
		}
	}
	samples := sampleBindings(g, c)
	for i := 1; i < len(cands); i++ {
		if noWorse(cands[i].Profile, cands[0].Profile, c, samples) && better(cands[i].Profile, cands[best].Profile, c, samples) {
			best = i
		}
	}
	return cands, best
}

// noWorse reports whether a's peak is proven at most b's, or at most 2%
// above b's at every sample binding.
func noWorse(a, b *Profile, c *Comparer, samples []map[symbolic.Sym]int64) bool {
	if bounded(a.Peaks, b.Peaks, c) {
		return true
	}
	for _, s := range samples {
		if float64(peakAt(a.Peaks, s)) > 1.02*float64(peakAt(b.Peaks, s)) {
			return false
		}
	}
	return true
}

// better reports whether a's peak is below b's: proven (every candidate
// peak of a bounded by one of b's, and not the reverse), else lower at the
// sample bindings (the sum of log ratios).
func better(a, b *Profile, c *Comparer, samples []map[symbolic.Sym]int64) bool {
	ab, ba := bounded(a.Peaks, b.Peaks, c), bounded(b.Peaks, a.Peaks, c)
	switch {
	case ab && !ba:
		return true
	case ba:
		return false
	}
	var score float64
	for _, s := range samples {
		pa, pb := peakAt(a.Peaks, s), peakAt(b.Peaks, s)
		if pa > 0 && pb > 0 {
			score += math.Log(float64(pa) / float64(pb))
		}
	}
	return score < -1e-9
}

// bounded reports whether every expression of as is proven at most some
// expression of bs.
func bounded(as, bs []symbolic.Expr, c *Comparer) bool {
	for _, a := range as {
		ok := false
		for _, b := range bs {
			switch c.proven(a, b) {
			case symbolic.Less, symbolic.LessEq, symbolic.Equal:
				ok = true
			}
			if ok {
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

func peakAt(es []symbolic.Expr, b map[symbolic.Sym]int64) int64 {
	var p int64
	for _, e := range es {
		v, err := symbolic.Eval(e, b)
		if err == nil {
			p = max(p, v)
		}
	}
	return p
}

// sampleBindings binds the symbols of the graph's sizes at their likely
// values scaled by 1/64, 1/16, 1/4, 1 and 4 (kept in range).
func sampleBindings(g *Graph, c *Comparer) []map[symbolic.Sym]int64 {
	syms := map[symbolic.Sym]bool{}
	for _, b := range g.Bufs {
		for _, s := range b.Size.Syms() {
			syms[s] = true
		}
	}
	var out []map[symbolic.Sym]int64
	for _, f := range []float64{1.0 / 64, 1.0 / 16, 0.25, 1, 4} {
		m := map[symbolic.Sym]int64{}
		for s := range syms {
			v := int64(math.Max(1, math.Round(float64(c.Likely(symbolic.Var(s)))*f)))
			lo, hi := c.st.Range(s)
			m[s] = min(max(v, lo), hi)
		}
		out = append(out, m)
	}
	return out
}

// Apply reorders the block of g to order.
func (g *Graph) Apply(order []int) {
	ops := make([]*ir.Operation, len(order))
	for k, i := range order {
		ops[k] = g.Nodes[i].Op
	}
	g.Block.SetOps(ops)
}
