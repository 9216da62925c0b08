package memory

import (
	"slices"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// A branch op (scf.if, stablehlo.if and case) runs one of its regions at
// most once. A value of the block read by such an op (as its condition or
// inside its regions) and by no later op of the block is handed to the
// branch that runs: it is freed after its last read there, or on entry to
// a branch that does not read it (the condition once the branch is
// chosen), before the op's results exist. The
// interpreter frees such values the same way (interp.IsBranchOp), so
// analytic and measured peaks agree. Loops and per-element bodies keep
// the op-level rule: values they read live until the op ends.
//
// In the graph, the node of a branch op lists those buffers in Passed and
// its Extra is the peak of its regions with them live on entry, less
// their bytes; its step is max(before + Extra, before + results -
// passed). Whether a value is passed is decided on the input order and
// kept by edges: the block's other readers of a passed value run before
// the branch, and those of a value it does not take run after it.

// isBranchOp reports the ops whose regions take the values they alone
// read (interp.IsBranchOp is the same list).
func isBranchOp(op *ir.Operation) bool {
	switch op.Name {
	case "scf.if", "stablehlo.if", "stablehlo.case", "mhlo.if", "mhlo.case":
		return true
	}
	return false
}

// branchLink is an order a branch node keeps with the other readers of
// a buffer it reads inside its regions: they run before it when it takes
// the buffer, after it when it does not.
type branchLink struct {
	node, buf int
	taken     bool
}

// branchNode decides which of the buffers ids, read by branch node i
// (operands and reads inside its regions), the branch takes, and sets
// the node's Passed and Extra for them; false when it takes none (the
// node's Extra is then the op-level region peak, not set here).
func (g *Graph) branchNode(i int, ids []int, z *Sizer, c *Comparer, links *[]branchLink) bool {
	n := &g.Nodes[i]
	for _, r := range n.Op.Regions {
		if len(r.Blocks) != 1 {
			return false
		}
	}
	var taken []int
	var vals []*ir.Value
	for _, id := range ids {
		v := g.Bufs[id].Value
		if readAfter(v, g.Block, i) {
			*links = append(*links, branchLink{node: i, buf: id})
			continue
		}
		taken, vals = append(taken, id), append(vals, v)
	}
	if len(taken) == 0 {
		return false
	}
	e, ok := branchPeak(n.Op, vals, z, c)
	if !ok {
		return false // the op-level rule; the interpreter agrees only without overflow
	}
	n.Extra, n.Passed = e, taken
	for _, id := range taken {
		*links = append(*links, branchLink{node: i, buf: id, taken: true})
	}
	return true
}

// linkBranches adds the edges of links to the nodes' predecessors.
func (g *Graph) linkBranches(links []branchLink) {
	for _, l := range links {
		for u := range g.Nodes {
			if u == l.node || !slices.Contains(g.Nodes[u].Uses, l.buf) {
				continue
			}
			switch {
			case l.taken && u < l.node:
				g.addPred(l.node, u)
			case !l.taken && u > l.node:
				g.addPred(u, l.node)
			}
		}
	}
}

// addPred makes node p a predecessor of node n (before Succs are built).
func (g *Graph) addPred(n, p int) {
	nn := &g.Nodes[n]
	if slices.Contains(nn.Preds, p) {
		return
	}
	nn.Preds = append(slices.Clip(nn.Preds), p)
	slices.Sort(nn.Preds)
}

// readAfter reports whether an op of b after position i reads v,
// directly or from a nested region.
func readAfter(v *ir.Value, b *ir.Block, i int) bool {
	for _, u := range v.Uses() {
		a := u.Op
		for a != nil && a.Block() != b {
			a = a.ParentOp()
		}
		if a != nil && a != b.Ops[i] && b.IndexOf(a) > i {
			return true
		}
	}
	return false
}

// branchPeak is the Extra of a branch node that takes the values taken:
// the largest peak of its regions, each block as it stands with taken
// live on entry at their sizes (freed after their last read there, on
// entry where unread), less the bytes of taken. ok=false when the
// difference overflows.
func branchPeak(op *ir.Operation, taken []*ir.Value, z *Sizer, c *Comparer) (e symbolic.Expr, ok bool) {
	var peaks []symbolic.Expr
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			// the graph is left as it is unless it has arguments to zero
			g := capturedGraph(b, z, c, taken, len(b.Args()) == 0)
			if len(g.Outer) > len(taken) {
				for _, o := range g.Outer[len(taken):] {
					g.setSize(o, symbolic.Const(0))
				}
				g.vectorize(c)
			}
			peaks = append(peaks, g.profilePeaks(g.InputOrder())...)
		}
	}
	e = maxExprs(c, peaks)
	for _, v := range taken {
		var err error
		if e, err = symbolic.Sub(e, z.Size(v)); err != nil {
			return symbolic.Expr{}, false
		}
	}
	return e, true
}

// passSize is the bytes node n's branch takes, with sizes per buffer.
func (g *Graph) passSize(n int, sizes []int64) int64 {
	var s int64
	for _, id := range g.Nodes[n].Passed {
		s += sizes[id]
	}
	return s
}

// BranchExtra is the Extra of branch node n at one binding (sizes from
// eval) when its condition picks region r: that region's peak, computed
// on numbers, with the values n takes live on entry, less their bytes.
// Extra itself, a polynomial, is the largest of the regions' candidate
// peaks at likely values, which another binding may not agree with; this
// is the exact figure (without evictions: Graph.SimulateBranches runs a
// region under a limit). ok=false when n takes no values.
func (g *Graph) BranchExtra(n, r int, c *Comparer, eval func(symbolic.Expr) int64) (int64, bool) {
	nd := g.Nodes[n]
	if len(nd.Passed) == 0 || r < 0 || r >= len(nd.Op.Regions) || len(nd.Op.Regions[r].Blocks) != 1 {
		return 0, false
	}
	vals := make([]*ir.Value, len(nd.Passed))
	var pass int64
	for i, id := range nd.Passed {
		vals[i] = g.Bufs[id].Value
		pass += eval(g.Bufs[id].Size)
	}
	in := buildGraph(nd.Op.Regions[r].Blocks[0], g.sizer, c, vals)
	for _, o := range in.Outer[len(vals):] {
		in.setSize(o, symbolic.Const(0))
	}
	sizes, extras := in.Eval(eval)
	// Simulate without a limit: a regenerate inside takes over its
	// operand's buffer, as at run time (NumericPeak would count it anew)
	return in.Simulate(in.InputOrder(), sizes, extras, 0, eval).Peak - pass, true
}
