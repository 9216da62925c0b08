package memory

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/runtime"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/memory/traingen"
	"github.com/symopt/symopt/models"
	"github.com/symopt/symopt/symbolic"
)

// TestVersionedBody versions train steps whose best orders differ
// between small and large shapes and runs each against the original at
// several (batch, seq) bindings on random inputs: results equal, the
// measured peak equal to the analytic peak of the branch the condition
// picks, and that peak the lower of the two orders'. The llama train
// step's second order serves the low end of its ranges (batch 1 and
// short sequences, below the samples): there it runs, below the winner.
func TestVersionedBody(t *testing.T) {
	for _, tc := range []struct {
		name     string
		src      func(t *testing.T) string
		bindings [][2]int64
	}{
		{"mlp-1-layer", func(*testing.T) string { return traingen.Generate(traingen.Presets[0]) },
			[][2]int64{{1, 4}, {1, 16}, {2, 64}, {4, 128}, {8, 256}}},
		{"llama-1-layer", llamaTrainStep, [][2]int64{{1, 1}, {1, 4}, {2, 32}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			picked := checkVersioned(t, tc.src(t), tc.bindings)
			if !picked[0] || !picked[1] {
				t.Errorf("the bindings ran only branches %v", picked)
			}
		})
	}
}

// llamaTrainStep is the train step of one layer of the tiny llama
// preset of package models (no dim hints: the samples start at 16).
func llamaTrainStep(t *testing.T) string {
	cfg, err := models.Preset("tiny")
	if err != nil {
		t.Fatal(err)
	}
	cfg.Model, cfg.Emit, cfg.Layers = "llama", "train-step", 1
	text, err := models.Text(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return string(text)
}

// checkVersioned versions src's body on ScheduleVersions' two orders,
// runs it against the original at each (batch, seq) binding and returns
// the branches that ran (0: the second order, 1: the winner).
func checkVersioned(t *testing.T, src string, bindings [][2]int64) map[int]bool {
	t.Helper()
	orig, vers := parseModule(t, src), parseModule(t, src)
	z := NewSizer(vers)
	c := NewComparer(z.Store())
	g := BuildGraph(firstBody(vers), z, c)
	cands, best, alt := ScheduleVersions(g, c, ScheduleOptions{ExactLimit: 16})
	if alt < 0 {
		t.Fatal("no second order")
	}
	a, b := cands[best].Order, cands[alt].Order
	if !VersionBody(g, c, a, b, dialect.NewRegistry()) {
		t.Fatal("body not versioned")
	}
	if err := dialect.Verify(vers); err != nil {
		t.Fatalf("versioned module does not verify: %v", err)
	}
	if !strings.Contains(printed(t, vers), "scf.if") {
		t.Fatal("no scf.if in the versioned module")
	}
	zv := NewSizer(vers)
	cv := NewComparer(zv.Store())
	gv := BuildGraph(firstBody(vers), zv, cv)
	ifNode := -1
	for i, n := range gv.Nodes {
		if n.Op.Name == "scf.if" {
			ifNode = i
		}
	}
	fn := firstBody(orig).ParentOp()
	z0 := NewSizer(orig)
	g0 := BuildGraph(firstBody(orig), z0, NewComparer(z0.Store()))
	picked := map[int]bool{}
	for _, bs := range bindings {
		shapes := argShapes(z0, firstBody(orig), bs)
		args, err := interp.RandomInputs(fn, 3, interp.Dims{Args: shapes})
		if err != nil {
			t.Fatal(err)
		}
		acc := runtime.New(0)
		if err := compareRuns(interp.New(orig, interp.Options{}), interp.New(vers, interp.Options{Observer: acc}), "train_step", args, interp.DefaultTolerance()); err != nil {
			t.Fatalf("%v: %v", bs, err)
		}
		// the two orders' peaks on the original graph at this binding
		sizes, extras := g0.Eval(shapeBinder(t, z0, firstBody(orig), shapes))
		pa, pb := g0.NumericPeak(a, sizes, extras), g0.NumericPeak(b, sizes, extras)
		r, ok := 1, false // else: order a
		if pb < pa {
			r = 0
		}
		picked[r] = true
		bind := shapeBinder(t, zv, firstBody(vers), shapes)
		vs, ve := gv.Eval(bind)
		if ve[ifNode], ok = gv.BranchExtra(ifNode, r, cv, bind); !ok {
			t.Fatal("the scf.if takes no values")
		}
		want := gv.Simulate(gv.InputOrder(), vs, ve, 0, bind).Peak
		if acc.Peak() != want {
			t.Errorf("%v: measured peak %d, analytic %d", bs, acc.Peak(), want)
		}
		if want != min(pa, pb) {
			t.Errorf("%v: versioned peak %d, orders %d and %d", bs, want, pa, pb)
		}
	}
	return picked
}

// argShapes gives each argument of b its shape with the first symbol
// met at batch and the second at seq (traingen's @B and @S).
func argShapes(z *Sizer, b *ir.Block, bs [2]int64) map[int][]int64 {
	var syms []symbolic.Sym
	out := map[int][]int64{}
	for i, a := range b.Args() {
		var shape []int64
		for _, d := range z.Result().Dims(a) {
			if k, ok := d.Constant(); ok {
				shape = append(shape, k)
				continue
			}
			s, _ := d.AsSym()
			j := -1
			for n, x := range syms {
				if z.Store().SameClass(x, s) {
					j = n
				}
			}
			if j < 0 {
				j = len(syms)
				syms = append(syms, s)
			}
			shape = append(shape, bs[min(j, 1)])
		}
		out[i] = shape
	}
	return out
}

// shapeBinder evaluates expressions over the symbols of b's argument
// dims at the given shapes.
func shapeBinder(t *testing.T, z *Sizer, b *ir.Block, shapes map[int][]int64) func(symbolic.Expr) int64 {
	m := map[symbolic.Sym]int64{}
	for i, a := range b.Args() {
		for j, d := range z.Result().Dims(a) {
			if s, ok := d.AsSym(); ok {
				m[s] = shapes[i][j]
			}
		}
	}
	return func(e symbolic.Expr) int64 {
		e2, err := symbolic.SubstituteFunc(e, func(x symbolic.Sym) (symbolic.Expr, bool) {
			for s, v := range m {
				if z.Store().SameClass(s, x) {
					return symbolic.Const(v), true
				}
			}
			return symbolic.Expr{}, false
		})
		if err != nil {
			t.Fatalf("eval %s: %v", e, err)
		}
		v, err := symbolic.Eval(e2, nil)
		if err != nil {
			t.Fatalf("eval %s: %v", e, err)
		}
		return v
	}
}
