package memory

// SimResult is what Simulate measured.
type SimResult struct {
	Peak                     int64
	Evictions, RecomputedOps int
	Curve                    []int64 // live bytes on entry, then while each op runs
}

// Simulate runs the accounting of the memory runtime over order with
// numeric sizes: symopt.evict frees its buffer when the live bytes exceed
// limit (limit 0: never) and, if given, its dim guard holds (guards
// reports it per evict node); symopt.regenerate recomputes an evicted value
// (its region's ops) or takes over the buffer of a kept one.
func (g *Graph) Simulate(order []int, sizes, extras []int64, limit int64, guards func(node int) bool) SimResult {
	last := g.lastUses(order)
	freeAt := make([][]int, len(order))
	bytes := make([]int64, len(sizes))
	var live int64
	for _, id := range g.Outer {
		bytes[id] = sizes[id]
		live += sizes[id]
	}
	res := SimResult{Curve: []int64{live}}
	res.Peak = live
	for _, id := range g.Outer {
		if last[id] < 0 {
			live -= sizes[id]
		}
	}
	for id, l := range last {
		if l >= 0 {
			freeAt[l] = append(freeAt[l], id)
		}
	}
	evicted := make([]bool, len(sizes))
	bufOf := map[any]int{}
	for id, b := range g.Bufs {
		bufOf[b.Value] = id
	}
	for k, n := range order {
		node := &g.Nodes[n]
		at := live
		switch node.Op.Name {
		case "symopt.evict":
			v := bufOf[node.Op.Operand(0)]
			if limit > 0 && live > limit && !evicted[v] && bytes[v] > 0 && (guards == nil || guards(n)) {
				live -= bytes[v]
				bytes[v] = 0
				evicted[v] = true
				res.Evictions++
			}
			at = live
		case "symopt.regenerate":
			v, r := bufOf[node.Op.Operand(0)], node.Defs[0]
			if evicted[v] {
				res.RecomputedOps += countOps(node)
				at = max(live+extras[n], live+sizes[r])
				bytes[r] = sizes[r]
				live += sizes[r]
			} else {
				bytes[r], bytes[v] = bytes[v], 0
			}
		default:
			for _, d := range node.Defs {
				bytes[d] = sizes[d]
				live += sizes[d]
			}
			at = max(live, at+extras[n])
		}
		res.Peak = max(res.Peak, at)
		res.Curve = append(res.Curve, at)
		for _, id := range freeAt[k] {
			live -= bytes[id]
			bytes[id] = 0
		}
	}
	return res
}

// countOps counts the ops of n's regions, terminators excluded.
func countOps(n *Node) int {
	c := 0
	for _, r := range n.Op.Regions {
		for _, b := range r.Blocks {
			c += len(b.Ops) - 1
		}
	}
	return c
}
