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

// BenchmarkSortTwoKeyComparator sorts 4096 (key, value) pairs with a
// comparator on both operands, once as a scalar program and once through
// the region plan.
func BenchmarkSortTwoKeyComparator(b *testing.B) {
	src := `func.func @f(%k: tensor<4096xi32>, %v: tensor<4096xf32>) -> (tensor<4096xi32>, tensor<4096xf32>) {
  %r:2 = "stablehlo.sort"(%k, %v) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %gt = stablehlo.compare GT, %c, %d : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %t = stablehlo.and %eq, %gt : tensor<i1>
    %o = stablehlo.or %lt, %t : tensor<i1>
    "stablehlo.return"(%o) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64} : (tensor<4096xi32>, tensor<4096xf32>) -> (tensor<4096xi32>, tensor<4096xf32>)
  func.return %r#0, %r#1 : tensor<4096xi32>, tensor<4096xf32>
}`
	f := parseFile(&testing.T{}, "b.mlir", []byte(src))
	k := tensor.Must(tensor.Random(tensor.I32, []int64{4096}, 1, tensor.RandomOptions{IntLo: 0, IntHi: 64}))
	v := tensor.Must(tensor.Random(tensor.F32, []int64{4096}, 2, tensor.RandomOptions{}))
	for _, plan := range []bool{false, true} {
		name := "scalar"
		if plan {
			name = "plan"
		}
		b.Run(name, func(b *testing.B) {
			in := New(f.Module, Options{})
			in.noScalarBodies = plan
			for i := 0; i < b.N; i++ {
				if _, err := in.Call("f", []*tensor.Tensor{k, v}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
