package memory

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// SimResult is what Simulate measured.
type SimResult struct {
	Peak                     int64
	Evictions, RecomputedOps int
	Curve                    []int64 // live bytes on entry, then while each op runs
}

// Simulate runs the accounting of the memory runtime (package
// interp/runtime) over order with numeric sizes: symopt.evict with a dim
// guard frees its buffer when the guard holds, otherwise when the live
// bytes, or its predicted peak, exceed limit (limit 0: never);
// symopt.regenerate recomputes an evicted value (its region's ops) or takes
// over the buffer of a kept one. eval evaluates expressions at the binding
// sizes come from (dims of guards and predictions).
func (g *Graph) Simulate(order []int, sizes, extras []int64, limit int64, eval func(symbolic.Expr) int64) SimResult {
	return g.simulate(order, sizes, extras, limit, eval, nil)
}

// SimulateBranches is Simulate that also runs the region pick chooses of
// each top-level branch op (pick returns its index, or -1 to count the
// node by its extra as Simulate does): its ops with the live values
// around them, evictions and regenerations inside it included
// (remat_branch.go). This is the figure of a versioned body with remat
// inside its branches at one binding, pick saying which branch the
// condition takes there.
func (g *Graph) SimulateBranches(order []int, sizes, extras []int64, limit int64, eval func(symbolic.Expr) int64, pick func(op *ir.Operation) int) SimResult {
	return g.simulate(order, sizes, extras, limit, eval, pick)
}

func (g *Graph) simulate(order []int, sizes, extras []int64, limit int64, eval func(symbolic.Expr) int64, pick func(op *ir.Operation) int) SimResult {
	last := g.lastUses(order)
	freeAt := make([][]int, len(order))
	bytes := make([]int64, len(sizes))
	var live int64
	for _, id := range g.Outer {
		bytes[id] = sizes[id]
		live += sizes[id]
	}
	res := SimResult{Curve: []int64{live}}
	res.Peak = live
	for _, id := range g.Outer {
		if last[id] < 0 {
			live -= sizes[id]
		}
	}
	for id, l := range last {
		if l >= 0 {
			freeAt[l] = append(freeAt[l], id)
		}
	}
	evicted := make([]bool, len(sizes))
	bufOf := map[any]int{}
	for id, b := range g.Bufs {
		bufOf[b.Value] = id
	}
	for k, n := range order {
		node := &g.Nodes[n]
		at := live
		switch node.Op.Name {
		case "symopt.evict":
			v := bufOf[node.Op.Operand(0)]
			if !evicted[v] && bytes[v] > 0 && g.wantsEvict(node.Op, live, limit, eval) {
				live -= bytes[v]
				bytes[v] = 0
				evicted[v] = true
				res.Evictions++
			}
			at = live
		case "symopt.regenerate":
			v, r := bufOf[node.Op.Operand(0)], node.Defs[0]
			if evicted[v] {
				res.RecomputedOps += countOps(node)
				at = max(live+extras[n], live+sizes[r])
				bytes[r] = sizes[r]
				live += sizes[r]
			} else {
				bytes[r], bytes[v] = bytes[v], 0
			}
		default:
			r := -1
			if pick != nil && isRematBranch(node) {
				r = pick(node.Op)
			}
			if r >= 0 && r < len(node.Op.Regions) {
				in := g.simulateBranch(order, last, k, r, bytes, limit, eval)
				res.Evictions += in.Evictions
				res.RecomputedOps += in.RecomputedOps
				at = live + in.Peak - in.Curve[0]
			} else {
				at += extras[n]
			}
			for _, d := range node.Defs {
				bytes[d] = sizes[d]
				live += sizes[d]
			}
			at = max(live-g.passSize(n, bytes), at)
		}
		res.Peak = max(res.Peak, at)
		res.Curve = append(res.Curve, at)
		for _, id := range freeAt[k] {
			live -= bytes[id]
			bytes[id] = 0
		}
	}
	return res
}

// countOps counts the ops of n's regions, terminators excluded.
func countOps(n *Node) int {
	c := 0
	for _, r := range n.Op.Regions {
		for _, b := range r.Blocks {
			c += len(b.Ops) - 1
		}
	}
	return c
}

// wantsEvict is the runtime's decision for an evict op.
func (g *Graph) wantsEvict(op *ir.Operation, live, limit int64, eval func(symbolic.Expr) int64) bool {
	dims := make([]int64, op.NumOperands()-1)
	for i := range dims {
		e, ok := g.sizer.Scalar(op.Operand(i + 1))
		if !ok || eval == nil {
			return false
		}
		dims[i] = eval(e)
	}
	if lo, ok := op.Attr(dialect.EvictMin).(*ir.IntegerAttr); ok {
		return len(dims) == 1 && dims[0] >= lo.Value
	}
	predicted := int64(-1)
	if p, ok := op.Attr(dialect.EvictPeak).(*ir.StringAttr); ok {
		e, err := symbolic.Parse(p.Value)
		if err != nil {
			return false
		}
		b := map[symbolic.Sym]int64{}
		for _, s := range e.Syms() {
			if int(s) >= len(dims) {
				return false
			}
			b[s] = dims[s]
		}
		if predicted, err = symbolic.Eval(e, b); err != nil {
			return false
		}
	}
	return limit > 0 && max(live, predicted) > limit
}
