package memory

// The list schedulers on numbers (one binding of the dims) keep their
// ready ops in a binary heap keyed by the memory delta, indexed by node:
// an op whose delta changes moves within the heap. They walk the graph's
// flat arrays (graph_flat.go).

type heapEntry struct {
	key  int64
	node int32
}

// readyQueue is the ready set of a numeric list scheduler: a min-heap on
// (key, node), ties to the higher node first when preferHi (bottom-up).
type readyQueue struct {
	e        []heapEntry
	at       []int32 // per node: its index in e, -1 when not ready
	preferHi bool
	delta    func(i int32) int64
}

func newReadyQueue(n int, preferHi bool, delta func(int32) int64) *readyQueue {
	q := &readyQueue{e: make([]heapEntry, 0, 64), at: make([]int32, n), preferHi: preferHi, delta: delta}
	for i := range q.at {
		q.at[i] = -1
	}
	return q
}

func (q *readyQueue) less(a, b heapEntry) bool {
	if a.key != b.key {
		return a.key < b.key
	}
	if q.preferHi {
		return a.node > b.node
	}
	return a.node < b.node
}

func (q *readyQueue) set(j int, x heapEntry) {
	q.e[j] = x
	q.at[x.node] = int32(j)
}

func (q *readyQueue) up(j int) {
	x := q.e[j]
	for j > 0 {
		p := (j - 1) / 2
		if !q.less(x, q.e[p]) {
			break
		}
		q.set(j, q.e[p])
		j = p
	}
	q.set(j, x)
}

func (q *readyQueue) down(j int) {
	x, n := q.e[j], len(q.e)
	for {
		l := 2*j + 1
		if l >= n {
			break
		}
		m := l
		if r := l + 1; r < n && q.less(q.e[r], q.e[l]) {
			m = r
		}
		if !q.less(q.e[m], x) {
			break
		}
		q.set(j, q.e[m])
		j = m
	}
	q.set(j, x)
}

// add makes i ready.
func (q *readyQueue) add(i int32) {
	q.e = append(q.e, heapEntry{q.delta(i), i})
	q.up(len(q.e) - 1)
}

// changed re-keys i if it is ready.
func (q *readyQueue) changed(i int32) {
	j := q.at[i]
	if j < 0 {
		return
	}
	old := q.e[j]
	x := heapEntry{q.delta(i), i}
	q.e[j] = x
	if q.less(x, old) {
		q.up(int(j))
	} else {
		q.down(int(j))
	}
}

// pop removes and returns the ready op with the smallest key.
func (q *readyQueue) pop() (int32, bool) {
	if len(q.e) == 0 {
		return 0, false
	}
	top := q.e[0].node
	q.at[top] = -1
	n := len(q.e) - 1
	last := q.e[n]
	q.e = q.e[:n]
	if n > 0 {
		q.set(0, last)
		q.down(0)
	}
	return top, true
}

// topDownSizes is the top-down list scheduler on g's flat structure fg
// with the given buffer sizes: the ready op with the smallest bytes allocated minus bytes freed
// first, ties to the earlier op.
func topDownSizes(g *Graph, fg *flatGraph, sizes []int64) []int {
	n := len(g.Nodes)
	indeg := make([]int32, n)
	for i := range indeg {
		indeg[i] = fg.predAt[i+1] - fg.predAt[i]
	}
	remaining := make([]int32, len(g.Bufs))
	for id := range remaining {
		remaining[id] = fg.userAt[id+1] - fg.userAt[id]
	}
	q := newReadyQueue(n, false, func(i int32) int64 {
		var d int64
		for _, x := range fg.nodeDefs(i) {
			d += sizes[x]
		}
		for _, u := range fg.nodeUses(i) {
			if remaining[u] == 1 {
				d -= sizes[u]
			}
		}
		return d
	})
	for i := range int32(n) {
		if indeg[i] == 0 && i != fg.fixed {
			q.add(i)
		}
	}
	order := make([]int, 0, n)
	for {
		i, ok := q.pop()
		if !ok {
			break
		}
		order = append(order, int(i))
		for _, u := range fg.nodeUses(i) {
			remaining[u]--
			if remaining[u] == 1 {
				for _, w := range fg.bufUsers(u) {
					q.changed(w)
				}
			}
		}
		for _, s := range fg.nodeSuccs(i) {
			indeg[s]--
			if indeg[s] == 0 && s != fg.fixed {
				q.add(s)
			}
		}
	}
	if g.Fixed >= 0 {
		order = append(order, g.Fixed)
	}
	return order
}

// bottomUpSizes is the bottom-up list scheduler on g's flat structure
// fg with the given buffer sizes: from the terminator backwards, the ready op whose placement grows
// the live bytes least first, ties to the later op.
func bottomUpSizes(g *Graph, fg *flatGraph, sizes []int64) []int {
	n := len(g.Nodes)
	outdeg := make([]int32, n)
	for i := range outdeg {
		outdeg[i] = fg.succAt[i+1] - fg.succAt[i]
	}
	live := make([]bool, len(g.Bufs))
	q := newReadyQueue(n, true, func(i int32) int64 {
		var d int64
		for _, u := range fg.nodeUses(i) {
			if !live[u] {
				d += sizes[u]
			}
		}
		for _, x := range fg.nodeDefs(i) {
			if live[x] {
				d -= sizes[x]
			}
		}
		return d
	})
	// the order is written from its end
	order, at := make([]int, n), n
	place := func(i int32) {
		at--
		order[at] = int(i)
		for _, d := range fg.nodeDefs(i) {
			live[d] = false
		}
		for _, u := range fg.nodeUses(i) {
			if !live[u] {
				live[u] = true
				for _, w := range fg.bufUsers(u) {
					q.changed(w)
				}
				if d := fg.bufDef[u]; d >= 0 {
					q.changed(d)
				}
			}
		}
	}
	if fg.fixed >= 0 {
		place(fg.fixed)
		for _, p := range fg.nodePreds(fg.fixed) {
			outdeg[p]--
		}
	}
	for i := range int32(n) {
		if outdeg[i] == 0 && i != fg.fixed {
			q.add(i)
		}
	}
	for {
		i, ok := q.pop()
		if !ok {
			break
		}
		place(i)
		for _, p := range fg.nodePreds(i) {
			outdeg[p]--
			if outdeg[p] == 0 && p != fg.fixed {
				q.add(p)
			}
		}
	}
	return order[at:]
}
