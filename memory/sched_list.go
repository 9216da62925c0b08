package memory

import "slices"

// The list schedulers compare memory deltas: sums and differences of
// buffer sizes. On a symbolic graph a comparison is decided by a proof
// when one exists (coefficients, ranges of the monomials, the store) and
// otherwise at the likely dim values. A proof holds for every binding in
// the symbols' ranges, the likely one included, so it always agrees with
// the sign at the likely values: the order the comparisons give is the
// order of the deltas evaluated at the likely values, ties included. The
// schedulers therefore evaluate each size once there and keep the ready
// ops in a heap keyed by that number (sched_heap.go), instead of
// comparing vectors pairwise over the ready list at every step
// (sched_list_test.go checks both agree).

// TopDown is a list scheduler from the first op on: among the ops whose
// predecessors are scheduled, it picks the one whose memory delta (bytes
// allocated minus bytes freed) is smallest at the likely dim values
// (ties keep the input order). c is the comparer of the graph's sizes;
// the comparisons are not counted in its statistics.
func TopDown(g *Graph, c *Comparer) []int {
	return g.listOrder(false, g.likelySizes())
}

// BottomUp is the list scheduler of BladeDISC++: it builds the order from
// the terminator backwards; among the ops whose successors are all placed,
// it picks the one whose placement grows the memory live at that point the
// least (operands that become live minus results that stop being live),
// at the likely dim values (ties keep the input order). c is as for
// TopDown.
func BottomUp(g *Graph, c *Comparer) []int {
	return g.listOrder(true, g.likelySizes())
}

// listOrder runs the bottom-up or the top-down list scheduler with the
// given buffer sizes, or returns (a copy of) the order it gave already
// with equal sizes on a graph of the same structure: the likely sizes
// are often those of a sample binding, and close samples may coincide.
// sizes keys the cache: it must not change afterwards (the callers pass
// fresh slices or a search's sample sizes).
func (g *Graph) listOrder(bottomUp bool, sizes []int64) []int {
	g.flat()
	return g.listOrderIn(g.fc, bottomUp, sizes, false)
}

// listOrderIn is listOrder with g's cache fc, given (a helper goroutine
// takes it from its caller, so that it reads nothing of g a later pass
// may change: Graph.reuse replaces g's caches). With shared, the order
// returned is the one the cache holds, not a copy: for a schedule search,
// which writes no order it is given and drops the cache when it ends.
func (g *Graph) listOrderIn(fc *flatCache, bottomUp bool, sizes []int64, shared bool) []int {
	fc.mu.Lock()
	for _, r := range fc.lists {
		if r.bottomUp == bottomUp && slices.Equal(r.sizes, sizes) {
			fc.mu.Unlock()
			if shared {
				return r.order
			}
			return slices.Clone(r.order)
		}
	}
	fc.mu.Unlock()
	var order []int
	if bottomUp {
		order = bottomUpSizes(g, fc.fg, sizes)
	} else {
		order = topDownSizes(g, fc.fg, sizes)
	}
	kept := order
	if !shared {
		kept = slices.Clone(order)
	}
	fc.mu.Lock()
	fc.lists = append(fc.lists, listRun{bottomUp, sizes, kept})
	fc.mu.Unlock()
	return order
}

// likelySizes is every buffer size at the likely dim values (the sizes
// themselves on a numeric graph).
func (g *Graph) likelySizes() []int64 {
	out := make([]int64, len(g.bv))
	lik := g.sp.likelyInt
	for i, v := range g.bv {
		var s int64
		for m, c := range v {
			s += c * lik[m]
		}
		out[i] = s
	}
	return out
}
