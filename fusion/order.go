package fusion

// The cycle check of a candidate group asks whether a path leaves the
// group and comes back. Searching the whole block for it is quadratic
// over a pass, so the fuser keeps a topological rank of the graph whose
// nodes are the groups formed so far and the ungrouped ops (every member
// of a group has the group's rank; every edge goes to a higher rank). A
// path from a consumer of the candidate to one of its producers then
// stays within the ranks between them, which is where the search looks.

// initRanks gives every op its block position as rank.
func (f *fuser) initRanks() {
	f.rank = make([]float64, len(f.g.ops))
	for i := range f.rank {
		f.rank[i] = float64(i)
	}
}

// committed restores the rank invariant after the ops of g became one
// node: g takes a rank between its producers and its consumers, or, when
// none is free, every node is ranked anew.
func (f *fuser) committed(g *group) {
	f.markMembers(g)
	lo, hi := -1.0, float64(len(f.g.ops))
	for _, m := range g.members {
		for _, p := range f.g.preds.of(m) {
			if !f.member(p) {
				lo = max(lo, f.rank[p])
			}
		}
		for _, s := range f.g.succs.of(m) {
			if !f.member(s) {
				hi = min(hi, f.rank[s])
			}
		}
	}
	mid := lo + (hi-lo)/2
	if lo < mid && mid < hi {
		for _, m := range g.members {
			f.rank[m] = mid
		}
		return
	}
	f.rerank()
}

// rerank ranks the nodes in a topological order of the grouped graph
// (Kahn's algorithm, ties in block order). Any topological order would
// do: the cycle check is exact under every one.
func (f *fuser) rerank() {
	n := len(f.g.ops)
	// node of each op: the position of its group's first member, or its own
	sc := &f.rerankScratch
	node := resized(sc.node, n)
	for i := range node {
		node[i] = int32(i)
		if g := f.groupOf[i]; g != nil {
			node[i] = g.members[0]
		}
	}
	indeg := resized(sc.indeg, n)
	clear(indeg)
	for i := range n {
		for _, p := range f.g.preds.of(int32(i)) {
			if node[p] != node[i] {
				indeg[node[i]]++
			}
		}
	}
	ready := resized(sc.ready, n)[:0]
	for i := range n {
		if node[i] == int32(i) && indeg[i] == 0 {
			ready = append(ready, int32(i))
		}
	}
	next := 0.0
	nodeRank := resized(sc.nodeRank, n)
	clear(nodeRank)
	single := sc.single[:]
	for k := 0; k < len(ready); k++ {
		x := ready[k]
		nodeRank[x] = next
		next++
		members := single
		if g := f.groupOf[x]; g != nil {
			members = g.members
		} else {
			single[0] = x
		}
		for _, m := range members {
			for _, s := range f.g.succs.of(m) {
				if t := node[s]; t != x {
					if indeg[t]--; indeg[t] == 0 {
						ready = append(ready, t)
					}
				}
			}
		}
	}
	for i := range n {
		f.rank[i] = nodeRank[node[i]]
	}
	sc.node, sc.indeg, sc.ready, sc.nodeRank = node, indeg, ready, nodeRank
}

// rerankScratch is the working storage of rerank, kept between its calls
// on one fuser.
type rerankScratch struct {
	node, indeg, ready []int32
	nodeRank           []float64
	single             [1]int32
}

// resized is s with length n, reusing its storage when large enough (the
// contents are not cleared).
func resized[T any](s []T, n int) []T {
	if cap(s) >= n {
		return s[:n]
	}
	return make([]T, n)
}

// createsCycle reports whether the nodes a and b of the grouped graph
// (member lists of a group or one ungrouped op), made into one op, would
// both feed and use something outside them: a path from one to the other
// through an outside op. Ops of other groups count as one node with their
// group (they will be one fusion), so a path through any op of a group
// continues from all of them. Ranks grow along every path, so only a
// path from the lower-ranked node to the other is possible, and its
// inside ops rank strictly between the two: the search looks nowhere
// else. It goes forward from the lower node and backward from the higher
// one a step at a time; the two meeting is a path, either side running
// out of ops without reaching the other node proves there is none. The
// members of a and b must be marked.
func (f *fuser) createsCycle(a, b []int32) bool {
	ra, rb := f.rank[a[0]], f.rank[b[0]]
	if ra == rb {
		return false
	}
	if ra > rb {
		a, b, ra, rb = b, a, rb, ra
	}
	f.seenStamp++
	st := f.seenStamp
	fw, bw := f.work[:0], f.workB[:0]
	met := false
	// add puts o's node on one side's list; it meets the other side when
	// that side has seen it already
	add := func(o int32, list []int32, mine, other []int32, inRange bool) []int32 {
		if mine[o] == st || !inRange {
			return list
		}
		if other[o] == st {
			met = true
			return list
		}
		if h := f.groupOf[o]; h != nil {
			for _, m := range h.members {
				mine[m] = st
				list = append(list, m)
			}
			return list
		}
		mine[o] = st
		return append(list, o)
	}
	for _, m := range a {
		for _, s := range f.g.succs.of(m) {
			if !f.member(s) {
				fw = add(s, fw, f.seen, f.back, f.rank[s] < rb)
			}
		}
	}
	for _, m := range b {
		for _, p := range f.g.preds.of(m) {
			if !f.member(p) {
				bw = add(p, bw, f.back, f.seen, f.rank[p] > ra)
			}
		}
	}
	for !met && len(fw) > 0 && len(bw) > 0 {
		x := fw[len(fw)-1]
		fw = fw[:len(fw)-1]
		for _, s := range f.g.succs.of(x) {
			if met = met || f.member(s); met {
				break
			}
			fw = add(s, fw, f.seen, f.back, f.rank[s] < rb)
		}
		if met {
			break
		}
		y := bw[len(bw)-1]
		bw = bw[:len(bw)-1]
		for _, p := range f.g.preds.of(y) {
			if met = met || f.member(p); met {
				break
			}
			bw = add(p, bw, f.back, f.seen, f.rank[p] > ra)
		}
	}
	f.work, f.workB = fw[:0], bw[:0]
	return met
}
