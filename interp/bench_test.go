package interp

import (
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// BenchmarkGenericReduceBody measures the walker's per-element cost: a
// reduce whose two-op body runs through the region plan for each of 64K
// elements.
func BenchmarkGenericReduceBody(b *testing.B) {
	src := `func.func @f(%a: tensor<65536xf32>) -> tensor<f32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.reduce"(%a, %z) ({
  ^bb0(%acc: tensor<f32>, %x: tensor<f32>):
    %sq = stablehlo.multiply %x, %x : tensor<f32>
    %s = stablehlo.add %acc, %sq : tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<65536xf32>, tensor<f32>) -> tensor<f32>
  func.return %r : tensor<f32>
}`
	f := parseFile(&testing.T{}, "b.mlir", []byte(src))
	in := New(f.Module, Options{})
	x := tensor.Must(tensor.Random(tensor.F32, []int64{65536}, 1, tensor.RandomOptions{}))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := in.Call("f", []*tensor.Tensor{x}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGenericReducePlanBody is BenchmarkGenericReduceBody with a body
// the scalar compiler does not cover (abs), so every element runs through
// the region plan on rank-0 tensors.
func BenchmarkGenericReducePlanBody(b *testing.B) {
	src := `func.func @f(%a: tensor<65536xf32>) -> tensor<f32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.reduce"(%a, %z) ({
  ^bb0(%acc: tensor<f32>, %x: tensor<f32>):
    %ab = stablehlo.abs %x : tensor<f32>
    %s = stablehlo.add %acc, %ab : tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<65536xf32>, tensor<f32>) -> tensor<f32>
  func.return %r : tensor<f32>
}`
	f := parseFile(&testing.T{}, "b.mlir", []byte(src))
	in := New(f.Module, Options{})
	x := tensor.Must(tensor.Random(tensor.F32, []int64{65536}, 1, tensor.RandomOptions{}))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := in.Call("f", []*tensor.Tensor{x}); err != nil {
			b.Fatal(err)
		}
	}
}
