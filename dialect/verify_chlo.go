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

// verifyChloScan is CHLO's scan check. Operands are the inputs then the
// inits (operandSegmentSizes); the body takes one slice of each input (the
// scan dimension removed) and each carry.
func verifyChloScan(op *ir.Operation) error {
	seg, ok := I64s(op.Attr("operandSegmentSizes"))
	if !ok {
		// Without the split into inputs and inits (which scan's custom
		// assembly records) there is nothing reliable to check.
		return nil
	}
	if len(seg) != 2 || seg[0] < 0 || seg[1] < 0 || seg[0]+seg[1] != int64(op.NumOperands()) {
		return errorf("operandSegmentSizes must give the input and init counts of the %d operands", op.NumOperands())
	}
	if len(op.Regions) != 1 || op.Regions[0].Entry() == nil {
		return errorf("requires one region with a body block")
	}
	body := op.Regions[0].Entry()
	if n := len(body.Args()); n != op.NumOperands() {
		return errorf("expects %d arguments in the body, but got %d", op.NumOperands(), n)
	}
	dim, _ := attrInt(op, "dimension")
	size, hasSize := attrInt(op, "scan_dim_size")
	for i, v := range op.Operands() {
		want := v.Type()
		if int64(i) < seg[0] {
			d, ok := dimsOf(want)
			if !ok {
				continue
			}
			if dim < 0 || dim >= int64(len(d)) {
				return errorf("scan dimension of operand %d is out of bounds", i)
			}
			if hasSize && d[dim] != ir.Dynamic && d[dim] != size {
				return errorf("invalid scan dimension size of operand %d", i)
			}
			slice := append(append([]int64{}, d[:dim]...), d[dim+1:]...)
			want = tensorOf(slice, elemOf(want))
		}
		if !compatibleTypes(want, body.Arg(i).Type()) {
			return errorf("operand and body argument %d are incompatible", i)
		}
	}
	return verifyChloScanResults(op, seg[1], dim)
}

// verifyChloScanResults checks what the body returns against the
// results: the outputs' slices (the scan dimension removed), then one
// carry per init, of the init's type.
func verifyChloScanResults(op *ir.Operation, inits, dim int64) error {
	nOut := int64(op.NumResults()) - inits
	if nOut < 0 {
		return errorf("has %d results, fewer than its %d inits", op.NumResults(), inits)
	}
	for k := int64(0); k < inits; k++ {
		init, carry := op.Operand(op.NumOperands()-int(inits)+int(k)).Type(), op.Result(int(nOut+k)).Type()
		if !compatibleTypes(init, carry) {
			return errorf("init %d and result %d are incompatible", k, nOut+k)
		}
	}
	ret := op.Regions[0].Entry().Terminator()
	if ret == nil || !ret.HasTrait(ir.Terminator) {
		return nil
	}
	if ret.NumOperands() != op.NumResults() {
		return errorf("body returns %d values for %d results", ret.NumOperands(), op.NumResults())
	}
	for j, v := range ret.Operands() {
		want := op.Result(j).Type()
		if d, ok := dimsOf(want); ok && int64(j) < nOut {
			if dim < 0 || dim >= int64(len(d)) {
				return errorf("scan dimension of result %d is out of bounds", j)
			}
			want = tensorOf(append(append([]int64{}, d[:dim]...), d[dim+1:]...), elemOf(want))
		}
		if !compatibleTypes(want, v.Type()) {
			return errorf("body result %d (%s) and result %d (%s) are incompatible", j, typeString(v.Type()), j, typeString(op.Result(j).Type()))
		}
	}
	return nil
}

// verifyMinimumBroadcastShapes checks chlo.minimum_broadcast_shapes: one
// result shape per operand shape, at least two of them.
func verifyMinimumBroadcastShapes(op *ir.Operation) error {
	if op.NumOperands() != op.NumResults() {
		return errorf("number of operand shapes (%d) does not match number of result shapes (%d)", op.NumOperands(), op.NumResults())
	}
	if op.NumOperands() < 2 {
		return errorf("number of operand shapes (%d) should be >= 2", op.NumOperands())
	}
	return nil
}
