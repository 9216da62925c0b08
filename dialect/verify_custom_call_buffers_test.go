package dialect

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
)

func TestCustomCallBuffers(t *testing.T) {
	buf := &ir.MemRefType{Shape: []int64{2}, Elem: ir.F32}
	ten := ty(t, "tensor<2xf32>")
	alias := func(out []int64, operand int64, in []int64) ir.Attribute {
		return &ir.VerbatimAttr{Text: "#stablehlo.output_operand_alias<output_tuple_indices = " + indexList(out) +
			", operand_index = " + itoa(operand) + ", operand_tuple_indices = " + indexList(in) + ">"}
	}
	call := func(target string, operands, results []ir.Type, aliases ...ir.Attribute) *ir.Operation {
		vals := make([]*ir.Value, len(operands))
		for i, o := range operands {
			vals[i] = ir.NewDetachedValue(o)
		}
		attrs := map[string]ir.Attribute{"call_target_name": &ir.StringAttr{Value: target}}
		if aliases != nil {
			attrs["output_operand_aliases"] = &ir.ArrayAttr{Elems: aliases}
		}
		return build(t, "stablehlo.custom_call", vals, results, attrs)
	}
	cases := []struct {
		name string
		op   *ir.Operation
		want string // "" for valid
	}{
		{"pin", call("Pin", []ir.Type{ten}, []ir.Type{buf}), ""},
		{"create buffer", call("CreateBuffer", nil, []ir.Type{buf}), ""},
		{"unpin", call("Unpin", []ir.Type{buf}, []ir.Type{ten}), ""},
		{"aliased buffer", call("foo", []ir.Type{buf}, []ir.Type{buf}, alias(nil, 0, nil)), ""},
		{"create buffer with input", call("CreateBuffer", []ir.Type{ten}, []ir.Type{buf}), "CreateBuffer custom_call shouldn't have any inputs"},
		{"pin to a tensor", call("Pin", []ir.Type{ten}, []ir.Type{ten}), "Pin custom_call should have a memref output"},
		{"unpin to another element type", call("Unpin", []ir.Type{buf}, []ir.Type{ty(t, "tensor<2xi32>")}), "Unpin custom_call should have compatible input and output types"},
		{"operand aliased twice", call("foo", []ir.Type{ten, buf}, []ir.Type{buf, buf}, alias([]int64{0}, 1, nil), alias([]int64{1}, 1, nil)),
			"buffer operand 1[] is used in output_operand_alias more than once"},
		{"buffer output not aliased", call("foo", []ir.Type{buf, buf}, []ir.Type{buf, buf, buf}, alias([]int64{0}, 0, nil), alias([]int64{1}, 1, nil)),
			"buffer output [2] is not used in output_operand_alias"},
		{"buffer output aliased twice", call("foo", []ir.Type{buf, buf}, []ir.Type{buf, buf}, alias([]int64{0}, 0, nil), alias([]int64{0}, 1, nil)),
			"buffer output [0] is used in output_operand_alias more than once"},
		{"if returning a buffer", mkIf(t, buf), "result #0 must be variadic of ranked tensor of"},
	}
	for _, c := range cases {
		msgs := verifyMsgs(c.op)
		switch {
		case c.want == "" && msgs != nil:
			t.Errorf("%s: rejected: %q", c.name, msgs)
		case c.want != "" && (msgs == nil || !strings.Contains(msgs[0], c.want)):
			t.Errorf("%s: got %q, want %q", c.name, msgs, c.want)
		}
	}
}

func mkIf(t *testing.T, result ir.Type) *ir.Operation {
	op := build(t, "stablehlo.if", []*ir.Value{ir.NewDetachedValue(ty(t, "tensor<i1>"))}, []ir.Type{result}, nil)
	for i := 0; i < 2; i++ {
		b := op.AddRegion().AddBlock()
		b.Append(build(t, "stablehlo.return", []*ir.Value{ir.NewDetachedValue(result)}, nil, nil))
	}
	return op
}
