package dialect

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/ir"
)

// module builds builtin.module { func.func @f(args) { body } } and returns
// the module and the function's entry block.
func module(t *testing.T, args ...string) (*ir.Operation, *ir.Block) {
	m := build(t, "builtin.module", nil, nil, nil)
	mb := m.AddRegion().AddBlock()
	fn := build(t, "func.func", nil, nil, map[string]ir.Attribute{
		"sym_name":      ir.Str("f"),
		"function_type": &ir.TypeAttr{Type: &ir.FunctionType{Inputs: tys(t, args...)}},
	})
	mb.Append(fn)
	b := fn.AddRegion().AddBlock()
	for _, a := range args {
		b.AddArg(ty(t, a), nil)
	}
	return m, b
}

func at(line int) ir.Location { return &ir.FileLineColLoc{File: "in.mlir", Line: line, Col: 3} }

func TestVerifyPositionsAndMessages(t *testing.T) {
	m, b := module(t, "tensor<2xf32>")
	bad := build(t, "stablehlo.add", []*ir.Value{b.Arg(0), b.Arg(0)}, tys(t, "tensor<3xf32>"), nil)
	bad.Loc = at(4)
	b.Append(bad)
	b.Append(build(t, "func.return", nil, nil, nil))
	err := Verify(m)
	list, ok := err.(diag.List)
	if !ok || len(list) != 1 {
		t.Fatalf("got %v", err)
	}
	d := list[0]
	if d.Pos != (diag.Pos{File: "in.mlir", Line: 4, Col: 3}) {
		t.Errorf("position %v", d.Pos)
	}
	if want := "'stablehlo.add' op requires the same shape for all operands and results"; d.Msg != want {
		t.Errorf("message %q, want %q", d.Msg, want)
	}
}

func TestVerifyInferenceFailureGivesTwoDiagnostics(t *testing.T) {
	m, b := module(t, "tensor<3xi32>")
	op := build(t, "mhlo.broadcast", []*ir.Value{b.Arg(0)}, tys(t, "tensor<1x3xi32>"), map[string]ir.Attribute{"broadcast_sizes": ir.I64Array(2)})
	b.Append(op)
	b.Append(build(t, "func.return", nil, nil, nil))
	list, _ := Verify(m).(diag.List)
	if len(list) != 2 || !strings.Contains(list[0].Msg, "inferred type(s) 'tensor<2x3xi32>'") ||
		list[1].Msg != "'mhlo.broadcast' op failed to infer returned types" {
		t.Errorf("got %v", list)
	}
}

func TestVerifyDominance(t *testing.T) {
	m, b := module(t, "tensor<f32>")
	first := build(t, "stablehlo.add", []*ir.Value{b.Arg(0), b.Arg(0)}, tys(t, "tensor<f32>"), nil)
	second := build(t, "stablehlo.negate", []*ir.Value{b.Arg(0)}, tys(t, "tensor<f32>"), nil)
	first.SetOperand(1, second.Result(0)) // used before it is defined
	first.Loc = at(7)
	b.Append(first)
	b.Append(second)
	b.Append(build(t, "func.return", nil, nil, nil))
	list, _ := Verify(m).(diag.List)
	if len(list) != 1 || list[0].Msg != "operand #1 does not dominate this use" || list[0].Pos.Line != 7 {
		t.Errorf("got %v", list)
	}
	// Reordered, the same ops verify.
	b.SetOps([]*ir.Operation{second, first, b.Ops[2]})
	if err := Verify(m); err != nil {
		t.Errorf("ordered block rejected: %v", err)
	}
}

func TestVerifyModuleIsGraphRegion(t *testing.T) {
	m := build(t, "builtin.module", nil, nil, nil)
	mb := m.AddRegion().AddBlock()
	c := build(t, "stablehlo.constant", nil, tys(t, "tensor<i32>"), map[string]ir.Attribute{"value": dense(t, "tensor<i32>", 1)})
	user := build(t, "stablehlo.negate", []*ir.Value{c.Result(0)}, tys(t, "tensor<i32>"), nil)
	mb.Append(user)
	mb.Append(c)
	if err := Verify(m); err != nil {
		t.Errorf("graph region ordering rejected: %v", err)
	}
}

func TestVerifyEveryFunction(t *testing.T) {
	m := build(t, "builtin.module", nil, nil, nil)
	mb := m.AddRegion().AddBlock()
	for i, name := range []string{"a", "b"} {
		fn := build(t, "func.func", nil, nil, map[string]ir.Attribute{
			"sym_name": ir.Str(name), "function_type": &ir.TypeAttr{Type: &ir.FunctionType{Inputs: tys(t, "tensor<2xf32>")}}})
		mb.Append(fn)
		b := fn.AddRegion().AddBlock()
		arg := b.AddArg(ty(t, "tensor<2xf32>"), nil)
		for k := 0; k < 2; k++ { // two bad ops: only the first of each function is reported
			bad := build(t, "stablehlo.add", []*ir.Value{arg, arg}, tys(t, "tensor<2xi32>"), nil)
			bad.Loc = at(10*i + k)
			b.Append(bad)
		}
		b.Append(build(t, "func.return", nil, nil, nil))
	}
	list, _ := Verify(m).(diag.List)
	if len(list) != 2 || list[0].Pos.Line != 0 || list[1].Pos.Line != 10 {
		t.Errorf("got %v", list)
	}
}

func TestVerifyFuncReturn(t *testing.T) {
	m, b := module(t, "tensor<f32>")
	b.Append(build(t, "func.return", []*ir.Value{b.Arg(0)}, nil, nil))
	list, _ := Verify(m).(diag.List)
	if len(list) != 1 || !strings.Contains(list[0].Msg, "has 1 operands, but enclosing function (@f) returns 0") {
		t.Errorf("got %v", list)
	}
}
