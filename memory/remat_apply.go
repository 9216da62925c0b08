package memory

import (
	"fmt"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
)

// guard is what an evict carries besides its value: a dim and its
// threshold (isMin), or dims and the gap's peak as a polynomial over them.
type guard struct {
	dims  []*ir.Value
	min   int64
	isMin bool
	peak  string
}

// applyRemat inserts, per plan, symopt.evict after the op at Evict and a
// symopt.regenerate holding a clone of the defining op before the op at
// Regen, whose result replaces the value from there on.
func applyRemat(g *Graph, plans []RematPlan, guards []*guard, ops *ir.Registry) error {
	b := g.Block
	for k, p := range plans {
		v := g.Bufs[p.Buf].Value
		def := v.DefiningOp()
		after, before := g.Nodes[p.Evict].Op, g.Nodes[p.Regen].Op
		evOps := []*ir.Value{v}
		var attrs []ir.NamedAttr
		if guards != nil && guards[k] != nil {
			gd := guards[k]
			evOps = append(evOps, gd.dims...)
			if gd.isMin {
				attrs = append(attrs, ir.NamedAttr{Name: dialect.EvictMin, Value: &ir.IntegerAttr{Value: gd.min, Type: ir.I64}})
			} else {
				attrs = append(attrs, ir.NamedAttr{Name: dialect.EvictPeak, Value: ir.Str(gd.peak)})
			}
		}
		ev := ir.NewOperation("symopt.evict", lookup(ops, "symopt.evict"), evOps, nil, attrs, def.Loc)
		idx := b.IndexOf(after)
		if idx < 0 {
			return fmt.Errorf("remat: op %s left its block", after.Name)
		}
		b.InsertAt(idx+1, ev)
		rg := ir.NewOperation("symopt.regenerate", lookup(ops, "symopt.regenerate"), []*ir.Value{v}, []ir.Type{v.Type()}, nil, def.Loc)
		rb := rg.AddRegion().AddBlock()
		m := ir.NewMapping()
		var cl *ir.Operation
		for _, n := range p.Chain {
			src := g.Nodes[n].Op
			cl = src.Clone(m)
			rb.Append(cl)
			for i, r := range cl.Results() {
				g.sizer.alias(r, src.Result(i))
			}
		}
		g.sizer.alias(rg.Result(0), v)
		rb.Append(ir.NewOperation("symopt.regenerate_yield", lookup(ops, "symopt.regenerate_yield"), []*ir.Value{cl.Result(0)}, nil, nil, def.Loc))
		b.InsertBefore(before, rg)
		from := b.IndexOf(rg)
		for _, u := range append([]ir.Use(nil), v.Uses()...) {
			top := u.Op
			for top != nil && top.Block() != b {
				top = top.ParentOp()
			}
			if top == nil || top == rg || top == ev || b.IndexOf(top) <= from {
				continue
			}
			u.Op.SetOperand(u.Index, rg.Result(0))
		}
	}
	return nil
}

func lookup(r *ir.Registry, name string) *ir.OpInfo {
	if r == nil {
		return nil
	}
	return r.Lookup(name)
}

// InsertRemat plans (PlanRemat) and inserts evict/regenerate pairs into the
// block of g, which must be in the order g was built with; each evict
// carries the predicted peak of its gap when its symbols are argument dims.
func InsertRemat(g *Graph, c *Comparer, opt RematOptions, ops *ir.Registry) error {
	plans := PlanRemat(g, c, opt)
	ctx := &pipeline.Context{Ops: ops}
	return applyRemat(g, plans, peakPredictions(g, g.sizer, plans, ctx), ops)
}
