package memory

import (
	"slices"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// Remat inside branches. A body that schedule-memory{versions=2} wrote
// holds its work in the regions of one top-level scf.if; remat plans and
// inserts evict/regenerate pairs in each region's block as it does in a
// function body, on the block's own graph. That graph counts what the
// whole function has live while the region runs, so that its steps, and
// the peak predictions evicts carry, are the figures the runtime sees
// (the branch rule of graph_branch.go):
//
//   - the values the branch takes (Node.Passed) are live on entry and
//     freed after their last read inside the block, on entry when the
//     block does not read them;
//   - the values live across the branch op (read by a later op of the
//     function's block, or by the branch when it takes nothing) are live
//     on entry and stay live to the block's end: the block's terminator
//     reads them in the graph.
//
// Regenerate regions may read either kind while it is live at the use.

// branchRegion is the graph of one region of a branch node, with the
// function block's buffers its Outer buffers stand for.
type branchRegion struct {
	g *Graph
	// outer[i] is the buffer of the enclosing graph that g.Outer[i] is.
	outer []int
}

// isRematBranch reports a branch node whose regions are single blocks
// (the ones the interpreter hands values to).
func isRematBranch(n *Node) bool {
	if !isBranchOp(n.Op) || len(n.Op.Regions) == 0 {
		return false
	}
	for _, r := range n.Op.Regions {
		if len(r.Blocks) != 1 || len(r.Blocks[0].Ops) == 0 {
			return false
		}
	}
	return true
}

// hasRematBranch reports whether some node of g is such a branch.
func (g *Graph) hasRematBranch() bool {
	for i := range g.Nodes {
		if isRematBranch(&g.Nodes[i]) {
			return true
		}
	}
	return false
}

// liveAcross returns the buffers live across the node at position k of
// order (last the result of lastUses): defined before it, or arguments,
// and read at or after it, less those it takes.
func (g *Graph) liveAcross(order, last []int, k int) []int {
	n := order[k]
	pos := make([]int, len(g.Nodes))
	for j, m := range order {
		pos[m] = j
	}
	var out []int
	for id, b := range g.Bufs {
		if last[id] < k || (b.Def >= 0 && pos[b.Def] >= k) || slices.Contains(g.Nodes[n].Passed, id) {
			continue
		}
		out = append(out, id)
	}
	return out
}

// regionGraph builds the graph of region r of the branch node at
// position k of order: the values the node takes, then those live
// across it, live on entry, the latter read by the block's terminator
// (its last node).
func (g *Graph) regionGraph(order, last []int, k, r int, c *Comparer) *branchRegion {
	n := &g.Nodes[order[k]]
	blk := n.Op.Regions[r].Blocks[0]
	ids := append(append([]int(nil), n.Passed...), g.liveAcross(order, last, k)...)
	vals := make([]*ir.Value, len(ids))
	for i, id := range ids {
		vals[i] = g.Bufs[id].Value
	}
	bg := capturedGraph(blk, g.sizer, c, vals, false) // its terminator changes below
	end := len(bg.Nodes) - 1
	if bg.Fixed >= 0 {
		end = bg.Fixed
	}
	t := &bg.Nodes[end]
	t.Uses = append([]int(nil), t.Uses...)
	for i := len(n.Passed); i < len(ids); i++ {
		id := bg.Outer[i]
		if !slices.Contains(t.Uses, id) {
			t.Uses = append(t.Uses, id)
			bg.Bufs[id].Users = append(bg.Bufs[id].Users, end)
		}
	}
	bg.fc = &flatCache{} // the structure changed after it was built
	return &branchRegion{g: bg, outer: ids}
}

// rematBranches runs remat on the region blocks of each branch node of
// g (a function body in its input order) and returns the pairs it
// inserted. Each block is planned on its own graph (regionGraph), its
// ops counted for MaxFraction.
func rematBranches(g *Graph, c *Comparer, opt RematOptions, block func(bg *Graph, at *ir.Operation) (int, error)) (int, error) {
	order := g.InputOrder()
	var last []int
	total := 0
	for k, n := range order {
		nd := &g.Nodes[n]
		if !isRematBranch(nd) {
			continue
		}
		if last == nil {
			last = g.lastUses(order)
		}
		for r := range nd.Op.Regions {
			br := g.regionGraph(order, last, k, r, c)
			added, err := block(br.g, nd.Op)
			if err != nil {
				return total, err
			}
			total += added
		}
	}
	return total, nil
}

// simulateBranch is Graph.Simulate inside region r of the branch node at
// position k of order, bytes the live bytes of g's buffers before the
// node: the region's ops with the function's live values around them,
// evictions decided on the function's live bytes. The region's nested
// branches count by their Extra.
func (g *Graph) simulateBranch(order, last []int, k, r int, bytes []int64, limit int64, eval func(symbolic.Expr) int64) SimResult {
	br := g.regionGraph(order, last, k, r, NewComparer(g.sizer.Store()))
	sizes, extras := br.g.Eval(eval)
	for i, id := range br.outer {
		sizes[br.g.Outer[i]] = bytes[id]
	}
	return br.g.simulate(br.g.InputOrder(), sizes, extras, limit, eval, nil)
}
