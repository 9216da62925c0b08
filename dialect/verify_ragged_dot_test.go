package dialect

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
)

func TestRaggedDot(t *testing.T) {
	attr := func(lb, rb, lc, rc, ragged, group string) map[string]ir.Attribute {
		text := "#mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [" + lb +
			"], rhs_batching_dimensions = [" + rb + "], lhs_contracting_dimensions = [" + lc +
			"], rhs_contracting_dimensions = [" + rc + "]>, lhs_ragged_dimensions = [" + ragged +
			"], rhs_group_dimensions = [" + group + "]>"
		return map[string]ir.Attribute{"ragged_dot_dimension_numbers": &ir.VerbatimAttr{Text: text}}
	}
	cases := []struct {
		operands []string
		result   string
		attrs    map[string]ir.Attribute
		want     string
	}{
		{[]string{"tensor<2x11x5xf32>", "tensor<3x2x5x7xf32>", "tensor<3xi64>"}, "tensor<2x11x7xf32>", attr("0", "1", "2", "2", "1", "0"), ""},
		{[]string{"tensor<11x5xf32>", "tensor<3x5x7xf32>", "tensor<2xi64>"}, "tensor<11x7xf32>", attr("", "", "1", "1", "0", "0"),
			"rhs group dimension is expected to have size=2, got 3"},
		{[]string{"tensor<19x17x11x5xf32>", "tensor<3x19x5x7xf32>", "tensor<19x11x3xi64>"}, "tensor<19x17x11x7xf32>", attr("0", "1", "3", "2", "2", "0"),
			"group_sizes is expected to have shape [19, 17, 3], got [19, 11, 3]"},
		{[]string{"tensor<11x5xf32>", "tensor<5x7xf32>", "tensor<3xi64>"}, "tensor<11x7xf32>", attr("", "", "1", "0", "0", ""),
			"There must be exactly one group dimension in the rhs when the lhs ragged dimension is non-contracting"},
		{[]string{"tensor<11x5xf32>", "tensor<3x5x7xf32>", "tensor<3xi64>"}, "tensor<11x7xf32>", attr("", "", "1", "1", "0, 1", "0"),
			"There must be exactly one ragged dimension in the lhs"},
	}
	for _, c := range cases {
		op := mkOp(t, "mhlo.ragged_dot", c.operands, []string{c.result}, c.attrs)
		msgs := verifyMsgs(op)
		if c.want == "" {
			if msgs != nil {
				t.Errorf("valid ragged_dot rejected: %q", msgs)
			}
			continue
		}
		if len(msgs) == 0 || !strings.Contains(msgs[0], c.want) {
			t.Errorf("got %q, want %q", msgs, c.want)
		}
	}
}
