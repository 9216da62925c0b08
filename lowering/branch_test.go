package lowering

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/memory"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/transforms/shapes"
)

// versionModule parses path and runs pipeline text over it (with the
// passes of a versioned codegen pipeline registered), verifying after
// each pass.
func versionModule(t *testing.T, path, text string) *ir.Operation {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return versionText(t, path, src, text)
}

// versionText is versionModule on source text src named name.
func versionText(t *testing.T, name string, src []byte, text string) *ir.Operation {
	t.Helper()
	m, reg := parseText(t, name, src)
	passes := pipeline.NewRegistry()
	for _, err := range []error{shapes.Register(passes), memory.Register(passes),
		fusion.Register(passes, fusion.PassConfig{Lowerable: hlo.CanLower})} {
		if err != nil {
			t.Fatal(err)
		}
	}
	pl, err := passes.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	if err := pipeline.NewManager(pl, pipeline.Config{Verify: dialect.Verify, VerifyEach: true, Ops: reg}).Run(m); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return m
}

const (
	versionAndFuse         = "builtin.module(func.func(schedule-memory{versions=2},fuse))"
	versionAndFuseSymbolic = "builtin.module(symbolic-shapes,func.func(schedule-memory{versions=2},fuse))"
	fuseOnly               = "builtin.module(func.func(fuse))"
)

// TestBranchPlans lowers versioned bodies: one branch step whose sides
// each write every result once, kernels shared between the sides, copy
// steps where a side yields memory it does not compute, and slots that
// never hold two live buffers on any path.
func TestBranchPlans(t *testing.T) {
	for _, tc := range []struct {
		name, file, pipeline      string
		steps, launches, distinct int
		copies                    [2]int
	}{
		{"mlp train step", "mlp_train.mlir", versionAndFuse, 1, 8, 4, [2]int{0, 0}},
		{"mlp train step, symbolic", "mlp_train.mlir", versionAndFuseSymbolic, 1, 8, 4, [2]int{0, 0}},
		{"copies", "versioned_copies.mlir", fuseOnly, 1, 2, 2, [2]int{2, 2}},
		{"work around the branch", "versioned_around.mlir", fuseOnly, 3, 5, 5, [2]int{0, 0}},
		{"scatters", "versioned_scatter.mlir", fuseOnly, 1, 8, 6, [2]int{0, 0}},
		{"result dims bound by the sides", "versioned_binds.mlir", fuseOnly, 1, 1, 1, [2]int{0, 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := versionModule(t, "testdata/"+tc.file, tc.pipeline)
			p, err := LowerFunc(Funcs(m)[0])
			if err != nil {
				t.Fatal(err)
			}
			var br *Branch
			for _, s := range p.Steps {
				if s.Kind == BranchStep && br == nil {
					br = s.Branch
				}
			}
			if len(p.Steps) != tc.steps || br == nil {
				t.Fatalf("want %d steps, one of them a branch:\n%s", tc.steps, p)
			}
			if got := len(p.Kernels()); got != tc.launches {
				t.Errorf("%d kernel launches, want %d", got, tc.launches)
			}
			if got := len(p.DistinctKernels()); got != tc.distinct {
				t.Errorf("%d distinct kernels, want %d", got, tc.distinct)
			}
			for side, steps := range br.Sides() {
				if err := writesEachOnce(steps, br.Results); err != nil {
					t.Errorf("side %d: %v", side, err)
				}
				n := 0
				for _, s := range steps {
					if s.Kind == CopyStep {
						n++
					}
				}
				if n != tc.copies[side] {
					t.Errorf("side %d: %d copy steps, want %d", side, n, tc.copies[side])
				}
			}
			for _, id := range br.Results {
				if k := p.Buffers[id].Kind; k != ResultBuffer && k != TempBuffer {
					t.Errorf("branch result %%b%d is %s, want result or temp", id, k)
				}
			}
			checkSlots(t, p)
			if !strings.Contains(p.String(), " if ") || !strings.Contains(p.String(), "    else:\n      ") {
				t.Errorf("plan text does not show the branch:\n%s", p)
			}
		})
	}
}

// TestCheckTakesTheBranchTheConditionPicks checks versioned plans at
// bindings on either side of their thresholds: each kernel of the side
// that runs is compared with the unfused ops, and the side is the one the
// function's own arithmetic picks.
func TestCheckTakesTheBranchTheConditionPicks(t *testing.T) {
	for _, tc := range []struct {
		name, file, pipeline string
		binding              map[string]int64
		then                 bool
	}{
		// the then side (the order better at large shapes) from 17 rows
		{"mlp 1x4", "mlp_train.mlir", versionAndFuse, map[string]int64{"B": 1, "S": 4}, false},
		{"mlp 1x16", "mlp_train.mlir", versionAndFuse, map[string]int64{"B": 1, "S": 16}, false},
		{"mlp 1x17", "mlp_train.mlir", versionAndFuse, map[string]int64{"B": 1, "S": 17}, true},
		{"mlp 4x128", "mlp_train.mlir", versionAndFuse, map[string]int64{"B": 4, "S": 128}, true},
		{"mlp symbolic 2x3", "mlp_train.mlir", versionAndFuseSymbolic, map[string]int64{"S0": 2, "S1": 3}, false},
		{"mlp symbolic 3x8", "mlp_train.mlir", versionAndFuseSymbolic, map[string]int64{"S0": 3, "S1": 8}, true},
		{"copies 7", "versioned_copies.mlir", fuseOnly, map[string]int64{"S0": 7}, true},
		{"copies 8", "versioned_copies.mlir", fuseOnly, map[string]int64{"S0": 8}, false},
		{"copies 13", "versioned_copies.mlir", fuseOnly, map[string]int64{"S0": 13}, false},
		{"around 4", "versioned_around.mlir", fuseOnly, map[string]int64{"S0": 4}, false},
		{"around 5", "versioned_around.mlir", fuseOnly, map[string]int64{"S0": 5}, true},
		{"scatter 4", "versioned_scatter.mlir", fuseOnly, map[string]int64{"S0": 4, "S1": 4}, true},
		{"scatter 5", "versioned_scatter.mlir", fuseOnly, map[string]int64{"S0": 5, "S1": 5}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := versionModule(t, "testdata/"+tc.file, tc.pipeline)
			rep, err := Check(m, CheckOptions{Bindings: []map[string]int64{tc.binding}, Seed: 5})
			if err != nil {
				t.Fatal(err)
			}
			if got := rep.Then == 1 && rep.Else == 0; got != tc.then || rep.Then+rep.Else != 1 {
				t.Errorf("sides taken: then %d, else %d; want then=%v", rep.Then, rep.Else, tc.then)
			}
			if rep.Runs == 0 {
				t.Error("no kernel compared")
			}
		})
	}
}

// TestCheckCatchesAWrongCondition flips the plan's comparison and wants
// the check to report that it disagrees with the function's arithmetic.
func TestCheckCatchesAWrongCondition(t *testing.T) {
	m := versionModule(t, "testdata/mlp_train.mlir", versionAndFuse)
	fn := Funcs(m)[0]
	p, err := LowerFunc(fn)
	if err != nil {
		t.Fatal(err)
	}
	c := p.Steps[0].Branch.Cond
	if c.Op != CondCmp || c.Pred != "slt" {
		t.Fatalf("condition %s, want an slt comparison", c)
	}
	c.Pred = "sge"
	_, err = checkPlan(fn, p, map[string]int64{"B": 4, "S": 128}, 0, 1)
	if err == nil || !strings.Contains(err.Error(), "function's arithmetic gives") {
		t.Fatalf("got %v, want a disagreement about the condition", err)
	}
}

// TestVersionedModuleComputesTheSame runs the original mlp train step and
// its versioned, fused form through the interpreter at bindings on either
// side of the threshold, and checks the lowered plan at the same ones.
func TestVersionedModuleComputesTheSame(t *testing.T) {
	orig, _ := parseFile(t, "testdata/mlp_train.mlir")
	vers := versionModule(t, "testdata/mlp_train.mlir", versionAndFuse)
	fn := Funcs(orig)[0]
	var bindings []map[string]int64
	for _, bs := range [][2]int64{{1, 4}, {3, 9}} {
		args, err := interp.RandomInputs(fn, 11, interp.Dims{Args: map[int][]int64{0: {bs[0], bs[1], 16}}})
		if err != nil {
			t.Fatal(err)
		}
		both, err := interp.CompareCall(interp.New(orig, interp.Options{}), interp.New(vers, interp.Options{}), "train_step", args, interp.DefaultTolerance())
		if both != nil || err != nil {
			t.Errorf("%dx%d: %v %v", bs[0], bs[1], both, err)
		}
		bindings = append(bindings, map[string]int64{"B": bs[0], "S": bs[1]})
	}
	rep, err := Check(vers, CheckOptions{Bindings: bindings, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Then != 1 || rep.Else != 1 {
		t.Errorf("sides taken: then %d, else %d; want one each", rep.Then, rep.Else)
	}
}

// TestBranchConditionErrors lowers branches whose condition the host
// cannot compute from dims: an error at the op that reads data, or an
// unsupported step when measuring.
func TestBranchConditionErrors(t *testing.T) {
	src := `func.func @f(%x: tensor<?x8xf32>, %p: i1) -> tensor<?x8xf32> {
  %i = arith.constant 0 : index
  %e = stablehlo.compare LT, %x, %x : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x8xi1>
  %c = tensor.extract %e[%i, %i] : tensor<?x8xi1>
  %r = scf.if %c -> (tensor<?x8xf32>) {
    %a = stablehlo.exponential %x : tensor<?x8xf32>
    scf.yield %a : tensor<?x8xf32>
  } else {
    scf.yield %x : tensor<?x8xf32>
  }
  return %r : tensor<?x8xf32>
}`
	for _, tc := range []struct {
		name, from, to, want string
	}{
		{"data", "", "", `test\.mlir:4:\d+: error: the branch condition is not computable from dims: 'tensor\.extract'`},
		{"argument", "scf.if %c ", "scf.if %p ", `it reads block argument #1 \(i1\)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := src
			if tc.from != "" {
				text = strings.Replace(src, tc.from, tc.to, 1)
			}
			m, _ := parseText(t, "test.mlir", []byte(text))
			fn := Funcs(m)[0]
			_, err := LowerFunc(fn)
			if err == nil || !regexp.MustCompile(tc.want).MatchString(Diagnostics(err).Error()) {
				t.Fatalf("got %v, want %q", err, tc.want)
			}
			p, err := MeasureFunc(fn)
			if err != nil {
				t.Fatal(err)
			}
			unsupported := 0
			p.Walk(func(s *Step) {
				if s.Kind == UnsupportedStep && s.Name == "scf.if" {
					unsupported++
				}
			})
			if unsupported != 1 {
				t.Errorf("measured plan has %d unsupported scf.if steps, want 1:\n%s", unsupported, p)
			}
		})
	}
}

// TestBranchConditionNeedsArgumentDims lowers a branch whose condition
// reads a dim that comes from a shape operand's data rather than from an
// argument's dims: an error at the scf.if that names the dim.
func TestBranchConditionNeedsArgumentDims(t *testing.T) {
	src := `func.func @f(%x: tensor<?xf32>, %shape: tensor<1xindex>) -> tensor<?xf32> {
  %i = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xindex>) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %i, %c0 : tensor<?xf32>
  %c4 = arith.constant 4 : index
  %c = arith.cmpi slt, %n, %c4 : index
  %r = scf.if %c -> (tensor<?xf32>) {
    scf.yield %x : tensor<?xf32>
  } else {
    scf.yield %x : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}`
	m, _ := parseText(t, "test.mlir", []byte(src))
	_, err := LowerFunc(Funcs(m)[0])
	want := regexp.MustCompile(`test\.mlir:7:\d+: error: the branch condition reads dim S1, which no argument carries`)
	if err == nil || !want.MatchString(Diagnostics(err).Error()) {
		t.Fatalf("got %v, want %s", err, want)
	}
}

// TestStatsOfVersionedBodies measures versioned bodies: both sides are
// counted, each side's launches and library calls on their own.
func TestStatsOfVersionedBodies(t *testing.T) {
	for _, tc := range []struct {
		file, pipeline           string
		kernels, library, copies int
		sideKernels, sideLibrary [2]int
	}{
		{"mlp_train.mlir", versionAndFuse, 8, 12, 0, [2]int{4, 4}, [2]int{6, 6}},
		{"versioned_copies.mlir", fuseOnly, 2, 0, 4, [2]int{1, 1}, [2]int{0, 0}},
		{"versioned_around.mlir", fuseOnly, 5, 3, 0, [2]int{2, 1}, [2]int{2, 1}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			stats, err := Stats(versionModule(t, "testdata/"+tc.file, tc.pipeline))
			if err != nil {
				t.Fatal(err)
			}
			s := stats[0]
			if s.Branches != 1 || s.KernelsAfter != tc.kernels || s.LibraryCalls != tc.library || s.Copies != tc.copies ||
				s.SideKernels != tc.sideKernels || s.SideLibraryCalls != tc.sideLibrary {
				t.Errorf("branches %d, kernels %d, library calls %d, copies %d, per side %v and %v; want 1, %d, %d, %d, %v, %v",
					s.Branches, s.KernelsAfter, s.LibraryCalls, s.Copies, s.SideKernels, s.SideLibraryCalls,
					tc.kernels, tc.library, tc.copies, tc.sideKernels, tc.sideLibrary)
			}
		})
	}
}

// TestBranchBindsResultDims runs a branch whose sides yield rows of
// different arguments: the plan binds the result's rows per side, and
// the whole plan and Check agree with the interpreter on both sides.
func TestBranchBindsResultDims(t *testing.T) {
	orig, _ := parseFile(t, "testdata/versioned_binds.mlir")
	m := versionModule(t, "testdata/versioned_binds.mlir", fuseOnly)
	p, err := LowerFunc(Funcs(m)[0])
	if err != nil {
		t.Fatal(err)
	}
	if text := p.String(); !strings.Contains(text, "then:\n      dim S2 = S0\n") || !strings.Contains(text, "else:\n      dim S2 = S1\n") {
		t.Errorf("the sides do not bind S2:\n%s", text)
	}
	for _, rows := range [][2]int64{{3, 5}, {6, 2}} {
		args, err := interp.RandomInputs(Funcs(orig)[0], 1, interp.Dims{Args: map[int][]int64{0: {rows[0], 8}, 1: {rows[1], 8}}})
		if err != nil {
			t.Fatal(err)
		}
		want, err := interp.New(orig, interp.Options{}).Call("f", args)
		if err != nil {
			t.Fatal(err)
		}
		got, err := RunPlan(p, args)
		if err != nil {
			t.Fatal(err)
		}
		if ok, report := tensor.Close(got[0], want[0], planTolerance); !ok {
			t.Errorf("rows %v: %s", rows, report)
		}
	}
	rep, err := Check(m, CheckOptions{Bindings: []map[string]int64{{"S0": 3, "S1": 5}, {"S0": 6, "S1": 2}}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Then != 1 || rep.Else != 1 {
		t.Errorf("sides taken: then %d, else %d; want one each", rep.Then, rep.Else)
	}
}
