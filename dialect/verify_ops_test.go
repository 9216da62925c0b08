package dialect

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
)

func dense(t *testing.T, typ string, v ...int64) *ir.DenseElementsAttr {
	return &ir.DenseElementsAttr{Type: ty(t, typ), Ints: v}
}

// TestVerifyMessages checks that invalid ops are rejected with StableHLO's
// wording, and that a shape-function failure also reports "failed to infer
// returned types" as MLIR does.
func TestVerifyMessages(t *testing.T) {
	i64s := func(v ...int64) ir.Attribute { return ir.I64Array(v...) }
	lt := EnumAttr("stablehlo", "comparison_direction", "LT")
	dot := func(d DotDims) map[string]ir.Attribute {
		return map[string]ir.Attribute{"dot_dimension_numbers": d.Attr("stablehlo")}
	}
	cases := []struct {
		name     string
		op       string
		operands []string
		results  []string
		attrs    map[string]ir.Attribute
		want     string
		inferred bool // also "failed to infer returned types"
	}{
		{"add shape", "stablehlo.add", []string{"tensor<?xf32>", "tensor<?xf32>"}, []string{"tensor<?x?xf32>"}, nil,
			"requires the same shape for all operands and results", false},
		{"add element types", "stablehlo.add", []string{"tensor<2xf32>", "tensor<2xf32>"}, []string{"tensor<2xf64>"}, nil,
			"requires the same element type for all operands and results", false},
		{"add operand element types", "stablehlo.add", []string{"tensor<?xf64>", "tensor<?xf32>"}, []string{"tensor<?xf64>"}, nil,
			"requires the same element type for all operands and results", false},
		{"mhlo add element types", "mhlo.add", []string{"tensor<2xf32>", "tensor<2xf32>"}, []string{"tensor<2xf64>"}, nil,
			"requires compatible types for all operands and results", false},
		{"subtract element types", "stablehlo.subtract", []string{"tensor<2xf32>", "tensor<2xf32>"}, []string{"tensor<2xf64>"}, nil,
			"requires compatible types for all operands and results", false},
		{"add static mismatch", "mhlo.add", []string{"tensor<1x?xf32>", "tensor<1x?xf32>"}, []string{"tensor<2x2xf32>"}, nil,
			"requires compatible types for all operands and results", false},
		{"and on floats", "stablehlo.and", []string{"tensor<4xf32>", "tensor<4xf32>"}, []string{"tensor<4xf32>"}, nil,
			"but got 'tensor<4xf32>'", false},
		{"abs result type", "stablehlo.abs", []string{"tensor<1x2xf32>"}, []string{"tensor<1x2xf64>"}, nil,
			"inferred type(s) 'tensor<1x2xf32>' are incompatible with return type(s) of operation 'tensor<1x2xf64>'", true},
		{"compare shapes", "stablehlo.compare", []string{"tensor<3xf32>", "tensor<3xf32>"}, []string{"tensor<4xi1>"},
			map[string]ir.Attribute{"comparison_direction": lt}, "requires the same shape for all operands and results", false},
		{"clamp min shape", "stablehlo.clamp", []string{"tensor<2xi32>", "tensor<1xi32>", "tensor<i32>"}, []string{"tensor<1xi32>"}, nil,
			"min shape [2] is not scalar and is not compatible to operand shape [1]", true},
		{"select branches", "stablehlo.select", []string{"tensor<i1>", "tensor<2xf32>", "tensor<2xi32>"}, []string{"tensor<2xf32>"}, nil,
			"requires compatible types for non-predicate operands", true},
		{"bitcast ranks", "stablehlo.bitcast_convert", []string{"tensor<2xf64>"}, []string{"tensor<3xi64>"}, nil,
			"operand and result shapes must match except for the innermost dimension of the shape with the smaller element type. Got: 'tensor<2xf64>' and 'tensor<3xi64>'.", false},
		{"bitcast widths", "stablehlo.bitcast_convert", []string{"tensor<2xf64>"}, []string{"tensor<2x4xf32>"}, nil,
			"requires compatible bit widths. Got: 'tensor<2xf64>' and 'tensor<2x4xf32>', but 32 * 4 != 64.", false},
		{"broadcast_in_dim size", "stablehlo.broadcast_in_dim", []string{"tensor<1x2xi32>"}, []string{"tensor<1x2x2xi32>"},
			map[string]ir.Attribute{"broadcast_dimensions": i64s(1)}, "broadcast_dimensions size (1) does not match operand rank (2)", false},
		{"broadcast_in_dim value", "stablehlo.broadcast_in_dim", []string{"tensor<1x2xi32>"}, []string{"tensor<1x2x3xi32>"},
			map[string]ir.Attribute{"broadcast_dimensions": i64s(-1, 2)}, "broadcast_dimensions contains invalid value -1 for result with rank 3", false},
		{"broadcast_in_dim dup", "stablehlo.broadcast_in_dim", []string{"tensor<1x2xi32>"}, []string{"tensor<1x2x3xi32>"},
			map[string]ir.Attribute{"broadcast_dimensions": i64s(1, 1)}, "broadcast_dimensions should not have duplicates", false},
		{"broadcast_in_dim dims", "stablehlo.broadcast_in_dim", []string{"tensor<3xi32>"}, []string{"tensor<1x2x3xi32>"},
			map[string]ir.Attribute{"broadcast_dimensions": i64s(1)}, "size of operand dimension 0 (3) is not equal to 1 or size of result dimension 1 (2)", false},
		{"broadcast result", "stablehlo.broadcast", []string{"tensor<3xi32>"}, []string{"tensor<1x2x3xi32>"},
			map[string]ir.Attribute{"broadcast_sizes": i64s(2)}, "inferred type(s) 'tensor<2x3xi32>' are incompatible with return type(s) of operation 'tensor<1x2x3xi32>'", true},
		{"reshape count", "stablehlo.reshape", []string{"tensor<2x4xf32>"}, []string{"tensor<3x3xf32>"}, nil,
			"number of output elements (9) doesn't match expected number of elements (8)", false},
		{"iota scalar", "stablehlo.iota", nil, []string{"tensor<i32>"}, map[string]ir.Attribute{"iota_dimension": ir.Int(0)},
			"does not support scalars", false},
		{"iota dim", "stablehlo.iota", nil, []string{"tensor<4xi32>"}, map[string]ir.Attribute{"iota_dimension": ir.Int(1)},
			"iota dimension cannot go beyond the output rank", false},
		{"transpose perm", "stablehlo.transpose", []string{"tensor<1x2x3x4xi32>"}, []string{"tensor<2xi32>"},
			map[string]ir.Attribute{"permutation": i64s(1, 0, 3, 9)}, "attribute permutation must be a permutation of [0, 1, 2, 3] but got 1, 0, 3, 9", true},
		{"transpose size", "stablehlo.transpose", []string{"tensor<1x2x3x4xi32>"}, []string{"tensor<2xi32>"},
			map[string]ir.Attribute{"permutation": i64s(1)}, "TransposeOp operand rank 4 does not match permutation size 1", true},
		{"reverse dup", "stablehlo.reverse", []string{"tensor<3x4xi32>"}, []string{"tensor<3x4xi32>"},
			map[string]ir.Attribute{"dimensions": i64s(0, 0)}, "dimensions should be unique. Got: 0, 0", false},
		{"concatenate ranks", "stablehlo.concatenate", []string{"tensor<1xi32>", "tensor<2x2xi32>"}, []string{"tensor<3xi32>"},
			map[string]ir.Attribute{"dimension": ir.Int(0)}, "operands (0) and (1) do not match rank", true},
		{"concatenate shapes", "stablehlo.concatenate", []string{"tensor<1x3xi32>", "tensor<2x2xi32>"}, []string{"tensor<3x3xi32>"},
			map[string]ir.Attribute{"dimension": ir.Int(0)}, "shapes of operand (0) and (1) are not compatible at non-concat index 1: (1, 3) != (2, 2)", true},
		{"concatenate result", "stablehlo.concatenate", []string{"tensor<1xi32>", "tensor<2xi32>"}, []string{"tensor<4xi32>"},
			map[string]ir.Attribute{"dimension": ir.Int(0)}, "inferred type(s) 'tensor<3xi32>' are incompatible with return type(s) of operation 'tensor<4xi32>'", true},
		{"slice limit", "stablehlo.slice", []string{"tensor<3x4xi32>"}, []string{"tensor<1x4xi32>"},
			map[string]ir.Attribute{"start_indices": i64s(1, 0), "limit_indices": i64s(2, 5), "strides": i64s(1, 1)},
			"limit index 5 is larger than dimension size 4 in dimension 1", true},
		{"slice stride", "stablehlo.slice", []string{"tensor<3x4xi32>"}, []string{"tensor<1x4xi32>"},
			map[string]ir.Attribute{"start_indices": i64s(1, 0), "limit_indices": i64s(2, 4), "strides": i64s(0, 1)},
			"stride must be positive but got 0 in dimension 0", true},
		{"dynamic_slice size", "stablehlo.dynamic_slice", []string{"tensor<3x4xi32>", "tensor<i64>", "tensor<i64>"}, []string{"tensor<1x4xi32>"},
			map[string]ir.Attribute{"slice_sizes": i64s(1, 10)}, "has slice size 10 greater than dimension size 4 in dimension 1 of operand", true},
		{"dynamic_slice index types", "stablehlo.dynamic_slice", []string{"tensor<3x4xi32>", "tensor<i64>", "tensor<i32>"}, []string{"tensor<1x4xi32>"},
			map[string]ir.Attribute{"slice_sizes": i64s(1, 4)}, "start indices must have same element type", true},
		{"dus update size", "stablehlo.dynamic_update_slice", []string{"tensor<3x4xi64>", "tensor<1x5xi64>", "tensor<i64>", "tensor<i64>"}, []string{"tensor<3x4xi64>"},
			nil, "expects size at dimension 1 of update to be in range [0, 4]. Got: 5.", true},
		{"pad interior", "stablehlo.pad", []string{"tensor<1x2x3xf16>", "tensor<f16>"}, []string{"tensor<2x4x7xf16>"},
			map[string]ir.Attribute{"edge_padding_low": i64s(0, 1, 2), "edge_padding_high": i64s(1, 1, 0), "interior_padding": i64s(0, 0, -1)},
			"Interior padding cannot be negative: -1", true},
		{"get_dimension_size range", "stablehlo.get_dimension_size", []string{"tensor<1x2x3xf32>"}, []string{"tensor<i32>"},
			map[string]ir.Attribute{"dimension": ir.Int(3)}, "requires dimension attribute in range [0, 3); found (3)", true},
		{"get_tuple_element index", "stablehlo.get_tuple_element", nil, []string{"tensor<f32>"},
			map[string]ir.Attribute{"index": ir.Int(2)}, "index 2 is out of bounds of operand with size 2", true},
		{"dot_general batch count", "stablehlo.dot_general", []string{"tensor<2x3x4xf32>", "tensor<2x4x5xf32>"}, []string{"tensor<2x3x5xf32>"},
			dot(DotDims{LhsBatch: []int64{0}, LhsContract: []int64{2}, RhsContract: []int64{1}}),
			"lhs and rhs should have the same number of batching dimensions", false},
		{"dot_general contracting sizes", "stablehlo.dot_general", []string{"tensor<2x3x4xf32>", "tensor<2x5x5xf32>"}, []string{"tensor<2x3x5xf32>"},
			dot(DotDims{LhsBatch: []int64{0}, RhsBatch: []int64{0}, LhsContract: []int64{2}, RhsContract: []int64{1}}),
			"contracting dimension sizes must match for lhs/rhs", false},
		{"dot_general range", "stablehlo.dot_general", []string{"tensor<2x3x4xf32>", "tensor<2x4x5xf32>"}, []string{"tensor<2x3x5xf32>"},
			dot(DotDims{LhsBatch: []int64{3}, RhsBatch: []int64{0}, LhsContract: []int64{2}, RhsContract: []int64{1}}),
			"lhs_batching_dimensions value: 3 is out of range: [0, 3)", false},
		{"dot_general result", "stablehlo.dot_general", []string{"tensor<2x4x3xf32>", "tensor<2x3x5xf32>"}, []string{"tensor<2x4x6xf32>"},
			dot(DotDims{LhsBatch: []int64{0}, RhsBatch: []int64{0}, LhsContract: []int64{2}, RhsContract: []int64{1}}),
			"inferred shape '[2, 4, 5]' is incompatible with return type of operation 'tensor<2x4x6xf32>'", false},
		{"dot ranks", "stablehlo.dot", []string{"tensor<1x2x3xf32>", "tensor<3xf32>"}, []string{"tensor<1x2xf32>"}, nil,
			"expected both lhs/rhs ranks to be either 1 or 2", false},
		{"all_to_all split", "stablehlo.all_to_all", []string{"tensor<4x16xf32>"}, []string{"tensor<16x4xf32>"},
			map[string]ir.Attribute{"split_dimension": ir.Int(1), "concat_dimension": ir.Int(0), "split_count": ir.Int(5),
				"replica_groups": dense(t, "tensor<1x5xi64>", 0, 1, 2, 3, 4)},
			"split dimension has size 16, expected to be a multiple of split_count 5", true},
		{"all_gather multiple", "stablehlo.all_gather", []string{"tensor<128x32xf32>"}, []string{"tensor<128x100xf32>"},
			map[string]ir.Attribute{"all_gather_dim": ir.Int(1), "replica_groups": dense(t, "tensor<2x4xi64>", 0, 2, 4, 6, 1, 3, 5, 7)},
			"result gather dimension has size 100, expected to be a multiple of operand gather dimension size 32", false},
		{"replica seen twice", "stablehlo.all_gather", []string{"tensor<128x32xf32>"}, []string{"tensor<128x128xf32>"},
			map[string]ir.Attribute{"all_gather_dim": ir.Int(1), "replica_groups": dense(t, "tensor<2x4xi64>", 0, 2, 4, 6, 1, 3, 5, 2)},
			"replica id #2 seen more than once", false},
		{"replica groups rank", "stablehlo.all_gather", []string{"tensor<128x32xf32>"}, []string{"tensor<128x128xf32>"},
			map[string]ir.Attribute{"all_gather_dim": ir.Int(1), "replica_groups": dense(t, "tensor<4xi64>", 0, 1, 2, 3)},
			"replica groups should be a rank 2 tensor", false},
		{"collective_permute dup", "stablehlo.collective_permute", []string{"tensor<128x32xf32>"}, []string{"tensor<128x32xf32>"},
			map[string]ir.Attribute{"source_target_pairs": dense(t, "tensor<2x2xi64>", 0, 1, 0, 2)}, "duplicate sources not allowed", false},
		{"custom_call layouts", "stablehlo.custom_call", []string{"tensor<2x3xf32>"}, []string{"tensor<2x3xf32>"},
			map[string]ir.Attribute{"call_target_name": ir.Str("foo"),
				"operand_layouts": &ir.ArrayAttr{Elems: []ir.Attribute{dense(t, "tensor<2xindex>", 0, 1), dense(t, "tensor<2xindex>", 0, 1)}},
				"result_layouts":  &ir.ArrayAttr{Elems: []ir.Attribute{dense(t, "tensor<2xindex>", 0, 1)}}},
			"Number of operands must match the number of operand layouts, 1 != 2", false},
		{"arith mixed types", "arith.addi", []string{"i32", "i64"}, []string{"i32"}, nil,
			"requires the same type for all operands and results", false},
		{"from_elements count", "tensor.from_elements", []string{"index"}, []string{"tensor<2xindex>"}, nil,
			"number of operands and types do not match: got 1 operands and 2 types", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var op *ir.Operation
			if c.op == "stablehlo.get_tuple_element" {
				v := ir.NewDetachedValue(&ir.TupleType{Types: tys(t, "tensor<f32>", "tensor<i32>")})
				op = build(t, c.op, []*ir.Value{v}, tys(t, c.results...), c.attrs)
			} else {
				op = mkOp(t, c.op, c.operands, c.results, c.attrs)
			}
			msgs := verifyMsgs(op)
			if len(msgs) == 0 {
				t.Fatalf("accepted; want %q", c.want)
			}
			if !strings.Contains(msgs[0], c.want) {
				t.Errorf("got %q, want %q", msgs[0], c.want)
			}
			hasInfer := len(msgs) == 2 && msgs[1] == "failed to infer returned types"
			if hasInfer != c.inferred {
				t.Errorf("messages %q: inference failure reported = %v, want %v", msgs, hasInfer, c.inferred)
			}
		})
	}
}

// TestVerifyValidOps makes sure well-formed ops pass, so that the
// rejections above come from the rule under test.
func TestVerifyValidOps(t *testing.T) {
	i64s := func(v ...int64) ir.Attribute { return ir.I64Array(v...) }
	cases := []struct {
		op       string
		operands []string
		results  []string
		attrs    map[string]ir.Attribute
	}{
		{"stablehlo.add", []string{"tensor<?x4xf32>", "tensor<3x?xf32>"}, []string{"tensor<?x?xf32>"}, nil},
		{"stablehlo.and", []string{"tensor<4xi1>", "tensor<4xi1>"}, []string{"tensor<4xi1>"}, nil},
		{"stablehlo.broadcast_in_dim", []string{"tensor<1x3xf32>"}, []string{"tensor<2x4x3xf32>"}, map[string]ir.Attribute{"broadcast_dimensions": i64s(0, 2)}},
		{"stablehlo.dynamic_broadcast_in_dim", []string{"tensor<?xf32>", "tensor<2xindex>"}, []string{"tensor<?x?xf32>"}, map[string]ir.Attribute{"broadcast_dimensions": i64s(1)}},
		{"stablehlo.reshape", []string{"tensor<2x4xf32>"}, []string{"tensor<8xf32>"}, nil},
		{"stablehlo.dot_general", []string{"tensor<2x3x4xf32>", "tensor<2x4x?xf32>"}, []string{"tensor<2x3x?xf32>"},
			map[string]ir.Attribute{"dot_dimension_numbers": DotDims{LhsBatch: []int64{0}, RhsBatch: []int64{0}, LhsContract: []int64{2}, RhsContract: []int64{1}}.Attr("mhlo")}},
		{"stablehlo.dot", []string{"tensor<3x4xf32>", "tensor<4xf32>"}, []string{"tensor<3xf32>"}, nil},
		{"stablehlo.bitcast_convert", []string{"tensor<2xf64>"}, []string{"tensor<2x2xf32>"}, nil},
		{"stablehlo.iota", nil, []string{"tensor<4x5xi32>"}, map[string]ir.Attribute{"iota_dimension": ir.Int(1)}},
		{"arith.addi", []string{"index", "index"}, []string{"index"}, nil},
		{"tensor.from_elements", []string{"index", "index"}, []string{"tensor<2xindex>"}, nil},
	}
	for _, c := range cases {
		op := mkOp(t, c.op, c.operands, c.results, c.attrs)
		if msgs := verifyMsgs(op); msgs != nil {
			t.Errorf("%s rejected: %q", c.op, msgs)
		}
	}
}
