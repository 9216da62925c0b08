package dialect

import (
	"fmt"

	"github.com/symopt/symopt/ir"
)

// The Shardy (sdy) ops JAX writes when it partitions with Shardy: a mesh
// declaration at the top of the module, sharding attributes on arguments,
// results and ops (#sdy.sharding<...>, #sdy.sharding_per_value<...>, kept
// verbatim), and ops that constrain or change shardings. symopt reads
// them with single-device meaning: sharding ops pass their operand
// through and a manual computation runs its body on the whole operands.

func init() {
	register([]spec{
		{name: "sdy.mesh", summary: "named device mesh (axes and sizes)", traits: ir.Symbol,
			cost: CostFree, operands: none, results: none, post: verifySdyMesh},
		{name: "sdy.manual_computation", summary: "body run on each device's shard, manual along the given axes",
			traits: ir.IsolatedFromAbove, cost: CostControl, operands: variadic, results: variadic, post: verifyManualComputation},
		{name: "sdy.return", summary: "values a manual computation's body yields", traits: ir.Terminator | ir.ReturnLike,
			cost: CostControl, operands: variadic, results: none},
		{name: "sdy.sharding_constraint", summary: "the operand with this sharding (single device: the operand)",
			traits: ir.SameOperandsAndResultType, cost: CostFree, operands: one, results: one, post: verifySdySharding},
		{name: "sdy.reshard", summary: "the operand resharded (single device: the operand)",
			traits: ir.SameOperandsAndResultType, cost: CostFree, operands: one, results: one, post: verifySdySharding},
	})
}

func verifySdyMesh(op *ir.Operation) error {
	if _, ok := op.Attr("sym_name").(*ir.StringAttr); !ok {
		return errorf("requires a 'sym_name' attribute")
	}
	if op.Attr("mesh") == nil {
		return errorf("requires a 'mesh' attribute")
	}
	return nil
}

func verifySdySharding(op *ir.Operation) error {
	if op.Attr("sharding") == nil {
		return errorf("requires a 'sharding' attribute")
	}
	if !ir.TypeEqual(op.Operand(0).Type(), op.Result(0).Type()) {
		return errorf("requires the result type to be the operand type")
	}
	return nil
}

// verifyManualComputation checks one in_sharding per operand, one
// out_sharding per result, a body taking one argument per operand and
// yielding one value per result.
func verifyManualComputation(op *ir.Operation) error {
	for _, c := range []struct {
		attr string
		n    int
		what string
	}{{"in_shardings", op.NumOperands(), "operands"}, {"out_shardings", op.NumResults(), "results"}} {
		a, ok := op.Attr(c.attr).(*ir.ArrayAttr)
		if !ok {
			return errorf("requires an array attribute '%s'", c.attr)
		}
		if len(a.Elems) != c.n {
			return errorf("has %d %s but %d %s", c.n, c.what, len(a.Elems), c.attr)
		}
	}
	if len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 {
		return errorf("requires a body of one block")
	}
	body := op.Regions[0].Blocks[0]
	if len(body.Args()) != op.NumOperands() {
		return errorf("body takes %d arguments for %d operands", len(body.Args()), op.NumOperands())
	}
	ret := body.Terminator()
	if ret == nil || ret.Name != "sdy.return" || ret.NumOperands() != op.NumResults() {
		return errorf("body must end in an sdy.return of %d values", op.NumResults())
	}
	for i, a := range body.Args() {
		if !sameElemType(a.Type(), op.Operand(i).Type()) {
			return errorf("body argument #%d has type %s for an operand of type %s", i, typeString(a.Type()), typeString(op.Operand(i).Type()))
		}
	}
	return nil
}

// sameElemType reports whether two tensor types hold the same element
// type (a manual computation's shards differ in shape only).
func sameElemType(a, b ir.Type) bool {
	return fmt.Sprint(ir.ElementTypeOf(a)) == fmt.Sprint(ir.ElementTypeOf(b))
}
