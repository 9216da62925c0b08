package dialect

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
)

func TestChloChecks(t *testing.T) {
	cluster := func(operands []string, args []string, yield []int, results []string, outside bool) *ir.Operation {
		op := mkOp(t, "chlo.rank_specialization_cluster", operands, results, nil)
		b := op.AddRegion().AddBlock()
		for _, a := range args {
			b.AddArg(ty(t, a), nil)
		}
		if outside {
			b.Append(build(t, "chlo.broadcast_add", []*ir.Value{b.Arg(0), op.Operand(0)}, tys(t, "tensor<*xf32>"), nil))
		}
		var vals []*ir.Value
		for _, i := range yield {
			vals = append(vals, b.Arg(i))
		}
		b.Append(build(t, "chlo.rank_specialization_cluster_yield", vals, nil, nil))
		return op
	}
	u := "tensor<*xf32>"
	cases := []struct {
		name string
		op   *ir.Operation
		want string // "" for valid
	}{
		{"cluster valid", cluster([]string{u, u}, []string{u, u}, []int{0}, []string{u}, false), ""},
		{"cluster yield count", cluster([]string{u, u}, []string{u, u}, []int{0, 1}, []string{u}, false),
			"source has 2 operands, but target successor needs 1"},
		{"cluster block arguments", cluster([]string{u}, []string{u, u}, []int{0}, []string{u}, false),
			"block argument types must match operand types"},
		{"cluster implicit operand", cluster([]string{u, u}, []string{u, u}, []int{0}, []string{u}, true),
			"nested ops must not depend on implicit operands"},
		{"broadcast_complex operand types", mkOp(t, "chlo.broadcast_complex", []string{"tensor<2xf64>", "tensor<2xf32>"}, []string{"tensor<2xcomplex<f32>>"}, nil),
			"mismatched operand types"},
		{"broadcast_select branch types", mkOp(t, "chlo.broadcast_select", []string{"tensor<2xi1>", "tensor<2xi32>", "tensor<2xf32>"}, []string{"tensor<2xi32>"}, nil),
			"mismatched operand types"},
		{"broadcast_select valid", mkOp(t, "chlo.broadcast_select", []string{"tensor<2xi1>", "tensor<2xi32>", "tensor<2xi32>"}, []string{"tensor<2xi32>"}, nil), ""},
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
