package fusion

import (
	"github.com/symopt/symopt/ir"
)

// reorder writes the block's op list after outlining: each fusion op
// (fops, of the group at[i] whose last op is at i) in the place of the
// last of its ops, the other ops in place except grouped ones (gone) and
// splat constants nobody reads any more, then a stable topological sort:
// every value defined before its uses, the current order kept wherever it
// already is valid (the smallest ready position first), the terminator
// last. The dependences come from the graph: an op depends on what it
// read, a fusion on what its ops read from outside it except the splat
// constants cloned into it.
func (f *fuser) reorder(at []*group, gone []bool, fops map[*group]*ir.Operation) {
	n := len(f.g.ops)
	// where is the index in list of each op or of the fusion holding it
	where := make([]int32, n)
	for i := range where {
		where[i] = -1
	}
	list := make([]*ir.Operation, 0, n)
	groupAt := make([]*group, 0, n)
	for i, op := range f.g.ops {
		if g := at[i]; g != nil {
			for _, m := range g.members {
				where[m] = int32(len(list))
			}
			list = append(list, fops[g])
			groupAt = append(groupAt, g)
		}
		if gone[i] {
			continue
		}
		if classify(op, nil) == clsSplat && !op.Result(0).HasUses() {
			dropAll([]*ir.Operation{op})
			continue
		}
		where[i] = int32(len(list))
		list = append(list, op)
		groupAt = append(groupAt, nil)
	}
	m := len(list)
	indeg := make([]int32, m)
	var edges [][2]int32     // from, to
	last := make([]int32, m) // last[j] == i+1: op i already depends on j
	for i := range m {
		dep := func(src int32) {
			if j := where[src]; j >= 0 && j != int32(i) && last[j] != int32(i+1) {
				last[j] = int32(i + 1)
				edges = append(edges, [2]int32{j, int32(i)})
				indeg[i]++
			}
		}
		if g := groupAt[i]; g != nil {
			for _, mem := range g.members {
				for _, r := range f.g.reads.of(mem) {
					if r.src >= 0 && !r.splat {
						dep(r.src)
					}
				}
			}
			continue
		}
		for _, r := range f.g.reads.of(f.g.pos[list[i]]) {
			if r.src >= 0 {
				dep(r.src)
			}
		}
	}
	succ := newLists[int32](m, len(edges))
	count := make([]int32, m+1)
	for _, e := range edges {
		count[e[0]+1]++
	}
	for j := range m {
		count[j+1] += count[j]
	}
	succ.at = append(succ.at[:0], count...)
	succ.items = succ.items[:len(edges)]
	for _, e := range edges {
		succ.items[count[e[0]]] = e[1]
		count[e[0]]++
	}
	f.block.SetOps(topoOrder(list, indeg, &succ))
}

// topoOrder returns ops in a topological order of the dependences (indeg
// and succ by index), the smallest ready index first, with a terminator
// last; ops unchanged when the dependences have a cycle.
func topoOrder(ops []*ir.Operation, indeg []int32, succ *lists[int32]) []*ir.Operation {
	n := len(ops)
	h := make(minHeap, 0, 64)
	for i := range n {
		if indeg[i] == 0 {
			h.push(int32(i))
		}
	}
	order := make([]*ir.Operation, 0, n)
	for len(h) > 0 {
		i := h.pop()
		order = append(order, ops[i])
		for _, s := range succ.of(i) {
			if indeg[s]--; indeg[s] == 0 {
				h.push(s)
			}
		}
	}
	if len(order) != n {
		return ops // a cycle: leave the block for the verifier to report
	}
	if n == 0 {
		return ops
	}
	if t := ops[n-1]; t.HasTrait(ir.Terminator) && order[n-1] != t {
		for i, op := range order {
			if op == t {
				order = append(append(order[:i:i], order[i+1:]...), t)
				break
			}
		}
	}
	return order
}

// minHeap is a binary min-heap of op indices (the earliest ready op
// first).
type minHeap []int32

func (h *minHeap) push(x int32) {
	*h = append(*h, x)
	a := *h
	for j := len(a) - 1; j > 0; {
		p := (j - 1) / 2
		if a[p] <= a[j] {
			break
		}
		a[p], a[j] = a[j], a[p]
		j = p
	}
}

func (h *minHeap) pop() int32 {
	a := *h
	top, n := a[0], len(a)-1
	a[0] = a[n]
	a = a[:n]
	for j := 0; ; {
		m, l := j, 2*j+1
		if l < n && a[l] < a[m] {
			m = l
		}
		if r := l + 1; r < n && a[r] < a[m] {
			m = r
		}
		if m == j {
			break
		}
		a[j], a[m] = a[m], a[j]
		j = m
	}
	*h = a
	return top
}
