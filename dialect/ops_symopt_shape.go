package dialect

import (
	"fmt"

	"github.com/symopt/symopt/ir"
)

// The symopt dialect's symbolic-shape declarations, written by the
// symbolic-shapes pass (package symbolic/shapes) at the top of a module and
// read back by it: one symopt.dim per dimension symbol with what is known
// about it, one symopt.constraint per relation between symbols. The syntax
// is described in docs/symbolic-shapes.md.

// Attribute names of symopt.dim.
const (
	DimLower   = "lower"   // smallest value (default 1)
	DimUpper   = "upper"   // largest value (default none)
	DimLikely  = "likely"  // a hint for guesses, not a fact
	DimDivisor = "divisor" // the value is a multiple of it
)

func init() {
	register([]spec{
		{name: "symopt.dim", summary: "declares a dimension symbol and its range, divisor and likely value",
			traits: ir.Symbol, cost: CostFree, operands: none, results: none, post: verifySymDim},
		{name: "symopt.constraint", summary: "a relation between dimension symbols, in the symbolic fact syntax",
			cost: CostFree, operands: none, results: none, post: verifySymConstraint},
	})
}

func verifySymDim(op *ir.Operation) error {
	if err := inModule(op); err != nil {
		return err
	}
	if SymbolName(op) == "" {
		return fmt.Errorf("requires a symbol name")
	}
	for _, name := range []string{DimLower, DimUpper, DimLikely, DimDivisor} {
		a := op.Attr(name)
		if a == nil {
			continue
		}
		v, ok := a.(*ir.IntegerAttr)
		if !ok || v.Big != nil {
			return fmt.Errorf("attribute '%s' must be an integer", name)
		}
		if v.Value < 1 {
			return fmt.Errorf("attribute '%s' must be at least 1, got %d", name, v.Value)
		}
	}
	return nil
}

func verifySymConstraint(op *ir.Operation) error {
	if err := inModule(op); err != nil {
		return err
	}
	if s, ok := op.Attr("fact").(*ir.StringAttr); !ok || s.Value == "" {
		return fmt.Errorf("requires a non-empty string 'fact'")
	}
	return nil
}

func inModule(op *ir.Operation) error {
	if p := op.ParentOp(); p != nil && p.Name != "builtin.module" {
		return fmt.Errorf("expects parent op 'builtin.module', got '%s'", p.Name)
	}
	return nil
}
