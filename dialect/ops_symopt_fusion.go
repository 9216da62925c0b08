package dialect

import (
	"fmt"

	"github.com/symopt/symopt/ir"
)

// The symopt dialect's fusion ops, created by the fuse pass (package
// fusion) and read by lower-to-kernels (package lowering).

// Fusion kinds: the value of a symopt.fusion op's fusion_kind attribute.
const (
	FusionLoop       = "kLoop"       // elementwise ops over one iteration shape
	FusionInput      = "kInput"      // row or column reductions with producers and epilogue
	FusionHorizontal = "kHorizontal" // independent loop fusions of one shape in one launch
)

func init() {
	register([]spec{
		{name: "symopt.fusion", summary: "a group of ops compiled to one kernel; operands are the values it reads from outside",
			traits: ir.IsolatedFromAbove, cost: CostControl, operands: variadic, results: atLeast1, post: verifyFusion},
		{name: "symopt.yield", summary: "the values a fusion hands back to its users",
			traits: ir.Terminator | ir.ReturnLike, cost: CostControl, operands: atLeast1, results: none, post: verifyFusionYield},
	})
}

func verifyFusion(op *ir.Operation) error {
	kind, _ := op.Attr("fusion_kind").(*ir.StringAttr)
	if kind == nil {
		return fmt.Errorf("requires a 'fusion_kind' string attribute")
	}
	switch kind.Value {
	case FusionLoop, FusionInput, FusionHorizontal:
	default:
		return fmt.Errorf("unknown fusion_kind '%s' (want kLoop, kInput or kHorizontal)", kind.Value)
	}
	if len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 {
		return fmt.Errorf("requires one region with one block")
	}
	b := op.Regions[0].Blocks[0]
	if len(b.Args()) != op.NumOperands() {
		return fmt.Errorf("has %d operands but its block has %d arguments", op.NumOperands(), len(b.Args()))
	}
	for i, a := range b.Args() {
		if !ir.TypeEqual(a.Type(), op.Operand(i).Type()) {
			return fmt.Errorf("block argument #%d has type %s but operand #%d has type %s", i, a.Type().String(), i, op.Operand(i).Type().String())
		}
	}
	t := b.Terminator()
	if t == nil || t.Name != "symopt.yield" {
		return fmt.Errorf("body must end with symopt.yield")
	}
	if t.NumOperands() != op.NumResults() {
		return fmt.Errorf("yields %d values but has %d results", t.NumOperands(), op.NumResults())
	}
	for i := range op.Results() {
		if !ir.TypeEqual(t.Operand(i).Type(), op.Result(i).Type()) {
			return fmt.Errorf("result #%d has type %s but the yielded value has type %s", i, op.Result(i).Type().String(), t.Operand(i).Type().String())
		}
	}
	return nil
}

func verifyFusionYield(op *ir.Operation) error {
	if p := op.ParentOp(); p == nil || p.Name != "symopt.fusion" {
		return fmt.Errorf("expects parent op 'symopt.fusion'")
	}
	return nil
}
