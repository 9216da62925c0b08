package memory

import (
	"fmt"
	"slices"
	"testing"

	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/runtime"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/symbolic"
)

// branchSrc is a function on a tensor<?xf32> whose scf.if reads %a (and
// %x when readX) in the then branch, which computes three values in a
// row, and reads nothing in the else branch; tail holds the ops after
// the if.
func branchSrc(readX bool, tail string) string {
	second := "%b"
	if readX {
		second = "%x"
	}
	return fmt.Sprintf(`func.func @f(%%x: tensor<?xf32>, %%c: i1) -> tensor<?xf32> {
  %%a = stablehlo.add %%x, %%x : tensor<?xf32>
  %%r = scf.if %%c -> (tensor<?xf32>) {
    %%b = stablehlo.negate %%a : tensor<?xf32>
    %%d = stablehlo.add %%b, %s : tensor<?xf32>
    %%e = stablehlo.negate %%d : tensor<?xf32>
    scf.yield %%e : tensor<?xf32>
  } else {
    %%k = stablehlo.sine %%a : tensor<?xf32>
    scf.yield %%k : tensor<?xf32>
  }
%s}`, second, tail)
}

// TestBranchPeakMatchesRuntime: with values read only inside an scf.if
// freed in the branch, the analytic peak (the heavier branch, which the
// condition selects) equals the interpreter's measured one at several
// lengths, and the lighter branch measures no more; Passed lists exactly
// the values no op after the if reads.
func TestBranchPeakMatchesRuntime(t *testing.T) {
	tests := []struct {
		name   string
		src    string
		passed int // buffers the if takes
	}{
		// the condition %c is taken in every case
		{"takes-a", branchSrc(false, "  func.return %r : tensor<?xf32>\n"), 2},
		{"takes-a-and-x", branchSrc(true, "  func.return %r : tensor<?xf32>\n"), 3},
		{"keeps-a", branchSrc(false, "  %s = stablehlo.add %r, %a : tensor<?xf32>\n  func.return %s : tensor<?xf32>\n"), 1},
		{"keeps-x", branchSrc(true, "  %s = stablehlo.add %r, %x : tensor<?xf32>\n  func.return %s : tensor<?xf32>\n"), 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := parseModule(t, tc.src)
			z := NewSizer(m)
			c := NewComparer(z.Store())
			b := firstBody(m)
			g := BuildGraph(b, z, c)
			passed := 0
			for _, n := range g.Nodes {
				passed += len(n.Passed)
			}
			if passed != tc.passed {
				t.Errorf("%d buffers passed into the branch, want %d", passed, tc.passed)
			}
			fn := m.Regions[0].Blocks[0].Ops[0]
			for _, n := range []int64{3, 100} {
				bind := func(e symbolic.Expr) int64 {
					v, err := symbolic.Eval(e, bindingFor(z, b.Arg(0), []int64{n}))
					if err != nil {
						t.Fatalf("eval %s: %v", e, err)
					}
					return v
				}
				sizes, extras := g.Eval(bind)
				want := g.Simulate(g.InputOrder(), sizes, extras, 0, bind).Peak
				if p := g.NumericPeak(g.InputOrder(), sizes, extras); p != want {
					t.Errorf("n=%d: NumericPeak %d, Simulate %d", n, p, want)
				}
				var sym int64
				for _, e := range g.Profile(g.InputOrder(), c).Peaks {
					sym = max(sym, bind(e))
				}
				if sym != want {
					t.Errorf("n=%d: symbolic profile peak %d, Simulate %d", n, sym, want)
				}
				for _, cond := range []int64{1, 0} {
					args, err := interp.RandomInputs(fn, 5, interp.Dims{Args: map[int][]int64{0: {n}}})
					if err != nil {
						t.Fatal(err)
					}
					args[1] = tensor.Must(tensor.FromInt64s(tensor.Bool, []int64{}, []int64{cond}))
					acc := runtime.New(0)
					if _, err := interp.New(m, interp.Options{Observer: acc}).Call("f", args); err != nil {
						t.Fatal(err)
					}
					if cond == 1 && acc.Peak() != want {
						t.Errorf("n=%d then: measured peak %d, analytic %d", n, acc.Peak(), want)
					}
					if cond == 0 && acc.Peak() > want {
						t.Errorf("n=%d else: measured peak %d above analytic %d", n, acc.Peak(), want)
					}
				}
			}
		})
	}
}

// TestBranchLinks: a value the if takes has its other readers before the
// if (an edge from each), and one it does not take has its later readers
// after it; a schedule of the block keeps both, so the analytic peak of
// the scheduled order equals the measured one.
func TestBranchLinks(t *testing.T) {
	src := `func.func @f(%x: tensor<?xf32>, %y: tensor<?xf32>, %c: i1) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %p = stablehlo.negate %x : tensor<?xf32>
  %r = scf.if %c -> (tensor<?xf32>) {
    %b = stablehlo.add %x, %y : tensor<?xf32>
    scf.yield %b : tensor<?xf32>
  } else {
    scf.yield %y : tensor<?xf32>
  }
  %q = stablehlo.sine %y : tensor<?xf32>
  func.return %r, %p, %q : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}`
	m := parseModule(t, src)
	z := NewSizer(m)
	c := NewComparer(z.Store())
	b := firstBody(m)
	g := BuildGraph(b, z, c)
	const neg, ifOp, sine = 0, 1, 2
	tests := []struct {
		name     string
		node     int
		pred     int
		wantEdge bool
	}{
		{"x taken: its reader before the if", ifOp, neg, true},
		{"y kept: its later reader after the if", sine, ifOp, true},
		{"no edge from the if to the negate", neg, ifOp, false},
	}
	for _, tc := range tests {
		if got := slices.Contains(g.Nodes[tc.node].Preds, tc.pred); got != tc.wantEdge {
			t.Errorf("%s: edge %d -> %d is %v", tc.name, tc.pred, tc.node, got)
		}
	}
	if got := len(g.Nodes[ifOp].Passed); got != 2 { // %x and %c
		t.Errorf("the if takes %d buffers, want 2", got)
	}
	cands, best := Schedule(g, c, ScheduleOptions{ExactLimit: 16})
	g.Apply(cands[best].Order)
	g = BuildGraph(b, z, c)
	fn := b.ParentOp()
	for _, n := range []int64{5, 300} {
		bind := func(e symbolic.Expr) int64 {
			v, err := symbolic.Eval(e, bindingFor(z, b.Arg(0), []int64{n}))
			if err != nil {
				t.Fatalf("eval %s: %v", e, err)
			}
			return v
		}
		sizes, extras := g.Eval(bind)
		ifNode := slices.IndexFunc(g.Nodes, func(nd Node) bool { return nd.Op.Name == "scf.if" })
		var ok bool
		if extras[ifNode], ok = g.BranchExtra(ifNode, 0, c, bind); !ok {
			t.Fatal("the if takes no values")
		}
		want := g.Simulate(g.InputOrder(), sizes, extras, 0, bind).Peak
		args, err := interp.RandomInputs(fn, 5, interp.Dims{Args: map[int][]int64{0: {n}, 1: {n}}})
		if err != nil {
			t.Fatal(err)
		}
		args[2] = tensor.Must(tensor.FromInt64s(tensor.Bool, []int64{}, []int64{1}))
		acc := runtime.New(0)
		if _, err := interp.New(m, interp.Options{Observer: acc}).Call("f", args); err != nil {
			t.Fatal(err)
		}
		if acc.Peak() != want {
			t.Errorf("n=%d: measured peak %d, analytic %d", n, acc.Peak(), want)
		}
	}
}
