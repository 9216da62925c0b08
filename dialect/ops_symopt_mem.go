package dialect

import (
	"fmt"

	"github.com/symopt/symopt/ir"
)

// The symopt dialect's rematerialization ops, created by the remat pass
// (package memory) and executed by the memory-accounting runtime:
//
//   - symopt.evict %v marks a point where the buffer of %v may be freed;
//     the runtime frees it when the live bytes exceed its limit. Two
//     optional forms carry what the compiler knows: `peak` (a polynomial
//     in S0, S1, ... standing for the index operands after %v, in order)
//     is the bytes the memory curve reaches before %v is used again, so the
//     runtime evicts when that prediction exceeds its limit; `min` with one
//     index operand is a dim guard (evict when the dim is at least min)
//     derived from the symbolic peak and a limit known at compile time;
//   - %r = symopt.regenerate %v { ...; symopt.regenerate_yield %x } stands
//     for %v after a possible eviction: when %v was evicted it runs its
//     region (the recompute subgraph, reading values defined outside) and
//     returns the yielded value, otherwise it returns %v itself. It folds
//     DISC's eviction check and scf.if into one op.

// Attributes of symopt.evict: a dim guard, a predicted peak.
const (
	EvictMin  = "min"
	EvictPeak = "peak"
)

func init() {
	register([]spec{
		{name: "symopt.evict", summary: "frees a buffer at run time when memory is short (or when a dim guard holds); later uses go through symopt.regenerate",
			traits: ir.SideEffects, cost: CostFree, operands: atLeast1, results: none, post: verifyEvict},
		{name: "symopt.regenerate", summary: "the value of its operand, recomputed by its region when the operand was evicted",
			cost: CostControl, operands: one, results: one, post: verifyRegenerate},
		{name: "symopt.regenerate_yield", summary: "the recomputed value of a symopt.regenerate",
			traits: ir.Terminator | ir.ReturnLike, cost: CostControl, operands: one, results: none, post: verifyRegenerateYield},
	})
}

func verifyEvict(op *ir.Operation) error {
	for i := 1; i < op.NumOperands(); i++ {
		if _, ok := op.Operand(i).Type().(*ir.IndexType); !ok {
			return fmt.Errorf("dim operand #%d must be an index, got %s", i, op.Operand(i).Type().String())
		}
	}
	_, hasMin := op.Attr(EvictMin).(*ir.IntegerAttr)
	_, hasPeak := op.Attr(EvictPeak).(*ir.StringAttr)
	switch {
	case hasMin && hasPeak:
		return fmt.Errorf("takes either a '%s' guard or a '%s' prediction, not both", EvictMin, EvictPeak)
	case hasMin && op.NumOperands() != 2:
		return fmt.Errorf("a '%s' guard needs exactly one dim operand", EvictMin)
	case !hasMin && !hasPeak && op.NumOperands() != 1:
		return fmt.Errorf("dim operands need an integer '%s' or a string '%s' attribute", EvictMin, EvictPeak)
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
