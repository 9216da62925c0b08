package memory

import (
	"cmp"
	"slices"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// RematOptions tune Remat.
type RematOptions struct {
	// Limit is the memory budget in bytes as an expression; nil means
	// none: every candidate gets evict/regenerate and run time decides.
	Limit *symbolic.Expr
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
// order: values of recomputable ops (one result, no regions or side
// effects, no collectives or custom calls) whose operands stay live until
// the later use anyway, with a gap of at least MinGap ops between two uses
// in which the memory curve may exceed the limit, largest first (likely
// sizes times gap length), at most MaxFraction percent of the ops.
func PlanRemat(g *Graph, c *Comparer, opt RematOptions) []RematPlan {
	order := g.InputOrder()
	_, steps := g.profileSteps(order)
	last := g.lastUses(order)
	likely := make([]float64, len(steps))
	for k, v := range steps {
		likely[k] = v.at(g.sp.likely)
	}
	type cand struct {
		id, ev, p2, at int
		chain          []int
		peak           symbolic.Expr // with a limit
		score          float64
	}
	var cands []cand
	var pts []int // scratch: the definition and uses of a buffer
	for id, b := range g.Bufs {
		if b.Def < 0 || !recomputable(g.Nodes[b.Def].Op) || len(b.Users) == 0 {
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
		chain := recomputeChain(g, b.Def, p2, last, 3)
		if chain == nil {
			continue
		}
		// the highest step of the gap at likely values (the first of
		// equal ones, which is also the first a pruning of the gap's
		// steps by proofs keeps): evict just before it, where the live
		// bytes the run-time check sees are close to that step's
		ev, top, at := p1, -1.0, p1+1
		for k := p1 + 1; k < p2; k++ {
			if v := likely[k]; v > top {
				ev, top, at = k-1, v, k
			}
		}
		var peak symbolic.Expr
		if opt.Limit != nil {
			peak = g.sp.expr(steps[at])
			switch c.proven(peak, *opt.Limit) {
			case symbolic.Less, symbolic.LessEq, symbolic.Equal:
				continue
			}
		}
		// the size at likely values, from its vector
		size := g.bv[id].atInt(g.sp.likelyInt)
		cands = append(cands, cand{id, ev, p2, at, chain, peak, float64(size) * float64(bestGap) / float64(len(chain))})
	}
	// largest score first, ties in buffer order
	rank := make([]int, len(cands))
	for i := range rank {
		rank[i] = i
	}
	slices.SortStableFunc(rank, func(i, j int) int { return cmp.Compare(cands[j].score, cands[i].score) })
	limit := max(1, len(g.Nodes)*max(opt.MaxFraction, 0)/100)
	var out []RematPlan
	ops := 0
	for _, i := range rank {
		k := &cands[i]
		if ops+len(k.chain) > limit {
			continue
		}
		ops += len(k.chain)
		peak := k.peak
		if opt.Limit == nil {
			peak = g.sp.expr(steps[k.at])
		}
		out = append(out, RematPlan{k.id, k.ev, k.p2, peak, k.chain})
	}
	return out
}

// recomputeChain returns the nodes to run again to rebuild the value of
// node def at position at: def and, up to depth levels, the producers of
// its operands that are dead by then; nil when a leaf is dead or not
// recomputable. Node indices are positions (the input order).
func recomputeChain(g *Graph, def, at int, last []int, depth int) []int {
	if depth == 0 || !recomputable(g.Nodes[def].Op) {
		return nil
	}
	var chain []int
	for _, u := range g.Nodes[def].Uses {
		if last[u] >= at {
			continue
		}
		d := g.Bufs[u].Def
		if d < 0 {
			return nil
		}
		sub := recomputeChain(g, d, at, last, depth-1)
		if sub == nil {
			return nil
		}
		for _, s := range sub {
			if !containsInt(chain, s) {
				chain = append(chain, s)
			}
		}
	}
	return append(chain, def)
}

func containsInt(a []int, x int) bool {
	for _, y := range a {
		if y == x {
			return true
		}
	}
	return false
}

// recomputable reports ops that may run again: pure, one result, no
// regions, not a collective or custom call.
func recomputable(op *ir.Operation) bool {
	if op.Info == nil || op.NumResults() != 1 || len(op.Regions) > 0 || hasEffects(op) || op.HasTrait(ir.ConstantLike) {
		return false
	}
	switch op.Short() {
	case "custom_call", "call", "while", "if", "case", "return", "yield":
		return false
	}
	_, isTensor := op.Result(0).Type().(*ir.TensorType)
	return isTensor
}
