package memory

import (
	"cmp"
	"slices"

	"github.com/symopt/symopt/symbolic"
)

// RematOptions tune Remat.
type RematOptions struct {
	// Limit is the memory budget in bytes as an expression; nil means
	// none: every candidate gets evict/regenerate and run time decides.
	Limit *symbolic.Expr
	// LimitText is the limit as the user wrote it, for messages.
	LimitText string
	// MaxFraction bounds the regenerated values to this percentage of the
	// block's ops (the extra work when every eviction happens).
	MaxFraction int
	// MinGap is the fewest ops between the two uses an eviction spans.
	MinGap int
	// Threshold guards each evict with the dim value above which the
	// peak in its gap exceeds an integer Limit, when one exists.
	Threshold bool
}

// RematPlan is one value to evict after the op at Evict (just before the
// highest step between two uses) and regenerate before the use at Regen
// (positions in the order).
type RematPlan struct {
	Buf          int
	Evict, Regen int
	// Peak is the largest step in the gap at likely values.
	Peak symbolic.Expr
	// Chain is the recompute subgraph (node indices in order), ending
	// with the value's defining node.
	Chain []int
	// At is the gap's highest step at likely values, whose bytes Peak
	// is (the op after Evict unless the evict follows the first use).
	At int
}

// RematStats says what Remat did.
type RematStats struct {
	Candidates, Inserted, Guarded int
	// Unreachable is set when the limit is below what evicting every
	// candidate can reach (at likely values); BestPeak is that best peak.
	Unreachable bool
	BestPeak    int64
}

// PlanRemat picks the values to rematerialize in the block's current
// order. A candidate is the value of a recomputable op (one result, no
// regions or side effects, no collectives or custom calls, more than
// smallBytes) with a gap of at least MinGap ops between two uses in which
// the memory curve may exceed the limit. The selection (rematSelector)
// takes, for the highest step of the curves at the sample bindings, the
// candidate spanning it that frees the most bytes per recomputed op, and
// repeats on the lowered curves, up to MaxFraction percent of the ops. A
// value is rebuilt by a recompute subgraph of up to maxChainOps ops whose
// inputs are available at its regenerate: live there anyway (or small),
// and not evicted by another plan then (a plan whose value another's
// recompute reads inside its gap is regenerated before that one instead).
func PlanRemat(g *Graph, c *Comparer, opt RematOptions) []RematPlan {
	order := g.InputOrder()
	_, steps := g.profileSteps(order)
	last := g.lastUses(order)
	likely := make([]int64, len(steps))
	for k, v := range steps {
		likely[k] = v.atInt(g.sp.likelyInt)
	}
	early := rematEarly(g, opt)
	highest := newArgmaxTable(likely)
	var cands []rematCand
	var pts []int // scratch: the definition and uses of a buffer
	for id, b := range g.Bufs {
		if b.Def < 0 || len(b.Users) == 0 || isSmall(g.bv[id]) || !recomputable(g.Nodes[b.Def].Op) {
			continue
		}
		pts = append(append(pts[:0], b.Def), b.Users...)
		slices.Sort(pts)
		bestGap, p1, p2 := 0, 0, 0
		for k := 1; k < len(pts); k++ {
			if gap := pts[k] - pts[k-1]; gap > bestGap {
				bestGap, p1, p2 = gap, pts[k-1], pts[k]
			}
		}
		if bestGap < max(opt.MinGap, 2) || p2 == g.Fixed {
			continue
		}
		// the highest step of the gap at likely values (the first of
		// equal ones, which is also the first a pruning of the gap's
		// steps by proofs keeps)
		at := highest.top(p1+1, p2-1)
		if opt.Limit != nil {
			switch c.proven(g.sp.expr(steps[at]), *opt.Limit) {
			case symbolic.Less, symbolic.LessEq, symbolic.Equal:
				continue
			}
		}
		// the evict goes right after the earlier use when the runtime
		// decides from the gap's predicted peak, else just before that
		// step, where the live bytes it sees are close to the peak's
		ev := at - 1
		if early(steps[at]) {
			ev = p1
		}
		cands = append(cands, rematCand{buf: id, p1: p1, p2: p2, ev: ev, at: at})
	}
	budget := max(1, len(g.Nodes)*max(opt.MaxFraction, 0)/100)
	var vals [][]int64
	for _, b := range sampleBindings(g, c) {
		vals = append(vals, g.sp.valuesAt(b))
	}
	sel := newRematSelector(g, last, steps, cands, vals, budget)
	picked := sel.run()
	// regenerates in order, a value before the values recomputed from it
	slices.SortStableFunc(picked, func(a, b *chosen) int {
		if a.regen != b.regen {
			return cmp.Compare(a.regen, b.regen)
		}
		return cmp.Compare(g.Bufs[sel.cands[a.cand].buf].Def, g.Bufs[sel.cands[b.cand].buf].Def)
	})
	out := make([]RematPlan, 0, len(picked))
	for _, p := range picked {
		k := &sel.cands[p.cand]
		out = append(out, RematPlan{Buf: k.buf, Evict: p.ev, Regen: p.regen, Peak: g.sp.expr(steps[k.at]), Chain: p.chain, At: k.at})
	}
	return out
}

// rematEarly returns whether the evict of a gap whose highest step is
// step may go right after the gap's first use: when the runtime decides
// from the gap's predicted peak (symopt.evict ... peak, without a
// threshold guard), which it has when every symbol of the step is a dim
// of a function argument.
func rematEarly(g *Graph, opt RematOptions) func(step vec) bool {
	if opt.Threshold || g.sizer.Result() == nil {
		return func(vec) bool { return false }
	}
	st := g.sizer.Store()
	var carried []symbolic.Sym
	for _, id := range g.Outer {
		if !dimSource(g, id) {
			continue
		}
		for _, e := range g.sizer.Result().Dims(g.Bufs[id].Value) {
			if s, ok := e.AsSym(); ok {
				carried = append(carried, s)
			}
		}
	}
	known := make([]int8, len(g.sp.monos)) // 1 carried, -1 not, 0 unknown
	monoCarried := func(i int) bool {
		if known[i] == 0 {
			known[i] = 1
			for _, f := range g.sp.monos[i] {
				if !slices.ContainsFunc(carried, func(y symbolic.Sym) bool { return st.SameClass(f.Sym, y) }) {
					known[i] = -1
				}
			}
		}
		return known[i] > 0
	}
	return func(step vec) bool {
		for i, k := range step {
			if k != 0 && !monoCarried(i) {
				return false
			}
		}
		return true
	}
}
