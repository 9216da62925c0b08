package fusion_test

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/pipeline"
)

// versioned is a body as schedule-memory{versions=2} writes it: host
// arithmetic on a dim, then one scf.if whose branches hold the same ops
// in two orders. The condition holds for fewer than 7 rows.
const versioned = `func.func @f(%x: tensor<?x8xf32>) -> (tensor<?x8xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %c16 = arith.constant 16 : index
  %m = arith.muli %n, %c16 : index
  %t = arith.constant 100 : index
  %c = arith.cmpi slt, %m, %t : index
  %r:2 = scf.if %c -> (tensor<?x8xf32>, tensor<?xf32>) {
    %a = stablehlo.exponential %x : tensor<?x8xf32>
    %b = stablehlo.add %a, %x : tensor<?x8xf32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%b init: %z) applies stablehlo.add across dimensions = [1] : (tensor<?x8xf32>, tensor<f32>) -> tensor<?xf32>
    scf.yield %b, %s : tensor<?x8xf32>, tensor<?xf32>
  } else {
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %a = stablehlo.exponential %x : tensor<?x8xf32>
    %b = stablehlo.add %a, %x : tensor<?x8xf32>
    %s = stablehlo.reduce(%b init: %z) applies stablehlo.add across dimensions = [1] : (tensor<?x8xf32>, tensor<f32>) -> tensor<?xf32>
    %d = stablehlo.tanh %b : tensor<?x8xf32>
    scf.yield %d, %s : tensor<?x8xf32>, tensor<?xf32>
  }
  return %r#0, %r#1 : tensor<?x8xf32>, tensor<?xf32>
}`

// runFusePass parses src and runs the fuse pass on it, verifying after.
func runFusePass(t *testing.T, src string) (*ir.Operation, *ir.Registry) {
	t.Helper()
	reg := dialect.NewRegistry()
	f, err := parser.Parse("test.mlir", []byte(src), reg, parser.Options{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	passes := pipeline.NewRegistry()
	if err := fusion.Register(passes, fusion.PassConfig{Lowerable: hlo.CanLower}); err != nil {
		t.Fatal(err)
	}
	pl, err := passes.Parse("builtin.module(func.func(fuse))")
	if err != nil {
		t.Fatal(err)
	}
	if err := pipeline.NewManager(pl, pipeline.Config{Ops: reg, Verify: dialect.Verify, VerifyEach: true}).Run(f.Module); err != nil {
		t.Fatalf("fuse: %v", err)
	}
	return f.Module, reg
}

// blockSummary names the ops of b: fusions by kind, others by name.
func blockSummary(b *ir.Block) string {
	var parts []string
	for _, op := range b.Ops {
		if k, ok := op.Attr("fusion_kind").(*ir.StringAttr); ok {
			parts = append(parts, k.Value)
		} else {
			parts = append(parts, op.Name)
		}
	}
	return strings.Join(parts, " ")
}

// TestFuseInsideHostBranches fuses versioned bodies: the branches of an
// scf.if on a condition computed from dims are fused like bodies, the
// host arithmetic before it stays, and branches on a condition read
// from data are left alone.
func TestFuseInsideHostBranches(t *testing.T) {
	dataCond := strings.Replace(strings.Replace(versioned,
		"%c = arith.cmpi slt, %m, %t : index",
		`%e = stablehlo.compare LT, %x, %x : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x8xi1>
  %i = arith.constant 0 : index
  %c = tensor.extract %e[%i, %i] : tensor<?x8xi1>`, 1), "(%x: tensor<?x8xf32>)", "(%x: tensor<?x8xf32>)", 1)
	argCond := strings.Replace(strings.Replace(versioned, "(%x: tensor<?x8xf32>)", "(%x: tensor<?x8xf32>, %p: i1)", 1),
		"scf.if %c ", "scf.if %p ", 1)
	for _, tc := range []struct {
		name, src        string
		top, then, other string
	}{
		{"condition from dims", versioned,
			"arith.constant tensor.dim arith.constant arith.muli arith.constant arith.cmpi scf.if func.return",
			"kInput scf.yield", "kLoop kInput scf.yield"},
		{"condition from data", dataCond,
			"arith.constant tensor.dim arith.constant arith.muli arith.constant stablehlo.compare arith.constant tensor.extract scf.if func.return",
			"stablehlo.exponential stablehlo.add stablehlo.constant stablehlo.reduce scf.yield",
			"stablehlo.constant stablehlo.exponential stablehlo.add stablehlo.reduce stablehlo.tanh scf.yield"},
		{"condition from an argument", argCond,
			"arith.constant tensor.dim arith.constant arith.muli arith.constant arith.cmpi scf.if func.return",
			"stablehlo.exponential stablehlo.add stablehlo.constant stablehlo.reduce scf.yield",
			"stablehlo.constant stablehlo.exponential stablehlo.add stablehlo.reduce stablehlo.tanh scf.yield"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, _ := runFusePass(t, tc.src)
			fn := m.Regions[0].Blocks[0].Ops[0]
			body := fn.Regions[0].Blocks[0]
			if got := blockSummary(body); got != tc.top {
				t.Errorf("body: %s\nwant %s", got, tc.top)
			}
			var br *ir.Operation
			for _, op := range body.Ops {
				if op.Name == "scf.if" {
					br = op
				}
			}
			if br == nil {
				t.Fatal("no scf.if left")
			}
			for i, want := range []string{tc.then, tc.other} {
				if got := blockSummary(br.Regions[i].Blocks[0]); got != want {
					t.Errorf("region #%d: %s\nwant %s", i, got, want)
				}
			}
		})
	}
}

// TestBranchFusesLikeABody fuses the else branch of the versioned body
// as a function body of its own and wants the same fusions.
func TestBranchFusesLikeABody(t *testing.T) {
	src := `func.func @g(%x: tensor<?x8xf32>) -> (tensor<?x8xf32>, tensor<?xf32>) {
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %a = stablehlo.exponential %x : tensor<?x8xf32>
    %b = stablehlo.add %a, %x : tensor<?x8xf32>
    %s = stablehlo.reduce(%b init: %z) applies stablehlo.add across dimensions = [1] : (tensor<?x8xf32>, tensor<f32>) -> tensor<?xf32>
    %d = stablehlo.tanh %b : tensor<?x8xf32>
    return %d, %s : tensor<?x8xf32>, tensor<?xf32>
}`
	if !strings.Contains(versioned, src[strings.Index(src, "%z"):strings.Index(src, "return")]) {
		t.Fatal("the body is not the else branch of the versioned function")
	}
	plain, _ := runFusePass(t, src)
	vers, _ := runFusePass(t, versioned)
	var br *ir.Operation
	for _, op := range vers.Regions[0].Blocks[0].Ops[0].Regions[0].Blocks[0].Ops {
		if op.Name == "scf.if" {
			br = op
		}
	}
	if br == nil {
		t.Fatal("no scf.if left")
	}
	want := strings.Replace(blockSummary(plain.Regions[0].Blocks[0].Ops[0].Regions[0].Blocks[0]), "func.return", "scf.yield", 1)
	if got := blockSummary(br.Regions[1].Blocks[0]); got != want {
		t.Errorf("else branch: %s\nas a body: %s", got, want)
	}
}

// TestFusedBranchesComputeTheSame runs the versioned body before and
// after fuse through the interpreter at row counts on either side of its
// threshold.
func TestFusedBranchesComputeTheSame(t *testing.T) {
	before := parse(t, versioned)
	after, _ := runFusePass(t, versioned)
	fn := before.Regions[0].Blocks[0].Ops[0]
	for _, rows := range []int64{1, 6, 7, 33} {
		args, err := interp.RandomInputs(fn, uint64(rows), interp.Dims{Args: map[int][]int64{0: {rows, 8}}})
		if err != nil {
			t.Fatal(err)
		}
		both, err := interp.CompareCall(interp.New(before, interp.Options{}), interp.New(after, interp.Options{}), "f", args, interp.DefaultTolerance())
		if both != nil || err != nil {
			t.Errorf("%d rows: %v %v", rows, both, err)
		}
	}
}

func parse(t *testing.T, src string) *ir.Operation {
	t.Helper()
	f, err := parser.Parse("test.mlir", []byte(src), dialect.NewRegistry(), parser.Options{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return f.Module
}

// TestHostScalar asks which values the host computes from sizes.
func TestHostScalar(t *testing.T) {
	src := `func.func @f(%x: tensor<?x8xf32>, %p: index) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %m = arith.muli %n, %n : index
  %q = arith.addi %m, %p : index
  %c = arith.cmpi slt, %m, %n : index
  %e = stablehlo.exponential %x : tensor<?x8xf32>
  %k = tensor.dim %e, %c0 : tensor<?x8xf32>
  %v = tensor.extract %e[%c0, %c0] : tensor<?x8xf32>
  return %e : tensor<?x8xf32>
}`
	m := parse(t, src)
	body := m.Regions[0].Blocks[0].Ops[0].Regions[0].Blocks[0]
	want := map[string]bool{"%c0": true, "%n": true, "%m": true, "%q": false, "%c": true, "%e": false, "%k": true, "%v": false}
	names := []string{"%c0", "%n", "%m", "%q", "%c", "%e", "%k", "%v"}
	for i, op := range body.Ops[:len(names)] {
		if got := fusion.HostScalar(body, op.Result(0), nil); got != want[names[i]] {
			t.Errorf("%s (%s): HostScalar %v, want %v", names[i], op.Name, got, want[names[i]])
		}
	}
}

// TestDimsThroughBranches traces the dims of an scf.if's results to
// what both branches yield: the rows of the versioned body's results are
// the rows of its argument; a dim the branches yield different sizes
// for stays the result's own.
func TestDimsThroughBranches(t *testing.T) {
	for _, tc := range []struct {
		name, from, to string
		same           bool
	}{
		{"same rows", "", "", true},
		{"other rows", "scf.yield %d, %s", "scf.yield %y, %s", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.Replace(strings.Replace(versioned, tc.from, tc.to, 1),
				"(%x: tensor<?x8xf32>)", "(%x: tensor<?x8xf32>, %y: tensor<?x8xf32>)", 1)
			m, _ := runFusePass(t, src)
			body := m.Regions[0].Blocks[0].Ops[0].Regions[0].Blocks[0]
			var br *ir.Operation
			for _, op := range body.Ops {
				if op.Name == "scf.if" {
					br = op
				}
			}
			if br == nil {
				t.Fatal("no scf.if left")
			}
			d := fusion.NewDims()
			if got := d.Equal(br.Result(0), 0, body.Arg(0), 0); got != tc.same {
				t.Errorf("rows of result #0 equal to the argument's: %v, want %v", got, tc.same)
			}
			if !d.Equal(br.Result(1), 0, body.Arg(0), 0) {
				t.Error("rows of the reduced result #1 not traced to the argument")
			}
		})
	}
}
