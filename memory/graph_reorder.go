package memory

import (
	"sort"

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
	for id, b := range g.Bufs {
		nb := Buffer{Value: b.Value, Size: b.Size, Def: -1}
		if b.Def >= 0 {
			nb.Def = pos[b.Def]
		}
		nb.Users = mapSorted(b.Users, pos)
		ng.Bufs[bufPos[id]] = nb
	}
	ng.Nodes = make([]Node, len(g.Nodes))
	for k, i := range order {
		n := g.Nodes[i]
		ng.Nodes[k] = Node{Op: n.Op, Extra: n.Extra, Preds: mapSorted(n.Preds, pos), Defs: mapIDs(n.Defs, bufPos), Uses: mapIDs(n.Uses, bufPos)}
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

// mapIDs renumbers ids, keeping their order (nil stays nil).
func mapIDs(ids, to []int) []int {
	if ids == nil {
		return nil
	}
	out := make([]int, len(ids))
	for k, id := range ids {
		out[k] = to[id]
	}
	return out
}

// mapSorted renumbers ids and sorts them.
func mapSorted(ids, to []int) []int {
	out := mapIDs(ids, to)
	sort.Ints(out)
	return out
}
