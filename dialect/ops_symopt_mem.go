package dialect

import (
	"fmt"

	"github.com/symopt/symopt/ir"
)

// The symopt dialect's rematerialization ops, created by the remat pass
// (package memory) and executed by the memory-accounting runtime:
//
//   - symopt.evict %v marks a point where the buffer of %v may be freed;
//     the runtime frees it when the live bytes exceed its limit (or, with
//     the optional index operand and `min` attribute, when that dim value
//     is at least min, a guard derived from the symbolic peak);
//   - %r = symopt.regenerate %v { ...; symopt.regenerate_yield %x } stands
//     for %v after a possible eviction: when %v was evicted it runs its
//     region (the recompute subgraph, reading values defined outside) and
//     returns the yielded value, otherwise it returns %v itself. It folds
//     DISC's eviction check and scf.if into one op.

// Attribute of symopt.evict with a dim guard.
const EvictMin = "min"

func init() {
	register([]spec{
		{name: "symopt.evict", summary: "frees a buffer at run time when memory is short (or when a dim guard holds); later uses go through symopt.regenerate",
			traits: ir.SideEffects, cost: CostFree, operands: arity{1, 2}, results: none, post: verifyEvict},
		{name: "symopt.regenerate", summary: "the value of its operand, recomputed by its region when the operand was evicted",
			cost: CostControl, operands: one, results: one, post: verifyRegenerate},
		{name: "symopt.regenerate_yield", summary: "the recomputed value of a symopt.regenerate",
			traits: ir.Terminator | ir.ReturnLike, cost: CostControl, operands: one, results: none, post: verifyRegenerateYield},
	})
}

func verifyEvict(op *ir.Operation) error {
	if op.NumOperands() == 2 {
		if _, ok := op.Operand(1).Type().(*ir.IndexType); !ok {
			return fmt.Errorf("guard operand must be an index, got %s", op.Operand(1).Type().String())
		}
		if _, ok := op.Attr(EvictMin).(*ir.IntegerAttr); !ok {
			return fmt.Errorf("a guard operand needs an integer '%s' attribute", EvictMin)
		}
	}
	return nil
}

func verifyRegenerate(op *ir.Operation) error {
	if !ir.TypeEqual(op.Operand(0).Type(), op.Result(0).Type()) {
		return fmt.Errorf("result type %s differs from operand type %s", op.Result(0).Type().String(), op.Operand(0).Type().String())
	}
	if len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 {
		return fmt.Errorf("requires one region with one block")
	}
	b := op.Regions[0].Blocks[0]
	if len(b.Args()) != 0 {
		return fmt.Errorf("region takes no arguments, got %d", len(b.Args()))
	}
	t := b.Terminator()
	if t == nil || t.Name != "symopt.regenerate_yield" {
		return fmt.Errorf("region must end with symopt.regenerate_yield")
	}
	if !ir.TypeEqual(t.Operand(0).Type(), op.Result(0).Type()) {
		return fmt.Errorf("yields %s but the result is %s", t.Operand(0).Type().String(), op.Result(0).Type().String())
	}
	return nil
}

func verifyRegenerateYield(op *ir.Operation) error {
	if p := op.ParentOp(); p == nil || p.Name != "symopt.regenerate" {
		return fmt.Errorf("expects parent op 'symopt.regenerate'")
	}
	return nil
}
