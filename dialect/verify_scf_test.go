package dialect

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
)

func TestScfVerifiers(t *testing.T) {
	cases := []struct {
		name string
		make func(t *testing.T) *ir.Operation
		want string // substring of the first message, "" for valid
	}{
		{"for carrying one value", func(t *testing.T) *ir.Operation {
			op := mkOp(t, "scf.for", []string{"index", "index", "index", "f32"}, []string{"f32"}, nil)
			addRegion(t, op, []string{"index", "f32"}, []int{1}, "scf.yield")
			return op
		}, ""},
		{"for with mixed bound types", func(t *testing.T) *ir.Operation {
			op := mkOp(t, "scf.for", []string{"index", "i32", "index"}, nil, nil)
			addRegion(t, op, []string{"index"}, nil, "scf.yield")
			return op
		}, "have same type"},
		{"for with a missing result", func(t *testing.T) *ir.Operation {
			op := mkOp(t, "scf.for", []string{"index", "index", "index", "f32"}, nil, nil)
			addRegion(t, op, []string{"index", "f32"}, []int{1}, "scf.yield")
			return op
		}, "mismatch in number of loop-carried values and defined values"},
		{"for with an i32 induction variable", func(t *testing.T) *ir.Operation {
			op := mkOp(t, "scf.for", []string{"index", "index", "index"}, nil, nil)
			addRegion(t, op, []string{"i32"}, nil, "scf.yield")
			return op
		}, "expected induction variable to be same type as bounds and step"},
		{"if on i1 with both branches", func(t *testing.T) *ir.Operation {
			op := mkOp(t, "scf.if", []string{"i1"}, nil, nil)
			addRegion(t, op, nil, nil, "scf.yield")
			addRegion(t, op, nil, nil, "scf.yield")
			return op
		}, ""},
		{"if on i32", func(t *testing.T) *ir.Operation {
			op := mkOp(t, "scf.if", []string{"i32"}, nil, nil)
			addRegion(t, op, nil, nil, "scf.yield")
			op.AddRegion()
			return op
		}, "operand #0 must be 1-bit signless integer, but got 'i32'"},
		{"if with results but no else", func(t *testing.T) *ir.Operation {
			op := mkOp(t, "scf.if", []string{"i1"}, []string{"f32"}, nil)
			addRegion(t, op, nil, nil, "scf.yield")
			op.AddRegion()
			return op
		}, "must have an else block if defining values"},
		{"yield outside scf", func(t *testing.T) *ir.Operation {
			fn := mkOp(t, "func.func", nil, nil, nil)
			addRegion(t, fn, nil, nil, "scf.yield")
			return fn.Regions[0].Entry().Terminator()
		}, "expects parent op to be one of"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			msgs := verifyMsgs(c.make(t))
			switch {
			case c.want == "" && msgs != nil:
				t.Errorf("unexpected error %q", msgs)
			case c.want != "" && (msgs == nil || !strings.Contains(msgs[0], c.want)):
				t.Errorf("got %q, want %q", msgs, c.want)
			}
		})
	}
}
