package fusion

import (
	"container/heap"

	"github.com/symopt/symopt/ir"
)

// outline replaces the ops of g by one symopt.fusion op placed where the
// last of them was; topoSort restores def-before-use afterwards. A group
// whose results nobody reads is erased instead (it reports false).
func (f *fuser) outline(g *group, reg *ir.Registry) bool {
	ops := f.sorted(g.ops)
	var inputs []*ir.Value
	seenIn := map[*ir.Value]bool{}
	var splats []*ir.Operation
	seenSplat := map[*ir.Operation]bool{}
	for _, op := range ops {
		forEachUse(op, func(v *ir.Value) {
			d := v.DefiningOp()
			switch {
			case d != nil && g.ops[f.inBlock(d)]:
			case d == nil && v.OwnerBlock() != f.block && op.IsAncestor(v.OwnerBlock().ParentOp()):
			case d != nil && d.Block() == f.block && f.class(d) == clsSplat:
				if !seenSplat[d] {
					seenSplat[d] = true
					splats = append(splats, d)
				}
			case !seenIn[v]:
				seenIn[v] = true
				inputs = append(inputs, v)
			}
		})
	}
	outs := f.outputs(g.ops)
	if len(outs) == 0 { // dead: nothing reads the group
		for i := len(ops) - 1; i >= 0; i-- {
			ops[i].Erase()
		}
		return false
	}
	posOf := func(v *ir.Value) int { return f.pos[v.DefiningOp()]*64 + v.Index() }
	sortValues(outs, posOf)
	types := make([]ir.Type, len(outs))
	for i, v := range outs {
		types[i] = v.Type()
	}
	last := ops[len(ops)-1]
	attrs := []ir.NamedAttr{{Name: "fusion_kind", Value: ir.Str(g.kind)}}
	fop := ir.NewOperation("symopt.fusion", reg.Lookup("symopt.fusion"), inputs, types, attrs, last.Loc)
	body := fop.AddRegion().AddBlock()
	m := ir.NewMapping()
	for _, v := range inputs {
		m.Values[v] = body.AddArg(v.Type(), v.Loc)
	}
	for _, c := range splats {
		body.Append(c.Clone(m))
	}
	for _, op := range ops {
		body.Append(op.Clone(m))
	}
	yielded := make([]*ir.Value, len(outs))
	for i, v := range outs {
		yielded[i] = m.Lookup(v)
	}
	body.Append(ir.NewOperation("symopt.yield", reg.Lookup("symopt.yield"), yielded, nil, nil, last.Loc))
	f.block.InsertBefore(last, fop)
	f.pos[fop] = f.pos[last]
	for i, v := range outs {
		v.ReplaceAllUsesWith(fop.Result(i))
	}
	for i := len(ops) - 1; i >= 0; i-- {
		ops[i].Erase()
	}
	return true
}

func sortValues(vs []*ir.Value, key func(*ir.Value) int) {
	for i := 1; i < len(vs); i++ {
		for j := i; j > 0 && key(vs[j]) < key(vs[j-1]); j-- {
			vs[j], vs[j-1] = vs[j-1], vs[j]
		}
	}
}

// eraseDeadSplats removes splat constants left without users.
func eraseDeadSplats(b *ir.Block) {
	for i := len(b.Ops) - 1; i >= 0; i-- {
		op := b.Ops[i]
		if classify(op, nil) == clsSplat && !op.Result(0).HasUses() {
			op.Erase()
		}
	}
}

// topoSort reorders the ops of b so every value is defined before its
// uses, keeping the current order wherever it already is valid; the
// terminator stays last.
func topoSort(b *ir.Block) {
	n := len(b.Ops)
	idx := make(map[*ir.Operation]int, n)
	for i, op := range b.Ops {
		idx[op] = i
	}
	indeg := make([]int, n)
	succ := make([][]int, n)
	for i, op := range b.Ops {
		seen := map[int]bool{}
		forEachUse(op, func(v *ir.Value) {
			d := v.DefiningOp()
			for d != nil && d.Block() != b {
				d = d.ParentOp()
			}
			if d == nil || d == op {
				return
			}
			if j, ok := idx[d]; ok && !seen[j] {
				seen[j] = true
				indeg[i]++
				succ[j] = append(succ[j], i)
			}
		})
	}
	h := &intHeap{}
	for i := range b.Ops {
		if indeg[i] == 0 {
			heap.Push(h, i)
		}
	}
	order := make([]*ir.Operation, 0, n)
	for h.Len() > 0 {
		i := heap.Pop(h).(int)
		order = append(order, b.Ops[i])
		for _, s := range succ[i] {
			if indeg[s]--; indeg[s] == 0 {
				heap.Push(h, s)
			}
		}
	}
	if len(order) != n {
		return // a cycle: leave the block for the verifier to report
	}
	if t := b.Terminator(); t != nil && t.HasTrait(ir.Terminator) && order[n-1] != t {
		for i, op := range order {
			if op == t {
				order = append(append(order[:i:i], order[i+1:]...), t)
				break
			}
		}
	}
	b.SetOps(order)
}

type intHeap []int

func (h intHeap) Len() int           { return len(h) }
func (h intHeap) Less(i, j int) bool { return h[i] < h[j] }
func (h intHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *intHeap) Push(x any)        { *h = append(*h, x.(int)) }
func (h *intHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
