package memory

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/runtime"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/models"
	"github.com/symopt/symopt/symbolic"
)

// TestMaxCurve checks the segment tree against a plain array under random
// range additions.
func TestMaxCurve(t *testing.T) {
	for _, tc := range []struct{ n, ops int }{{1, 10}, {5, 50}, {17, 200}, {64, 500}} {
		t.Run(fmt.Sprint(tc.n), func(t *testing.T) {
			r := rand.New(rand.NewSource(int64(tc.n)))
			want := make([]int64, tc.n)
			for i := range want {
				want[i] = r.Int63n(1000)
			}
			c := newMaxCurve(want)
			ref := &refCurve{newMaxCurve(want)}
			for range tc.ops {
				lo := r.Intn(tc.n)
				hi := lo + r.Intn(tc.n-lo)
				d := r.Int63n(600) - 300
				c.addRange(lo, hi, d)
				ref.addAt(1, 0, ref.n-1, lo, hi, d)
				if !slices.Equal(c.max, ref.max) || !slices.Equal(c.add, ref.add) {
					t.Fatalf("after adding %d to %d..%d: max %v add %v, want %v %v", d, lo, hi, c.max, c.add, ref.max, ref.add)
				}
				for k := lo; k <= hi; k++ {
					want[k] += d
				}
				top := 0
				for k, v := range want {
					if v > want[top] {
						top = k
					}
				}
				if k, v := c.top(); k != top || v != want[top] {
					t.Fatalf("top (%d, %d), want (%d, %d)", k, v, top, want[top])
				}
				if k := r.Intn(tc.n); c.at(k) != want[k] {
					t.Fatalf("at(%d) = %d, want %d", k, c.at(k), want[k])
				}
			}
		})
	}
}

// refCurve is maxCurve with its range addition as first written, from the
// root down.
type refCurve struct{ *maxCurve }

func (c *refCurve) addAt(i, l, r, lo, hi int, d int64) {
	if hi < l || r < lo {
		return
	}
	if lo <= l && r <= hi {
		c.max[i] += d
		c.add[i] += d
		return
	}
	m := (l + r) / 2
	c.addAt(2*i, l, m, lo, hi, d)
	c.addAt(2*i+1, m+1, r, lo, hi, d)
	c.max[i] = max(c.max[2*i], c.max[2*i+1]) + c.add[i]
}

// TestArgmaxTable checks range maxima (the first of equal steps) against a
// scan.
func TestArgmaxTable(t *testing.T) {
	for _, n := range []int{1, 2, 7, 16, 33} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			r := rand.New(rand.NewSource(int64(n)))
			v := make([]int64, n)
			for i := range v {
				v[i] = r.Int63n(8) // ties are common
			}
			tab := newArgmaxTable(v)
			for lo := range n {
				for hi := lo; hi < n; hi++ {
					want := lo
					for k := lo; k <= hi; k++ {
						if v[k] > v[want] {
							want = k
						}
					}
					if got := tab.top(lo, hi); got != want {
						t.Fatalf("top(%d, %d) = %d, want %d (%v)", lo, hi, got, want, v)
					}
				}
			}
		})
	}
}

// Each function keeps %v across a gap with large temporaries; the table
// gives the ops remat runs again to rebuild it (empty: %v is not planned).
func TestRecomputeSubgraphs(t *testing.T) {
	const gap = `
  %t1 = stablehlo.sine %y : tensor<?x256xf32>
  %t2 = stablehlo.cosine %t1 : tensor<?x256xf32>
  %t3 = stablehlo.sine %t2 : tensor<?x256xf32>
  %t4 = stablehlo.cosine %t3 : tensor<?x256xf32>
  %t5 = stablehlo.sine %t4 : tensor<?x256xf32>
  %red = stablehlo.reduce(%t5 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x256xf32>, tensor<f32>) -> tensor<?xf32>`
	head := `func.func @f(%x: tensor<?x64xf32>, %y: tensor<?x256xf32>) -> (tensor<?x64xf32>, tensor<?xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>`
	tail := `
  return %out, %red : tensor<?x64xf32>, tensor<?xf32>
}`
	tests := []struct {
		name, body, after string
		want              []string
		// the interpreter has no target for the custom call
		noRun bool
	}{
		{"silu-times-up", `
  %g = stablehlo.exponential %x : tensor<?x64xf32>
  %u = stablehlo.tanh %x : tensor<?x64xf32>
  %s = stablehlo.logistic %g : tensor<?x64xf32>
  %m = stablehlo.multiply %g, %s : tensor<?x64xf32>
  %v = stablehlo.multiply %m, %u : tensor<?x64xf32>
  %f = stablehlo.add %v, %x : tensor<?x64xf32>`, `
  %b = stablehlo.multiply %v, %g : tensor<?x64xf32>
  %c = stablehlo.add %b, %u : tensor<?x64xf32>
  %out = stablehlo.add %c, %f : tensor<?x64xf32>`,
			[]string{"logistic", "multiply", "multiply"}, false},
		{"softmax-from-kept-input", `
  %mx = stablehlo.reduce(%x init: %zero) applies stablehlo.maximum across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x64xf32>
  %c64 = arith.constant 64 : index
  %shape = tensor.from_elements %d0, %c64 : tensor<2xindex>
  %mb = stablehlo.dynamic_broadcast_in_dim %mx, %shape, dims = [0] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x64xf32>
  %sh = stablehlo.subtract %x, %mb : tensor<?x64xf32>
  %e = stablehlo.exponential %sh : tensor<?x64xf32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
  %sb = stablehlo.dynamic_broadcast_in_dim %sum, %shape, dims = [0] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x64xf32>
  %v = stablehlo.divide %e, %sb : tensor<?x64xf32>
  %f = stablehlo.add %v, %v : tensor<?x64xf32>`, `
  %out = stablehlo.multiply %v, %x : tensor<?x64xf32>`,
			[]string{"reduce", "dynamic_broadcast_in_dim", "subtract", "exponential", "reduce", "dynamic_broadcast_in_dim", "divide"}, false},
		{"custom-call-producer", `
  %k = stablehlo.custom_call @foo(%x) : (tensor<?x64xf32>) -> tensor<?x64xf32>
  %v = stablehlo.exponential %k : tensor<?x64xf32>
  %f = stablehlo.add %v, %x : tensor<?x64xf32>`, `
  %out = stablehlo.multiply %v, %x : tensor<?x64xf32>`,
			nil, true},
		{"deeper-than-the-bound", `
  %a1 = stablehlo.sine %x : tensor<?x64xf32>
  %a2 = stablehlo.sine %a1 : tensor<?x64xf32>
  %a3 = stablehlo.sine %a2 : tensor<?x64xf32>
  %a4 = stablehlo.sine %a3 : tensor<?x64xf32>
  %a5 = stablehlo.sine %a4 : tensor<?x64xf32>
  %a6 = stablehlo.sine %a5 : tensor<?x64xf32>
  %a7 = stablehlo.sine %a6 : tensor<?x64xf32>
  %a8 = stablehlo.sine %a7 : tensor<?x64xf32>
  %v = stablehlo.sine %a8 : tensor<?x64xf32>
  %f = stablehlo.add %v, %x : tensor<?x64xf32>`, `
  %out = stablehlo.multiply %v, %x : tensor<?x64xf32>`,
			nil, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := head + tc.body + gap + tc.after + tail
			m := parseModule(t, src)
			z := NewSizer(m)
			c := NewComparer(z.Store())
			g := BuildGraph(firstBody(m), z, c)
			plans := PlanRemat(g, c, RematOptions{MaxFraction: 100, MinGap: 3})
			v := valueBeforeGap(t, firstBody(m))
			var got []string
			for _, p := range plans {
				if g.Bufs[p.Buf].Value != v {
					continue
				}
				for _, n := range p.Chain {
					got = append(got, g.Nodes[n].Op.Short())
				}
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("recompute of %%v: %v, want %v", got, tc.want)
			}
			if !tc.noRun {
				checkRematRuns(t, src, RematOptions{MaxFraction: 100, MinGap: 3}, [][]int64{{3, 64}, {5, 256}})
			}
		})
	}
}

// valueBeforeGap is %v: the first operand of the op before the gap's first
// op (the one reading the second argument).
func valueBeforeGap(t *testing.T, b *ir.Block) *ir.Value {
	t.Helper()
	for i, op := range b.Ops {
		if i > 0 && op.NumOperands() == 1 && op.Operand(0) == b.Arg(1) {
			return b.Ops[i-1].Operand(0)
		}
	}
	t.Fatal("no gap")
	return nil
}

// checkRematRuns inserts remat into a copy of src with opt and checks the
// copy: it verifies, no op reads a value evicted before it (every evict
// taken), and at each binding (symbols in order of first appearance in
// the arguments) and at limits from none to every eviction the results
// equal the original's, the measured peak and evictions equal the
// analytic ones, and the recomputed ops stay within MaxFraction percent
// of the ops.
func checkRematRuns(t *testing.T, src string, opt RematOptions, bindings [][]int64) {
	t.Helper()
	orig := parseModule(t, src)
	m := parseModule(t, src)
	z := NewSizer(m)
	c := NewComparer(z.Store())
	b := firstBody(m)
	g := BuildGraph(b, z, c)
	ops := len(g.Nodes)
	if err := InsertRemat(g, c, opt, dialect.NewRegistry()); err != nil {
		t.Fatal(err)
	}
	if err := dialect.Verify(m); err != nil {
		t.Fatalf("remat output does not verify: %v", err)
	}
	if err := readsEvicted(b); err != nil {
		t.Fatal(err)
	}
	g = BuildGraph(b, z, c)
	var syms []symbolic.Sym
	for _, a := range b.Args() {
		for _, e := range z.Result().Dims(a) {
			if s, ok := e.AsSym(); ok && !slices.ContainsFunc(syms, func(y symbolic.Sym) bool { return z.Store().SameClass(s, y) }) {
				syms = append(syms, s)
			}
		}
	}
	fn := firstBody(orig).ParentOp()
	name := fn.Attr("sym_name").(*ir.StringAttr).Value
	for _, vals := range bindings {
		eval := func(e symbolic.Expr) int64 {
			v, err := symbolic.SubstituteFunc(e, func(x symbolic.Sym) (symbolic.Expr, bool) {
				for i, y := range syms {
					if z.Store().SameClass(x, y) {
						return symbolic.Const(vals[i%len(vals)]), true
					}
				}
				return symbolic.Expr{}, false
			})
			if err != nil {
				t.Fatalf("eval %s: %v", e, err)
			}
			return c.Likely(v)
		}
		d := interp.Dims{Args: map[int][]int64{}}
		for i, a := range b.Args() {
			var shape []int64
			for _, e := range z.Result().Dims(a) {
				shape = append(shape, eval(e))
			}
			d.Args[i] = shape
		}
		args, err := interp.RandomInputs(fn, 5, d)
		if err != nil {
			t.Fatal(err)
		}
		sizes, extras := g.Eval(eval)
		free := g.Simulate(g.InputOrder(), sizes, extras, 0, eval)
		for _, limit := range []int64{0, free.Peak * 4 / 5, 1} {
			acc := runtime.New(limit)
			if err := compareRuns(interp.New(orig, interp.Options{}), interp.New(m, interp.Options{Observer: acc}), name, args, interp.DefaultTolerance()); err != nil {
				t.Fatalf("%v limit %d: %v", vals, limit, err)
			}
			sim := g.Simulate(g.InputOrder(), sizes, extras, limit, eval)
			if acc.Peak() != sim.Peak || acc.Evictions != sim.Evictions || acc.RecomputedOps != sim.RecomputedOps {
				t.Errorf("%v limit %d: measured peak %d, %d evictions, %d recomputed; analytic %d, %d, %d",
					vals, limit, acc.Peak(), acc.Evictions, acc.RecomputedOps, sim.Peak, sim.Evictions, sim.RecomputedOps)
			}
			if acc.RecomputedOps*100 > max(1, ops*opt.MaxFraction/100)*100 {
				t.Errorf("%v limit %d: %d ops recomputed, over %d%% of %d", vals, limit, acc.RecomputedOps, opt.MaxFraction, ops)
			}
		}
	}
}

// readsEvicted walks block b in order as if every evict frees its value
// and fails when an op (or an op nested in it, a recompute included) reads
// a value evicted before it and not regenerated since: the original of a
// regenerated value stays evicted, its uses read the regenerate's result.
func readsEvicted(b *ir.Block) error {
	evicted := map[*ir.Value]bool{}
	for _, op := range b.Ops {
		var bad error
		op.Walk(func(in *ir.Operation) bool {
			for i, x := range in.Operands() {
				if evicted[x] && !(in == op && i == 0 && op.Name == "symopt.regenerate") && bad == nil {
					bad = fmt.Errorf("%s reads an evicted value (operand %d)", in.Name, i)
				}
			}
			return bad == nil
		})
		if bad != nil {
			return bad
		}
		if op.Name == "symopt.evict" {
			evicted[op.Operand(0)] = true
		}
	}
	return nil
}

// TestRematTrainStepsSafe plans remat on the LLaMA train steps of package
// models: no op reads an evicted value, some recompute reads a value
// another plan regenerated (chained regeneration), and the tiny one runs
// like the original (checkRematRuns).
func TestRematTrainStepsSafe(t *testing.T) {
	for _, tc := range []struct {
		name   string
		layers int
		run    bool
	}{{"tiny-1-layer", 1, true}, {"tiny", 2, true}, {"tiny-4-layers", 4, false}} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := models.Preset("tiny")
			if err != nil {
				t.Fatal(err)
			}
			cfg.Model, cfg.Emit, cfg.Layers = "llama", "train-step", tc.layers
			text, err := models.Text(cfg)
			if err != nil {
				t.Fatal(err)
			}
			opt := RematOptions{MaxFraction: 10, MinGap: 3}
			m := parseModule(t, string(text))
			z := NewSizer(m)
			c := NewComparer(z.Store())
			b := firstBody(m)
			g := BuildGraph(b, z, c)
			plans := PlanRemat(g, c, opt)
			if len(plans) == 0 {
				t.Fatal("no plans")
			}
			if err := applyRemat(g, plans, nil, dialect.NewRegistry()); err != nil {
				t.Fatal(err)
			}
			if err := readsEvicted(b); err != nil {
				t.Error(err)
			}
			// softmax parts come back through reductions, and some
			// recompute reads what another plan regenerated
			reduces, chained := 0, 0
			for _, op := range b.Ops {
				if op.Name != "symopt.regenerate" {
					continue
				}
				op.Walk(func(in *ir.Operation) bool {
					if in.Short() == "reduce" {
						reduces++
					}
					for _, x := range in.Operands() {
						if d := x.DefiningOp(); in != op && d != nil && d.Name == "symopt.regenerate" {
							chained++
						}
					}
					return true
				})
			}
			if (reduces == 0 && tc.layers > 1) || chained == 0 {
				t.Errorf("%d reductions and %d reads of a regenerated value in the recomputes; want some of each", reduces, chained)
			}
			if tc.run {
				checkRematRuns(t, string(text), opt, [][]int64{{1, 4}, {2, 3}})
			}
		})
	}
}

// The evict goes right after the first use when the runtime decides from
// the gap's predicted peak, and just before the gap's highest step (where
// the live bytes it sees are close to that peak) under a threshold guard.
func TestRematEvictPlacement(t *testing.T) {
	const src = `func.func @f(%x: tensor<?x64xf32>) -> (tensor<?x64xf32>, tensor<?xf32>, tensor<?xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %e = stablehlo.exponential %x : tensor<?x64xf32>
  %a = stablehlo.add %e, %e : tensor<?x64xf32>
  %r = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
  %t = stablehlo.tanh %x : tensor<?x64xf32>
  %u = stablehlo.concatenate %t, %t, %t, %t, dim = 1 : (tensor<?x64xf32>, tensor<?x64xf32>, tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x256xf32>
  %w = stablehlo.reduce(%u init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x256xf32>, tensor<f32>) -> tensor<?xf32>
  %f = stablehlo.add %e, %x : tensor<?x64xf32>
  return %f, %w, %r : tensor<?x64xf32>, tensor<?xf32>, tensor<?xf32>
}`
	for _, tc := range []struct {
		name      string
		threshold bool
		after     string // the op the evict of %e follows
	}{{"predicted peak", false, "stablehlo.add"}, {"threshold guard", true, "stablehlo.tanh"}} {
		t.Run(tc.name, func(t *testing.T) {
			m := parseModule(t, src)
			z := NewSizer(m)
			c := NewComparer(z.Store())
			g := BuildGraph(firstBody(m), z, c)
			e := firstBody(m).Ops[1].Result(0)
			var got string
			for _, p := range PlanRemat(g, c, RematOptions{MaxFraction: 100, MinGap: 3, Threshold: tc.threshold}) {
				if g.Bufs[p.Buf].Value == e {
					got = g.Nodes[p.Evict].Op.Name
				}
			}
			if got != tc.after {
				t.Errorf("evict of %%e after %q, want after %q", got, tc.after)
			}
		})
	}
	checkRematRuns(t, src, RematOptions{MaxFraction: 100, MinGap: 3}, [][]int64{{3}, {7}})
}
