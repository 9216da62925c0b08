package transforms

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/pipeline"
)

// shapeFoldPrograms are inputs where shape ops fold; each is one "seed" of
// matchMlirOpt.
var shapeFoldPrograms = []string{`
func.func @f(%a: tensor<2x3xf32>) -> tensor<2xindex> {
  %0 = shape.shape_of %a : tensor<2x3xf32> -> tensor<2xindex>
  return %0 : tensor<2xindex>
}`, `
func.func @f(%a: tensor<2x3xf32>, %b: tensor<2x3xi8>) -> (tensor<2xindex>, tensor<2xindex>) {
  %0 = shape.shape_of %a : tensor<2x3xf32> -> tensor<2xindex>
  %1 = shape.shape_of %b : tensor<2x3xi8> -> tensor<2xindex>
  return %0, %1 : tensor<2xindex>, tensor<2xindex>
}`, `
func.func @f(%a: tensor<f32>, %b: tensor<5x1x7xf32>) -> tensor<3xindex> {
  %0 = shape.shape_of %b : tensor<5x1x7xf32> -> tensor<3xindex>
  return %0 : tensor<3xindex>
}`, `
func.func @f(%a: tensor<f32>) -> tensor<0xindex> {
  %0 = shape.shape_of %a : tensor<f32> -> tensor<0xindex>
  return %0 : tensor<0xindex>
}`, `
func.func @f(%a: tensor<2x?xf32>) -> tensor<2xindex> {
  %0 = shape.shape_of %a : tensor<2x?xf32> -> tensor<2xindex>
  return %0 : tensor<2xindex>
}`, `
func.func @f(%a: tensor<4x3xf32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = shape.shape_of %a : tensor<4x3xf32> -> tensor<2xindex>
  %1 = tensor.extract %0[%c1] : tensor<2xindex>
  return %1 : index
}`}

// TestShapeOfFoldMatchesMlirOpt: a static shape.shape_of becomes
// shape.const_shape, exactly as mlir-opt-19 --canonicalize leaves it.
func TestShapeOfFoldMatchesMlirOpt(t *testing.T) {
	gen := func(seed int64) string { return shapeFoldPrograms[seed-1] }
	matchMlirOpt(t, "--canonicalize", "builtin.module(func.func(canonicalize))", gen, int64(len(shapeFoldPrograms)))
}

// TestShapeOfFoldsToConstShape pins the materialization without the
// reference tool: which constant op each program ends with.
func TestShapeOfFoldsToConstShape(t *testing.T) {
	want := []struct{ has, hasNot string }{
		{"shape.const_shape() shape=dense<[2, 3]> : tensor<2xindex>", "shape.shape_of"},
		{"shape.const_shape() shape=dense<[2, 3]> : tensor<2xindex>", "arith.constant"},
		{"shape.const_shape() shape=dense<[5, 1, 7]> : tensor<3xindex>", "shape.shape_of"},
		{"shape.const_shape() shape=dense<> : tensor<0xindex>", "shape.shape_of"},
		{"shape.shape_of", "const_shape"},
		{"arith.constant() value=3 : index", "shape."},
	}
	for i, src := range shapeFoldPrograms {
		got := canonicalizeText(t, src)
		if !strings.Contains(got, want[i].has) || strings.Contains(got, want[i].hasNot) {
			t.Errorf("program %d: want %q and no %q in\n%s", i+1, want[i].has, want[i].hasNot, got)
		}
	}
	// Equal shapes share one constant.
	if got := canonicalizeText(t, shapeFoldPrograms[1]); strings.Count(got, "const_shape") != 1 {
		t.Errorf("equal shapes not uniqued:\n%s", got)
	}
}

// canonicalizeText parses src with the dialect registry, runs canonicalize
// on every function with verification and renders the result.
func canonicalizeText(t *testing.T, src string) string {
	t.Helper()
	ops := dialect.NewRegistry()
	f, err := parser.Parse("in.mlir", []byte(src), ops, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	reg := pipeline.NewRegistry()
	if err := Register(reg, Config{}); err != nil {
		t.Fatal(err)
	}
	p, err := reg.Parse("builtin.module(func.func(canonicalize))")
	if err != nil {
		t.Fatal(err)
	}
	if err := pipeline.NewManager(p, pipeline.Config{Ops: ops, Verify: dialect.Verify, VerifyEach: true}).Run(f.Module); err != nil {
		t.Fatal(err)
	}
	return render(f.Module)
}

// foldOrderPrograms fold several constants in one function: where the new
// constants end up, and in which order, follows mlir-opt's driver (made
// before the folded op, hoisted by the next round's seeding).
var foldOrderPrograms = []string{`
func.func @f(%a: tensor<f32>) -> (index, index) {
  %c = arith.constant 3 : index
  %0 = arith.addi %c, %c : index
  %1 = arith.muli %c, %c : index
  return %0, %1 : index, index
}`, `
func.func @f() -> (i64, i32) {
  %a = arith.constant 1 : i64
  %b = arith.addi %a, %a : i64
  %c = arith.constant 20 : i32
  %d = arith.addi %c, %c : i32
  return %b, %d : i64, i32
}`, `
func.func @h(%x: i32) -> (i32, i32, i32) {
  %c = arith.constant 20 : i32
  %y = arith.addi %x, %x : i32
  %d = arith.addi %c, %c : i32
  %e = arith.constant 5 : i32
  %g = arith.muli %e, %e : i32
  return %d, %g, %y : i32, i32, i32
}`, `
func.func @f(%a: tensor<4x3xf32>, %b: tensor<f32>) -> (tensor<0xindex>, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = shape.shape_of %a : tensor<4x3xf32> -> tensor<2xindex>
  %1 = tensor.extract %0[%c0] : tensor<2xindex>
  %2 = shape.shape_of %b : tensor<f32> -> tensor<0xindex>
  %3 = tensor.extract %0[%c1] : tensor<2xindex>
  return %2, %1, %3 : tensor<0xindex>, index, index
}`}

// TestFoldedConstantOrderMatchesMlirOpt compares functions where several
// constants fold with mlir-opt-19 --canonicalize, op by op.
func TestFoldedConstantOrderMatchesMlirOpt(t *testing.T) {
	gen := func(seed int64) string { return foldOrderPrograms[seed-1] }
	matchMlirOpt(t, "--canonicalize", "builtin.module(func.func(canonicalize))", gen, int64(len(foldOrderPrograms)))
}
