package dialect

import "github.com/symopt/symopt/ir"

// HasSideEffects reports whether op itself (not its regions) may have an
// effect beyond computing its results. The SideEffects trait is the
// conservative answer passes read; this refines it where an attribute says
// more: a stablehlo/mhlo.custom_call is pure unless `has_side_effect = true`
// (as in StableHLO). Unregistered ops and calls have effects.
func HasSideEffects(op *ir.Operation) bool {
	if op.Info == nil || IsCall(op) {
		return true
	}
	if op.Short() == "custom_call" && (op.Dialect() == "stablehlo" || op.Dialect() == "mhlo") {
		b, ok := op.Attr("has_side_effect").(*ir.BoolAttr)
		return ok && b.Value
	}
	return op.HasTrait(ir.SideEffects)
}
