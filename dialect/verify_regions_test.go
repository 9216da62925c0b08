package dialect

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
)

// TestReducerMessages covers StableHLO's verifyReducerShape through reduce,
// all_reduce and scatter.
func TestReducerMessages(t *testing.T) {
	cases := []struct {
		name     string
		op       string
		operands []string
		results  []string
		attrs    map[string]ir.Attribute
		args     []string
		rets     []int
		want     string
	}{
		{"reduce arity", "stablehlo.reduce", []string{"tensor<4xf32>", "tensor<f32>"}, []string{"tensor<f32>"},
			map[string]ir.Attribute{"dimensions": ir.I64Array(0)}, []string{"tensor<f32>", "tensor<f32>", "tensor<f32>"}, []int{0},
			"Reduction-region must take 2 parameters, but takes 3 parameter(s)"},
		{"reduce empty return", "stablehlo.reduce", []string{"tensor<4xf32>", "tensor<f32>"}, []string{"tensor<f32>"},
			map[string]ir.Attribute{"dimensions": ir.I64Array(0)}, []string{"tensor<f32>", "tensor<f32>"}, nil,
			"The reduction-region expected to return some value(s)"},
		{"reduce parameter type", "stablehlo.reduce", []string{"tensor<4xf32>", "tensor<f32>"}, []string{"tensor<f32>"},
			map[string]ir.Attribute{"dimensions": ir.I64Array(0)}, []string{"tensor<f32>", "tensor<i32>"}, []int{0},
			"The type of reduction-region's parameter at index 1 is different than the corresponding result type: 'tensor<i32>' vs 'tensor<f32>'"},
		{"reduce dims", "stablehlo.reduce", []string{"tensor<4xf32>", "tensor<f32>"}, []string{"tensor<f32>"},
			map[string]ir.Attribute{"dimensions": ir.I64Array(1)}, []string{"tensor<f32>", "tensor<f32>"}, []int{0},
			"Out-of-bounds dimension 1, expected to be in range [0, 1)"},
		{"reduce narrowing", "stablehlo.reduce", []string{"tensor<4xi32>", "tensor<i32>"}, []string{"tensor<i8>"},
			map[string]ir.Attribute{"dimensions": ir.I64Array(0)}, []string{"tensor<i8>", "tensor<i8>"}, []int{0},
			"The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<i8>' vs 'tensor<i32>'"},
		{"reduce_window strides", "stablehlo.reduce_window", []string{"tensor<4x4xf32>", "tensor<f32>"}, []string{"tensor<3x3xf32>"},
			map[string]ir.Attribute{"window_dimensions": ir.I64Array(2, 2), "window_strides": ir.I64Array(1)}, []string{"tensor<f32>", "tensor<f32>"}, []int{0},
			"expects window-strides to have same dimension-size as size of window dimensions (2), but got: 1."},
		{"all_reduce shape", "stablehlo.all_reduce", []string{"tensor<10xf32>"}, []string{"tensor<10xf32>"},
			map[string]ir.Attribute{"replica_groups": dense(t, "tensor<1x2xi64>", 0, 1)}, []string{"tensor<4xf32>", "tensor<4xf32>"}, []int{0},
			"The shape of reduction-region's result type at index 0 differs from the op's corresponding init-value type: 'tensor<4xf32>' vs 'tensor<f32>'"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			op := mkOp(t, c.op, c.operands, c.results, c.attrs)
			addRegion(t, op, c.args, c.rets, "stablehlo.return")
			msgs := verifyMsgs(op)
			if len(msgs) == 0 || !strings.Contains(msgs[0], c.want) {
				t.Errorf("got %q, want %q", msgs, c.want)
			}
		})
	}
}

func TestMHLOAllReduceReportsInference(t *testing.T) {
	op := mkOp(t, "mhlo.all_reduce", []string{"tensor<10xf32>"}, []string{"tensor<10xf32>"},
		map[string]ir.Attribute{"replica_groups": dense(t, "tensor<1x2xi64>", 0, 1)})
	addRegion(t, op, []string{"tensor<f32>", "tensor<f32>", "tensor<f32>"}, []int{0}, "mhlo.return")
	msgs := verifyMsgs(op)
	if len(msgs) != 2 || msgs[1] != "failed to infer returned types" {
		t.Errorf("mhlo: %q", msgs)
	}
	op2 := mkOp(t, "stablehlo.all_reduce", []string{"tensor<10xf32>"}, []string{"tensor<10xf32>"},
		map[string]ir.Attribute{"replica_groups": dense(t, "tensor<1x2xi64>", 0, 1)})
	addRegion(t, op2, []string{"tensor<f32>", "tensor<f32>", "tensor<f32>"}, []int{0}, "stablehlo.return")
	if msgs := verifyMsgs(op2); len(msgs) != 1 {
		t.Errorf("stablehlo: %q", msgs)
	}
}

func TestWhileMessages(t *testing.T) {
	op := mkOp(t, "stablehlo.while", []string{"tensor<i32>"}, []string{"tensor<i32>"}, nil)
	addRegion(t, op, []string{"tensor<i32>"}, []int{0}, "stablehlo.return") // cond returns i32
	addRegion(t, op, []string{"tensor<i32>"}, []int{0}, "stablehlo.return")
	msgs := verifyMsgs(op)
	if len(msgs) == 0 || msgs[0] != "expect condition block return a zero-ranked tensor of i1 but got 'tensor<i32>'" {
		t.Errorf("got %q", msgs)
	}
	op2 := mkOp(t, "stablehlo.while", []string{"tensor<i32>"}, []string{"tensor<i32>"}, nil)
	addRegion(t, op2, []string{"tensor<f32>"}, []int{0}, "stablehlo.return")
	addRegion(t, op2, []string{"tensor<i32>"}, []int{0}, "stablehlo.return")
	msgs = verifyMsgs(op2)
	if len(msgs) == 0 || msgs[0] != "expect operands to be compatible with condition block arguments but got 'tensor<i32>' vs 'tensor<f32>'" {
		t.Errorf("got %q", msgs)
	}
}

func TestMoreShapeFunctionMessages(t *testing.T) {
	fft := func(kind string, n ...int64) map[string]ir.Attribute {
		return map[string]ir.Attribute{"fft_type": EnumAttr("stablehlo", "fft_type", kind), "fft_length": ir.I64Array(n...)}
	}
	cases := []struct {
		op       string
		operands []string
		results  []string
		attrs    map[string]ir.Attribute
		want     string
	}{
		{"stablehlo.fft", []string{"tensor<3x9xf16>"}, []string{"tensor<3x5xcomplex<f32>>"}, fft("RFFT", 9), "RFFT requires f32 or f64 input type, but is given 'f16'."},
		{"stablehlo.fft", []string{"tensor<3x9xf32>"}, []string{"tensor<3x9xcomplex<f32>>"}, fft("RFFT", 9, 9, 9, 9), "rank must be between 1 and 3, but got 4."},
		{"stablehlo.fft", []string{"tensor<3x9xf32>"}, []string{"tensor<3x5xcomplex<f32>>"}, fft("RFFT", 9), ""},
		{"stablehlo.cholesky", []string{"tensor<1x2x1xf32>"}, []string{"tensor<1x2x1xf32>"}, nil, "minor dimensions of 'a' must have equal size, got shape 1, 2, 1"},
		{"stablehlo.triangular_solve", []string{"tensor<4x4xf32>", "tensor<3x4xf32>"}, []string{"tensor<3x4xf32>"},
			map[string]ir.Attribute{"left_side": &ir.BoolAttr{Value: true}}, "shared dimension of operands 'a' and 'b' must be compatible, but got 'tensor<4x4xf32>' and 'tensor<3x4xf32>'"},
		{"stablehlo.batch_norm_inference", []string{"tensor<4x256xf32>", "tensor<25xf32>", "tensor<25xf32>", "tensor<25xf32>", "tensor<25xf32>"}, []string{"tensor<4x256xf32>"},
			map[string]ir.Attribute{"feature_index": ir.Int(1)}, "expects the size of single-dimensional operands to be compatible with feature count, but the size of single-dimensional operands is 25 and the feature count is 256."},
		{"stablehlo.rng", []string{"tensor<1xf32>", "tensor<f32>", "tensor<3xi64>"}, []string{"tensor<2x3x5xf32>"}, nil, "operand #0 must be 0D tensor of"},
	}
	for _, c := range cases {
		op := mkOp(t, c.op, c.operands, c.results, c.attrs)
		msgs := verifyMsgs(op)
		if c.want == "" {
			if msgs != nil {
				t.Errorf("%s rejected: %q", c.op, msgs)
			}
			continue
		}
		if len(msgs) == 0 || !strings.Contains(msgs[0], c.want) {
			t.Errorf("%s: got %q, want %q", c.op, msgs, c.want)
		}
	}
}

func TestCustomCallAliases(t *testing.T) {
	alias := &ir.VerbatimAttr{Text: "#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = [1]>"}
	tup := &ir.TupleType{Types: tys(t, "tensor<1x1xf32>", "tensor<2x3xf32>")}
	mk := func(result string) *ir.Operation {
		return build(t, "stablehlo.custom_call", []*ir.Value{ir.NewDetachedValue(tup)},
			[]ir.Type{&ir.TupleType{Types: tys(t, result)}},
			map[string]ir.Attribute{"call_target_name": ir.Str("foo"), "output_operand_aliases": &ir.ArrayAttr{Elems: []ir.Attribute{alias}}})
	}
	if msgs := verifyMsgs(mk("tensor<2x3xf32>")); msgs != nil {
		t.Errorf("valid alias rejected: %q", msgs)
	}
	msgs := verifyMsgs(mk("tensor<20x30xf32>"))
	want := "shapes mismatch in the output_operand_alias attribute: operand part has type 'tensor<2x3xf32>' and output part has type 'tensor<20x30xf32>'"
	if len(msgs) == 0 || msgs[0] != want {
		t.Errorf("got %q", msgs)
	}
}
