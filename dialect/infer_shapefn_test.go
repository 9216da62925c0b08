package dialect

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
)

func TestResultShape(t *testing.T) {
	dotDims := DotDims{LhsBatch: []int64{0}, RhsBatch: []int64{0}, LhsContract: []int64{2}, RhsContract: []int64{1}}
	cases := []struct {
		name     string
		op       string
		operands []string
		result   string
		attrs    map[string]ir.Attribute
		want     string
	}{
		{"elementwise", "stablehlo.add", []string{"tensor<?x4xf32>", "tensor<?x4xf32>"}, "tensor<?x4xf32>", nil, "dim(%0, 0) 4"},
		{"static", "stablehlo.add", []string{"tensor<2xf32>", "tensor<2xf32>"}, "tensor<2xf32>", nil, "2"},
		{"dynamic_broadcast_in_dim", "stablehlo.dynamic_broadcast_in_dim", []string{"tensor<?xf32>", "tensor<2xindex>"}, "tensor<?x?xf32>",
			map[string]ir.Attribute{"broadcast_dimensions": ir.I64Array(1)}, "%1[0] %1[1]"},
		{"dynamic_reshape", "stablehlo.dynamic_reshape", []string{"tensor<?xf32>", "tensor<2xindex>"}, "tensor<?x3xf32>", nil, "%1[0] 3"},
		{"transpose", "stablehlo.transpose", []string{"tensor<?x3x?xf32>"}, "tensor<?x?x3xf32>",
			map[string]ir.Attribute{"permutation": ir.I64Array(2, 0, 1)}, "dim(%0, 2) dim(%0, 0) 3"},
		{"reduce", "stablehlo.reduce", []string{"tensor<?x4x?xf32>", "tensor<f32>"}, "tensor<4x?xf32>",
			map[string]ir.Attribute{"dimensions": ir.I64Array(0)}, "4 dim(%0, 2)"},
		{"dot_general", "stablehlo.dot_general", []string{"tensor<?x3x4xf32>", "tensor<?x4x?xf32>"}, "tensor<?x3x?xf32>",
			map[string]ir.Attribute{"dot_dimension_numbers": dotDims.Attr("stablehlo")}, "dim(%0, 0) 3 dim(%1, 2)"},
		{"concatenate", "stablehlo.concatenate", []string{"tensor<?x?xf32>", "tensor<?x?xf32>"}, "tensor<?x?xf32>",
			map[string]ir.Attribute{"dimension": ir.Int(0)}, "? dim(%0, 1)"},
		{"gather batch dims", "stablehlo.gather", []string{"tensor<3x4x2xi32>", "tensor<?x3x2xi64>"}, "tensor<?x3x2x2xi32>",
			map[string]ir.Attribute{"slice_sizes": ir.I64Array(1, 2, 2), "dimension_numbers": GatherDims{OffsetDims: []int64{2, 3},
				CollapsedSliceDims: []int64{0}, StartIndexMap: []int64{1, 0}, IndexVectorDim: 2}.Attr("stablehlo")}, "dim(%1, 0) 3 2 2"},
		{"tensor.empty", "tensor.empty", []string{"index"}, "tensor<4x?xf32>", nil, "4 value(%0)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			op := mkOp(t, c.op, c.operands, []string{c.result}, c.attrs)
			got, err := ResultShape(op)
			if err != nil {
				t.Fatal(err)
			}
			parts := make([]string, len(got))
			for i, d := range got {
				parts[i] = d.String()
			}
			if s := strings.Join(parts, " "); s != c.want {
				t.Errorf("got %q, want %q", s, c.want)
			}
		})
	}
	if _, err := ResultShape(mkOp(t, "stablehlo.add", []string{"tensor<*xf32>", "tensor<*xf32>"}, []string{"tensor<*xf32>"}, nil)); err == nil {
		t.Error("unranked result gave a shape")
	}
}
