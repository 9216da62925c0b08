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

func TestChloScan(t *testing.T) {
	scan := func(inputs, inits, args []string, dim int64, attrs map[string]ir.Attribute) *ir.Operation {
		if attrs == nil {
			attrs = map[string]ir.Attribute{}
		}
		attrs["dimension"] = ir.Int(dim)
		attrs["operandSegmentSizes"] = &ir.DenseArrayAttr{Elem: ir.I32, Ints: []int64{int64(len(inputs)), int64(len(inits))}}
		op := mkOp(t, "chlo.scan", append(append([]string{}, inputs...), inits...), append(append([]string{}, inputs...), inits...), attrs)
		rets := make([]int, len(args)) // the body returns its arguments
		for i := range rets {
			rets[i] = i
		}
		addRegion(t, op, args, rets, "stablehlo.return")
		return op
	}
	x, c := "tensor<2x3xf32>", "tensor<3xf32>"
	cases := []struct {
		name string
		op   *ir.Operation
		want string
	}{
		{"valid", scan([]string{x}, []string{c}, []string{c, c}, 0, nil), ""},
		{"explicit size", scan([]string{x}, []string{c}, []string{c, c}, 0, map[string]ir.Attribute{"scan_dim_size": ir.Int(3)}),
			"invalid scan dimension size of operand 0"},
		{"body arguments", scan([]string{x}, nil, []string{c, c}, 0, nil), "expects 1 arguments in the body, but got 2"},
		{"init element type", scan([]string{x}, []string{"tensor<3xi32>"}, []string{c, c}, 0, nil), "operand and body argument 1 are incompatible"},
		{"dimension out of bounds", scan([]string{x}, []string{c}, []string{c, c}, 2, nil), "scan dimension of operand 0 is out of bounds"},
		{"init shape", scan([]string{x}, []string{"tensor<2xf32>"}, []string{c, c}, 0, nil), "operand and body argument 1 are incompatible"},
		{"body result of the wrong shape", func() *ir.Operation {
			op := mkOp(t, "chlo.scan", []string{x, c}, []string{"tensor<2x4xf32>", c}, map[string]ir.Attribute{"dimension": ir.Int(0),
				"operandSegmentSizes": &ir.DenseArrayAttr{Elem: ir.I32, Ints: []int64{1, 1}}})
			addRegion(t, op, []string{c, c}, []int{0, 1}, "stablehlo.return")
			return op
		}(), "body result 0 (tensor<3xf32>) and result 0 (tensor<2x4xf32>) are incompatible"},
		{"too few body results", func() *ir.Operation {
			op := mkOp(t, "chlo.scan", []string{x, c}, []string{x, c}, map[string]ir.Attribute{"dimension": ir.Int(0),
				"operandSegmentSizes": &ir.DenseArrayAttr{Elem: ir.I32, Ints: []int64{1, 1}}})
			addRegion(t, op, []string{c, c}, []int{1}, "stablehlo.return")
			return op
		}(), "body returns 1 values for 2 results"},
		{"carry of another type", func() *ir.Operation {
			op := mkOp(t, "chlo.scan", []string{x, c}, []string{x, "tensor<3xi32>"}, map[string]ir.Attribute{"dimension": ir.Int(0),
				"operandSegmentSizes": &ir.DenseArrayAttr{Elem: ir.I32, Ints: []int64{1, 1}}})
			addRegion(t, op, []string{c, c}, []int{0, 1}, "stablehlo.return")
			return op
		}(), "init 0 and result 1 are incompatible"},
		{"two shapes in, one out", mkOp(t, "chlo.minimum_broadcast_shapes", []string{"tensor<?xindex>", "tensor<?xindex>"}, []string{"tensor<?xindex>"}, nil),
			"number of operand shapes (2) does not match number of result shapes (1)"},
		{"one shape", mkOp(t, "chlo.minimum_broadcast_shapes", []string{"tensor<?xindex>"}, []string{"tensor<?xindex>"}, nil),
			"number of operand shapes (1) should be >= 2"},
	}
	for _, k := range cases {
		msgs := verifyMsgs(k.op)
		switch {
		case k.want == "" && msgs != nil:
			t.Errorf("%s: rejected: %q", k.name, msgs)
		case k.want != "" && (msgs == nil || !strings.Contains(msgs[0], k.want)):
			t.Errorf("%s: got %q, want %q", k.name, msgs, k.want)
		}
	}
}
