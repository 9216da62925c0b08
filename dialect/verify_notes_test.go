package dialect_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/parser"
)

// TestVerifierNotes: a verifier error carries mlir-opt's `see current
// operation` note (the op in the generic form, values named from the
// enclosing function, large literals elided, several lines for an op with
// regions), and a dominance error also says where the operand is defined.
func TestVerifierNotes(t *testing.T) {
	big := "dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0]> : tensor<17xf32>"
	tests := []struct {
		name, body string
		want       string // the rendered diagnostics
	}{
		{"result numbered in its function", `
  %c = stablehlo.constant ` + big + `
  %0 = "stablehlo.add"(%a, %c) {x = ` + big + `, y = dense<1.0> : tensor<17xf32>} : (tensor<4xf32>, tensor<17xf32>) -> tensor<4xf32>`,
			`t.mlir:3:8: error: 'stablehlo.add' op requires the same shape for all operands and results
  %0 = "stablehlo.add"(%a, %c) {x = ` + big + `, y = dense<1.0> : tensor<17xf32>} : (tensor<4xf32>, tensor<17xf32>) -> tensor<4xf32>
       ^
t.mlir:3:8: note: see current operation: %1 = "stablehlo.add"(%arg0, %0) {x = dense_resource<__elided__> : tensor<17xf32>, y = dense<1.000000e+00> : tensor<17xf32>} : (tensor<4xf32>, tensor<17xf32>) -> tensor<4xf32>
`},
		{"op with a region", `
  %0 = "stablehlo.reduce"(%a, %s) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1, %1 : tensor<f32>, tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>`,
			`t.mlir:2:8: error: 'stablehlo.reduce' op Reduction-region here must produce 1 tensors, but produces 2 instead
  %0 = "stablehlo.reduce"(%a, %s) <{dimensions = array<i64: 0>}> ({
       ^
t.mlir:2:8: note: see current operation: ` + `
%0 = "stablehlo.reduce"(%arg0, %arg1) <{dimensions = array<i64: 0>}> ({
^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
  %1 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  "stablehlo.return"(%1, %1) : (tensor<f32>, tensor<f32>) -> ()
}) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
`},
		{"dominance", `
  %0 = "stablehlo.add"(%a, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.abs %a : tensor<4xf32>`,
			`t.mlir:2:8: error: operand #1 does not dominate this use
  %0 = "stablehlo.add"(%a, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
       ^
t.mlir:2:8: note: see current operation: %0 = "stablehlo.add"(%arg0, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
t.mlir:3:8: note: operand defined here (op in the same block)
  %1 = stablehlo.abs %a : tensor<4xf32>
       ^
`},
	}
	reg := dialect.NewRegistry()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := "func.func @f(%a: tensor<4xf32>, %s: tensor<f32>) {" + tc.body + "\n  return\n}\n"
			f, err := parser.Parse("t.mlir", []byte(src), reg, parser.Options{})
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			err = dialect.Verify(f.Module)
			var list diag.List
			if !errors.As(err, &list) {
				t.Fatalf("got %v, want diagnostics", err)
			}
			var out bytes.Buffer
			diag.Sources{"t.mlir": []byte(src)}.PrintAll(&out, list)
			if got := out.String(); got != tc.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, tc.want)
			}
			if strings.Count(out.String(), "see current operation") != len(list) {
				t.Errorf("expected one note per error:\n%s", out.String())
			}
		})
	}
}
