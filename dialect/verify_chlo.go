package dialect

import "github.com/symopt/symopt/ir"

// verifyRankSpecializationCluster is MLIR-HLO's check of
// chlo.rank_specialization_cluster: the yield feeds the results, the body
// takes exactly the operands, and nested ops read only values of the body.
func verifyRankSpecializationCluster(op *ir.Operation) error {
	if len(op.Regions) != 1 || op.Regions[0].Entry() == nil {
		return errorf("requires one region with a body block")
	}
	body := op.Regions[0].Entry()
	if t := body.Terminator(); t != nil && t.HasTrait(ir.Terminator) && t.NumOperands() != op.NumResults() {
		return errorf("region control flow edge from Region #0 to parent results: source has %d operands, but target successor needs %d", t.NumOperands(), op.NumResults())
	}
	args := argTypes(body)
	same := len(args) == op.NumOperands()
	for i := 0; same && i < len(args); i++ {
		same = ir.TypeEqual(args[i], op.Operand(i).Type())
	}
	if !same {
		return errorf("block argument types must match operand types")
	}
	inBody := map[*ir.Value]bool{}
	for _, a := range body.Args() {
		inBody[a] = true
	}
	for _, nested := range body.Ops {
		if nested.HasTrait(ir.Terminator) {
			continue
		}
		for _, v := range nested.Operands() {
			if !inBody[v] {
				return errorf("nested ops must not depend on implicit operands")
			}
		}
		for _, r := range nested.Results() {
			inBody[r] = true
		}
	}
	return nil
}
