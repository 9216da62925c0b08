package dialect

import (
	"github.com/symopt/symopt/ir"
)

// Reshapes, iotas, transposes and reverses.

func verifyReshape(op *ir.Operation) error {
	od, ok1 := dimsOf(op.Operand(0).Type())
	rt := op.Result(0).Type()
	rd, ok2 := dimsOf(rt)
	if !ok2 || (!ir.IsStatic(rd) && !singleBounded(rt)) {
		return errorf("result #0 must be statically shaped or single bounded dimension tensor, but got '%s'", typeString(rt))
	}
	if !ir.IsStatic(rd) {
		return nil
	}
	if ok1 && ir.IsStatic(od) && ir.NumElements(od) != ir.NumElements(rd) {
		return errorf("number of output elements (%d) doesn't match expected number of elements (%d)", ir.NumElements(rd), ir.NumElements(od))
	}
	return nil
}

// verifyDynamicReshape checks output_shape against the result type.
func verifyDynamicReshape(op *ir.Operation) error {
	sd, ok := dimsOf(op.Operand(1).Type())
	if ok && !ir.IsStatic(sd) && op.Dialect() != "mhlo" {
		return errorf("operand #1 must be statically shaped")
	}
	rd, rok := dimsOf(op.Result(0).Type())
	if ok && rok && len(sd) == 1 && sd[0] != ir.Dynamic && sd[0] != int64(len(rd)) {
		return errorf("result should have a rank equal to the number of elements in output_shape")
	}
	if !compatibleElem(elemOf(op.Operand(0).Type()), elemOf(op.Result(0).Type())) {
		return errorf("expects operand and result to have compatible element type")
	}
	if od, ok := dimsOf(op.Operand(0).Type()); ok && rok && ir.IsStatic(od) && ir.IsStatic(rd) && ir.NumElements(od) != ir.NumElements(rd) {
		return errorf("number of output elements (%d) doesn't match expected number of elements (%d)", ir.NumElements(rd), ir.NumElements(od))
	}
	shape, cok := constInts(op.Operand(1))
	if !cok || !rok {
		return nil
	}
	if !constShapeMatches(shape, rd) {
		return errorf("output shape %s is incompatible with return type of operation '%s'", shapeString(shape), typeString(op.Result(0).Type()))
	}
	od, ook := dimsOf(op.Operand(0).Type())
	if ook && ir.IsStatic(od) && ir.IsStatic(shape) && ir.NumElements(od) != ir.NumElements(shape) {
		return errorf("output_shape is incompatible with input type of operation: input has %d elements, but output_shape has %d", ir.NumElements(od), ir.NumElements(shape))
	}
	return nil
}

// verifyIota checks iota_dimension against the result rank.
func verifyIota(op *ir.Operation) error {
	d, ok := attrInt(op, "iota_dimension")
	if !ok {
		return errorf("requires attribute 'iota_dimension'")
	}
	if d < 0 {
		return errorf("attribute 'iota_dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative")
	}
	rd, ok := dimsOf(op.Result(0).Type())
	if !ok {
		return nil
	}
	if len(rd) == 0 {
		return errorf("does not support scalars.")
	}
	if d >= int64(len(rd)) {
		return errorf("iota dimension cannot go beyond the output rank.")
	}
	return nil
}

// verifyDynamicIota checks iota_dimension and a constant output_shape.
func verifyDynamicIota(op *ir.Operation) error {
	d, ok := attrInt(op, "iota_dimension")
	if !ok {
		return errorf("requires attribute 'iota_dimension'")
	}
	if d < 0 {
		return errorf("attribute 'iota_dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative")
	}
	rd, ok := dimsOf(op.Result(0).Type())
	if !ok {
		return nil
	}
	if d >= int64(len(rd)) {
		return errorf("iota dimension cannot go beyond the output rank.")
	}
	if shape, ok := constInts(op.Operand(0)); ok && !constShapeMatches(shape, rd) {
		return errorf("output shape %s is incompatible with return type of operation '%s'", shapeString(shape), typeString(op.Result(0).Type()))
	}
	return nil
}

// inferTranspose permutes the operand dimensions.
func inferTranspose(op *ir.Operation) ([]ir.Type, error) {
	if sh, ok := attrShape(op.Attr("permutation")); ok && len(sh) != 1 {
		return nil, errorf("permutation has rank %d instead of required rank 1.", len(sh))
	}
	perm, ok := attrI64s(op, "permutation")
	if !ok {
		return nil, errorf("requires attribute 'permutation'")
	}
	ot := op.Operand(0).Type()
	od, ok := dimsOf(ot)
	if !ok {
		return []ir.Type{ot}, nil
	}
	if len(perm) != len(od) {
		return nil, errorf("TransposeOp operand rank %d does not match permutation size %d", len(od), len(perm))
	}
	seen := make([]bool, len(od))
	for _, p := range perm {
		if p < 0 || p >= int64(len(od)) || seen[p] {
			iotaStr := make([]int64, len(od))
			for i := range iotaStr {
				iotaStr[i] = int64(i)
			}
			return nil, errorf("attribute permutation must be a permutation of %s but got %s", shapeString(iotaStr), joinInts(perm, ", "))
		}
		seen[p] = true
	}
	rd := make([]int64, len(od))
	for i, p := range perm {
		rd[i] = od[p]
	}
	return []ir.Type{tensorOf(rd, elemOf(ot))}, nil
}

// transposePre requires the permutation attribute.
func transposePre(op *ir.Operation) error {
	if op.Attr("permutation") == nil {
		return errorf("requires attribute 'permutation'")
	}
	return nil
}

// verifyReverse checks that dimensions are unique and in range.
func verifyReverse(op *ir.Operation) error {
	dims, ok := attrI64s(op, "dimensions")
	if !ok {
		return errorf("requires attribute 'dimensions'")
	}
	if sh, ok := attrShape(op.Attr("dimensions")); ok && len(sh) != 1 {
		return errorf("dimensions has rank %d instead of required rank 1.", len(sh))
	}
	seen := map[int64]bool{}
	for _, d := range dims {
		if seen[d] {
			return errorf("dimensions should be unique. Got: %s", joinInts(dims, ", "))
		}
		seen[d] = true
	}
	rank, ranked := rankOf(op.Operand(0).Type())
	for _, d := range dims {
		if d < 0 {
			return errorf("all dimensions should be non-negative. Got dimension: %d.", d)
		}
		if ranked && d >= int64(rank) {
			return errorf("all dimensions should be between [0, %d). Got dimension: %d.", rank, d)
		}
	}
	return nil
}

// constShapeMatches compares constant shape values with a result type: a
// `?` result size accepts any value, a static one only itself (a constant
// -1 is a bad size, not a dynamic one).
func constShapeMatches(values, dims []int64) bool {
	if len(values) != len(dims) {
		return false
	}
	for i := range values {
		if dims[i] != ir.Dynamic && values[i] != dims[i] {
			return false
		}
	}
	return true
}
