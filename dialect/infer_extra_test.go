package dialect

import (
	"testing"

	"github.com/symopt/symopt/ir"
)

// TestPassShapeFunctions covers shape functions offered to passes for ops
// whose verifier checks results in its own words.
func TestPassShapeFunctions(t *testing.T) {
	dims := DotDims{LhsBatch: []int64{0}, RhsBatch: []int64{0}, LhsContract: []int64{2}, RhsContract: []int64{1}}.Attr("stablehlo")
	shape := constOp(t, dense(t, "tensor<2xi64>", 3, 8)).Result(0)
	cases := []struct {
		name string
		op   *ir.Operation
		want string
	}{
		{"dot_general", mkOp(t, "stablehlo.dot_general", []string{"tensor<?x3x4xi8>", "tensor<?x4x5xi8>"}, []string{"tensor<?x3x5xi32>"},
			map[string]ir.Attribute{"dot_dimension_numbers": dims}), "tensor<?x3x5xi32>"},
		{"dot", mkOp(t, "stablehlo.dot", []string{"tensor<3x4xf32>", "tensor<4x?xf32>"}, []string{"tensor<3x?xf32>"}, nil), "tensor<3x?xf32>"},
		{"dynamic_reshape constant", build(t, "stablehlo.dynamic_reshape", []*ir.Value{ir.NewDetachedValue(ty(t, "tensor<?xf32>")), shape},
			tys(t, "tensor<?x?xf32>"), nil), "tensor<3x8xf32>"},
		{"dynamic_reshape run-time", mkOp(t, "stablehlo.dynamic_reshape", []string{"tensor<?xf32>", "tensor<2xindex>"}, []string{"tensor<?x?xf32>"}, nil), "tensor<?x?xf32>"},
		{"real_dynamic_slice", mkOp(t, "stablehlo.real_dynamic_slice", []string{"tensor<4x4xf32>", "tensor<2xindex>", "tensor<2xindex>", "tensor<2xindex>"},
			[]string{"tensor<?x?xf32>"}, nil), "tensor<?x?xf32>"},
	}
	for _, c := range cases {
		got, err := c.op.Info.InferResultTypes(c.op)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if s := typeStrings(got); s != c.want {
			t.Errorf("%s: got %s, want %s", c.name, s, c.want)
		}
	}
}
