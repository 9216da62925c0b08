package shapes

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
)

// Pinned returns the values whose types must stay exactly as they are
// because func.call (and stablehlo.composite, for its decomposition)
// requires its operand and result types to equal the callee's signature:
// call operands and results, the entry arguments of
// called functions and the values they return. Annotate leaves their
// types alone (the analysis still knows their dims: the call rule relates
// them), and bind-dims does not refine them.
func Pinned(module *ir.Operation) map[*ir.Value]bool {
	pinned := map[*ir.Value]bool{}
	called := map[string]bool{}
	module.Walk(func(op *ir.Operation) bool {
		if isCall(op) {
			called[calleeName(op)] = true
			for _, v := range op.Operands() {
				pinned[v] = true
			}
			for _, v := range op.Results() {
				pinned[v] = true
			}
		}
		return true
	})
	module.Walk(func(op *ir.Operation) bool {
		if op.Name != "func.func" || !called[dialect.SymbolName(op)] || len(op.Regions) == 0 {
			return true
		}
		for i, b := range op.Regions[0].Blocks {
			if i == 0 {
				for _, a := range b.Args() {
					pinned[a] = true
				}
			}
			if t := b.Terminator(); t != nil && t.Name == "func.return" {
				for _, v := range t.Operands() {
					pinned[v] = true
				}
			}
		}
		return false
	})
	return pinned
}
