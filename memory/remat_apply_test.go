package memory

import (
	"fmt"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/memory/traingen"
	"github.com/symopt/symopt/models"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/symbolic"
)

// TestApplyRematMatchesSequential plans remat on train steps and applies
// the plans twice, on two copies of the module: with applyRemat (one
// rebuild of the op list) and with the reference below (each op inserted
// into the block in turn). The printed modules must be equal, with and
// without threshold guards.
func TestApplyRematMatchesSequential(t *testing.T) {
	cfg, err := models.Preset("tiny")
	if err != nil {
		t.Fatal(err)
	}
	cfg.Model, cfg.Emit = "llama", "train-step"
	llama, err := models.Text(cfg)
	if err != nil {
		t.Fatal(err)
	}
	srcs := map[string]string{
		"llama-tiny":   string(llama),
		"mlp-4-layers": traingen.Generate(traingen.Config{Hidden: 16, FFN: 32, Layers: 4}),
	}
	ops := dialect.NewRegistry()
	for name, src := range srcs {
		for _, limit := range []int64{0, 100000} {
			t.Run(fmt.Sprintf("%s/limit=%d", name, limit), func(t *testing.T) {
				var out [2]string
				plans := -1
				for i, apply := range []func(*Graph, []RematPlan, []*guard, *ir.Registry) error{applyRemat, refApplyRemat} {
					m := parseModule(t, src)
					z := NewSizer(m)
					c := NewComparer(z.Store())
					g := BuildGraph(firstBody(m), z, c)
					opt := RematOptions{MaxFraction: 30, MinGap: 3}
					ctx := &pipeline.Context{Ops: ops}
					ps := PlanRemat(g, c, opt)
					var guards []*guard
					if limit > 0 {
						e := symbolic.Const(limit)
						opt.Limit, opt.Threshold = &e, true
						guards = thresholdGuards(g, c, z, ps, opt, ctx)
					} else {
						guards = peakPredictions(g, z, ps, ctx)
					}
					if err := apply(g, ps, guards, ops); err != nil {
						t.Fatal(err)
					}
					if err := dialect.Verify(m); err != nil {
						t.Fatalf("does not verify: %v", err)
					}
					out[i], plans = printed(t, m), len(ps)
				}
				if plans < 2 {
					t.Fatalf("%d plans: nothing to compare", plans)
				}
				if out[0] != out[1] {
					t.Errorf("applyRemat and the sequential reference differ:\n%s\n----\n%s", out[0], out[1])
				}
			})
		}
	}
}

// refApplyRemat is applyRemat one insertion at a time: it inserts, per
// plan, symopt.evict after the op at Evict and a symopt.regenerate holding
// a clone of the recompute subgraph before the op at Regen, whose result
// replaces the value from there on (in the clones of later plans too).
func refApplyRemat(g *Graph, plans []RematPlan, guards []*guard, ops *ir.Registry) error {
	b := g.Block
	regenOf := map[*ir.Value]*ir.Operation{}
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
				if rg, ok := regenOf[src.Result(i)]; ok {
					m.Values[rg.Result(0)] = r
				}
			}
		}
		g.sizer.alias(rg.Result(0), v)
		rb.Append(ir.NewOperation("symopt.regenerate_yield", lookup(ops, "symopt.regenerate_yield"), []*ir.Value{cl.Result(0)}, nil, nil, def.Loc))
		b.InsertBefore(before, rg)
		from := b.IndexOf(rg)
		// the recompute reads a value an earlier plan regenerated before
		// it from that regenerate
		rg.Walk(func(op *ir.Operation) bool {
			for i, x := range op.Operands() {
				if r, ok := regenOf[x]; ok && b.IndexOf(r) < from {
					op.SetOperand(i, r.Result(0))
				}
			}
			return true
		})
		regenOf[v] = rg
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
