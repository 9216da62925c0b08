package dialect

import (
	"testing"

	"github.com/symopt/symopt/ir"
)

func TestInferResultTypes(t *testing.T) {
	i64s := func(v ...int64) ir.Attribute { return ir.I64Array(v...) }
	gather := GatherDims{OffsetDims: []int64{2, 3}, CollapsedSliceDims: []int64{0},
		StartIndexMap: []int64{1, 0}, IndexVectorDim: 2}.Attr("stablehlo")
	cases := []struct {
		name     string
		op       string
		operands []string
		attrs    map[string]ir.Attribute
		want     string
	}{
		{"add keeps ?", "stablehlo.add", []string{"tensor<?x4xf32>", "tensor<?x4xf32>"}, nil, "tensor<?x4xf32>"},
		{"add refines ?", "stablehlo.add", []string{"tensor<?x4xf32>", "tensor<3x?xf32>"}, nil, "tensor<3x4xf32>"},
		{"mhlo alias", "mhlo.multiply", []string{"tensor<2xi32>", "tensor<2xi32>"}, nil, "tensor<2xi32>"},
		{"abs of complex", "stablehlo.abs", []string{"tensor<2xcomplex<f32>>"}, nil, "tensor<2xf32>"},
		{"compare gives i1", "stablehlo.compare", []string{"tensor<?xf32>", "tensor<?xf32>"},
			map[string]ir.Attribute{"comparison_direction": EnumAttr("stablehlo", "comparison_direction", "LT")}, "tensor<?xi1>"},
		{"complex", "stablehlo.complex", []string{"tensor<3xf32>", "tensor<3xf32>"}, nil, "tensor<3xcomplex<f32>>"},
		{"select scalar pred", "stablehlo.select", []string{"tensor<i1>", "tensor<2x?xf32>", "tensor<?x3xf32>"}, nil, "tensor<2x3xf32>"},
		{"broadcast", "stablehlo.broadcast", []string{"tensor<3xi32>"}, map[string]ir.Attribute{"broadcast_sizes": i64s(2)}, "tensor<2x3xi32>"},
		{"transpose dynamic", "stablehlo.transpose", []string{"tensor<2x?xf32>"}, map[string]ir.Attribute{"permutation": i64s(1, 0)}, "tensor<?x2xf32>"},
		{"transpose mhlo dense attr", "mhlo.transpose", []string{"tensor<2x3x4xf32>"},
			map[string]ir.Attribute{"permutation": &ir.DenseElementsAttr{Type: ty(t, "tensor<3xi64>"), Ints: []int64{2, 0, 1}}}, "tensor<4x2x3xf32>"},
		{"concatenate static", "stablehlo.concatenate", []string{"tensor<1x3xi32>", "tensor<2x3xi32>"}, map[string]ir.Attribute{"dimension": ir.Int(0)}, "tensor<3x3xi32>"},
		{"concatenate dynamic", "stablehlo.concatenate", []string{"tensor<1x?xi32>", "tensor<?x3xi32>"}, map[string]ir.Attribute{"dimension": ir.Int(0)}, "tensor<?x3xi32>"},
		{"slice strided", "stablehlo.slice", []string{"tensor<8x4xf32>"},
			map[string]ir.Attribute{"start_indices": i64s(1, 0), "limit_indices": i64s(5, 4), "strides": i64s(2, 1)}, "tensor<2x4xf32>"},
		{"dynamic_slice", "stablehlo.dynamic_slice", []string{"tensor<4x?xf32>", "tensor<i32>", "tensor<i32>"},
			map[string]ir.Attribute{"slice_sizes": i64s(2, 3)}, "tensor<2x3xf32>"},
		{"dynamic_update_slice", "stablehlo.dynamic_update_slice", []string{"tensor<4x?xf32>", "tensor<2x2xf32>", "tensor<i32>", "tensor<i32>"}, nil, "tensor<4x?xf32>"},
		{"pad interior", "stablehlo.pad", []string{"tensor<3x?xf32>", "tensor<f32>"},
			map[string]ir.Attribute{"edge_padding_low": i64s(1, 0), "edge_padding_high": i64s(2, 0), "interior_padding": i64s(1, 0)}, "tensor<8x?xf32>"},
		{"gather", "stablehlo.gather", []string{"tensor<3x4x2xi32>", "tensor<2x3x2xi64>"},
			map[string]ir.Attribute{"dimension_numbers": gather, "slice_sizes": i64s(1, 2, 2)}, "tensor<2x3x2x2xi32>"},
		{"get_dimension_size", "stablehlo.get_dimension_size", []string{"tensor<?x4xf32>"}, map[string]ir.Attribute{"dimension": ir.Int(0)}, "tensor<i32>"},
		{"set_dimension_size", "stablehlo.set_dimension_size", []string{"tensor<4x4xf32>", "tensor<i32>"}, map[string]ir.Attribute{"dimension": ir.Int(1)}, "tensor<4x?xf32>"},
		{"all_to_all", "stablehlo.all_to_all", []string{"tensor<4x16xf32>"},
			map[string]ir.Attribute{"split_dimension": ir.Int(1), "concat_dimension": ir.Int(0), "split_count": ir.Int(4),
				"replica_groups": &ir.DenseElementsAttr{Type: ty(t, "tensor<1x4xi64>"), Ints: []int64{0, 1, 2, 3}}}, "tensor<16x4xf32>"},
		{"tuple", "stablehlo.tuple", []string{"tensor<f32>", "tensor<2xi32>"}, nil, "tuple<tensor<f32>, tensor<2xi32>>"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			op := mkOp(t, c.op, c.operands, nil, c.attrs)
			if op.Info.InferResultTypes == nil {
				t.Fatalf("%s has no shape function", c.op)
			}
			got, err := op.Info.InferResultTypes(op)
			if err != nil {
				t.Fatalf("infer: %v", err)
			}
			if s := typeStrings(got); s != c.want {
				t.Errorf("got %s, want %s", s, c.want)
			}
		})
	}
}

func TestInferRegionOps(t *testing.T) {
	red := mkOp(t, "stablehlo.reduce", []string{"tensor<?x4xf32>", "tensor<f32>"}, []string{"tensor<?xf32>"},
		map[string]ir.Attribute{"dimensions": ir.I64Array(1)})
	addRegion(t, red, []string{"tensor<f32>", "tensor<f32>"}, []int{0}, "stablehlo.return")
	got, err := red.Info.InferResultTypes(red)
	if err != nil || typeStrings(got) != "tensor<?xf32>" {
		t.Errorf("reduce: got %v, %v", typeStrings(got), err)
	}
	if msgs := verifyMsgs(red); msgs != nil {
		t.Errorf("valid reduce rejected: %v", msgs)
	}

	pred := ir.NewDetachedValue(ty(t, "tensor<i1>"))
	x := ir.NewDetachedValue(ty(t, "tensor<2xf32>"))
	iff := build(t, "stablehlo.if", []*ir.Value{pred}, tys(t, "tensor<2xf32>"), nil)
	for i := 0; i < 2; i++ {
		b := iff.AddRegion().AddBlock()
		b.Append(build(t, "stablehlo.return", []*ir.Value{x}, nil, nil))
	}
	got, err = iff.Info.InferResultTypes(iff)
	if err != nil || typeStrings(got) != "tensor<2xf32>" {
		t.Errorf("if: got %v, %v", typeStrings(got), err)
	}
}
