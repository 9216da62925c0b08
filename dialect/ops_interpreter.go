package dialect

import "github.com/symopt/symopt/ir"

// The interpreter dialect of StableHLO's reference interpreter, for
// instrumenting programs: interpreter.probe records the values of a tensor
// each time it runs (read back by check.expect_serialized_eq) and
// interpreter.print writes them to the standard output.

func init() {
	se := ir.SideEffects
	register([]spec{
		{name: "interpreter.probe", summary: "records its operand's values and returns the operand", traits: se | ir.SameOperandsAndResultType,
			cost: CostControl, operands: one, results: one, post: verifyProbeID},
		{name: "interpreter.print", summary: "prints its operand's values", traits: se,
			cost: CostControl, operands: one, results: none},
	})
}

// verifyProbeID requires the probe_id string of probe and
// expect_serialized_eq.
func verifyProbeID(op *ir.Operation) error {
	if _, ok := op.Attr("probe_id").(*ir.StringAttr); !ok {
		return errorf("requires a string attribute 'probe_id'")
	}
	return nil
}
