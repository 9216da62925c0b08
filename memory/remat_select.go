package memory

import (
	"cmp"
	"slices"
)

// rematCand is a value that may be evicted between two of its uses.
type rematCand struct {
	buf    int
	p1, p2 int // the uses (or definition) around the gap
	ev     int // the evict goes after the op at ev (p1, or before the gap's highest step)
	at     int // the gap's highest step at likely values
	// sizes are its bytes at each sample binding
	sizes []int64
}

// chosen is a candidate the selection took: evicted after ev, regenerated
// before regen (p2, or earlier where another plan's recompute reads it).
type chosen struct {
	cand          int
	ev, regen     int
	chain, leaves []int
	// transient is, per sample, what the regenerate adds to its step
	// beyond the value: the chain's other values while it runs
	transient []int64
}

// rematSample is the memory curve at one sample binding as the selection
// lowers it.
type rematSample struct {
	vals  []int64 // the monomials' values
	curve *maxCurve
	base  int64 // the peak before any choice
	order []int // candidates by bytes here, largest first
	// done is set when no candidate lowers the highest step: the peak
	// here cannot go lower
	done bool
}

// rematSelector picks candidates by what is live at the highest steps of
// the curves at sample bindings (those of the schedulers: the likely
// values and smaller and larger ones). Each round takes the sample whose
// peak is highest relative to its peak before remat, and among the
// candidates whose eviction spans that step the one that frees the most
// bytes there per recomputed op; it lowers every sample's curve over the
// candidate's gap and repeats until the op budget is spent or no sample
// is left whose highest step some candidate lowers (lowering its lower
// steps would not lower its peak). Steps no candidate's eviction spans
// are left out: the highest of the others is the one the runtime can
// still lower.
type rematSelector struct {
	g       *Graph
	cands   []rematCand
	samples []*rematSample
	byBuf   []*chosen // buffer -> its plan once chosen
	readBy  [][]int   // buffer -> chosen buffers whose recompute reads it
	ch      chainer
	budget  int
	used    int
	// cache[i] is candidate i's plan as last built (nil: build again);
	// readers[b] are the candidates whose cached plan reads buffer b
	cache   []*chosen
	readers [][]int
	candOf  []int // buffer -> its candidate, -1 for none
}

func newRematSelector(g *Graph, last []int, steps []vec, cands []rematCand, vals [][]int64, budget int) *rematSelector {
	s := &rematSelector{g: g, byBuf: make([]*chosen, len(g.Bufs)), readBy: make([][]int, len(g.Bufs)), budget: budget, readers: make([][]int, len(g.Bufs))}
	s.ch = chainer{g: g, last: last, evicted: s.evicted}
	// a candidate without a recompute subgraph at p2 before any choice has
	// none later (choices only evict more)
	var first []*chosen // their plans before any choice
	for _, c := range cands {
		chain, leaves, ok := s.ch.build(g.Bufs[c.buf].Def, c.p2)
		if !ok {
			continue
		}
		c.sizes = make([]int64, len(vals))
		for j, v := range vals {
			c.sizes[j] = g.bv[c.buf].atInt(v)
		}
		first = append(first, &chosen{cand: len(s.cands), ev: c.ev, regen: c.p2, chain: slices.Clone(chain), leaves: slices.Clone(leaves)})
		s.cands = append(s.cands, c)
	}
	s.cache = first
	for i, p := range first {
		for _, u := range p.leaves {
			s.readers[u] = append(s.readers[u], i)
		}
	}
	s.candOf = make([]int, len(g.Bufs))
	for i := range s.candOf {
		s.candOf[i] = -1
	}
	for i, c := range s.cands {
		s.candOf[c.buf] = i
	}
	// steps no candidate's eviction spans stay as they are: the
	// selection works on the others
	covered := make([]int, len(steps)+1)
	for _, c := range s.cands {
		covered[c.ev+1]++
		covered[c.p2]--
	}
	for j, v := range vals {
		at := make([]int64, len(steps))
		var base int64
		for k, st := range steps {
			at[k] = st.atInt(v)
			base = max(base, at[k])
		}
		n := 0
		for k := range at {
			if n += covered[k]; n == 0 {
				at[k] = negInf
			}
		}
		order := make([]int, len(s.cands))
		for i := range order {
			order[i] = i
		}
		// largest first (a candidate frees at most its size per op),
		// ties in buffer order
		slices.SortFunc(order, func(a, b int) int {
			if c := cmp.Compare(s.cands[b].sizes[j], s.cands[a].sizes[j]); c != 0 {
				return c
			}
			return cmp.Compare(a, b)
		})
		s.samples = append(s.samples, &rematSample{vals: v, curve: newMaxCurve(at), base: max(base, 1), order: order})
	}
	return s
}

// evicted reports whether a chosen plan has buffer id evicted just before
// position at.
func (s *rematSelector) evicted(id, at int) bool {
	p := s.byBuf[id]
	return p != nil && p.ev < at && at < p.regen
}

// top is the sample whose highest step is highest relative to its peak
// before remat, that step and its value; nil when every sample is done.
func (s *rematSelector) top() (*rematSample, int, int64) {
	var best *rematSample
	bk, bv, rel := 0, int64(0), 0.0
	for _, sm := range s.samples {
		if sm.done {
			continue
		}
		k, v := sm.curve.top()
		if v <= negInf/2 {
			sm.done = true // no step left that a candidate spans
			continue
		}
		if r := float64(v) / float64(sm.base); best == nil || r > rel {
			best, bk, bv, rel = sm, k, v, r
		}
	}
	return best, bk, bv
}

// run selects and returns the chosen plans in the order taken.
func (s *rematSelector) run() []*chosen {
	taken := make([]bool, len(s.cands))
	var out []*chosen
	for s.used < s.budget {
		sm, k, v := s.top()
		if sm == nil {
			break
		}
		j := slices.Index(s.samples, sm)
		best, bestScore := (*chosen)(nil), 0.0
		for _, i := range sm.order {
			c := &s.cands[i]
			if float64(c.sizes[j]) <= bestScore {
				break // nothing later frees more per op
			}
			if taken[i] || !(c.ev < k && k < c.p2) {
				continue
			}
			p := s.plan(i)
			if p == nil || p.regen <= k || s.used+len(p.chain) > s.budget || sm.curve.at(p.regen)+p.transient[j] >= v {
				continue
			}
			if score := float64(c.sizes[j]) / float64(len(p.chain)); score > bestScore {
				best, bestScore = p, score
			}
		}
		if best == nil {
			sm.done = true // nothing lowers this sample's peak
			continue
		}
		taken[best.cand] = true
		s.take(best)
		out = append(out, best)
	}
	return out
}

// plan is candidate i's plan given the plans chosen so far: regenerated at
// p2, or earlier where a chosen plan's recompute reads the value inside
// the gap, with the recompute subgraph there; nil when none exists.
func (s *rematSelector) plan(i int) *chosen {
	c := &s.cands[i]
	if p := s.cache[i]; p != nil {
		if p.transient == nil { // a plan built before the samples
			s.setTransient(p)
		}
		return p
	}
	regen := c.p2
	for _, w := range s.readBy[c.buf] {
		if r := s.byBuf[w].regen; c.ev < r && r < regen {
			regen = r
		}
	}
	chain, leaves, ok := s.ch.build(s.g.Bufs[c.buf].Def, regen)
	if !ok {
		return nil
	}
	p := &chosen{cand: i, ev: c.ev, regen: regen, chain: slices.Clone(chain), leaves: slices.Clone(leaves)}
	s.setTransient(p)
	s.cache[i] = p
	for _, u := range p.leaves {
		s.readers[u] = append(s.readers[u], i)
	}
	return p
}

// setTransient sets p's transient bytes at each sample: the peak of its
// chain's values while the chain runs, less the value itself.
func (s *rematSelector) setTransient(p *chosen) {
	c := &s.cands[p.cand]
	for j, sm := range s.samples {
		p.transient = append(p.transient, max(0, s.ch.peakOver(p.chain, sm.vals)-c.sizes[j]))
	}
}

// take records p, lowers the curves over its eviction and drops the
// cached plans it changes: those reading its value, and its own leaves'
// (read now inside their gaps, which may pull their regenerates earlier).
func (s *rematSelector) take(p *chosen) {
	c := &s.cands[p.cand]
	s.byBuf[c.buf] = p
	drop := func(b int) {
		for _, i := range s.readers[b] {
			s.cache[i] = nil
		}
		s.readers[b] = s.readers[b][:0]
	}
	drop(c.buf)
	for _, u := range p.leaves {
		s.readBy[u] = append(s.readBy[u], c.buf)
	}
	for _, u := range p.leaves {
		if i := s.candOf[u]; i >= 0 {
			s.cache[i] = nil
		}
	}
	s.used += len(p.chain)
	for j, sm := range s.samples {
		sm.curve.addRange(p.ev+1, p.regen-1, -c.sizes[j])
		sm.curve.addRange(p.regen, p.regen, p.transient[j])
	}
}
