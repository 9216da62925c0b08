package memory

import "sync"

// flatGraph is a graph's structure in flat arrays (compressed rows): the
// defs of node i are defs[defAt[i]:defAt[i+1]], and so on. The numeric
// schedulers and peak evaluations walk these instead of the per-node
// slices of Node and Buffer, which keeps their inner loops on a few
// contiguous int32 arrays.
type flatGraph struct {
	defAt, defs   []int32 // per node: buffers it defines
	useAt, uses   []int32 // per node: buffers it reads
	predAt, preds []int32 // per node: nodes that run before it
	succAt, succs []int32 // per node: nodes that run after it
	userAt, users []int32 // per buffer: nodes that read it
	bufDef        []int32 // per buffer: defining node, -1 for arguments
	outer         []int32 // buffers live on entry
	fixed         int32   // the terminator node, or -1
}

// flatCache holds what is derived from a graph's final structure and
// shared by its copies (Graph.WithSizes): the flat arrays, the
// transposed sample sizes of the last sample set seen (peaks.go), and
// the orders the list schedulers gave (sched_list.go).
type flatCache struct {
	once sync.Once
	fg   *flatGraph

	mu      sync.Mutex
	samples *sampleSizes
	lists   []listRun // guarded by mu
}

// dropScratch forgets what one schedule search cached on g (the sample
// sizes with the prefix states of every candidate walked, the list
// orders), so that a graph kept for a later pass does not keep them
// alive; a later search builds them again.
func (g *Graph) dropScratch() {
	if fc := g.fc; fc != nil {
		fc.mu.Lock()
		fc.samples, fc.lists = nil, nil
		fc.mu.Unlock()
	}
}

// listRun is the order a list scheduler gave with some buffer sizes.
type listRun struct {
	bottomUp bool
	sizes    []int64
	order    []int
}

// flat returns g's structure as flat arrays, built on first use (safe for
// concurrent use).
func (g *Graph) flat() *flatGraph {
	if g.fc == nil {
		// a graph built field by field (tests) gets its cache here; the
		// graphs of BuildGraph have one from vectorize
		g.fc = &flatCache{}
	}
	g.fc.once.Do(func() { g.fc.fg = newFlatGraph(g) })
	return g.fc.fg
}

func newFlatGraph(g *Graph) *flatGraph {
	n, nb := len(g.Nodes), len(g.Bufs)
	fg := &flatGraph{fixed: int32(g.Fixed)}
	fg.defAt, fg.useAt = make([]int32, n+1), make([]int32, n+1)
	fg.predAt, fg.succAt = make([]int32, n+1), make([]int32, n+1)
	var nd, nu, np, ns int
	for i := range g.Nodes {
		nd += len(g.Nodes[i].Defs)
		nu += len(g.Nodes[i].Uses)
		np += len(g.Nodes[i].Preds)
		ns += len(g.Nodes[i].Succs)
	}
	fg.defs, fg.uses = make([]int32, 0, nd), make([]int32, 0, nu)
	fg.preds, fg.succs = make([]int32, 0, np), make([]int32, 0, ns)
	for i := range g.Nodes {
		nn := &g.Nodes[i]
		fg.defs = appendInt32s(fg.defs, nn.Defs)
		fg.uses = appendInt32s(fg.uses, nn.Uses)
		fg.preds = appendInt32s(fg.preds, nn.Preds)
		fg.succs = appendInt32s(fg.succs, nn.Succs)
		fg.defAt[i+1], fg.useAt[i+1] = int32(len(fg.defs)), int32(len(fg.uses))
		fg.predAt[i+1], fg.succAt[i+1] = int32(len(fg.preds)), int32(len(fg.succs))
	}
	fg.userAt = make([]int32, nb+1)
	fg.bufDef = make([]int32, nb)
	fg.users = make([]int32, 0, nu)
	for id := range g.Bufs {
		fg.users = appendInt32s(fg.users, g.Bufs[id].Users)
		fg.userAt[id+1] = int32(len(fg.users))
		fg.bufDef[id] = int32(g.Bufs[id].Def)
	}
	fg.outer = appendInt32s(nil, g.Outer)
	return fg
}

func appendInt32s(dst []int32, src []int) []int32 {
	for _, x := range src {
		dst = append(dst, int32(x))
	}
	return dst
}

func (fg *flatGraph) nodeDefs(i int32) []int32 { return fg.defs[fg.defAt[i]:fg.defAt[i+1]] }
func (fg *flatGraph) nodeUses(i int32) []int32 { return fg.uses[fg.useAt[i]:fg.useAt[i+1]] }
func (fg *flatGraph) nodePreds(i int32) []int32 {
	return fg.preds[fg.predAt[i]:fg.predAt[i+1]]
}
func (fg *flatGraph) nodeSuccs(i int32) []int32 {
	return fg.succs[fg.succAt[i]:fg.succAt[i+1]]
}
func (fg *flatGraph) bufUsers(b int32) []int32 { return fg.users[fg.userAt[b]:fg.userAt[b+1]] }

// lastUsesAt writes into last, per buffer, the position in the order
// after which it is freed (Graph.lastUses), given pos, the position of
// each node in that order.
func (fg *flatGraph) lastUsesAt(pos, last []int32) {
	for id, d := range fg.bufDef {
		l := int32(-1)
		if d >= 0 {
			l = pos[d]
		}
		for _, u := range fg.users[fg.userAt[id]:fg.userAt[id+1]] {
			l = max(l, pos[u])
		}
		last[id] = l
	}
}
