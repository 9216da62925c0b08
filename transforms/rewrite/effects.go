package rewrite

import "github.com/symopt/symopt/ir"

// IsPure reports whether op and everything nested in it have no side
// effects: every op is registered and none has the SideEffects trait.
// Terminators of nested regions (yield, return) do not count as effects.
// Unregistered ops are assumed to have effects, and so are calls: like
// MLIR, a call is only as pure as its callee, which this package does not
// look into.
func IsPure(op *ir.Operation) bool {
	pure := true
	op.Walk(func(o *ir.Operation) bool {
		if o.Info == nil || o.HasTrait(ir.SideEffects) || isCall(o) {
			pure = false
		}
		return pure
	})
	return pure
}

// IsTriviallyDead reports whether op can be erased without changing the
// program: it is pure, none of its results is used, and it is not a
// terminator (or a result-less op ending a block), a symbol or a symbol
// table (those are removed by their own passes).
func IsTriviallyDead(op *ir.Operation) bool {
	if op.Block() == nil || op.HasTrait(ir.Terminator) || op.HasTrait(ir.Symbol) || op.HasTrait(ir.SymbolTable) ||
		op.Attr("sym_name") != nil || len(op.Successors) > 0 {
		return false
	}
	for _, r := range op.Results() {
		if r.HasUses() {
			return false
		}
	}
	if op.NumResults() == 0 && op.Block().Terminator() == op && op.ParentOp() != nil {
		// A result-less op ending a block is kept even without the
		// Terminator trait: it may be a terminator registered without it.
		return false
	}
	return IsPure(op)
}

func isCall(op *ir.Operation) bool {
	switch op.Name {
	case "func.call", "func.call_indirect", "call", "call_indirect":
		return true
	}
	return false
}
