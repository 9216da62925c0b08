package parser_test

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
)

// TestGenericPrintIsCanonical: the generic print spells values the way
// MLIR prints them whatever the input spelling, so that it is the same
// before and after a trip through the pretty form.
func TestGenericPrintIsCanonical(t *testing.T) {
	reg := dialect.NewRegistry()
	tests := []struct {
		name, src string
		want      []string // substrings of the generic print
	}{
		{"all-equal dense literal prints as a splat",
			`%0 = "stablehlo.constant"() <{value = dense<[2, 2, 2]> : tensor<3xi32>}> : () -> tensor<3xi32>`,
			[]string{`dense<2> : tensor<3xi32>`}},
		{"float splat compares bits",
			`%0 = "stablehlo.constant"() <{value = dense<[0.0, -0.0]> : tensor<2xf32>}> : () -> tensor<2xf32>`,
			[]string{`dense<[0.000000e+00, -0.000000e+00]> : tensor<2xf32>`}},
		{"ui64 elements past MaxInt64 print unsigned, hex or decimal",
			`%0 = "stablehlo.constant"() <{value = dense<[18446744073709551615, 0x8000000000000000, 1]> : tensor<3xui64>}> : () -> tensor<3xui64>
  %1 = "stablehlo.constant"() <{value = dense<0xFFFFFFFFFFFFFFFF> : tensor<ui64>}> : () -> tensor<ui64>
  %2 = "stablehlo.constant"() <{value = dense<0xFFFFFFFFFFFFFFFF> : tensor<i64>}> : () -> tensor<i64>
  %3 = "stablehlo.constant"() <{value = dense<[3, 0x2]> : tensor<2xui2>}> {v = array<ui64: 18446744073709551615, -1>, w = 0xFFFFFFFFFFFFFFFF : ui64} : () -> tensor<2xui2>`,
			[]string{`dense<[18446744073709551615, 9223372036854775808, 1]> : tensor<3xui64>`,
				`dense<18446744073709551615> : tensor<ui64>`, `dense<-1> : tensor<i64>`,
				`array<ui64: 18446744073709551615, 18446744073709551615>`, `18446744073709551615 : ui64`,
				`dense<[3, 2]> : tensor<2xui2>`}},
		{"dot dimension numbers in MLIR's order, empty lists left out",
			"%0 = \"stablehlo.dot_general\"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<\n  lhs_contracting_dimensions = [1],\n  lhs_batching_dimensions = [],\n  rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>",
			[]string{`#stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>`}},
		{"gather dimension numbers print index_vector_dim",
			`%0 = "mhlo.gather"(%a, %i) <{dimension_numbers = #mhlo.gather<offset_dims = [1],collapsed_slice_dims = [0], start_index_map = [0]>, slice_sizes = dense<[1, 2]> : tensor<2xi64>}> : (tensor<2x3xf32>, tensor<1x1xi32>) -> tensor<1x2xf32>`,
			[]string{`#mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 0>`, `slice_sizes = dense<[1, 2]> : tensor<2xi64>`}},
		{"mhlo lists parse back dense, stablehlo lists as arrays",
			`%0 = mhlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>`,
			[]string{`"mhlo.transpose"(%arg0) <{permutation = dense<[1, 0]> : tensor<2xi64>}>`, `"stablehlo.transpose"(%arg0) <{permutation = array<i64: 1, 0>}>`}},
		{"get_tuple_element index is i32",
			`%t = "stablehlo.tuple"(%a) : (tensor<2x3xf32>) -> tuple<tensor<2x3xf32>>
  %0 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2x3xf32>>) -> tensor<2x3xf32>`,
			[]string{`<{index = 0 : i32}>`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := "func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>, %i: tensor<1x1xi32>) {\n  " + tc.src + "\n  return\n}\n"
			g1 := printWith(t, parseWith(t, reg, src), ir.PrintOptions{Generic: true})
			for _, w := range tc.want {
				if !strings.Contains(g1, w) {
					t.Errorf("generic print lacks %q:\n%s", w, g1)
				}
			}
			pretty := printWith(t, parseWith(t, reg, g1), ir.PrintOptions{})
			if g2 := printWith(t, parseWith(t, reg, pretty), ir.PrintOptions{Generic: true}); g2 != g1 {
				t.Errorf("generic -> pretty -> generic changed the text:\n%s---\n%s", g1, g2)
			}
		})
	}
}

// TestPrettyFormsKeepMeaning covers pretty forms that must not drop what
// the generic form says.
func TestPrettyFormsKeepMeaning(t *testing.T) {
	reg := dialect.NewRegistry()
	tests := []struct{ name, src, want string }{
		// The compact `applies` form rebuilds the body on the init type, so
		// a body on other types keeps the long form.
		{"reduce body on another type",
			`func.func @f(%a: tensor<4xf32>, %z: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.reduce"(%a, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: tensor<f64>, %y: tensor<f64>):
    %1 = "stablehlo.add"(%x, %y) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    "stablehlo.return"(%1) : (tensor<f64>) -> ()
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}`, "(%arg2: tensor<f64>, %arg3: tensor<f64>)"},
		// A module's body is one block even when empty.
		{"empty module", "module {\n}\n", "\"builtin.module\"() ({\n^bb0:\n}) : () -> ()"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pretty := printWith(t, parseWith(t, reg, tc.src), ir.PrintOptions{})
			g := printWith(t, parseWith(t, reg, pretty), ir.PrintOptions{Generic: true})
			if !strings.Contains(pretty+g, tc.want) {
				t.Errorf("lacks %q:\n%s\n%s", tc.want, pretty, g)
			}
		})
	}
}
