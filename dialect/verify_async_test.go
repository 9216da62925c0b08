package dialect

import (
	"testing"

	"github.com/symopt/symopt/ir"
)

func TestAsyncStart(t *testing.T) {
	m := build(t, "builtin.module", nil, nil, nil)
	mb := m.AddRegion().AddBlock()
	callee := build(t, "func.func", nil, nil, map[string]ir.Attribute{"sym_name": ir.Str("async_op"),
		"function_type": &ir.TypeAttr{Type: &ir.FunctionType{Inputs: tys(t, "tensor<4xf32>"), Results: tys(t, "tensor<2xf32>")}}})
	mb.Append(callee)
	bundle := &ir.OpaqueType{Text: "!mhlo.async_bundle<tensor<4xf32>, tensor<2xf32>, tensor<i32>>"}
	start := build(t, "mhlo.async_start", []*ir.Value{ir.NewDetachedValue(ty(t, "tensor<4xf32>"))}, []ir.Type{bundle},
		map[string]ir.Attribute{"called_computation": &ir.SymbolRefAttr{Root: "async_op"}, "execution_thread": ir.Str("main")})
	mb.Append(start)
	if msgs := verifyMsgs(start); len(msgs) != 1 || msgs[0] != "callee must have execution_thread attribute" {
		t.Errorf("got %q", msgs)
	}
	callee.SetAttr("execution_thread", ir.Str("main"))
	if msgs := verifyMsgs(start); msgs != nil {
		t.Errorf("valid async_start rejected: %q", msgs)
	}
	done := build(t, "mhlo.async_done", []*ir.Value{start.Result(0)}, tys(t, "tensor<f32>"), nil)
	if msgs := verifyMsgs(done); len(msgs) != 2 || msgs[0] != "inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<f32>'" {
		t.Errorf("got %q", msgs)
	}
}
