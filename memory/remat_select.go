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
	size   int64
}

// chosen is a candidate the selection took: evicted after ev, regenerated
// before regen (p2, or earlier where another plan's recompute reads it).
type chosen struct {
	cand          int
	ev, regen     int
	chain, leaves []int
	// transient is what the regenerate adds to its step beyond the value:
	// the chain's other values while it runs (likely bytes)
	transient int64
}

// rematSelector picks candidates by what is live at the highest step of
// the curve at likely values: it takes, among the candidates whose
// eviction spans that step, the one that frees the most bytes per
// recomputed op, lowers the curve over its gap, and repeats with the new
// highest step until the op budget is spent or no candidate spans it
// (that step is then set aside and the next highest one tried, a bounded
// number of times).
type rematSelector struct {
	g      *Graph
	cands  []rematCand
	byBuf  []*chosen // buffer -> its plan once chosen
	readBy [][]int   // buffer -> chosen buffers whose recompute reads it
	ch     chainer
	curve  *maxCurve
	budget int
	used   int
	// cache[i] is candidate i's plan as last built (nil: build again);
	// readers[b] are the candidates whose cached plan reads buffer b
	cache   []*chosen
	readers [][]int
}

// maxSetAside bounds the steps set aside because no candidate lowers
// them: past the first, they lie below the peak at likely values.
const maxSetAside = 32

func newRematSelector(g *Graph, last []int, steps []int64, cands []rematCand, budget int) *rematSelector {
	s := &rematSelector{g: g, byBuf: make([]*chosen, len(g.Bufs)), readBy: make([][]int, len(g.Bufs)), budget: budget, readers: make([][]int, len(g.Bufs))}
	s.ch = chainer{g: g, last: last, evicted: s.evicted}
	// a candidate without a recompute subgraph at p2 before any choice has
	// none later (choices only evict more)
	for _, c := range cands {
		if _, _, ok := s.ch.build(g.Bufs[c.buf].Def, c.p2); ok {
			s.cands = append(s.cands, c)
		}
	}
	// largest first (a candidate frees at most its size per op), ties in
	// buffer order
	slices.SortStableFunc(s.cands, func(a, b rematCand) int { return cmp.Compare(b.size, a.size) })
	s.cache = make([]*chosen, len(s.cands))
	// steps no candidate's eviction spans stay as they are
	covered := make([]int, len(steps)+1)
	for _, c := range s.cands {
		covered[c.ev+1]++
		covered[c.p2]--
	}
	s.curve = newMaxCurve(steps)
	n := 0
	for k := range steps {
		if n += covered[k]; n == 0 {
			s.curve.addRange(k, k, negInf)
		}
	}
	return s
}

// evicted reports whether a chosen plan has buffer id evicted just before
// position at.
func (s *rematSelector) evicted(id, at int) bool {
	p := s.byBuf[id]
	return p != nil && p.ev < at && at < p.regen
}

// run selects and returns the chosen plans in the order taken.
func (s *rematSelector) run() []*chosen {
	taken := make([]bool, len(s.cands))
	var out []*chosen
	for aside := 0; aside < maxSetAside && s.used < s.budget; {
		k, v := s.curve.top()
		if v <= negInf/2 {
			break
		}
		best, bestScore := (*chosen)(nil), 0.0
		for i := range s.cands {
			c := &s.cands[i]
			if float64(c.size) <= bestScore {
				break // nothing later frees more per op
			}
			if taken[i] || !(c.ev < k && k < c.p2) {
				continue
			}
			p := s.plan(i)
			if p == nil || p.regen <= k || s.used+len(p.chain) > s.budget || s.curve.at(p.regen)+p.transient >= v {
				continue
			}
			if score := float64(c.size) / float64(len(p.chain)); score > bestScore {
				best, bestScore = p, score
			}
		}
		if best == nil {
			s.curve.addRange(k, k, negInf) // nothing lowers this step
			aside++
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
	if p := s.cache[i]; p != nil {
		return p
	}
	c := &s.cands[i]
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
	p.transient = max(0, s.ch.peakOver(p.chain)-c.size)
	s.cache[i] = p
	for _, u := range p.leaves {
		s.readers[u] = append(s.readers[u], i)
	}
	return p
}

// take records p, lowers the curve over its eviction and drops the cached
// plans it changes: those reading its value, and its own leaves' (read
// now inside their gaps, which may pull their regenerates earlier).
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
	for i := range s.cands {
		if containsInt(p.leaves, s.cands[i].buf) {
			s.cache[i] = nil
		}
	}
	s.used += len(p.chain)
	s.curve.addRange(p.ev+1, p.regen-1, -c.size)
	s.curve.addRange(p.regen, p.regen, p.transient)
}
