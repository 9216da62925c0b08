package memory

import (
	"sort"

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

// RematPlan is one value to evict after use Evict and regenerate before
// use Regen (positions in the order).
type RematPlan struct {
	Buf          int
	Evict, Regen int
	Peak         symbolic.Expr // the largest step in the gap
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
	prof := g.Profile(order, c)
	last := g.lastUses(order)
	type cand struct {
		p     RematPlan
		score float64
	}
	var cands []cand
	for id, b := range g.Bufs {
		if b.Def < 0 || !recomputable(g.Nodes[b.Def].Op) || len(b.Users) == 0 {
			continue
		}
		pts := append([]int{b.Def}, b.Users...)
		sort.Ints(pts)
		bestGap, p1, p2 := 0, 0, 0
		for k := 1; k < len(pts); k++ {
			if gap := pts[k] - pts[k-1]; gap > bestGap {
				bestGap, p1, p2 = gap, pts[k-1], pts[k]
			}
		}
		if bestGap < max(opt.MinGap, 2) || p2 == g.Fixed {
			continue
		}
		ok := true
		for _, u := range g.Nodes[b.Def].Uses {
			if last[u] < p2 {
				ok = false
			}
		}
		if !ok {
			continue
		}
		peak := maxExprs(c, prof.Steps[p1+1:p2])
		if opt.Limit != nil {
			switch c.proven(peak, *opt.Limit) {
			case symbolic.Less, symbolic.LessEq, symbolic.Equal:
				continue
			}
		}
		cands = append(cands, cand{RematPlan{id, p1, p2, peak}, float64(c.Likely(b.Size)) * float64(bestGap)})
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].score > cands[j].score })
	limit := max(1, len(g.Nodes)*max(opt.MaxFraction, 0)/100)
	var out []RematPlan
	for _, k := range cands {
		if len(out) >= limit {
			break
		}
		out = append(out, k.p)
	}
	return out
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
