package memory

import (
	"slices"

	"github.com/symopt/symopt/ir"
)

// reordered returns the graph BuildGraph gives for g's block once Apply
// has put its ops in order: g's nodes and buffers renumbered, without
// sizing anything again. Its vectors are rebuilt by reuse.
func (g *Graph) reordered(order []int) *Graph {
	pos := make([]int, len(order))
	for k, i := range order {
		pos[i] = k
	}
	// buffers: the block arguments, then the results of each node in the
	// new order
	bufPos := make([]int, len(g.Bufs))
	next := 0
	for _, o := range g.Outer {
		bufPos[o] = next
		next++
	}
	for _, i := range order {
		for _, d := range g.Nodes[i].Defs {
			bufPos[d] = next
			next++
		}
	}
	ng := &Graph{Block: g.Block, Fixed: -1, sizer: g.sizer, built: g.built}
	ng.Outer = make([]int, len(g.Outer))
	for k, o := range g.Outer {
		ng.Outer[k] = bufPos[o]
	}
	ng.Bufs = make([]Buffer, len(g.Bufs))
	if len(g.sizeIDs) == len(g.Bufs) {
		ng.sizeIDs = make([]int32, len(g.Bufs))
		for id, sid := range g.sizeIDs {
			ng.sizeIDs[bufPos[id]] = sid
		}
	}
	// the renumbered lists share one slab each
	var nUsers, nPreds, nDefs, nUses int
	for _, b := range g.Bufs {
		nUsers += len(b.Users)
	}
	for i := range g.Nodes {
		n := &g.Nodes[i]
		nPreds += len(n.Preds)
		nDefs += len(n.Defs)
		nUses += len(n.Uses)
	}
	users := make([]int, 0, nUsers)
	for id, b := range g.Bufs {
		nb := Buffer{Value: b.Value, Size: b.Size, Def: -1}
		if b.Def >= 0 {
			nb.Def = pos[b.Def]
		}
		nb.Users, users = mapSortedInto(users, b.Users, pos)
		ng.Bufs[bufPos[id]] = nb
	}
	preds, defs, uses := make([]int, 0, nPreds), make([]int, 0, nDefs), make([]int, 0, nUses)
	nSuccs := make([]int, len(order))
	ng.Nodes = make([]Node, len(g.Nodes))
	for k, i := range order {
		n := &g.Nodes[i]
		nn := Node{Op: n.Op, Extra: n.Extra}
		nn.Preds, preds = mapSortedInto(preds, n.Preds, pos)
		nn.Defs, defs = mapIDsInto(defs, n.Defs, bufPos)
		nn.Uses, uses = mapIDsInto(uses, n.Uses, bufPos)
		if n.Passed != nil {
			nn.Passed, _ = mapIDsInto(nil, n.Passed, bufPos)
		}
		for _, p := range nn.Preds {
			nSuccs[p]++
		}
		ng.Nodes[k] = nn
	}
	// successors in increasing order, as BuildGraph appends them
	succs := make([]int, 0, nPreds)
	for k := range ng.Nodes {
		if nSuccs[k] > 0 {
			ng.Nodes[k].Succs = succs[len(succs) : len(succs) : len(succs)+nSuccs[k]]
			succs = succs[:len(succs)+nSuccs[k]]
		}
	}
	for k := range ng.Nodes {
		for _, p := range ng.Nodes[k].Preds {
			ng.Nodes[p].Succs = append(ng.Nodes[p].Succs, k)
		}
	}
	if last := len(ng.Nodes) - 1; last >= 0 {
		if op := ng.Nodes[last].Op; op.HasTrait(ir.Terminator) || isTerminatorName(op) {
			ng.Fixed = last
		}
	}
	return ng
}

// reuse makes g, built with another comparer, g as BuildGraph with c
// gives it: its comparisons charged to c and its vectors built over c.
func (g *Graph) reuse(c *Comparer) {
	c.Proven += g.built[0]
	c.Guessed += g.built[1]
	c.Unknown += g.built[2]
	g.vectorize(c)
}

// mapIDsInto appends ids renumbered by to to slab and returns them (nil
// for nil ids, capacity capped) and the grown slab.
func mapIDsInto(slab, ids, to []int) (out, rest []int) {
	if ids == nil {
		return nil, slab
	}
	start := len(slab)
	for _, id := range ids {
		slab = append(slab, to[id])
	}
	return slab[start:len(slab):len(slab)], slab
}

// mapSortedInto is mapIDsInto with the result sorted.
func mapSortedInto(slab, ids, to []int) (out, rest []int) {
	out, slab = mapIDsInto(slab, ids, to)
	slices.Sort(out)
	return out, slab
}
