package memory

import (
	"fmt"
	"math"
	"slices"
	"sort"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// Candidate is one schedule a scheduler proposed.
type Candidate struct {
	Name  string
	Order []int
}

// ScheduleOptions tune Schedule.
type ScheduleOptions struct {
	// ExactLimit is the largest block (in schedulable ops) searched
	// exactly, at likely values; 0 disables the exact search.
	ExactLimit int
	// LocalBudget bounds the local search that polishes the best
	// candidate (in node evaluations; 0 disables it).
	LocalBudget int
	// Versions is 2 for schedule-memory to version a body on a second
	// order (ScheduleVersions, VersionBody); Schedule ignores it.
	Versions int
}

// Schedule runs every scheduler on g and returns the candidates (the input
// order first) and the index of the best. The list schedulers run twice
// over: comparing sizes symbolically (proofs, then guesses at likely
// values), and with the sizes evaluated at each sample binding around the
// likely values (1/64 to 4 times), so that orders suited to small and
// large dims compete. The two best candidates above the input at some
// sample are spliced with the input order, then the best no worse than
// it with the second best and with the lowest at each sample
// (sched_splice.go). The best is the candidate no worse than the input
// order at every sample (small ones included) with the smallest sum over
// the samples of log(peak / best peak at that sample); the input order is
// kept unless another is better (ties keep the earlier candidate).
func Schedule(g *Graph, c *Comparer, opt ScheduleOptions) (cands []Candidate, best int) {
	cands, best, _, _ = schedule(g, c, opt)
	return cands, best
}

// schedule is Schedule that also returns the peak of each candidate at
// each sample, and the samples.
func schedule(g *Graph, c *Comparer, opt ScheduleOptions) (cands []Candidate, best int, peaks [][]int64, at samplePoints) {
	defer g.dropScratch() // the caches of this search only (graph_flat.go)
	at = g.samplePoints(c)
	samples := at.bindings
	sm := &sampled{g: g, sizes: at.sizes, extras: at.extras, budget: opt.LocalBudget}
	seen := newOrderSet() // sched_candidates.go
	// peaks[i][k] is candidate i at sample k
	// the peaks of each candidate are walked as it is added, on a helper
	// goroutine when one runs (sched_queue.go); evaluate waits for them
	pq := newPeakQueue(g, sm.sizes, sm.extras)
	addHashed := func(h uint64, name string, order []int) {
		if !seen.addHashed(h, order) {
			return
		}
		cands = append(cands, Candidate{Name: name, Order: order})
		pq.push(order)
	}
	add := func(name string, order []int) { addHashed(orderHash(order), name, order) }
	evaluate := func() { peaks = pq.peaks() }
	add("input", g.InputOrder())
	// BottomUp and TopDown (at the likely sizes), then both at each
	// sample, all run together (sched_samples.go)
	bu, td := g.sampleLists(append([][]int64{g.likelySizes()}, sm.sizes...))
	add("bottom-up", bu[0])
	add("top-down", td[0])
	if opt.ExactLimit > 0 && len(g.Nodes) <= opt.ExactLimit+1 {
		sizes, extras := g.Eval(c.Likely)
		if order, _, ok := Exact(g, sizes, extras, opt.ExactLimit); ok {
			add("exact", order)
		}
	}
	for k := range samples {
		add(fmt.Sprintf("bottom-up@%d", k), bu[k+1])
		add(fmt.Sprintf("top-down@%d", k), td[k+1])
	}
	evaluate()
	low := lowest(peaks)
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
		// polish the best by local search over the samples, never above
		// the input order at a sample
		sm.low = low
		sm.ceiling = append([]int64(nil), peaks[0]...)
		start := 0
		for i := range cands {
			if score(i) < score(start) {
				start = i
			}
		}
		add("local-search", sm.Improve(cands[start].Order))
		evaluate()
	}
	// candidates better than the input somewhere but above it at some
	// sample are spliced with the input order (sched_splice.go)
	var mixed []int
	for i := range cands {
		if score(i) < score(0)-1e-9 && !noWorse(peaks[i], peaks[0]) {
			mixed = append(mixed, i)
		}
	}
	sort.SliceStable(mixed, func(a, b int) bool { return score(mixed[a]) < score(mixed[b]) })
	for _, i := range mixed[:min(len(mixed), 2)] {
		eachSplice(cands[i].Order, cands[0].Order, func(k int, o []int) {
			if h := orderHash(o); !seen.hasHashed(h, o) {
				addHashed(h, fmt.Sprintf("%s/splice%d", cands[i].Name, k), slices.Clone(o))
			}
		})
	}
	evaluate()
	// then the best order no worse than the input is spliced with the
	// second best and with the lowest one at each sample (no worse than
	// the input either): one may win at small dims early in the body, the
	// other at large dims late in it
	low = lowest(peaks)
	top, partners := -1, []int(nil)
	for k := range samples {
		at := -1
		for i := 1; i < len(cands); i++ {
			if !noWorse(peaks[i], peaks[0]) {
				continue
			}
			if top < 0 || score(i) < score(top)-1e-9 {
				top = i
			}
			if at < 0 || peaks[i][k] < peaks[at][k] {
				at = i
			}
		}
		if at >= 0 && !slices.Contains(partners, at) {
			partners = append(partners, at)
		}
	}
	if second := secondBest(top, score, func(i int) bool { return noWorse(peaks[i], peaks[0]) }, len(cands)); second >= 0 && !slices.Contains(partners, second) {
		partners = append(partners, second)
	}
	for _, j := range partners {
		if j == top {
			continue
		}
		eachSplice(cands[top].Order, cands[j].Order, func(k int, o []int) {
			if h := orderHash(o); !seen.hasHashed(h, o) {
				addHashed(h, fmt.Sprintf("%s+%s/splice%d", cands[top].Name, cands[j].Name, k), slices.Clone(o))
			}
		})
	}
	evaluate()
	low = lowest(peaks)
	// the lowest score no worse than the input order at any sample wins;
	// ties keep the earlier candidate (the input order first)
	bestScore := score(0)
	for i := 1; i < len(cands); i++ {
		if sc := score(i); sc < bestScore-1e-9 && noWorse(peaks[i], peaks[0]) {
			best, bestScore = i, sc
		}
	}
	return cands, best, peaks, at
}

// secondBest is the candidate other than the input and top with the
// lowest score among those ok accepts, or -1.
func secondBest(top int, score func(int) float64, ok func(int) bool, n int) int {
	best := -1
	for i := 1; i < n; i++ {
		if i != top && ok(i) && (best < 0 || score(i) < score(best)-1e-9) {
			best = i
		}
	}
	return best
}

// lowest is the lowest peak at each sample over the candidates.
func lowest(peaks [][]int64) []int64 {
	low := append([]int64(nil), peaks[0]...)
	for _, ps := range peaks {
		for k, p := range ps {
			low[k] = min(low[k], p)
		}
	}
	return low
}

// noWorse reports whether peaks a are at most peaks b at every sample.
func noWorse(a, b []int64) bool {
	for k := range a {
		if a[k] > b[k] {
			return false
		}
	}
	return true
}

// sampleBindings binds the symbols of the graph's sizes at their likely
// values scaled by 1/64, 1/16, 1/4, 1 and 4 (kept in range).
func sampleBindings(g *Graph, c *Comparer) []map[symbolic.Sym]int64 {
	syms := g.bufSyms()
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

// samplePoints are the sample bindings of a schedule search
// (sampleBindings) with the buffer sizes and node extras at each
// (Graph.sizesAt): sizes[k] and extras[k] are at bindings[k].
type samplePoints struct {
	bindings      []map[symbolic.Sym]int64
	sizes, extras [][]int64
}

// samplePoints evaluates g's sizes at its sample bindings.
func (g *Graph) samplePoints(c *Comparer) samplePoints {
	at := samplePoints{bindings: sampleBindings(g, c)}
	for _, b := range at.bindings {
		sizes, extras := g.sizesAt(b)
		at.sizes, at.extras = append(at.sizes, sizes), append(at.extras, extras)
	}
	return at
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
	// a space of the constant monomial alone, filled directly
	cp.sp = newSpace(NewComparer(symbolic.NewStore()))
	cp.bv = make([]vec, len(cp.Bufs))
	for i := range cp.Bufs {
		cp.Bufs[i].Size = symbolic.Const(sizes[i])
		cp.bv[i] = vec{sizes[i]}
	}
	cp.ev = make([]vec, len(cp.Nodes))
	for i := range cp.Nodes {
		cp.Nodes[i].Extra = symbolic.Const(extras[i])
		cp.ev[i] = vec{extras[i]}
	}
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
