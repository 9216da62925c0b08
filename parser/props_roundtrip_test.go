package parser_test

import (
	"bytes"
	"os/exec"
	"sort"
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/internal/testtool"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// propsInputs are generic-form functions whose registered ops hold their
// inherent attributes as properties, as stablehlo-opt and mlir-opt print
// them; some also carry discardable attributes.
var propsInputs = []struct{ name, src string }{
	{"data movement", `"func.func"() <{function_type = (tensor<2x3xf32>, tensor<f32>) -> tensor<3x2xf32>, sym_name = "f"}> ({
^bb0(%a: tensor<2x3xf32>, %s: tensor<f32>):
  %0 = "stablehlo.transpose"(%a) <{permutation = array<i64: 1, 0>}> {tag = "t"} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = "stablehlo.broadcast_in_dim"(%s) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2xf32>
  %2 = "stablehlo.slice"(%0) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xf32>) -> tensor<3x2xf32>
  %3 = "stablehlo.concatenate"(%2, %1) <{dimension = 0 : i64}> : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<6x2xf32>
  %4 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x2xf32>
  %5 = "stablehlo.add"(%2, %4) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  "func.return"(%5) : (tensor<3x2xf32>) -> ()
}) : () -> ()`},
	{"contraction and compare", `"func.func"() <{function_type = (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xi1>, sym_name = "g", sym_visibility = "private"}> ({
^bb0(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>):
  %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %1 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
  %2 = "stablehlo.compare"(%0, %1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> {mhlo.frontend_attributes = {a = "b"}} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
  "func.return"(%2) : (tensor<2x4xi1>) -> ()
}) : () -> ()`},
	{"reduction with a region", `"func.func"() <{function_type = (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>, sym_name = "r"}> ({
^bb0(%a: tensor<4x5xf32>, %z: tensor<f32>):
  %0 = "stablehlo.reduce"(%a, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = "stablehlo.maximum"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%1) : (tensor<f32>) -> ()
  }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
  "func.return"(%0) : (tensor<5xf32>) -> ()
}) : () -> ()`},
	{"dynamic shapes, mhlo", `"func.func"() <{function_type = (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>, sym_name = "d"}> ({
^bb0(%a: tensor<?x4xf32>, %s: tensor<2xindex>):
  %0 = "mhlo.dynamic_broadcast_in_dim"(%a, %s) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>}> : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
  %1 = "mhlo.get_dimension_size"(%0) <{dimension = 0 : i64}> : (tensor<?x4xf32>) -> tensor<i32>
  %2 = "mhlo.custom_call"(%0, %1) <{backend_config = "", call_target_name = "foo"}> : (tensor<?x4xf32>, tensor<i32>) -> tensor<?x4xf32>
  "func.return"(%2) : (tensor<?x4xf32>) -> ()
}) : () -> ()`},
	{"mhlo keeps dense lists", `"func.func"() <{function_type = (tensor<4xf32>, tensor<2x3xf32>) -> tensor<3x4xf32>, sym_name = "m"}> ({
^bb0(%a: tensor<4xf32>, %b: tensor<2x3xf32>):
  %0 = "mhlo.broadcast_in_dim"(%a) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<4xf32>) -> tensor<3x4xf32>
  %1 = "mhlo.transpose"(%b) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %2 = "mhlo.slice"(%1) <{limit_indices = dense<[3, 1]> : tensor<2xi64>, start_indices = dense<0> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}> : (tensor<3x2xf32>) -> tensor<3x1xf32>
  %3 = "mhlo.reverse"(%0) <{dimensions = dense<[0, 1]> : tensor<2xi64>}> : (tensor<3x4xf32>) -> tensor<3x4xf32>
  "func.return"(%3) : (tensor<3x4xf32>) -> ()
}) : () -> ()`},
}

// TestPropertiesSurvivePrettyRoundTrip: generic -> pretty -> generic gives
// back the same text; the custom formats read properties like attributes,
// and the generic printer puts inherent attributes back into `<{...}>`.
func TestPropertiesSurvivePrettyRoundTrip(t *testing.T) {
	reg := dialect.NewRegistry()
	generic := ir.PrintOptions{Generic: true}
	for _, tc := range propsInputs {
		t.Run(tc.name, func(t *testing.T) {
			g1 := printWith(t, parseWith(t, reg, tc.src), generic)
			pretty := printWith(t, parseWith(t, reg, g1), ir.PrintOptions{})
			if strings.Contains(pretty, "\"stablehlo.") || strings.Contains(pretty, "\"mhlo.") || strings.Contains(pretty, "<{") {
				t.Fatalf("pretty print fell back to the generic form:\n%s", pretty)
			}
			g2 := printWith(t, parseWith(t, reg, pretty), generic)
			if g1 != g2 {
				t.Errorf("generic -> pretty -> generic changed the text:\n%s---\n%s", g1, g2)
			}
		})
	}
}

// TestInherentAttributesPrintAsProperties: wherever the input put them,
// inherent attributes print in `<{...}>` and discardable ones in `{...}`.
func TestInherentAttributesPrintAsProperties(t *testing.T) {
	reg := dialect.NewRegistry()
	tests := []struct{ name, src, want string }{
		{"attribute dictionary", `%0 = "stablehlo.transpose"(%a) {permutation = array<i64: 1, 0>, tag} : (tensor<2x3xf32>) -> tensor<3x2xf32>`,
			`"stablehlo.transpose"(%arg0) <{permutation = array<i64: 1, 0>}> {tag}`},
		{"pretty form", `%0 = stablehlo.transpose %a, dims = [1, 0] {tag} : (tensor<2x3xf32>) -> tensor<3x2xf32>`,
			`"stablehlo.transpose"(%arg0) <{permutation = array<i64: 1, 0>}> {tag}`},
		{"merged with properties, sorted", `%0 = "stablehlo.compare"(%a, %a) <{comparison_direction = #stablehlo<comparison_direction LT>}> {compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>`,
			`<{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> :`},
		{"a name in both stays where it is", `%0 = "stablehlo.transpose"(%a) <{permutation = array<i64: 1, 0>}> {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>`,
			`<{permutation = array<i64: 1, 0>}> {permutation = array<i64: 1, 0>}`},
		{"unregistered op keeps its dictionary", `%0 = "foo.transpose"(%a) {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>`,
			`"foo.transpose"(%arg0) {permutation = array<i64: 1, 0>}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := "func.func @f(%a: tensor<2x3xf32>) {\n  " + tc.src + "\n  return\n}\n"
			f, err := parseAllowing(reg, src)
			if err != nil {
				t.Fatal(err)
			}
			if got := printWith(t, f, ir.PrintOptions{Generic: true}); !strings.Contains(got, tc.want) {
				t.Errorf("generic print lacks %q:\n%s", tc.want, got)
			}
		})
	}
}

// mlirOptInputs use only ops mlir-opt-19 registers.
const mlirOptInputs = `func.func private @callee(i32) -> i32
func.func @f(%a: i32, %b: i32, %x: f32, %t: tensor<2x3xf32>) -> i32 attributes {tag} {
  %c = arith.constant {note = "n"} 7 : i32
  %0 = arith.cmpi slt, %a, %c : i32
  %1 = arith.cmpf olt, %x, %x : f32
  %2 = func.call @callee(%b) {hint} : (i32) -> i32
  %3 = shape.const_shape [2, 3] : tensor<2xindex>
  %4 = shape.shape_of %t : tensor<2x3xf32> -> tensor<2xindex>
  cf.cond_br %0, ^bb1(%2 : i32), ^bb2
^bb1(%y: i32):
  return %y : i32
^bb2:
  return %a : i32
}
`

// TestGenericPropertiesMatchMlirOpt compares, op by op, which attributes
// mlir-opt-19 --mlir-print-op-generic prints as properties and which as
// discardable attributes with symopt's generic print (mlir-opt also
// prints default-valued properties symopt leaves out, so only the names
// symopt prints are compared).
func TestGenericPropertiesMatchMlirOpt(t *testing.T) {
	tool, err := exec.LookPath("mlir-opt-19")
	if err != nil {
		testtool.Missing(t, "mlir-opt-19 not found")
	}
	reg := dialect.NewRegistry()
	ours := printWith(t, parseWith(t, reg, mlirOptInputs), ir.PrintOptions{Generic: true})
	cmd := exec.Command(tool, "--mlir-print-op-generic")
	cmd.Stdin = strings.NewReader(mlirOptInputs)
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("mlir-opt-19: %v\n%s", err, stderr.String())
	}
	a, b := opsOf(t, reg, ours), opsOf(t, reg, out.String())
	if len(a) != len(b) {
		t.Fatalf("%d ops against mlir-opt's %d", len(a), len(b))
	}
	compared := 0
	for i := range a {
		if a[i].name != b[i].name {
			t.Fatalf("op %d is %s, mlir-opt's is %s", i, a[i].name, b[i].name)
		}
		for _, n := range a[i].props {
			if !contains(b[i].props, n) {
				t.Errorf("%s: %q is a property here, not in mlir-opt (%v)", a[i].name, n, b[i].props)
			}
			compared++
		}
		for _, n := range a[i].attrs {
			if !contains(b[i].attrs, n) {
				t.Errorf("%s: %q is discardable here, not in mlir-opt (%v)", a[i].name, n, b[i].attrs)
			}
			compared++
		}
	}
	if compared < 12 {
		t.Errorf("compared only %d attributes", compared)
	}
}

type opAttrs struct {
	name         string
	props, attrs []string
}

// opsOf parses generic text and lists, for each op in order, the names in
// its properties and in its attribute dictionary.
func opsOf(t *testing.T, reg *ir.Registry, text string) []opAttrs {
	t.Helper()
	f := parseWith(t, reg, text)
	var out []opAttrs
	f.Module.Walk(func(op *ir.Operation) bool {
		o := opAttrs{name: op.Name}
		if d, ok := op.Props.(*ir.DictAttr); ok {
			for _, e := range d.Entries {
				o.props = append(o.props, e.Name)
			}
		}
		for _, a := range op.Attrs() {
			o.attrs = append(o.attrs, a.Name)
		}
		sort.Strings(o.props)
		out = append(out, o)
		return true
	})
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// parseAllowing parses src accepting unregistered ops.
func parseAllowing(reg *ir.Registry, src string) (*ir.File, error) {
	return parser.Parse("t.mlir", []byte(src), reg, parser.Options{AllowUnregistered: true})
}
