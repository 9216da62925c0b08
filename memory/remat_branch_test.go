package memory

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/runtime"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/memory/traingen"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/symbolic"
)

// outsideSrc branches on its batch dim (below 16 or not) inside the
// function, with values live across the scf.if (%big, read after it,
// and %x, returned): each branch has a gap remat can fill, whose peak
// counts them.
const outsideSrc = `symopt.dim @B {likely = 64, lower = 1, upper = 4096}
func.func @train_step(%x: tensor<?x64xf32, [@B, 64]>, %w: tensor<64x64xf32>) -> (tensor<?x64xf32, [@B, 64]>, tensor<?x64xf32, [@B, 64]>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %n = tensor.dim %x, %c0 : tensor<?x64xf32, [@B, 64]>
  %small = arith.cmpi slt, %n, %c16 : index
  %big = stablehlo.exponential %x : tensor<?x64xf32, [@B, 64]>
  %r = scf.if %small -> (tensor<?x64xf32, [@B, 64]>) {
    %e = stablehlo.tanh %x : tensor<?x64xf32, [@B, 64]>
    %t1 = stablehlo.multiply %e, %e : tensor<?x64xf32, [@B, 64]>
    %t2 = stablehlo.dot_general %t1, %w, contracting_dims = [1] x [0] : (tensor<?x64xf32, [@B, 64]>, tensor<64x64xf32>) -> tensor<?x64xf32, [@B, 64]>
    %t3 = stablehlo.exponential %t2 : tensor<?x64xf32, [@B, 64]>
    %t4 = stablehlo.add %t3, %e : tensor<?x64xf32, [@B, 64]>
    scf.yield %t4 : tensor<?x64xf32, [@B, 64]>
  } else {
    %e = stablehlo.sine %x : tensor<?x64xf32, [@B, 64]>
    %t1 = stablehlo.cosine %e : tensor<?x64xf32, [@B, 64]>
    %t2 = stablehlo.dot_general %t1, %w, contracting_dims = [1] x [0] : (tensor<?x64xf32, [@B, 64]>, tensor<64x64xf32>) -> tensor<?x64xf32, [@B, 64]>
    %t3 = stablehlo.tanh %t2 : tensor<?x64xf32, [@B, 64]>
    %t5 = stablehlo.multiply %t3, %t2 : tensor<?x64xf32, [@B, 64]>
    %t4 = stablehlo.add %t5, %e : tensor<?x64xf32, [@B, 64]>
    scf.yield %t4 : tensor<?x64xf32, [@B, 64]>
  }
  %out = stablehlo.add %r, %big : tensor<?x64xf32, [@B, 64]>
  return %out, %x : tensor<?x64xf32, [@B, 64]>, tensor<?x64xf32, [@B, 64]>
}
`

// runPipeline runs the func.func pipeline text of the memory passes on a
// fresh parse of src.
func runPipeline(t *testing.T, src, text string) *ir.Operation {
	t.Helper()
	m := parseModule(t, src)
	reg := pipeline.NewRegistry()
	if err := Register(reg); err != nil {
		t.Fatal(err)
	}
	p, err := reg.Parse("builtin.module(func.func(" + text + "))")
	if err != nil {
		t.Fatal(err)
	}
	if err := pipeline.NewManager(p, pipeline.Config{Ops: dialect.NewRegistry(), Threads: 1}).Run(m); err != nil {
		t.Fatal(err)
	}
	if err := dialect.Verify(m); err != nil {
		t.Fatalf("%s: does not verify: %v", text, err)
	}
	return m
}

// topBranch is the scf.if of a versioned body.
func topBranch(t *testing.T, m *ir.Operation) *ir.Operation {
	t.Helper()
	for _, op := range firstBody(m).Ops {
		if op.Name == "scf.if" {
			return op
		}
	}
	t.Fatal("the body is not versioned")
	return nil
}

// stepObserver is the runtime's accountant that also records, per op,
// the most bytes live while it ran (from its OnOp to the next op's).
type stepObserver struct {
	*runtime.Accountant
	cur   *ir.Operation
	steps map[*ir.Operation]int64
}

func (s *stepObserver) OnOp(op *ir.Operation) {
	s.Accountant.OnOp(op)
	s.cur = op
	s.steps[op] = max(s.steps[op], s.Live())
}

func (s *stepObserver) OnAlloc(v *ir.Value, n int64) {
	s.Accountant.OnAlloc(v, n)
	if s.cur != nil {
		s.steps[s.cur] = max(s.steps[s.cur], s.Live())
	}
}

// TestRematInsideBranches runs schedule-memory{versions=2} and remat on
// train steps and checks, per remat option: that each branch got evicts
// and regenerates, no more recomputed ops than max-percent of the
// branch's ops; that each evict's peak prediction is, at every binding,
// the live bytes measured while the op it precedes runs (the branch's
// figure with what lives outside it); and, against the original module
// on random inputs with no limit, a limit forcing some evictions and a
// 1-byte limit: equal results, and measured peak, evictions and
// recomputed ops equal to Graph.SimulateBranches with BranchPick's
// region, which is the region that ran (and, with no limit, to Simulate
// with the branch's Graph.BranchExtra).
func TestRematInsideBranches(t *testing.T) {
	graphs := []struct {
		name, src, pre string
		bindings       [][2]int64
	}{
		{"mlp-1-layer", traingen.Generate(traingen.Presets[0]), "schedule-memory{versions=2},", [][2]int64{{1, 4}, {2, 16}, {4, 128}}},
		{"mlp-4-layers", traingen.Generate(traingen.Presets[1]), "schedule-memory{versions=2},", [][2]int64{{1, 4}, {2, 64}}},
		{"outside", outsideSrc, "", [][2]int64{{3, 0}, {40, 0}}},
		{"outside-scheduled", outsideSrc, "schedule-memory,", [][2]int64{{3, 0}, {40, 0}}},
	}
	options := []struct {
		remat   string
		percent int
	}{
		{"remat", 10},
		{"remat{max-percent=30 min-gap=2}", 30},
		{"remat{limit=200000}", 10},
		{"remat{limit=200000 threshold=true}", 10},
	}
	for _, gr := range graphs {
		vers := parseModule(t, gr.src)
		if gr.pre != "" {
			vers = runPipeline(t, gr.src, strings.TrimSuffix(gr.pre, ","))
		}
		regionOps := []int{}
		for _, r := range topBranch(t, vers).Regions {
			regionOps = append(regionOps, len(r.Blocks[0].Ops))
		}
		for _, o := range options {
			t.Run(gr.name+"/"+o.remat, func(t *testing.T) {
				m := runPipeline(t, gr.src, gr.pre+o.remat)
				ifOp := topBranch(t, m)
				for r, reg := range ifOp.Regions {
					evicts, recomputed := 0, 0
					for _, op := range reg.Blocks[0].Ops {
						switch op.Name {
						case "symopt.evict":
							evicts++
						case "symopt.regenerate":
							recomputed += len(op.Regions[0].Blocks[0].Ops) - 1
						}
					}
					if evicts == 0 && o.remat == "remat" && gr.name != "mlp-1-layer" {
						t.Errorf("region %d: no evict", r)
					}
					if most := max(1, regionOps[r]*o.percent/100); recomputed > most {
						t.Errorf("region %d: %d recomputed ops, more than %d%% of %d", r, recomputed, o.percent, regionOps[r])
					}
				}
				checkBranchRuns(t, gr.src, m, ifOp, gr.bindings)
			})
		}
	}
}

// checkBranchRuns runs m, the versioned and rematerialized src, against
// src at each (batch, seq) binding: the predictions first (no limit),
// then the figures under three limits.
func checkBranchRuns(t *testing.T, src string, m, ifOp *ir.Operation, bindings [][2]int64) {
	t.Helper()
	orig := parseModule(t, src)
	z := NewSizer(m)
	c := NewComparer(z.Store())
	g := BuildGraph(firstBody(m), z, c)
	fn := firstBody(orig).ParentOp()
	z0 := NewSizer(orig)
	ran := map[int]bool{}
	for _, bs := range bindings {
		shapes := argShapes(z0, firstBody(orig), bs)
		args, err := interp.RandomInputs(fn, 5, interp.Dims{Args: shapes})
		if err != nil {
			t.Fatal(err)
		}
		bind := shapeBinder(t, z, firstBody(m), shapes)
		sizes, extras := g.Eval(bind)
		pick := g.BranchPick(bind)
		r := pick(ifOp)
		if r < 0 {
			t.Fatalf("%v: BranchPick cannot evaluate the condition", bs)
		}
		ran[r] = true
		obs := &stepObserver{Accountant: runtime.New(0), steps: map[*ir.Operation]int64{}}
		if err := compareRuns(interp.New(orig, interp.Options{}), interp.New(m, interp.Options{Observer: obs}), "train_step", args, interp.DefaultTolerance()); err != nil {
			t.Fatalf("%v: %v", bs, err)
		}
		for i, reg := range ifOp.Regions {
			if _, seen := obs.steps[reg.Blocks[0].Ops[0]]; seen != (i == r) {
				t.Fatalf("%v: BranchPick says region %d, region %d ran: %v", bs, r, i, seen)
			}
		}
		checkPredictions(t, bs, ifOp.Regions[r].Blocks[0], obs.steps, z, bind)
		free := g.SimulateBranches(g.InputOrder(), sizes, extras, 0, bind, pick)
		// without a limit, the branch's Extra at this binding gives the
		// same figure
		ve := append([]int64(nil), extras...)
		for n := range g.Nodes {
			if g.Nodes[n].Op == ifOp {
				var ok bool
				if ve[n], ok = g.BranchExtra(n, r, c, bind); !ok {
					t.Fatalf("%v: the scf.if takes no values", bs)
				}
			}
		}
		if p := g.Simulate(g.InputOrder(), sizes, ve, 0, bind).Peak; p != free.Peak || p != obs.Peak() {
			t.Errorf("%v: peak with BranchExtra %d, SimulateBranches %d, measured %d", bs, p, free.Peak, obs.Peak())
		}
		for _, limit := range []int64{0, free.Peak * 9 / 10, 1} {
			acc := runtime.New(limit)
			if err := compareRuns(interp.New(orig, interp.Options{}), interp.New(m, interp.Options{Observer: acc}), "train_step", args, interp.DefaultTolerance()); err != nil {
				t.Fatalf("%v limit %d: %v", bs, limit, err)
			}
			sim := g.SimulateBranches(g.InputOrder(), sizes, extras, limit, bind, pick)
			if acc.Peak() != sim.Peak || acc.Evictions != sim.Evictions || acc.RecomputedOps != sim.RecomputedOps {
				t.Errorf("%v limit %d: measured peak %d, %d evictions, %d recomputed; analytic %d, %d, %d",
					bs, limit, acc.Peak(), acc.Evictions, acc.RecomputedOps, sim.Peak, sim.Evictions, sim.RecomputedOps)
			}
			if limit == 1 && acc.Evictions == 0 && hasUnguardedEvict(ifOp.Regions[r].Blocks[0]) {
				t.Errorf("%v: a 1-byte limit evicted nothing", bs)
			}
		}
	}
	if len(ran) != 2 {
		t.Errorf("the bindings ran only region %v", ran)
	}
}

// checkPredictions compares each evict's peak prediction in blk with the
// bytes measured while the ops of its gap ran: one of them, the gap's
// highest step at likely values, ran with the predicted bytes.
func checkPredictions(t *testing.T, bs [2]int64, blk *ir.Block, steps map[*ir.Operation]int64, z *Sizer, bind func(symbolic.Expr) int64) {
	t.Helper()
	for i, op := range blk.Ops {
		p, ok := op.Attr(dialect.EvictPeak).(*ir.StringAttr)
		if op.Name != "symopt.evict" || !ok {
			continue
		}
		e, err := symbolic.Parse(p.Value)
		if err != nil {
			t.Fatal(err)
		}
		b := map[symbolic.Sym]int64{}
		for k, d := range op.Operands()[1:] {
			x, ok := z.Scalar(d)
			if !ok {
				t.Fatalf("evict dim operand %d has no value", k)
			}
			b[symbolic.Sym(k)] = bind(x)
		}
		want, err := symbolic.Eval(e, b)
		if err != nil {
			t.Fatal(err)
		}
		// the gap's highest step (at likely values) is one of the ops
		// from the evict to the regenerate of its value
		var seen []int64
		found := false
		for _, in := range blk.Ops[i+1:] {
			if in.Name == "symopt.regenerate" && in.Operand(0) == op.Operand(0) {
				break
			}
			if in.Name == "symopt.evict" {
				continue
			}
			got := steps[in]
			seen = append(seen, got)
			found = found || got == want
		}
		if !found {
			t.Errorf("%v: evict of %s predicts %d (%s), measured in its gap %v", bs, op.Operand(0).Type(), want, p.Value, seen)
		}
	}
}

// hasUnguardedEvict reports an evict in b that a limit decides (not a
// dim threshold).
func hasUnguardedEvict(b *ir.Block) bool {
	for _, op := range b.Ops {
		if op.Name == "symopt.evict" && op.Attr(dialect.EvictMin) == nil {
			return true
		}
	}
	return false
}
