package expand

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/pipeline"
)

const inputs = `
func.func @inference(%x: tensor<2x3x4xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<2x3x4xf32> {
  %va = stablehlo.abs %v : tensor<3xf32>
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %va) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}
func.func @inference_dynamic(%x: tensor<?x5xf64>, %s: tensor<5xf64>, %o: tensor<5xf64>, %m: tensor<5xf64>, %v: tensor<5xf64>) -> tensor<?x5xf64> {
  %va = stablehlo.abs %v : tensor<5xf64>
  %0 = "mhlo.batch_norm_inference"(%x, %s, %o, %m, %va) {epsilon = 1.0e-5 : f32, feature_index = 1 : i64} : (tensor<?x5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5xf64>) -> tensor<?x5xf64>
  return %0 : tensor<?x5xf64>
}
func.func @training(%x: tensor<?x4x4x3xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>) -> (tensor<?x4x4x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 3 : i64} : (tensor<?x4x4x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<?x4x4x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0, %0#1, %0#2 : tensor<?x4x4x3xf32>, tensor<3xf32>, tensor<3xf32>
}
func.func @topk(%x: tensor<3x9xf32>) -> (tensor<3x4xf32>, tensor<3x4xi32>) {
  %c = stablehlo.constant dense<0.0> : tensor<3x9xf32>
  %z = stablehlo.multiply %x, %c : tensor<3x9xf32>
  %t = stablehlo.add %z, %x : tensor<3x9xf32>
  %0:2 = stablehlo.custom_call @TopK(%t) : (tensor<3x9xf32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
  return %0#0, %0#1 : tensor<3x4xf32>, tensor<3x4xi32>
}
func.func @tuples(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %t = mhlo.tuple %x, %y : tuple<tensor<4xf32>, tensor<4xf32>>
  %a = mhlo.get_tuple_element %t[1] : (tuple<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  %b = stablehlo.get_tuple_element %t[0] : (tuple<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  %s = stablehlo.subtract %a, %b : tensor<4xf32>
  return %s, %a : tensor<4xf32>, tensor<4xf32>
}
func.func @topk_tuple(%x: tensor<3x9xf32>) -> (tensor<3x2xf32>, tensor<3x2xi32>) {
  %t = stablehlo.custom_call @TopK(%x) : (tensor<3x9xf32>) -> tuple<tensor<3x2xf32>, tensor<3x2xi32>>
  %v = stablehlo.get_tuple_element %t[0] : (tuple<tensor<3x2xf32>, tensor<3x2xi32>>) -> tensor<3x2xf32>
  %i = stablehlo.get_tuple_element %t[1] : (tuple<tensor<3x2xf32>, tensor<3x2xi32>>) -> tensor<3x2xi32>
  return %v, %i : tensor<3x2xf32>, tensor<3x2xi32>
}
func.func @topk_ties(%x: tensor<2x6xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>) {
  %c = stablehlo.constant dense<3> : tensor<2x6xi32>
  %r = stablehlo.remainder %x, %c : tensor<2x6xi32>
  %0:2 = stablehlo.custom_call @TopK(%r) : (tensor<2x6xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>)
  return %0#0, %0#1 : tensor<2x3xi32>, tensor<2x3xi32>
}
`

// TestExpansionsComputeWhatTheOpsDo runs every function before and after
// hlo-expand on the same random inputs and wants the same results, and
// none of the expanded ops left.
func TestExpansionsComputeWhatTheOpsDo(t *testing.T) {
	reg := dialect.NewRegistry()
	parse := func() *ir.Operation {
		f, err := parser.Parse("in.mlir", []byte(inputs), reg, parser.Options{})
		if err != nil {
			t.Fatal(err)
		}
		return f.Module
	}
	orig, m := parse(), parse()
	passes := pipeline.NewRegistry()
	if err := Register(passes); err != nil {
		t.Fatal(err)
	}
	pl, err := passes.Parse("builtin.module(func.func(hlo-expand))")
	if err != nil {
		t.Fatal(err)
	}
	if err := pipeline.NewManager(pl, pipeline.Config{Verify: dialect.Verify, VerifyEach: true, Ops: reg}).Run(m); err != nil {
		t.Fatal(err)
	}
	m.Walk(func(o *ir.Operation) bool {
		if strings.Contains(o.Name, "batch_norm") || strings.Contains(o.Name, "tuple") || dialect.CustomCallTarget(o) == "TopK" {
			t.Errorf("%s is left", o.Name)
		}
		return true
	})
	before, after := interp.New(orig, interp.Options{}), interp.New(m, interp.Options{})
	for _, fn := range before.Functions() {
		name := fn.Attr("sym_name").(*ir.StringAttr).Value
		for _, n := range []int64{1, 6} {
			args, err := interp.RandomInputs(fn, uint64(n), interp.Dims{Default: n})
			if err != nil {
				t.Fatal(err)
			}
			want, err := before.Call(name, args)
			if err != nil {
				t.Fatalf("@%s before: %v", name, err)
			}
			got, err := after.Call(name, args)
			if err != nil {
				t.Fatalf("@%s after: %v", name, err)
			}
			for i := range want {
				if ok, report := tensor.Close(got[i], want[i], tensor.Tolerance{ULP: 16, Abs: 1e-5, Rel: 1e-5}); !ok {
					t.Errorf("@%s size %d result #%d: %s", name, n, i, report)
				}
			}
		}
	}
}
