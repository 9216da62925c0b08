package fusion_test

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/parser"
)

// fuse parses src, runs the fuse pass with cfg on every function and
// returns the kinds of the fusions created (in block order), the names of
// the ops left outside fusions and the printed module.
func fuse(t *testing.T, src string, cfg fusion.Config) (kinds, outside []string, text string) {
	t.Helper()
	reg := dialect.NewRegistry()
	f, err := parser.Parse("test.mlir", []byte(src), reg, parser.Options{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	for _, fn := range f.Module.Regions[0].Blocks[0].Ops {
		fusion.FuseBlock(fn, fn.Regions[0].Blocks[0], reg, cfg)
		for _, op := range fn.Regions[0].Blocks[0].Ops {
			if op.Name == "symopt.fusion" {
				kinds = append(kinds, op.Attr("fusion_kind").(*ir.StringAttr).Value)
			} else if !op.HasTrait(ir.Terminator) {
				outside = append(outside, op.Name)
			}
		}
	}
	var b strings.Builder
	if err := ir.Print(&b, f.Module, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	if err := dialect.Verify(f.Module); err != nil {
		t.Fatalf("verify after fuse: %v\n%s", err, b.String())
	}
	return kinds, outside, b.String()
}

func cfg(mod func(*fusion.Config)) fusion.Config {
	c := fusion.DefaultConfig()
	c.Lowerable = hlo.CanLower
	if mod != nil {
		mod(&c)
	}
	return c
}

func TestFusionDecisions(t *testing.T) {
	for _, tc := range []struct {
		name    string
		src     string
		cfg     fusion.Config
		kinds   []string
		outside []string
	}{
		{"chain", `func.func @f(%a: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = stablehlo.exponential %a : tensor<?x?xf32>
  %1 = stablehlo.add %0, %a : tensor<?x?xf32>
  %2 = stablehlo.tanh %1 : tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}`, cfg(nil), []string{"kLoop"}, nil},
		{"row reduction with producer and epilogue", `func.func @f(%a: tensor<?x?xf32>) -> tensor<?xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.exponential %a : tensor<?x?xf32>
  %1 = stablehlo.reduce(%0 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  %2 = stablehlo.log %1 : tensor<?xf32>
  return %2 : tensor<?xf32>
}`, cfg(nil), []string{"kInput"}, nil},
		{"column reduction", `func.func @f(%a: tensor<?x8xf32>) -> tensor<8xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.abs %a : tensor<?x8xf32>
  %1 = stablehlo.reduce(%0 init: %z) applies stablehlo.maximum across dimensions = [0] : (tensor<?x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}`, cfg(nil), []string{"kInput"}, nil},
		{"no cycle through an op outside", `func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %a : tensor<4xf32>
  %1 = stablehlo.custom_call @opaque(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.add %0, %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}`, cfg(nil), []string{"kLoop", "kLoop"}, []string{"stablehlo.custom_call"}},
		{"fusion moved before an outside reader of its first op", `func.func @f(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.exponential %a : tensor<4xf32>
  %1 = stablehlo.custom_call @opaque(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.tanh %0 : tensor<4xf32>
  return %1, %2 : tensor<4xf32>, tensor<4xf32>
}`, cfg(nil), []string{"kLoop"}, []string{"stablehlo.custom_call"}},
		{"no cycle through other groups", `func.func @f(%x: tensor<4x8xf32>, %n: tensor<i32>) -> (tensor<f32>, tensor<4x8xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %e = stablehlo.exponential %x : tensor<4x8xf32>
  %r = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %s = stablehlo.reduce(%r init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %c = stablehlo.convert %n : (tensor<i32>) -> tensor<f32>
  %d = stablehlo.divide %s, %c : tensor<f32>
  %cb = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
  %y = stablehlo.multiply %e, %cb : tensor<4x8xf32>
  return %d, %y : tensor<f32>, tensor<4x8xf32>
}`, cfg(nil), []string{"kLoop", "kLoop", "kInput", "kInput"}, nil},
		{"a loop beside a row reduction of its input", `func.func @f(%x: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %e = stablehlo.exponential %x : tensor<?x?xf32>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  return %e, %r : tensor<?x?xf32>, tensor<?xf32>
}`, cfg(nil), []string{"kInput"}, nil},
		{"horizontal on one shape", `func.func @f(%a: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = stablehlo.exponential %a : tensor<?xf32>
  %1 = stablehlo.log %a : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}`, cfg(nil), []string{"kHorizontal"}, nil},
		{"no horizontal without proof of equal dims", `func.func @f(%a: tensor<?xf32>, %b: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = stablehlo.exponential %a : tensor<?xf32>
  %1 = stablehlo.log %b : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}`, cfg(nil), []string{"kLoop", "kLoop"}, nil},
		{"horizontal disabled", `func.func @f(%a: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = stablehlo.exponential %a : tensor<?xf32>
  %1 = stablehlo.log %a : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}`, cfg(func(c *fusion.Config) { c.Horizontal = false }), []string{"kLoop", "kLoop"}, nil},
		{"max-ops splits a chain", `func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %a : tensor<4xf32>
  %1 = stablehlo.log %0 : tensor<4xf32>
  %2 = stablehlo.tanh %1 : tensor<4xf32>
  %3 = stablehlo.sqrt %2 : tensor<4xf32>
  %4 = stablehlo.negate %3 : tensor<4xf32>
  return %4 : tensor<4xf32>
}`, cfg(func(c *fusion.Config) { c.MaxOps = 2 }), []string{"kLoop", "kLoop", "kLoop"}, nil},
		{"library calls and unsupported ops stay outside", `func.func @f(%a: tensor<?x8xf32>, %w: tensor<8x8xf32>) -> tensor<?x8xf32> {
  %0 = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] : (tensor<?x8xf32>, tensor<8x8xf32>) -> tensor<?x8xf32>
  %1 = chlo.lgamma %0 : tensor<?x8xf32> -> tensor<?x8xf32>
  %2 = stablehlo.exponential %1 : tensor<?x8xf32>
  return %2 : tensor<?x8xf32>
}`, cfg(nil), []string{"kLoop"}, []string{"stablehlo.dot_general", "chlo.lgamma"}},
		{"softmax in one kernel", `func.func @f(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  %s0 = shape.shape_of %x : tensor<?x?xf32> -> tensor<2xindex>
  %mb = stablehlo.dynamic_broadcast_in_dim %m, %s0, dims = [0] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %d = stablehlo.subtract %x, %mb : tensor<?x?xf32>
  %e = stablehlo.exponential %d : tensor<?x?xf32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  %sb = stablehlo.dynamic_broadcast_in_dim %s, %s0, dims = [0] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %y = stablehlo.divide %e, %sb : tensor<?x?xf32>
  return %y : tensor<?x?xf32>
}`, cfg(nil), []string{"kInput"}, []string{"shape.shape_of"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			kinds, outside, text := fuse(t, tc.src, tc.cfg)
			if strings.Join(kinds, ",") != strings.Join(tc.kinds, ",") {
				t.Errorf("fusion kinds %v, want %v\n%s", kinds, tc.kinds, text)
			}
			if strings.Join(outside, ",") != strings.Join(tc.outside, ",") {
				t.Errorf("ops outside fusions %v, want %v\n%s", outside, tc.outside, text)
			}
		})
	}
}

// TestDimsTracesSources checks which dynamic dims the default analysis
// proves equal.
func TestDimsTracesSources(t *testing.T) {
	src := `func.func @f(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.exponential %a : tensor<?x?xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %2 = stablehlo.reduce(%1 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  %s = shape.shape_of %b : tensor<?x?xf32> -> tensor<2xindex>
  %3 = stablehlo.dynamic_broadcast_in_dim %2, %s, dims = [1] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %2 : tensor<?xf32>
}`
	reg := dialect.NewRegistry()
	f, err := parser.Parse("t.mlir", []byte(src), reg, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	body := f.Module.Regions[0].Blocks[0].Ops[0].Regions[0].Blocks[0]
	a, b := body.Arg(0), body.Arg(1)
	exp, tr, red, bc := body.Ops[1].Result(0), body.Ops[2].Result(0), body.Ops[3].Result(0), body.Ops[5].Result(0)
	d := fusion.NewDims()
	for _, tc := range []struct {
		x    *ir.Value
		i    int
		y    *ir.Value
		j    int
		want bool
	}{
		{exp, 0, a, 0, true},
		{tr, 0, a, 1, true},
		{tr, 1, a, 0, true},
		{red, 0, a, 0, true}, // kept dim 1 of the transpose is dim 0 of %a
		{red, 0, a, 1, false},
		{bc, 0, b, 0, true},
		{bc, 1, b, 1, true},
		{a, 0, b, 0, false},
	} {
		if got := d.Equal(tc.x, tc.i, tc.y, tc.j); got != tc.want {
			t.Errorf("Equal(%v dim %d, %v dim %d) = %v, want %v", tc.x.Type(), tc.i, tc.y.Type(), tc.j, got, tc.want)
		}
	}
}

// TestFusedIRRoundTrips prints fused IR, parses it back and prints it
// again: the fusion op's assembly is a fixed point.
func TestFusedIRRoundTrips(t *testing.T) {
	src := `func.func @f(%x: tensor<?x?xf32>, %b: tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = shape.shape_of %x : tensor<?x?xf32> -> tensor<2xindex>
  %bb = stablehlo.dynamic_broadcast_in_dim %b, %s, dims = [0] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %e = stablehlo.add %x, %bb : tensor<?x?xf32>
  %r = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  return %e, %r : tensor<?x?xf32>, tensor<?xf32>
}`
	_, _, first := fuse(t, src, cfg(nil))
	if !strings.Contains(first, "symopt.fusion kInput") {
		t.Fatalf("no input fusion:\n%s", first)
	}
	_, _, second := fuse(t, first, cfg(nil))
	if first != second {
		t.Errorf("not a fixed point:\n%s\n---\n%s", first, second)
	}
}
