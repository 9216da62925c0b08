package hlo_test

import (
	"testing"

	"github.com/symopt/symopt/lowering/hlo"
)

// TestOutsideForms checks which sorts and reductions get kernels of their
// own, and that LowerOutside refuses the others with an error.
func TestOutsideForms(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      bool
	}{
		{"sort", `func.func @f(%x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %s = "stablehlo.sort"(%x) <{dimension = 1 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<4x?xf32>) -> tensor<4x?xf32>
  return %s : tensor<4x?xf32>
}`, true},
		{"sort of rows longer than shared memory holds", `func.func @f(%x: tensor<4x9000xf32>) -> tensor<4x9000xf32> {
  %s = "stablehlo.sort"(%x) <{dimension = 1 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<4x9000xf32>) -> tensor<4x9000xf32>
  return %s : tensor<4x9000xf32>
}`, true},
		{"sort comparing with a captured value", `func.func @f(%x: tensor<8xf32>, %t: tensor<f32>) -> tensor<8xf32> {
  %s = "stablehlo.sort"(%x) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %t, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return %s : tensor<8xf32>
}`, false},
		{"sort whose comparator reads one side only", `func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = "stablehlo.sort"(%x) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %z, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return %s : tensor<8xf32>
}`, false},
		{"reduction returning a captured splat constant", `func.func @f(%x: tensor<512x4xi1>) -> tensor<512xi1> {
  %t = stablehlo.constant dense<true> : tensor<i1>
  %r = stablehlo.reduce(%x init: %t) across dimensions = [1] : (tensor<512x4xi1>, tensor<i1>) -> tensor<512xi1>
    reducer(%a: tensor<i1>, %b: tensor<i1>) {
      stablehlo.return %t : tensor<i1>
    }
  return %r : tensor<512xi1>
}`, true},
		{"scatter mixing its operands", `func.func @f(%x: tensor<8xf32>, %i: tensor<2x1xi64>, %u: tensor<2xf32>) -> tensor<8xf32> {
  %r:2 = "stablehlo.scatter"(%x, %x, %i, %u, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>, %d: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    %t = stablehlo.add %c, %d : tensor<f32>
    stablehlo.return %s, %t : tensor<f32>, tensor<f32>
  }) : (tensor<8xf32>, tensor<8xf32>, tensor<2x1xi64>, tensor<2xf32>, tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return %r#0 : tensor<8xf32>
}`, false},
		{"argmax", `func.func @f(%x: tensor<?x8xf32>, %i: tensor<?x8xi32>, %x0: tensor<f32>, %i0: tensor<i32>) -> (tensor<?xf32>, tensor<?xi32>) {
  %r:2 = stablehlo.reduce(%x init: %x0), (%i init: %i0) across dimensions = [1] : (tensor<?x8xf32>, tensor<?x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<?xf32>, tensor<?xi32>)
    reducer(%a: tensor<f32>, %b: tensor<f32>) (%ai: tensor<i32>, %bi: tensor<i32>) {
      %gt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %v = stablehlo.select %gt, %a, %b : tensor<i1>, tensor<f32>
      %j = stablehlo.select %gt, %ai, %bi : tensor<i1>, tensor<i32>
      stablehlo.return %v, %j : tensor<f32>, tensor<i32>
    }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xi32>
}`, true},
		{"reduction returning a captured value", `func.func @f(%x: tensor<4x8xi32>, %y: tensor<i32>) -> tensor<i32> {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.reduce(%x init: %z) across dimensions = [0, 1] : (tensor<4x8xi32>, tensor<i32>) -> tensor<i32>
    reducer(%a: tensor<i32>, %b: tensor<i32>) {
      stablehlo.return %y : tensor<i32>
    }
  return %r : tensor<i32>
}`, false},
		{"reduction accumulating in a wider type", `func.func @f(%x: tensor<4x8xf32>, %z: tensor<f64>) -> tensor<4xf64> {
  %r = stablehlo.reduce(%x init: %z) across dimensions = [1] : (tensor<4x8xf32>, tensor<f64>) -> tensor<4xf64>
    reducer(%a: tensor<f64>, %b: tensor<f64>) {
      %s = stablehlo.add %a, %b : tensor<f64>
      stablehlo.return %s : tensor<f64>
    }
  return %r : tensor<4xf64>
}`, true},
		{"reduction narrowing to its accumulator", `func.func @f(%x: tensor<4x8xf64>, %z: tensor<f32>) -> tensor<4xf32> {
  %r = "stablehlo.reduce"(%x, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 1>} : (tensor<4x8xf64>, tensor<f32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fn, err := parseFunc(tc.src)
			if err != nil {
				if tc.want {
					t.Fatal(err)
				}
				t.Logf("rejected by the parser or verifier: %v", err)
				return
			}
			ops := funcOps(fn)
			op := ops[len(ops)-2]
			if got := hlo.Outside(op); got != tc.want {
				t.Errorf("Outside(%s) = %v, want %v", op.Name, got, tc.want)
			}
			ls, err := hlo.LowerOutside(op, "k", hlo.NewNamerFor(fn))
			if tc.want && (err != nil || len(ls) != 1) {
				t.Errorf("LowerOutside: %d kernels, %v", len(ls), err)
			}
			if !tc.want && err == nil {
				t.Error("LowerOutside lowered an op Outside refuses")
			}
		})
	}
}
