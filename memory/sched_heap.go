package memory

import "container/heap"

// The list schedulers on a graph whose sizes are plain numbers (one
// binding of the dims, Graph.WithSizes) keep their ready ops in a heap
// keyed by the memory delta; an op whose delta changes is pushed again and
// its stale entries are skipped.

type heapEntry struct {
	key  int64
	node int
	ver  int
}

type entryHeap struct {
	e        []heapEntry
	preferHi bool // ties: higher node index first (bottom-up)
}

func (h *entryHeap) Len() int { return len(h.e) }
func (h *entryHeap) Less(i, j int) bool {
	a, b := h.e[i], h.e[j]
	if a.key != b.key {
		return a.key < b.key
	}
	if h.preferHi {
		return a.node > b.node
	}
	return a.node < b.node
}
func (h *entryHeap) Swap(i, j int) { h.e[i], h.e[j] = h.e[j], h.e[i] }
func (h *entryHeap) Push(x any)    { h.e = append(h.e, x.(heapEntry)) }
func (h *entryHeap) Pop() any {
	x := h.e[len(h.e)-1]
	h.e = h.e[:len(h.e)-1]
	return x
}

// numericLists reports whether g's sizes are plain numbers.
func (g *Graph) numeric() bool { return len(g.sp.monos) == 1 }

// readyQueue is the ready set of a numeric list scheduler.
type readyQueue struct {
	h     entryHeap
	ver   []int
	ready []bool
	delta func(i int) int64
}

func newReadyQueue(n int, preferHi bool, delta func(int) int64) *readyQueue {
	return &readyQueue{h: entryHeap{preferHi: preferHi}, ver: make([]int, n), ready: make([]bool, n), delta: delta}
}

func (q *readyQueue) add(i int) {
	q.ready[i] = true
	heap.Push(&q.h, heapEntry{q.delta(i), i, q.ver[i]})
}

// changed re-keys i if it is ready.
func (q *readyQueue) changed(i int) {
	q.ver[i]++
	if q.ready[i] {
		heap.Push(&q.h, heapEntry{q.delta(i), i, q.ver[i]})
	}
}

func (q *readyQueue) pop() (int, bool) {
	for q.h.Len() > 0 {
		e := heap.Pop(&q.h).(heapEntry)
		if q.ready[e.node] && e.ver == q.ver[e.node] {
			q.ready[e.node] = false
			return e.node, true
		}
	}
	return 0, false
}

func topDownNumeric(g *Graph) []int {
	n := len(g.Nodes)
	indeg := make([]int, n)
	for i := range g.Nodes {
		indeg[i] = len(g.Nodes[i].Preds)
	}
	remaining := make([]int, len(g.Bufs))
	for id, b := range g.Bufs {
		remaining[id] = len(b.Users)
	}
	q := newReadyQueue(n, false, func(i int) int64 {
		var d int64
		for _, x := range g.Nodes[i].Defs {
			d += g.bv[x][0]
		}
		for _, u := range g.Nodes[i].Uses {
			if remaining[u] == 1 {
				d -= g.bv[u][0]
			}
		}
		return d
	})
	for i := range g.Nodes {
		if indeg[i] == 0 && i != g.Fixed {
			q.add(i)
		}
	}
	order := make([]int, 0, n)
	for {
		i, ok := q.pop()
		if !ok {
			break
		}
		order = append(order, i)
		for _, u := range g.Nodes[i].Uses {
			remaining[u]--
			if remaining[u] == 1 {
				for _, w := range g.Bufs[u].Users {
					q.changed(w)
				}
			}
		}
		for _, s := range g.Nodes[i].Succs {
			indeg[s]--
			if indeg[s] == 0 && s != g.Fixed {
				q.add(s)
			}
		}
	}
	if g.Fixed >= 0 {
		order = append(order, g.Fixed)
	}
	return order
}

func bottomUpNumeric(g *Graph) []int {
	n := len(g.Nodes)
	outdeg := make([]int, n)
	for i := range g.Nodes {
		outdeg[i] = len(g.Nodes[i].Succs)
	}
	live := make([]bool, len(g.Bufs))
	q := newReadyQueue(n, true, func(i int) int64 {
		var d int64
		for _, u := range g.Nodes[i].Uses {
			if !live[u] {
				d += g.bv[u][0]
			}
		}
		for _, x := range g.Nodes[i].Defs {
			if live[x] {
				d -= g.bv[x][0]
			}
		}
		return d
	})
	rev := make([]int, 0, n)
	place := func(i int) {
		rev = append(rev, i)
		for _, d := range g.Nodes[i].Defs {
			live[d] = false
		}
		for _, u := range g.Nodes[i].Uses {
			if !live[u] {
				live[u] = true
				for _, w := range g.Bufs[u].Users {
					q.changed(w)
				}
				if d := g.Bufs[u].Def; d >= 0 {
					q.changed(d)
				}
			}
		}
	}
	if g.Fixed >= 0 {
		place(g.Fixed)
		for _, p := range g.Nodes[g.Fixed].Preds {
			outdeg[p]--
		}
	}
	for i := range g.Nodes {
		if outdeg[i] == 0 && i != g.Fixed {
			q.add(i)
		}
	}
	for {
		i, ok := q.pop()
		if !ok {
			break
		}
		place(i)
		for _, p := range g.Nodes[i].Preds {
			outdeg[p]--
			if outdeg[p] == 0 && p != g.Fixed {
				q.add(p)
			}
		}
	}
	order := make([]int, len(rev))
	for k, i := range rev {
		order[len(rev)-1-k] = i
	}
	return order
}
