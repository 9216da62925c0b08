package memory

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/runtime"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/memory/traingen"
	"github.com/symopt/symopt/symbolic"
)

// TestVersionedBody versions the mlp-1-layer train step (whose best
// orders differ between small and large shapes) and runs it against the
// original at several (batch, seq) bindings on random inputs: results
// equal, the measured peak equal to the analytic peak of the branch the
// condition picks, and that peak the lower of the two orders'.
func TestVersionedBody(t *testing.T) {
	src := traingen.Generate(traingen.Presets[0])
	orig, vers := parseModule(t, src), parseModule(t, src)
	z := NewSizer(vers)
	c := NewComparer(z.Store())
	g := BuildGraph(firstBody(vers), z, c)
	cands, best, alt := ScheduleVersions(g, c, ScheduleOptions{ExactLimit: 16})
	if alt < 0 {
		t.Fatal("no second order for mlp-1-layer")
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
	for _, bs := range [][2]int64{{1, 4}, {1, 16}, {2, 64}, {4, 128}, {8, 256}} {
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
	if !picked[0] || !picked[1] {
		t.Errorf("the bindings ran only branches %v", picked)
	}
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
