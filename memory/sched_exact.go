package memory

import "math"

// MaxExactNodes bounds the blocks the exact search takes on (2^n states).
const MaxExactNodes = 20

// Exact returns an order with the lowest peak for the given numeric sizes
// (from Graph.Eval), by dynamic programming over the sets of scheduled ops
// (the live bytes after a set do not depend on the order within it), or
// ok=false when the block has more than limit schedulable ops.
func Exact(g *Graph, sizes, extras []int64, limit int) (order []int, peak int64, ok bool) {
	var idx []int // schedulable nodes
	bit := make([]int, len(g.Nodes))
	for i := range g.Nodes {
		bit[i] = -1
		if i != g.Fixed {
			bit[i] = len(idx)
			idx = append(idx, i)
		}
	}
	n := len(idx)
	if n > limit || n > MaxExactNodes {
		return nil, 0, false
	}
	pred := make([]uint32, n)
	for k, i := range idx {
		for _, p := range g.Nodes[i].Preds {
			if bit[p] >= 0 {
				pred[k] |= 1 << bit[p]
			}
		}
	}
	// users[b] is the mask of b's users; pinned buffers are read by the
	// terminator and stay live.
	users := make([]uint32, len(g.Bufs))
	pinned := make([]bool, len(g.Bufs))
	for id, b := range g.Bufs {
		for _, u := range b.Users {
			if bit[u] < 0 {
				pinned[id] = true
			} else {
				users[id] |= 1 << bit[u]
			}
		}
	}
	var entry int64
	for _, id := range g.Outer {
		entry += sizes[id]
	}
	start := entry
	for _, id := range g.Outer {
		if len(g.Bufs[id].Users) == 0 {
			start -= sizes[id]
		}
	}
	full := uint32(1)<<n - 1
	best := make([]int64, 1<<n)
	mem := make([]int64, 1<<n)
	parent := make([]int8, 1<<n)
	for m := range best {
		best[m] = math.MaxInt64
	}
	best[0], mem[0] = entry, start
	for m := uint32(0); m < full; m++ {
		if best[m] == math.MaxInt64 {
			continue
		}
		for k := 0; k < n; k++ {
			if m&(1<<k) != 0 || pred[k]&^m != 0 {
				continue
			}
			node := &g.Nodes[idx[k]]
			nm := m | 1<<k
			at := mem[m]
			after := mem[m]
			for _, d := range node.Defs {
				at += sizes[d]
				if len(g.Bufs[d].Users) > 0 {
					after += sizes[d]
				}
			}
			for _, u := range node.Uses {
				if !pinned[u] && users[u]&^nm == 0 {
					after -= sizes[u]
				}
			}
			p := max(best[m], at-g.passSize(idx[k], sizes), mem[m]+extras[idx[k]])
			if p < best[nm] {
				best[nm], mem[nm], parent[nm] = p, after, int8(k)
			}
		}
	}
	peak = best[full]
	if g.Fixed >= 0 {
		peak = max(peak, mem[full]+extras[g.Fixed])
	}
	order = make([]int, n)
	for m, k := full, n-1; m != 0; k-- {
		b := parent[m]
		order[k] = idx[b]
		m &^= 1 << b
	}
	if g.Fixed >= 0 {
		order = append(order, g.Fixed)
	}
	return order, peak, true
}
