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
// Regen, whose result replaces the value from there on. The plans are
// applied in turn as if each inserted its ops at once (evicts after the
// same op in reverse plan order, regenerates before the same op in plan
// order; a plan replaces the uses that exist when it is applied), and
// the block's op list is rebuilt once at the end.
func applyRemat(g *Graph, plans []RematPlan, guards []*guard, ops *ir.Registry) error {
	b := g.Block
	// place orders the block as it will be: an original op at index i
	// is (i, 1, 0), an evict of plan k after it (i, 2, -k), a regenerate
	// of plan k before it (i, 0, k)
	type place struct{ at, slot, k int }
	less := func(x, y place) bool {
		if x.at != y.at {
			return x.at < y.at
		}
		if x.slot != y.slot {
			return x.slot < y.slot
		}
		return x.k < y.k
	}
	idx := make(map[*ir.Operation]int, len(b.Ops))
	for i, op := range b.Ops {
		idx[op] = i
	}
	inserted := map[*ir.Operation]place{}
	placeOf := func(op *ir.Operation) (place, bool) {
		if p, ok := inserted[op]; ok {
			return p, true
		}
		i, ok := idx[op]
		return place{i, 1, 0}, ok
	}
	regenOf := map[*ir.Value]*ir.Operation{}        // a plan's value -> its regenerate
	evAfter := make([][]*ir.Operation, len(b.Ops))  // later plans first
	rgBefore := make([][]*ir.Operation, len(b.Ops)) // earlier plans first
	for k, p := range plans {
		v := g.Bufs[p.Buf].Value
		def := v.DefiningOp()
		after, before := g.Nodes[p.Evict].Op, g.Nodes[p.Regen].Op
		ai, ok1 := idx[after]
		bi, ok2 := idx[before]
		if !ok1 || !ok2 {
			return fmt.Errorf("remat: op %s left its block", after.Name)
		}
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
		inserted[ev] = place{ai, 2, -k}
		evAfter[ai] = append([]*ir.Operation{ev}, evAfter[ai]...)
		rg := ir.NewOperation("symopt.regenerate", lookup(ops, "symopt.regenerate"), []*ir.Value{v}, []ir.Type{v.Type()}, nil, def.Loc)
		rb := rg.AddRegion().AddBlock()
		from := place{bi, 0, k}
		// a value an earlier plan regenerated before this one is read
		// from that regenerate (the original may be evicted)
		m := ir.NewMapping()
		for _, n := range p.Chain {
			for _, u := range g.Nodes[n].Uses {
				x := g.Bufs[u].Value
				if r, ok := regenOf[x]; ok && less(inserted[r], from) {
					m.Values[x] = r.Result(0)
				}
			}
		}
		var cl *ir.Operation
		for _, n := range p.Chain {
			src := g.Nodes[n].Op
			cl = src.Clone(m)
			rb.Append(cl)
			for i, r := range cl.Results() {
				g.sizer.alias(r, src.Result(i))
				// a later op of the chain may read this value through
				// an earlier plan's regenerate (its uses were replaced):
				// it reads the recomputed one
				if rg, ok := regenOf[src.Result(i)]; ok {
					m.Values[rg.Result(0)] = r
				}
			}
		}
		g.sizer.alias(rg.Result(0), v)
		rb.Append(ir.NewOperation("symopt.regenerate_yield", lookup(ops, "symopt.regenerate_yield"), []*ir.Value{cl.Result(0)}, nil, nil, def.Loc))
		inserted[rg] = from
		regenOf[v] = rg
		rgBefore[bi] = append(rgBefore[bi], rg)
		for _, u := range append([]ir.Use(nil), v.Uses()...) {
			// the op of b holding the use (a regenerate inserted
			// before is not in b yet)
			top := u.Op
			for top != nil && top.Block() != b {
				if _, ok := inserted[top]; ok {
					break
				}
				top = top.ParentOp()
			}
			if top == nil || top == rg || top == ev {
				continue
			}
			if at, ok := placeOf(top); !ok || !less(from, at) {
				continue
			}
			u.Op.SetOperand(u.Index, rg.Result(0))
		}
	}
	out := make([]*ir.Operation, 0, len(b.Ops)+2*len(plans))
	for i, op := range b.Ops {
		out = append(out, rgBefore[i]...)
		out = append(out, op)
		out = append(out, evAfter[i]...)
	}
	b.SetOps(out)
	return nil
}

func lookup(r *ir.Registry, name string) *ir.OpInfo {
	if r == nil {
		return nil
	}
	return r.Lookup(name)
}

// InsertRemat plans (PlanRemat) and inserts evict/regenerate pairs into the
// block of g, which must be in the order g was built with, and into the
// region blocks of its top-level branch ops (as the remat pass does);
// each evict carries the predicted peak of its gap when its symbols are
// argument dims.
func InsertRemat(g *Graph, c *Comparer, opt RematOptions, ops *ir.Registry) error {
	opt.Threshold = false
	_, err := rematBody(g, g.sizer, c, opt, &pipeline.Context{Ops: ops}, g.Block.ParentOp())
	return err
}
