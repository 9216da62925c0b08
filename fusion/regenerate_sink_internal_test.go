package fusion

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// TestSinkRegenerates moves each regenerate of a hand-written block (no
// fusing) and lists the block after: a regenerate is named by the op
// that defined its operand.
func TestSinkRegenerates(t *testing.T) {
	const head = `func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = stablehlo.exponential %x : tensor<4xf32>
  %g = stablehlo.negate %x : tensor<4xf32>
  symopt.evict %e : tensor<4xf32>
`
	regen := func(v, name string, reads string) string {
		return "  %" + name + " = symopt.regenerate %" + v + ` : tensor<4xf32> {
    %` + name + `2 = stablehlo.exponential ` + reads + ` : tensor<4xf32>
    symopt.regenerate_yield %` + name + `2 : tensor<4xf32>
  }
`
	}
	for _, tc := range []struct {
		name, body, want string
	}{
		{"sinks past unrelated ops to its reader",
			regen("e", "r", "%x") + `  %a = stablehlo.tanh %x : tensor<4xf32>
  %b = stablehlo.abs %x : tensor<4xf32>
  %y = stablehlo.add %r, %b : tensor<4xf32>
  return %y : tensor<4xf32>`,
			"exponential negate evict tanh abs regenerate(exponential) add return"},
		{"already before its reader",
			`  %a = stablehlo.tanh %x : tensor<4xf32>
` + regen("e", "r", "%x") + `  %y = stablehlo.add %r, %a : tensor<4xf32>
  return %y : tensor<4xf32>`,
			"exponential negate evict tanh regenerate(exponential) add return"},
		{"stops before an evict of what its recompute reads",
			regen("e", "r", "%g") + `  %a = stablehlo.tanh %g : tensor<4xf32>
  symopt.evict %g : tensor<4xf32>
  %y = stablehlo.add %r, %a : tensor<4xf32>
  return %y : tensor<4xf32>`,
			"exponential negate evict tanh regenerate(exponential) evict add return"},
		{"read by a later recompute: goes before that regenerate",
			regen("e", "r", "%x") + `  %a = stablehlo.tanh %x : tensor<4xf32>
  symopt.evict %g : tensor<4xf32>
` + regen("g", "s", "%r") + `  %b = stablehlo.abs %x : tensor<4xf32>
  %y = stablehlo.add %s, %b : tensor<4xf32>
  return %y : tensor<4xf32>`,
			"exponential negate evict tanh evict abs regenerate(exponential) regenerate(negate) add return"},
		{"two before one reader keep their order",
			regen("e", "r", "%x") + `  symopt.evict %g : tensor<4xf32>
` + regen("g", "s", "%x") + `  %a = stablehlo.tanh %x : tensor<4xf32>
  %y = stablehlo.add %r, %s : tensor<4xf32>
  return %y : tensor<4xf32>`,
			"exponential negate evict evict tanh regenerate(exponential) regenerate(negate) add return"},
		{"returned: before the return",
			regen("e", "r", "%x") + `  %a = stablehlo.tanh %x : tensor<4xf32>
  return %r : tensor<4xf32>`,
			"exponential negate evict tanh regenerate(exponential) return"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := head + tc.body + "\n}"
			f, err := parser.Parse("test.mlir", []byte(src), dialect.NewRegistry(), parser.Options{})
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			block := f.Module.Regions[0].Blocks[0].Ops[0].Regions[0].Blocks[0]
			sinkRegenerates(block)
			if got := opNames(block); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
			if err := dialect.Verify(f.Module); err != nil {
				t.Errorf("verify: %v", err)
			}
		})
	}
}

// opNames lists the ops of b without their dialect, a regenerate with
// the op defining its operand in parentheses.
func opNames(b *ir.Block) string {
	short := func(op *ir.Operation) string { return op.Name[strings.LastIndex(op.Name, ".")+1:] }
	var parts []string
	for _, op := range b.Ops {
		s := short(op)
		if isRegenerate(op) {
			s += "(" + short(op.Operand(0).DefiningOp()) + ")"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}
