package dialect

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
)

// TestVerifyUpstreamChecks covers checks written from StableHLO's and
// MHLO's verifier tests: each case is rejected with the upstream wording
// (and "failed to infer returned types" where the check lives in the shape
// function), and its valid twin is accepted.
func TestVerifyUpstreamChecks(t *testing.T) {
	str := func(s string) ir.Attribute { return &ir.StringAttr{Value: s} }
	cases := []struct {
		name              string
		op                string
		operands, results []string
		attrs             map[string]ir.Attribute
		want              string // "" for valid
		inferred          bool
	}{
		{"composite name without dialect", "stablehlo.composite", nil, nil, map[string]ir.Attribute{"name": str("foo")},
			"name must be a valid namespaced op name", false},
		{"composite name starting with a digit", "stablehlo.composite", nil, nil, map[string]ir.Attribute{"name": str("0.foo")},
			"name must be a valid namespaced op name", false},
		{"composite name with %", "stablehlo.composite", nil, nil, map[string]ir.Attribute{"name": str("foo.foo.%")},
			"name must be a valid namespaced op name", false},
		{"composite name with $ and _", "stablehlo.composite", nil, nil, map[string]ir.Attribute{"name": str("f00._.$")},
			"requires attribute 'decomposition'", false},
		{"dynamic_reshape element type", "stablehlo.dynamic_reshape", []string{"tensor<?xf32>", "tensor<2xindex>"}, []string{"tensor<?x?xf64>"}, nil,
			"expects operand and result to have compatible element type", false},
		{"dynamic_reshape element count", "stablehlo.dynamic_reshape", []string{"tensor<11xf32>", "tensor<2xindex>"}, []string{"tensor<2x5xf32>"}, nil,
			"number of output elements (10) doesn't match expected number of elements (11)", false},
		{"dynamic_reshape valid", "stablehlo.dynamic_reshape", []string{"tensor<10xf32>", "tensor<2xindex>"}, []string{"tensor<2x5xf32>"}, nil, "", false},
		{"send channel kind", "stablehlo.send", []string{"tensor<2xi64>", "!stablehlo.token"}, []string{"!stablehlo.token"},
			map[string]ir.Attribute{"channel_handle": &ir.VerbatimAttr{Text: "#stablehlo.channel_handle<handle = 1, type = 2>"}},
			"channel_type should be DEVICE_TO_DEVICE when is_host_transfer is false", true},
		{"recv token before the last result", "stablehlo.recv", []string{"!stablehlo.token"}, []string{"!stablehlo.token", "!stablehlo.token"}, nil,
			"everything but the last element of result types is expected to be of tensor type, but got '!stablehlo.token'", false},
		{"complex of f16", "mhlo.complex", []string{"tensor<2xf16>", "tensor<2xf16>"}, []string{"tensor<2xcomplex<f32>>"}, nil,
			"operand #0 must be ranked tensor of 32-bit float or 64-bit float values, but got 'tensor<2xf16>'", false},
		{"batch_norm_grad integer operand", "mhlo.batch_norm_grad",
			[]string{"tensor<2x2xi32>", "tensor<2xf32>", "tensor<2xf32>", "tensor<2xf32>", "tensor<2x2xf32>"},
			[]string{"tensor<2x2xf32>", "tensor<2xf32>", "tensor<2xf32>"}, map[string]ir.Attribute{"feature_index": ir.Int(0)},
			"operand #0 must be ranked tensor of ", false},
		{"batch_norm_grad 2-D scale result", "mhlo.batch_norm_grad",
			[]string{"tensor<2x2xf32>", "tensor<2xf32>", "tensor<2xf32>", "tensor<2xf32>", "tensor<2x2xf32>"},
			[]string{"tensor<2x2xf32>", "tensor<2x2xf32>", "tensor<2xf32>"}, map[string]ir.Attribute{"feature_index": ir.Int(0)},
			"result #1 must be 1D tensor of ", false},
		{"batch_norm_grad valid", "mhlo.batch_norm_grad",
			[]string{"tensor<2x2xf32>", "tensor<2xf32>", "tensor<2xf32>", "tensor<2xf32>", "tensor<2x2xf32>"},
			[]string{"tensor<2x2xf32>", "tensor<2xf32>", "tensor<2xf32>"}, map[string]ir.Attribute{"feature_index": ir.Int(0)}, "", false},
		{"infeed layout leaf", "stablehlo.infeed", []string{"!stablehlo.token"}, []string{"tensor<3x3xi32>", "!stablehlo.token"},
			map[string]ir.Attribute{"layout": &ir.ArrayAttr{Elems: []ir.Attribute{&ir.ArrayAttr{Elems: []ir.Attribute{ir.Int(0), &ir.ArrayAttr{}}}}}},
			"layout-attribute's leaf elements are expected to be of type integer, but got []", false},
		{"infeed layout valid", "stablehlo.infeed", []string{"!stablehlo.token"}, []string{"tensor<3x3xi32>", "!stablehlo.token"},
			map[string]ir.Attribute{"layout": &ir.ArrayAttr{Elems: []ir.Attribute{&ir.ArrayAttr{Elems: []ir.Attribute{ir.Int(0), ir.Int(1)}}}}}, "", false},
		{"topk k from the result type", "mhlo.topk", []string{"tensor<4xf32>"}, []string{"tensor<8xf32>", "tensor<8xi32>"}, nil,
			"operand's last dimension must be at least 8", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			msgs := verifyMsgs(mkOp(t, c.op, c.operands, c.results, c.attrs))
			if c.want == "" {
				if msgs != nil {
					t.Fatalf("rejected: %q", msgs)
				}
				return
			}
			if msgs == nil {
				t.Fatalf("accepted, want %q", c.want)
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

func TestResultAliasAttribute(t *testing.T) {
	f32x2 := ty(t, "tensor<2xf32>")
	tup := &ir.TupleType{Types: []ir.Type{ir.I32, ty(t, "tensor<1xf32>")}}
	cases := []struct {
		alias   string
		arg     ir.Type
		results []ir.Type
		want    string
	}{
		{"#mhlo.result_alias<result_index = [0]>", f32x2, []ir.Type{f32x2}, ""},
		{"#mhlo.result_alias<result_index = []>", f32x2, []ir.Type{f32x2}, "expected at least 1 element(s), found 0"},
		{"#mhlo.result_alias<tuple_indices = [0, -1], result_index = [0]>", f32x2, []ir.Type{f32x2}, "expects all argument and result indices to be >= 0"},
		{"#mhlo.result_alias<result_index = [1]>", f32x2, []ir.Type{f32x2}, "result index is out of range, must be <1"},
		{"#mhlo.result_alias<tuple_indices = [2], result_index = [0]>", tup, []ir.Type{f32x2}, "argument tuple indices are invalid"},
		{"#mhlo.result_alias<result_index = [0, 5]>", f32x2, []ir.Type{tup}, "result tuple indices are invalid"},
		{"#mhlo.result_alias<result_index = [0, 1]>", f32x2, []ir.Type{tup}, "aliases do not have compatible types, 'tensor<2xf32>' vs. 'tensor<1xf32>'"},
	}
	for _, c := range cases {
		attrs := map[string]ir.Attribute{
			"sym_name":      &ir.StringAttr{Value: "f"},
			"function_type": &ir.TypeAttr{Type: &ir.FunctionType{Inputs: []ir.Type{c.arg}, Results: c.results}},
			"arg_attrs": &ir.ArrayAttr{Elems: []ir.Attribute{&ir.DictAttr{Entries: []ir.NamedAttr{
				{Name: "mhlo.result_alias", Value: &ir.VerbatimAttr{Text: c.alias}}}}}},
		}
		msgs := verifyMsgs(mkOp(t, "func.func", nil, nil, attrs))
		switch {
		case c.want == "" && msgs != nil:
			t.Errorf("%s rejected: %q", c.alias, msgs)
		case c.want != "" && (msgs == nil || !strings.Contains(msgs[0], c.want)):
			t.Errorf("%s: got %q, want %q", c.alias, msgs, c.want)
		}
	}
	mod := mkOp(t, "builtin.module", nil, nil, map[string]ir.Attribute{"mhlo.result_alias": &ir.VerbatimAttr{Text: "#mhlo.result_alias<result_index = [2, 3]>"}})
	if msgs := verifyMsgs(mod); msgs == nil || !strings.Contains(msgs[0], "can only be used on function-like operations") {
		t.Errorf("module with mhlo.result_alias: got %q", msgs)
	}
}

// TestBoundsAndQuantizedCompatibility: a `?` bounded by 4 is not
// compatible with a static 5 (MHLO's trait says so, StableHLO's inferred
// type check does), quantized storage signedness is checked against the
// inferred type, and messages print types as StableHLO does.
func TestBoundsAndQuantizedCompatibility(t *testing.T) {
	bounded := func(dialect string) ir.Type {
		return &ir.TensorType{Shape: []int64{ir.Dynamic}, Elem: ir.F32,
			Encoding: &ir.VerbatimAttr{Text: "#" + dialect + ".type_extensions<bounds = [4]>"}}
	}
	q := func(storage string) ir.Type {
		return &ir.TensorType{Shape: []int64{1}, Elem: &ir.OpaqueType{Text: "!quant.uniform<" + storage + ":f32, 1.0:17>"}}
	}
	add := func(name string, a ir.Type, r ir.Type) *ir.Operation {
		return build(t, name, []*ir.Value{ir.NewDetachedValue(a), ir.NewDetachedValue(a)}, []ir.Type{r}, nil)
	}
	cases := []struct {
		op   *ir.Operation
		want []string
	}{
		{add("mhlo.add", bounded("mhlo"), ty(t, "tensor<5xf32>")), []string{"requires compatible types for all operands and results"}},
		{add("stablehlo.add", bounded("stablehlo"), ty(t, "tensor<5xf32>")), []string{
			"inferred type(s) 'tensor<?xf32, #stablehlo.bounds<4>>' are incompatible with return type(s) of operation 'tensor<5xf32>'",
			"failed to infer returned types"}},
		{add("stablehlo.add", bounded("stablehlo"), ty(t, "tensor<4xf32>")), nil},
		{add("stablehlo.add", q("i8"), q("u8")), []string{
			"inferred type(s) 'tensor<1x!quant.uniform<i8:f32, 1.000000e+00:17>>' are incompatible with return type(s) of operation 'tensor<1x!quant.uniform<u8:f32, 1.000000e+00:17>>'",
			"failed to infer returned types"}},
		{add("stablehlo.add", q("i8"), q("i4")), []string{"mismatched operands and result quantization storage types"}},
		{build(t, "stablehlo.constant", nil, []ir.Type{q("i8")}, map[string]ir.Attribute{"value": dense(t, "tensor<1xui8>", 1)}), []string{
			"inferred type(s) 'tensor<1xui8>' are incompatible with return type(s) of operation 'tensor<1x!quant.uniform<i8:f32, 1.000000e+00:17>>'",
			"failed to infer returned types"}},
		{build(t, "stablehlo.constant", nil, []ir.Type{q("i8")}, map[string]ir.Attribute{"value": dense(t, "tensor<1xi8>", 1)}), nil},
	}
	for i, c := range cases {
		got := verifyMsgs(c.op)
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("case %d (%s): got %q, want %q", i, c.op.Name, got, c.want)
		}
	}
}
