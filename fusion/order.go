package fusion

import "github.com/symopt/symopt/ir"

// The cycle check of a candidate group asks whether a path leaves the
// group and comes back. Searching the whole block for it is quadratic
// over a pass, so the fuser keeps a topological rank of the graph whose
// nodes are the groups formed so far and the ungrouped ops (every member
// of a group has the group's rank; every edge goes to a higher rank). A
// path from a consumer of the candidate to one of its producers then
// stays within the ranks between them, which is where the search looks.

// initRanks gives every op its block position as rank.
func (f *fuser) initRanks() {
	f.rank = make([]float64, len(f.block.Ops))
	for i := range f.rank {
		f.rank[i] = float64(i)
	}
}

func (f *fuser) rankOf(o *ir.Operation) float64 { return f.rank[f.pos[o]] }

// neighbours calls fn with every op of the block outside ops that ops
// read from (in=true) or that reads ops (in=false).
func (f *fuser) neighbours(ops map[*ir.Operation]bool, fn func(o *ir.Operation, in bool)) {
	for op := range ops {
		forEachUse(op, func(v *ir.Value) {
			if d := v.DefiningOp(); d != nil {
				if o := f.inBlock(d); o != nil && !ops[o] {
					fn(o, true)
				}
			}
		})
		for _, r := range op.Results() {
			for _, u := range r.Uses() {
				if o := f.inBlock(u.Op); o != nil && !ops[o] {
					fn(o, false)
				}
			}
		}
	}
}

// committed restores the rank invariant after the ops of g became one
// node: g takes a rank between its producers and its consumers, or, when
// none is free, every node is ranked anew.
func (f *fuser) committed(g *group) {
	lo, hi := -1.0, float64(len(f.block.Ops))
	f.neighbours(g.ops, func(o *ir.Operation, in bool) {
		r := f.rankOf(o)
		if in && r > lo {
			lo = r
		}
		if !in && r < hi {
			hi = r
		}
	})
	mid := lo + (hi-lo)/2
	if lo < mid && mid < hi {
		for o := range g.ops {
			f.rank[f.pos[o]] = mid
		}
		return
	}
	f.rerank()
}

// rerank ranks the nodes in a topological order of the grouped graph
// (Kahn's algorithm, ties in block order).
func (f *fuser) rerank() {
	n := len(f.block.Ops)
	// node of each op: the position of its group's first member, or its own
	node := make([]int, n)
	for i, op := range f.block.Ops {
		node[i] = i
		if g := f.groupOf[op]; g != nil {
			for m := range g.ops {
				if p := f.pos[m]; p < node[i] {
					node[i] = p
				}
			}
		}
	}
	indeg := make([]int, n)
	succ := make([][]int, n)
	for i, op := range f.block.Ops {
		forEachUse(op, func(v *ir.Value) {
			if d := v.DefiningOp(); d != nil {
				if o := f.inBlock(d); o != nil && node[f.pos[o]] != node[i] {
					from := node[f.pos[o]]
					succ[from] = append(succ[from], node[i])
					indeg[node[i]]++
				}
			}
		})
	}
	var ready []int
	for i := range n {
		if node[i] == i && indeg[i] == 0 {
			ready = append(ready, i)
		}
	}
	next := 0.0
	nodeRank := make([]float64, n)
	for len(ready) > 0 {
		x := ready[0]
		ready = ready[1:]
		nodeRank[x] = next
		next++
		for _, s := range succ[x] {
			if indeg[s]--; indeg[s] == 0 {
				ready = append(ready, s)
			}
		}
	}
	for i := range n {
		f.rank[i] = nodeRank[node[i]]
	}
}
