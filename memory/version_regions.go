package memory

import (
	"slices"

	"github.com/symopt/symopt/ir"
)

// Region graphs of a versioned body without building them. After
// VersionBody, the regions of the scf.if hold the body's ops in the two
// orders (the then region as clones), each ended by an scf.yield of what
// the function returned. remat builds the graph of each region block
// twice (the branch's Extra when it builds the function's graph, then
// the block it plans in), each time with the values the branch takes
// live on entry: what BuildGraph does over the 4524 ops of llama-1b,
// sizing and hashing every value, reading every op's regions again.
// schedule-memory has the body's graph already: a regionSeed keeps it
// with the order and the ops of one region, and regionSeed.graph
// renumbers it into the graph buildGraph gives for that block, node for
// node.
//
// A seed is only made where that is exact: sizes read from annotations
// (a value's size is its type's, so a clone has its original's), no
// branch op among the nodes (whose Passed and edges depend on the order)
// and no func.call in the body (whose peak depends on the callee's
// order, which another pass on the callee may change). A seed is used
// only while its block holds exactly its ops.

// regionSeed is one region of a versioned body: the body's graph g (in
// the body's input order) and the region's ops, those of the nodes of
// order, then the yield that replaces the terminator (g.Fixed, last in
// order).
type regionSeed struct {
	g     *Graph
	order []int
	ops   []*ir.Operation
	// last is the graph graph gave last to a caller that left it as it
	// was, with the values it captured: asked again for the same, graph
	// gives it again, vectorized anew (the branch's Extra is computed on
	// it, then remat plans in it).
	last         *Graph
	lastCaptured []*ir.Value
}

// seedable reports whether the region graphs of a versioned g can be
// derived from g (see above).
func seedable(g *Graph) bool {
	if g.sizer == nil || !g.sizer.annotated || g.Fixed != len(g.Nodes)-1 {
		return false
	}
	ok := true
	for i := range g.Nodes {
		n := &g.Nodes[i]
		if n.Passed != nil || isBranchOp(n.Op) {
			return false
		}
		n.Op.Walk(func(o *ir.Operation) bool {
			ok = ok && o.Name != "func.call"
			return ok
		})
		if !ok {
			return false
		}
	}
	return true
}

// seedRegions records in g's sizer the seeds of the two regions of a
// body VersionBody wrote from g, when seedable.
func seedRegions(g *Graph, v *versioned) {
	if !seedable(g) {
		return
	}
	z := g.sizer
	if z.seeds == nil {
		z.seeds = map[*ir.Block]*regionSeed{}
	}
	z.seeds[v.then] = &regionSeed{g: g, order: v.b, ops: v.then.Ops}
	z.seeds[v.els] = &regionSeed{g: g, order: v.a, ops: v.els.Ops}
}

// capturedGraph is buildGraph(b, z, c, captured): from a seed of b when
// one holds, else built. shared says the caller leaves the graph as it
// is, so that the next one asking for the same may take it.
func capturedGraph(b *ir.Block, z *Sizer, c *Comparer, captured []*ir.Value, shared bool) *Graph {
	if s := z.seeds[b]; s != nil {
		if g := s.graph(b, z, c, captured, shared); g != nil {
			return g
		}
	}
	return buildGraph(b, z, c, captured)
}

// graph returns the graph buildGraph gives for b (the seed's block) with
// captured live on entry, or nil when the seed does not apply; shared as
// for capturedGraph.
func (s *regionSeed) graph(b *ir.Block, z *Sizer, c *Comparer, captured []*ir.Value, shared bool) *Graph {
	g := s.g
	if g.sizer != z || len(b.Ops) != len(s.ops) || len(b.Args()) > 0 || len(s.order) != len(g.Nodes) || s.order[len(s.order)-1] != g.Fixed {
		return nil
	}
	for k, op := range b.Ops {
		if op != s.ops[k] {
			return nil
		}
	}
	last, lastCaptured := s.last, s.lastCaptured
	s.last, s.lastCaptured = nil, nil
	if last != nil && slices.Equal(captured, lastCaptured) {
		last.reuse(c)
		s.keep(last, captured, shared)
		return last
	}
	yield := b.Ops[len(b.Ops)-1]
	if hasEffects(yield) || !(yield.HasTrait(ir.Terminator) || isTerminatorName(yield)) {
		return nil
	}
	// the new number of each of g's buffers: a captured argument its
	// place among captured, -1 for one not captured (unread here, as
	// buildGraph has no buffer for it), results in the order of the ops
	nt := len(captured)
	to := make([]int, len(g.Bufs))
	for _, o := range g.Outer {
		to[o] = -1
	}
	for i, v := range captured {
		if slices.Contains(captured[:i], v) {
			return nil
		}
		found := false
		for _, o := range g.Outer {
			if g.Bufs[o].Value == v {
				to[o], found = i, true
			}
		}
		if !found && v.DefiningOp() != nil && v.DefiningOp().Block() == b {
			return nil // defined in the block and captured: not a seed's case
		}
	}
	pos := make([]int, len(g.Nodes))
	next := nt
	for k, n := range s.order {
		pos[n] = k
		for _, d := range g.Nodes[n].Defs {
			to[d] = next
			next++
		}
	}
	ng := &Graph{Block: b, Fixed: len(s.order) - 1, sizer: z, built: g.built}
	ng.Bufs, ng.sizeIDs = make([]Buffer, next), make([]int32, next)
	ng.Outer = make([]int, nt)
	for i, v := range captured {
		sid := z.sizeID(v)
		ng.Bufs[i] = Buffer{Value: v, Size: z.exprs[sid], Def: -1}
		ng.sizeIDs[i], ng.Outer[i] = sid, i
	}
	for k, n := range s.order[:len(s.order)-1] {
		for j, d := range g.Nodes[n].Defs {
			sid := int32(-1)
			if d < len(g.sizeIDs) {
				sid = g.sizeIDs[d]
			}
			ng.Bufs[to[d]] = Buffer{Value: s.ops[k].Result(j), Size: g.Bufs[d].Size, Def: k}
			ng.sizeIDs[to[d]] = sid
		}
	}
	s.fillNodes(ng, to, pos)
	c.Proven += g.built[0]
	c.Guessed += g.built[1]
	c.Unknown += g.built[2]
	ng.vectorize(c)
	s.keep(ng, captured, shared)
	return ng
}

// keep records g, which captured, as the graph to give again when the
// caller leaves it as it is (shared).
func (s *regionSeed) keep(g *Graph, captured []*ir.Value, shared bool) {
	if shared {
		s.last, s.lastCaptured = g, slices.Clone(captured)
	}
}

// fillNodes sets the nodes of ng (buffers renumbered by to, nodes by
// pos), their lists cut from shared slabs, and the buffers' users.
func (s *regionSeed) fillNodes(ng *Graph, to, pos []int) {
	g := s.g
	var nUses, nPreds, nDefs int
	for i := range g.Nodes {
		nUses += len(g.Nodes[i].Uses)
		nPreds += len(g.Nodes[i].Preds)
		nDefs += len(g.Nodes[i].Defs)
	}
	uses, preds, defs := make([]int, 0, nUses), make([]int, 0, nPreds), make([]int, 0, nDefs)
	ng.Nodes = make([]Node, len(s.order))
	nUsers, nSuccs := make([]int, len(ng.Bufs)), make([]int, len(ng.Nodes))
	last := len(s.order) - 1
	for k, n := range s.order {
		gn := &g.Nodes[n]
		nn := Node{Op: s.ops[k], Extra: gn.Extra}
		u0, p0 := len(uses), len(preds)
		for _, id := range gn.Uses {
			if t := to[id]; t >= 0 {
				uses = append(uses, t)
				nUsers[t]++
			}
		}
		if k < last {
			for _, p := range gn.Preds {
				preds = append(preds, pos[p])
			}
		} else {
			// the yield has no effects: its data dependences alone
			for _, t := range uses[u0:] {
				if d := ng.Bufs[t].Def; d >= 0 && !slices.Contains(preds[p0:], d) {
					preds = append(preds, d)
				}
			}
		}
		nn.Uses, nn.Preds = cutSlab(uses, u0), cutSlab(preds, p0)
		slices.Sort(nn.Preds)
		for _, p := range nn.Preds {
			nSuccs[p]++
		}
		nn.Defs, defs = mapIDsInto(defs, gn.Defs, to)
		if len(nn.Defs) == 0 {
			nn.Defs = nil
		}
		ng.Nodes[k] = nn
	}
	ng.linkUsers(nUsers, nSuccs, len(uses), len(preds))
}

// cutSlab is the part of slab from from on, capacity capped, nil when
// empty (as buildGraph cuts its lists).
func cutSlab(slab []int, from int) []int {
	if len(slab) == from {
		return nil
	}
	return slab[from:len(slab):len(slab)]
}
