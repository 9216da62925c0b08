package memory

import (
	"slices"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// Graph is one block seen as a scheduling problem: its ops as nodes with
// their dependences, and the buffers (values) they define and read.
type Graph struct {
	Block *ir.Block
	Nodes []Node
	Bufs  []Buffer
	// Outer holds the buffers live on entry: block arguments (freed after
	// their last use like any value).
	Outer []int
	// Fixed is the index of the terminator node, which always comes last,
	// or -1.
	Fixed int

	sizer *Sizer
	// sp, bv and ev are the buffer sizes and node extras as vectors
	// (read-only: buffers of one size share a vector).
	sp *space
	bv []vec
	ev []vec
	// sizeIDs are the sizer's numbers of the buffer sizes (Sizer.ids),
	// -1 for a size set otherwise; nil when unknown.
	sizeIDs []int32
	// built counts the comparisons building the nodes took (Proven,
	// Guessed, Unknown; vectorizing not included), charged again to the
	// comparer of a pass that reuses the graph.
	built [3]int64
	// fc caches what is derived from the final structure (graph_flat.go).
	fc *flatCache
}

// Node is one op of the block.
type Node struct {
	Op *ir.Operation
	// Preds must run before this node (data dependences, side-effect
	// order); Succs is the reverse.
	Preds, Succs []int
	// Defs are the buffers of the op's results, Uses the block's buffers it
	// reads (operands and values read from its regions), without repeats.
	Defs, Uses []int
	// Extra is the peak of the op's regions while it runs (less the
	// bytes of Passed).
	Extra symbolic.Expr
	// Passed are the buffers a branch op takes: freed inside the branch
	// that runs, before its results exist (graph_branch.go).
	Passed []int
}

// Buffer is one value of the block.
type Buffer struct {
	Value *ir.Value
	Size  symbolic.Expr
	Def   int // defining node, -1 for block arguments
	Users []int
}

// BuildGraph builds the graph of block b with sizes from z.
func BuildGraph(b *ir.Block, z *Sizer, c *Comparer) *Graph {
	return buildGraph(b, z, c, nil)
}

// buildGraph is BuildGraph with values defined outside b and live on
// entry to it (a branch's taken values), first among the outer buffers.
func buildGraph(b *ir.Block, z *Sizer, c *Comparer, captured []*ir.Value) *Graph {
	g := &Graph{Block: b, Fixed: -1, sizer: z}
	before := [3]int64{c.Proven, c.Guessed, c.Unknown}
	nb := len(captured) + len(b.Args())
	for _, op := range b.Ops {
		nb += op.NumResults()
	}
	g.Bufs, g.sizeIDs = make([]Buffer, 0, nb), make([]int32, 0, nb)
	z.reserve(nb)
	bufOf := make(map[*ir.Value]int, nb)
	newBuf := func(v *ir.Value, def int) int {
		id := len(g.Bufs)
		sid := z.sizeID(v)
		g.Bufs = append(g.Bufs, Buffer{Value: v, Size: z.exprs[sid], Def: def})
		g.sizeIDs = append(g.sizeIDs, sid)
		bufOf[v] = id
		return id
	}
	owners := []*ir.Block{b} // the blocks of the buffers' values
	for _, v := range captured {
		g.Outer = append(g.Outer, newBuf(v, -1))
		if o := v.OwnerBlock(); !slices.Contains(owners, o) {
			owners = append(owners, o)
		}
	}
	for _, a := range b.Args() {
		g.Outer = append(g.Outer, newBuf(a, -1))
	}
	lastEffect := -1
	g.Nodes = make([]Node, len(b.Ops))
	// usedBy[id] and predOf[d] are the last node that read buffer id and
	// that depends on node d (instead of a set per node)
	usedBy := make([]int, 0, nb)
	predOf := make([]int, len(b.Ops))
	for i := range predOf {
		predOf[i] = -1
	}
	// the nodes' lists are cut from shared slabs (a slab that grows
	// leaves the lists cut before where they are)
	uses, preds := make([]int, 0, 2*len(b.Ops)), make([]int, 0, 2*len(b.Ops))
	var links []branchLink // graph_branch.go
	defs := make([]int, 0, nb)
	cut := func(slab []int, from int) []int {
		if len(slab) == from {
			return nil
		}
		return slab[from:len(slab):len(slab)]
	}
	for i, op := range b.Ops {
		n := &g.Nodes[i]
		n.Op = op
		n.Extra = symbolic.Const(0)
		u0, p0, d0 := len(uses), len(preds), len(defs)
		addPred := func(d int) {
			if predOf[d] != i {
				predOf[d] = i
				preds = append(preds, d)
			}
		}
		addUse := func(v *ir.Value) {
			id, ok := bufOf[v]
			if !ok {
				return
			}
			for len(usedBy) < len(g.Bufs) {
				usedBy = append(usedBy, -1)
			}
			if usedBy[id] == i {
				return
			}
			usedBy[id] = i
			uses = append(uses, id)
			if d := g.Bufs[id].Def; d >= 0 {
				addPred(d)
			}
		}
		for _, v := range op.Operands() {
			addUse(v)
		}
		for _, r := range op.Regions {
			for _, rb := range r.Blocks {
				for _, inner := range rb.Ops {
					inner.Walk(func(o *ir.Operation) bool {
						for _, v := range o.Operands() {
							// a buffer's value is b's or a captured one's:
							// others need no lookup
							if slices.Contains(owners, v.OwnerBlock()) {
								addUse(v)
							}
						}
						return true
					})
				}
			}
		}
		if len(op.Regions) > 0 {
			// a branch that takes values has its own Extra
			if !isBranchOp(op) || !g.branchNode(i, uses[u0:], z, c, &links) {
				n.Extra = regionPeak(op, z, c)
			}
		} else if op.Name == "func.call" {
			n.Extra = z.calleePeak(op, c)
		}
		if hasEffects(op) {
			if lastEffect >= 0 {
				addPred(lastEffect)
			}
			lastEffect = i
		}
		if i == len(b.Ops)-1 && (op.HasTrait(ir.Terminator) || isTerminatorName(op)) {
			g.Fixed = i // schedulers keep it last
		}
		n.Uses, n.Preds = cut(uses, u0), cut(preds, p0)
		slices.Sort(n.Preds)
		for _, r := range op.Results() {
			defs = append(defs, newBuf(r, i))
		}
		n.Defs = cut(defs, d0)
	}
	g.linkBranches(links)
	// users of each buffer and successors of each node, in node order
	nUsers, nSuccs := make([]int, len(g.Bufs)), make([]int, len(g.Nodes))
	for i := range g.Nodes {
		for _, u := range g.Nodes[i].Uses {
			nUsers[u]++
		}
		for _, p := range g.Nodes[i].Preds {
			nSuccs[p]++
		}
	}
	nPreds := len(preds)
	if len(links) > 0 {
		nPreds = 0
		for _, k := range nSuccs {
			nPreds += k // the branches' edges included
		}
	}
	g.linkUsers(nUsers, nSuccs, len(uses), nPreds)
	g.built = [3]int64{c.Proven - before[0], c.Guessed - before[1], c.Unknown - before[2]}
	g.vectorize(c)
	return g
}

// linkUsers sets the users of each buffer and the successors of each
// node, in node order, from the nodes' Uses and Preds: nUsers[b] and
// nSuccs[i] are their counts, cut from two slabs of nUses and nPreds
// entries.
func (g *Graph) linkUsers(nUsers, nSuccs []int, nUses, nPreds int) {
	users, succs := make([]int, 0, nUses), make([]int, 0, nPreds)
	for id := range g.Bufs {
		if nUsers[id] > 0 {
			g.Bufs[id].Users = users[len(users) : len(users) : len(users)+nUsers[id]]
			users = users[:len(users)+nUsers[id]]
		}
	}
	for i := range g.Nodes {
		if nSuccs[i] > 0 {
			g.Nodes[i].Succs = succs[len(succs) : len(succs) : len(succs)+nSuccs[i]]
			succs = succs[:len(succs)+nSuccs[i]]
		}
	}
	for i := range g.Nodes {
		for _, u := range g.Nodes[i].Uses {
			g.Bufs[u].Users = append(g.Bufs[u].Users, i)
		}
		for _, p := range g.Nodes[i].Preds {
			g.Nodes[p].Succs = append(g.Nodes[p].Succs, i)
		}
	}
}

// vectorize interns the sizes' monomials and converts them to vectors,
// each distinct size once.
func (g *Graph) vectorize(c *Comparer) {
	g.fc = &flatCache{}
	g.sp = newSpace(c)
	ids := make([]int32, len(g.Bufs)) // the size's number, or -1
	var memo []vec
	if g.sizer != nil {
		memo = make([]vec, len(g.sizer.exprs))
	}
	for i, b := range g.Bufs {
		ids[i] = -1
		if i < len(g.sizeIDs) && g.sizeIDs[i] >= 0 && b.Size.Equal(g.sizer.exprs[g.sizeIDs[i]]) {
			ids[i] = g.sizeIDs[i]
			if memo[ids[i]] != nil {
				continue
			}
			memo[ids[i]] = vec{} // interned
		}
		g.sp.intern(b.Size)
	}
	for _, n := range g.Nodes {
		if !n.Extra.IsZero() {
			g.sp.intern(n.Extra)
		}
	}
	clear(memo)
	g.bv = make([]vec, len(g.Bufs))
	for i, b := range g.Bufs {
		if ids[i] < 0 {
			g.bv[i] = g.sp.vec(b.Size)
			continue
		}
		if memo[ids[i]] == nil {
			memo[ids[i]] = g.sp.vec(b.Size)
		}
		g.bv[i] = memo[ids[i]]
	}
	zero := g.sp.zero()
	g.ev = make([]vec, len(g.Nodes))
	for i, n := range g.Nodes {
		if n.Extra.IsZero() {
			g.ev[i] = zero
		} else {
			g.ev[i] = g.sp.vec(n.Extra)
		}
	}
}

// setSize gives buffer id the size e (not the sizer's).
func (g *Graph) setSize(id int, e symbolic.Expr) {
	g.Bufs[id].Size = e
	if id < len(g.sizeIDs) {
		g.sizeIDs[id] = -1
	}
}

// hasEffects reports ops whose order among themselves must be kept.
func hasEffects(op *ir.Operation) bool {
	if op.Info == nil || op.HasTrait(ir.SideEffects) || op.HasTrait(ir.Collective) {
		return true
	}
	switch op.Short() {
	case "call", "custom_call", "infeed", "outfeed", "send", "recv", "rng", "rng_bit_generator":
		return true
	}
	effect := false
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			for _, in := range b.Ops {
				in.Walk(func(o *ir.Operation) bool {
					if o.Info == nil || o.HasTrait(ir.SideEffects) || o.HasTrait(ir.Collective) {
						effect = true
					}
					return !effect
				})
			}
		}
	}
	return effect
}

func isTerminatorName(op *ir.Operation) bool {
	switch op.Short() {
	case "return", "yield", "regenerate_yield":
		return true
	}
	return false
}

// regionPeak is the largest peak of op's regions, each block scheduled as
// it stands (its arguments alias the op's operands and are not counted).
func regionPeak(op *ir.Operation, z *Sizer, c *Comparer) symbolic.Expr {
	if p, ok := constRegionPeak(op, z); ok {
		return symbolic.Const(p)
	}
	return graphRegionPeak(op, z, c)
}

// graphRegionPeak is regionPeak through a graph of each block.
func graphRegionPeak(op *ir.Operation, z *Sizer, c *Comparer) symbolic.Expr {
	var peaks []symbolic.Expr
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			g := BuildGraph(b, z, c)
			for _, o := range g.Outer {
				g.setSize(o, symbolic.Const(0))
			}
			g.vectorize(c)
			peaks = append(peaks, g.profilePeaks(g.InputOrder())...)
		}
	}
	return maxExprs(c, peaks)
}

// InputOrder is the block's current op order.
func (g *Graph) InputOrder() []int {
	o := make([]int, len(g.Nodes))
	for i := range o {
		o[i] = i
	}
	return o
}
