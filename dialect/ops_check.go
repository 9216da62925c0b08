package dialect

import "github.com/symopt/symopt/ir"

// The check dialect of StableHLO's interpreter tests: each op compares a
// computed tensor with an expected one (another tensor or a constant
// attribute) and fails the run when they differ. expect_almost_eq and
// expect_close compare floats with a tolerance.

func init() {
	se := ir.SideEffects
	register([]spec{
		{name: "check.expect_eq", summary: "actual == expected (tensors)", traits: se,
			cost: CostControl, operands: two, results: none, post: verifyCheckPair},
		{name: "check.expect_almost_eq", summary: "actual ~= expected within tolerance (tensors)", traits: se,
			cost: CostControl, operands: two, results: none, post: verifyCheckPair},
		{name: "check.expect_close", summary: "actual close to expected in ULPs (tensors)", traits: se,
			cost: CostControl, operands: two, results: none, post: verifyCheckPair},
		{name: "check.expect_eq_const", summary: "actual == value attribute", traits: se,
			cost: CostControl, operands: one, results: none, post: verifyCheckConst},
		{name: "check.expect_almost_eq_const", summary: "actual ~= value attribute within tolerance", traits: se,
			cost: CostControl, operands: one, results: none, post: verifyCheckConst},
		{name: "check.expect_serialized_eq", summary: "actual equals what a probe recorded", traits: se,
			cost: CostControl, operands: one, results: none, post: verifyProbeID},
		// IREE's truth checks: any non-zero integer is true.
		{name: "check.expect_true", summary: "the integer is not zero", traits: se, cost: CostControl, operands: one, results: none},
		{name: "check.expect_false", summary: "the integer is zero", traits: se, cost: CostControl, operands: one, results: none},
		{name: "check.expect_all_true", summary: "no element is zero", traits: se, cost: CostControl, operands: one, results: none},
	})
}

func verifyCheckPair(op *ir.Operation) error {
	a, b := op.Operand(0).Type(), op.Operand(1).Type()
	if !compatibleTypes(a, b) {
		return errorf("requires compatible types for actual and expected, but got '%s' and '%s'", typeString(a), typeString(b))
	}
	return nil
}

func verifyCheckConst(op *ir.Operation) error {
	v, ok := op.Attr("value").(*ir.DenseElementsAttr)
	if !ok {
		return errorf("requires a dense elements attribute 'value'")
	}
	if !compatibleTypes(v.Type, op.Operand(0).Type()) {
		return errorf("expected value of type '%s' but got '%s'", typeString(op.Operand(0).Type()), typeString(v.Type))
	}
	return nil
}
