package memory

import (
	"fmt"
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/runtime"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/memory/traingen"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/symbolic"
)

func parseModule(t *testing.T, src string) *ir.Operation {
	t.Helper()
	f, err := parser.Parse("t.mlir", []byte(src), dialect.NewRegistry(), parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return f.Module
}

func firstBody(m *ir.Operation) *ir.Block {
	var b *ir.Block
	m.Walk(func(op *ir.Operation) bool {
		if op.Name == "func.func" && b == nil {
			b = body(op)
		}
		return b == nil
	})
	return b
}

// A broadcast hoisted to the top stays live across the function; the
// schedulers sink it next to its use.
const hoisted = `func.func @f(%a: tensor<?x64xf32>, %s: tensor<f32>) -> tensor<?x64xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x64xf32>
  %c64 = arith.constant 64 : index
  %shape = tensor.from_elements %d, %c64 : tensor<2xindex>
  %big = stablehlo.dynamic_broadcast_in_dim %s, %shape, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x64xf32>
  %x = stablehlo.exponential %a : tensor<?x64xf32>
  %y = stablehlo.tanh %x : tensor<?x64xf32>
  %z = stablehlo.add %y, %big : tensor<?x64xf32>
  return %z : tensor<?x64xf32>
}`

func TestProfileAndSchedulers(t *testing.T) {
	tests := []struct {
		name string
		src  string
	}{
		{"hoisted-broadcast", hoisted},
		{"train-step", traingen.Generate(traingen.Config{Hidden: 8, FFN: 16, Layers: 2, WeightGradEnd: true})},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := parseModule(t, tc.src)
			z := NewSizer(m)
			c := NewComparer(z.Store())
			g := BuildGraph(firstBody(m), z, c)
			in := g.Profile(g.InputOrder(), c)
			if len(in.steps) != len(g.Nodes) || len(in.Peaks) == 0 {
				t.Fatalf("profile has %d steps for %d nodes, %d peaks", len(in.steps), len(g.Nodes), len(in.Peaks))
			}
			sizes, extras := g.Eval(c.Likely)
			inPeak := g.NumericPeak(g.InputOrder(), sizes, extras)
			exact, exactPeak, ok := Exact(g, sizes, extras, MaxExactNodes)
			for _, s := range []struct {
				name  string
				order []int
			}{{"top-down", TopDown(g, c)}, {"bottom-up", BottomUp(g, c)}, {"exact", exact}} {
				if s.order == nil {
					continue
				}
				checkOrder(t, g, s.order)
				p := g.NumericPeak(s.order, sizes, extras)
				if ok && p < exactPeak {
					t.Errorf("%s: peak %d below the exact optimum %d", s.name, p, exactPeak)
				}
			}
			if ok {
				if got := g.NumericPeak(exact, sizes, extras); got != exactPeak {
					t.Errorf("exact order peaks at %d, search said %d", got, exactPeak)
				}
				if exactPeak > inPeak {
					t.Errorf("exact peak %d above the input order's %d", exactPeak, inPeak)
				}
			}
			cands, best := Schedule(g, c, ScheduleOptions{ExactLimit: 16})
			if got := g.NumericPeak(cands[best].Order, sizes, extras); got > inPeak {
				t.Errorf("chosen schedule %s peaks at %d, input at %d", cands[best].Name, got, inPeak)
			}
		})
	}
}

// checkOrder fails unless order is a permutation respecting dependences
// with the terminator last.
func checkOrder(t *testing.T, g *Graph, order []int) {
	t.Helper()
	pos := map[int]int{}
	for k, n := range order {
		pos[n] = k
	}
	if len(pos) != len(g.Nodes) {
		t.Fatalf("order %v is not a permutation of %d nodes", order, len(g.Nodes))
	}
	for i, n := range g.Nodes {
		for _, p := range n.Preds {
			if pos[p] > pos[i] {
				t.Errorf("node %d (%s) placed before its predecessor %d", i, n.Op.Name, p)
			}
		}
	}
	if g.Fixed >= 0 && pos[g.Fixed] != len(order)-1 {
		t.Errorf("terminator not last")
	}
}

func TestSchedulerLowersTrainStepPeak(t *testing.T) {
	m := parseModule(t, traingen.Generate(traingen.Presets[1]))
	z := NewSizer(m)
	c := NewComparer(z.Store())
	g := BuildGraph(firstBody(m), z, c)
	cands, best := Schedule(g, c, ScheduleOptions{})
	sizes, extras := g.Eval(c.Likely)
	in := g.NumericPeak(g.InputOrder(), sizes, extras)
	got := g.NumericPeak(cands[best].Order, sizes, extras)
	// the order must also stay at or below the input at small dims, which
	// costs some of the gain at the likely ones (docs/memory.md)
	if float64(got) > 0.8*float64(in) {
		t.Errorf("schedule %s peaks at %d, want <= 0.8 x %d", cands[best].Name, got, in)
	}
}

// The chosen order is never above the input order at any sample binding,
// small ones included.
func TestScheduleNeverWorseThanInput(t *testing.T) {
	tests := []struct {
		name string
		src  string
	}{
		{"mlp-1-layer", traingen.Generate(traingen.Presets[0])},
		{"mlp-4-layers", traingen.Generate(traingen.Presets[1])},
		{"hoisted-broadcast", hoisted},
		{"weight-grads-inline", traingen.Generate(traingen.Config{Hidden: 8, FFN: 64, Layers: 3})},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := parseModule(t, tc.src)
			z := NewSizer(m)
			c := NewComparer(z.Store())
			g := BuildGraph(firstBody(m), z, c)
			cands, best := Schedule(g, c, ScheduleOptions{ExactLimit: 16})
			for k, b := range sampleBindings(g, c) {
				sizes, extras := g.sizesAt(b)
				in := g.NumericPeak(g.InputOrder(), sizes, extras)
				got := g.NumericPeak(cands[best].Order, sizes, extras)
				if got > in {
					t.Errorf("sample %d: %s peaks at %d, input order at %d", k, cands[best].Name, got, in)
				}
			}
		})
	}
}

// TestRuntimeMatchesAnalytic runs the scheduled and rematerialized train
// step in the interpreter: results equal the original's, and the measured
// peaks and evictions equal the analytic simulation, with and without a
// limit that forces evictions.
func TestRuntimeMatchesAnalytic(t *testing.T) {
	src := traingen.Generate(traingen.Config{Hidden: 8, FFN: 32, Layers: 3, WeightGradEnd: true})
	orig := parseModule(t, src)
	opt := parseModule(t, src)
	z := NewSizer(opt)
	c := NewComparer(z.Store())
	g := BuildGraph(firstBody(opt), z, c)
	cands, best := Schedule(g, c, ScheduleOptions{ExactLimit: 16})
	g.Apply(cands[best].Order)
	g = BuildGraph(firstBody(opt), z, c)
	if err := InsertRemat(g, c, RematOptions{MaxFraction: 30, MinGap: 2}, dialect.NewRegistry()); err != nil {
		t.Fatal(err)
	}
	if err := dialect.Verify(opt); err != nil {
		t.Fatalf("remat output does not verify: %v", err)
	}
	if !strings.Contains(printed(t, opt), "symopt.regenerate") {
		t.Fatalf("no regenerate inserted")
	}
	g = BuildGraph(firstBody(opt), z, c)
	fn := orig.Regions[0].Blocks[0].Ops[0]
	for _, dims := range [][]int64{{2, 3, 8}, {3, 7, 8}} {
		args, err := interp.RandomInputs(fn, 7, interp.Dims{Args: map[int][]int64{0: dims}})
		if err != nil {
			t.Fatal(err)
		}
		bind := func(e symbolic.Expr) int64 {
			v, err := symbolic.Eval(e, bindingFor(z, firstBody(opt).Arg(0), dims))
			if err != nil {
				t.Fatalf("eval %s: %v", e, err)
			}
			return v
		}
		sizes, extras := g.Eval(bind)
		free := g.Simulate(g.InputOrder(), sizes, extras, 0, bind)
		for _, limit := range []int64{0, free.Peak * 3 / 4, 1} {
			acc := runtime.New(limit)
			if err := compareRuns(interp.New(orig, interp.Options{}), interp.New(opt, interp.Options{Observer: acc}), "train_step", args, interp.DefaultTolerance()); err != nil {
				t.Fatalf("dims %v limit %d: %v", dims, limit, err)
			}
			sim := g.Simulate(g.InputOrder(), sizes, extras, limit, bind)
			if acc.Peak() != sim.Peak || acc.Evictions != sim.Evictions || acc.RecomputedOps != sim.RecomputedOps {
				t.Errorf("dims %v limit %d: measured peak %d, %d evictions, %d recomputed; analytic %d, %d, %d",
					dims, limit, acc.Peak(), acc.Evictions, acc.RecomputedOps, sim.Peak, sim.Evictions, sim.RecomputedOps)
			}
			if limit == 1 && acc.Evictions == 0 {
				t.Errorf("dims %v: a 1-byte limit evicted nothing", dims)
			}
		}
	}
}

func bindingFor(z *Sizer, arg *ir.Value, dims []int64) map[symbolic.Sym]int64 {
	m := map[symbolic.Sym]int64{}
	for i, e := range z.Result().Dims(arg) {
		if s, ok := e.AsSym(); ok {
			m[s] = dims[i]
		}
	}
	return m
}

func printed(t *testing.T, m *ir.Operation) string {
	var b strings.Builder
	if err := ir.Print(&b, m, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// compareRuns runs fn in both interpreters and compares the results; both
// runs failing is an error too.
func compareRuns(before, after *interp.Interpreter, fn string, args []*tensor.Tensor, tol tensor.Tolerance) error {
	both, err := interp.CompareCall(before, after, fn, args, tol)
	if both != nil {
		return fmt.Errorf("both runs failed: %v", both)
	}
	return err
}

// TestCallPeak checks that a call peaks like its callee's body and that
// the profile of a program with a call matches the interpreter's.
func TestCallPeak(t *testing.T) {
	src := `func.func private @inner(%a: tensor<8xf32>) -> tensor<f32> {
  %e = stablehlo.exponential %a : tensor<8xf32>
  %t = stablehlo.tanh %e : tensor<8xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%t init: %z) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
func.func @main(%a: tensor<8xf32>) -> tensor<f32> {
  %s = func.call @inner(%a) : (tensor<8xf32>) -> tensor<f32>
  return %s : tensor<f32>
}`
	m := parseModule(t, src)
	z := NewSizer(m)
	c := NewComparer(z.Store())
	var mainBody *ir.Block
	m.Walk(func(op *ir.Operation) bool {
		if n, ok := op.Attr("sym_name").(*ir.StringAttr); ok && n.Value == "main" {
			mainBody = body(op)
		}
		return true
	})
	g := BuildGraph(mainBody, z, c)
	sizes, extras := g.Eval(c.Likely)
	want := g.NumericPeak(g.InputOrder(), sizes, extras)
	// a (32) + e (32) + t (32) while tanh runs
	if want != 96 {
		t.Errorf("analytic peak %d, want 96", want)
	}
	acc := runtime.New(0)
	f32, err := tensor.ParseDType("f32")
	if err != nil {
		t.Fatal(err)
	}
	x, err := tensor.New(f32, []int64{8})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := interp.New(m, interp.Options{Observer: acc}).Call("main", []*tensor.Tensor{x}); err != nil {
		t.Fatal(err)
	}
	if acc.Peak() != want {
		t.Errorf("measured peak %d, analytic %d", acc.Peak(), want)
	}
}
