package fusion

import (
	"github.com/symopt/symopt/ir"
)

// outlineAll outlines every group (outline) and then rewrites the op
// list of the block once (reorder): each fusion op takes the place of the
// last of its ops, and the ops of the groups leave the block. It returns
// the number of fusion ops and of the ops moved into them.
func (f *fuser) outlineAll(reg *ir.Registry) (fusions, fused int) {
	n := len(f.g.ops)
	f.moved = make([]*ir.Value, len(f.g.vals))
	at := make([]*group, n) // the group whose fusion goes at its last op
	gone := make([]bool, n)
	fops := map[*group]*ir.Operation{}
	for _, g := range f.groups {
		if g == nil {
			continue
		}
		fop := f.outline(g, reg)
		for _, m := range g.members {
			gone[m] = true
		}
		if fop != nil {
			at[g.members[len(g.members)-1]] = g
			fops[g] = fop
			fusions++
			fused += len(g.members)
		}
	}
	f.reorder(at, gone, fops)
	return fusions, fused
}

// outline builds the symopt.fusion op of g and moves g's ops into its
// body: operands read from outside become block arguments (splat
// constants are cloned in instead), the results used outside are yielded
// and those uses read the fusion's results. outlineAll puts the fusion
// into the block in their place, and topoSort restores def-before-use
// afterwards. A group whose results nobody reads is dropped and gives no
// fusion (nil).
func (f *fuser) outline(g *group, reg *ir.Registry) *ir.Operation {
	ops := make([]*ir.Operation, len(g.members))
	for i, m := range g.members {
		ops[i] = f.op(m)
	}
	f.markMembers(g)
	// inner maps every value read from outside to what the body reads
	// instead: nil (filled below) for inputs, the clone for splats.
	if f.inner == nil {
		f.inner = map[*ir.Value]*ir.Value{}
	}
	inner := f.inner
	clear(inner) // what the last outline left
	var inputs []*ir.Value
	var splats []*ir.Operation
	for _, m := range g.members {
		for _, r := range f.g.reads.of(m) {
			if f.member(r.src) {
				continue
			}
			v := f.g.vals[r.id]
			if w := f.moved[r.id]; w != nil {
				v = w // a result of a group outlined before
			}
			if _, ok := inner[v]; ok {
				continue
			}
			inner[v] = nil
			if r.splat && r.src >= 0 {
				splats = append(splats, v.DefiningOp())
				continue
			}
			inputs = append(inputs, v)
		}
	}
	outs := f.outputs(g)
	if len(outs) == 0 { // dead: nothing reads the group
		dropAll(ops)
		return nil
	}
	posOf := func(v *ir.Value) int { return int(f.posOf(v.DefiningOp()))*64 + v.Index() }
	sortValues(outs, posOf)
	types := make([]ir.Type, len(outs))
	for i, v := range outs {
		types[i] = v.Type()
	}
	// the uses of the results outside g, before g's ops move
	var uses [][]ir.Use
	for _, v := range outs {
		var us []ir.Use
		for _, u := range v.Uses() {
			if o := f.inBlock(u.Op); o == nil || !f.member(f.posOf(o)) {
				us = append(us, u)
			}
		}
		uses = append(uses, us)
	}
	last := ops[len(ops)-1]
	attrs := []ir.NamedAttr{{Name: "fusion_kind", Value: ir.Str(g.kind)}}
	fop := ir.NewOperation("symopt.fusion", reg.Lookup("symopt.fusion"), inputs, types, attrs, last.Loc)
	body := fop.AddRegion().AddBlock()
	for _, v := range inputs {
		inner[v] = body.AddArg(v.Type(), v.Loc)
	}
	var m *ir.Mapping
	if len(splats) > 0 {
		m = ir.NewMapping()
	}
	list := make([]*ir.Operation, 0, len(splats)+len(ops)+1)
	for _, c := range splats {
		cl := c.Clone(m)
		list = append(list, cl)
		inner[c.Result(0)] = cl.Result(0)
	}
	for _, op := range ops {
		list = append(list, op)
		op.Walk(func(o *ir.Operation) bool {
			for k, v := range o.Operands() {
				if w := inner[v]; w != nil {
					o.SetOperand(k, w)
				}
			}
			return true
		})
	}
	list = append(list, ir.NewOperation("symopt.yield", reg.Lookup("symopt.yield"), outs, nil, nil, last.Loc))
	body.SetOps(list)
	for i, us := range uses {
		for _, u := range us {
			u.Op.SetOperand(u.Index, fop.Result(i))
		}
		f.moved[f.g.res[f.posOf(outs[i].DefiningOp())]+int32(outs[i].Index())] = fop.Result(i)
	}
	return fop
}

// dropAll drops the operands of ops and of the ops nested in them, last
// op first (Erase without the removal from the block, which outlineAll
// does for all groups at once).
func dropAll(ops []*ir.Operation) {
	for i := len(ops) - 1; i >= 0; i-- {
		ops[i].Walk(func(o *ir.Operation) bool { o.DropOperands(); return true })
	}
}

func sortValues(vs []*ir.Value, key func(*ir.Value) int) {
	for i := 1; i < len(vs); i++ {
		for j := i; j > 0 && key(vs[j]) < key(vs[j-1]); j-- {
			vs[j], vs[j-1] = vs[j-1], vs[j]
		}
	}
}
