package hlo_test

import (
	"fmt"
	"testing"

	"github.com/symopt/symopt/lowering/hlo"
)

const gatherFmt = `func.func @f(%%t: tensor<16x8xf32>, %%i: %s) -> %s {
  %%0 = "stablehlo.gather"(%%t, %%i) <{dimension_numbers = #stablehlo.gather<%s>, slice_sizes = array<i64: %s>}> : (tensor<16x8xf32>, %s) -> %s
  return %%0 : %s
}`

func TestGatherForms(t *testing.T) {
	for _, tc := range []struct {
		name, idx, res, dims, sizes string
		want                        bool
	}{
		{"embedding", "tensor<?x?xi32>", "tensor<?x?x8xf32>", "offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2", "1, 8", true},
		{"index vector dim 1", "tensor<?x2xi64>", "tensor<?x4xf32>", "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1", "1, 4", true},
		{"unsigned indices", "tensor<?xui32>", "tensor<?x8xf32>", "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1", "1, 8", true},
		{"unsigned 64-bit indices", "tensor<?xui64>", "tensor<?x8xf32>", "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1", "1, 8", false},
		{"scalar index", "tensor<i32>", "tensor<16x4xf32>", "offset_dims = [0, 1], start_index_map = [1], index_vector_dim = 0", "16, 4", true},
		{"float indices", "tensor<?xf32>", "tensor<?x8xf32>", "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1", "1, 8", false},
		{"index vector longer than the map", "tensor<?x2xi32>", "tensor<?x8xf32>", "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1", "1, 8", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := fmt.Sprintf(gatherFmt, tc.idx, tc.res, tc.dims, tc.sizes, tc.idx, tc.res, tc.res)
			fn, err := parseFunc(src)
			if err != nil {
				if tc.want {
					t.Fatal(err)
				}
				t.Logf("rejected by the verifier: %v", err)
				return
			}
			op := funcOps(fn)[0]
			if got := hlo.CanLower(op); got != tc.want {
				t.Errorf("CanLower = %v, want %v", got, tc.want)
			}
		})
	}
}

const scatterFmt = `func.func @f(%%x: tensor<16x8x%s>, %%i: tensor<?x?xi32>, %%u: tensor<?x?x8x%s>) -> tensor<16x8x%s> {
  %%0 = "stablehlo.scatter"(%%x, %%i, %%u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
  ^bb0(%%a: tensor<%s>, %%b: tensor<%s>):
    %%s = %s %%%s, %%%s : tensor<%s>
    stablehlo.return %%s : tensor<%s>
  }) : (tensor<16x8x%s>, tensor<?x?xi32>, tensor<?x?x8x%s>) -> tensor<16x8x%s>
  return %%0 : tensor<16x8x%s>
}`

func TestScatterForms(t *testing.T) {
	for _, tc := range []struct {
		name, elem, op, lhs, rhs string
		want                     bool
	}{
		{"add f32", "f32", "stablehlo.add", "a", "b", true},
		{"add swapped", "f32", "stablehlo.add", "b", "a", true},
		{"add i64", "i64", "stablehlo.add", "a", "b", true},
		{"add f16", "f16", "stablehlo.add", "a", "b", false},
		{"multiply", "f32", "stablehlo.multiply", "a", "b", true},
		{"maximum i32", "i32", "stablehlo.maximum", "b", "a", true},
		{"minimum f64", "f64", "stablehlo.minimum", "a", "b", true},
		{"maximum f16", "f16", "stablehlo.maximum", "a", "b", false},
		{"subtract", "f32", "stablehlo.subtract", "a", "b", false},
		{"maximum of the current value twice", "f32", "stablehlo.maximum", "a", "a", false},
		{"add twice the update", "f32", "stablehlo.add", "b", "b", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := tc.elem
			src := fmt.Sprintf(scatterFmt, e, e, e, e, e, tc.op, tc.lhs, tc.rhs, e, e, e, e, e, e)
			fn, err := parseFunc(src)
			if err != nil {
				t.Fatal(err)
			}
			op := funcOps(fn)[0]
			if got := hlo.Scatter(op); got != tc.want {
				t.Errorf("Scatter = %v, want %v", got, tc.want)
			}
			if !tc.want {
				if _, _, err := hlo.LowerScatter(op, "k", hlo.NewNamerFor(fn)); err == nil {
					t.Error("LowerScatter accepted a scatter Scatter rejects")
				}
			}
		})
	}
}
