package memory

import (
	"fmt"
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
	// LocalBudget bounds the local search that polishes the best
	// candidate (in node evaluations; 0 disables it).
	LocalBudget int
}

// Schedule runs every scheduler on g and returns the candidates (the input
// order first) and the index of the best. The list schedulers run twice
// over: comparing sizes symbolically (proofs, then guesses at likely
// values), and with the sizes evaluated at each sample binding around the
// likely values (1/64 to 4 times), so that orders suited to small and
// large dims compete. The best is the candidate no worse than the input
// order (proven, or within 2% at every sample) with the smallest sum over
// the samples of log(peak / best peak at that sample); the input order is
// kept unless another is better.
func Schedule(g *Graph, c *Comparer, opt ScheduleOptions) (cands []Candidate, best int) {
	seen := map[string]bool{}
	add := func(name string, order []int) {
		key := fmt.Sprint(order)
		if seen[key] {
			return
		}
		seen[key] = true
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
	sm := &sampled{g: g, budget: opt.LocalBudget}
	for k, s := range samples {
		sizes, extras := g.sizesAt(s)
		sm.sizes, sm.extras = append(sm.sizes, sizes), append(sm.extras, extras)
		cg := g.WithSizes(sizes, extras)
		cc := NewComparer(symbolic.NewStore())
		add(fmt.Sprintf("bottom-up@%d", k), BottomUp(cg, cc))
		add(fmt.Sprintf("top-down@%d", k), TopDown(cg, cc))
	}
	// peaks[i][k]: candidate i at sample k
	peaks := make([][]int64, len(cands))
	low := make([]int64, len(samples))
	for i, cd := range cands {
		peaks[i] = make([]int64, len(samples))
		for k, s := range samples {
			peaks[i][k] = peakAt(cd.Profile.Peaks, s)
			if i == 0 || peaks[i][k] < low[k] {
				low[k] = peaks[i][k]
			}
		}
	}
	score := func(i int) float64 {
		var sc float64
		for k := range samples {
			if peaks[i][k] > 0 && low[k] > 0 {
				sc += math.Log(float64(peaks[i][k]) / float64(low[k]))
			}
		}
		return sc
	}
	if opt.LocalBudget > 0 {
		// polish the best few by local search over the samples, never above
		// the input order by more than 2% at a sample (after the first)
		sm.low = low
		sm.ceiling = make([]int64, len(samples))
		for k := range samples {
			sm.ceiling[k] = int64(1.02 * float64(peaks[0][k]))
		}
		sm.ceiling[0] = math.MaxInt64
		start := 0
		for i := range cands {
			if score(i) < score(start) {
				start = i
			}
		}
		order := sm.Improve(cands[start].Profile.Order)
		if n := len(cands); func() bool { add("local-search", order); return len(cands) > n }() {
			i := len(cands) - 1
			peaks = append(peaks, make([]int64, len(samples)))
			for k, s := range samples {
				peaks[i][k] = peakAt(cands[i].Profile.Peaks, s)
			}
		}
	}
	bestScore := score(0)
	for i := 1; i < len(cands); i++ {
		if !noWorse(cands[i].Profile, cands[0].Profile, c, samples[1:]) {
			continue
		}
		sc := score(i)
		if sc < bestScore-1e-9 || math.Abs(sc-bestScore) <= 1e-9 && bounded(cands[i].Profile.Peaks, cands[best].Profile.Peaks, c) && !bounded(cands[best].Profile.Peaks, cands[i].Profile.Peaks, c) {
			best, bestScore = i, sc
		}
	}
	return cands, best
}

func evalAt(e symbolic.Expr, b map[symbolic.Sym]int64) int64 {
	v, err := symbolic.Eval(e, b)
	if err != nil {
		return 0
	}
	return v
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
		p = max(p, evalAt(e, b))
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

// WithSizes returns a copy of g whose buffer sizes and node extras are the
// given constants (the graph of one binding of the dims).
func (g *Graph) WithSizes(sizes, extras []int64) *Graph {
	cp := *g
	cp.Bufs = append([]Buffer(nil), g.Bufs...)
	cp.Nodes = append([]Node(nil), g.Nodes...)
	for i := range cp.Bufs {
		cp.Bufs[i].Size = symbolic.Const(sizes[i])
	}
	for i := range cp.Nodes {
		cp.Nodes[i].Extra = symbolic.Const(extras[i])
	}
	cp.vectorize(NewComparer(symbolic.NewStore()))
	return &cp
}

// sizesAt evaluates the buffer sizes and node extras at binding b.
func (g *Graph) sizesAt(b map[symbolic.Sym]int64) (sizes, extras []int64) {
	vals := g.sp.valuesAt(b)
	sizes = make([]int64, len(g.bv))
	for i, v := range g.bv {
		sizes[i] = v.atInt(vals)
	}
	extras = make([]int64, len(g.ev))
	for i, v := range g.ev {
		extras[i] = v.atInt(vals)
	}
	return sizes, extras
}
