package dialect

import (
	"github.com/symopt/symopt/ir"
)

// constInts returns the integer elements of a constant operand.
func constInts(v *ir.Value) ([]int64, bool) {
	d, ok := ConstantValue(v)
	if !ok {
		return nil, false
	}
	n, ok := staticCount(d.Type)
	if !ok {
		return nil, false
	}
	return intsOf(d, n)
}

// checkBroadcastDims is shared by broadcast_in_dim and
// dynamic_broadcast_in_dim.
func checkBroadcastDims(op *ir.Operation, dims []int64, operand, result ir.Type, dynamic bool) error {
	od, ok1 := dimsOf(operand)
	rd, ok2 := dimsOf(result)
	if !ok1 {
		return nil
	}
	if len(dims) != len(od) {
		return errorf("broadcast_dimensions size (%d) does not match operand rank (%d)", len(dims), len(od))
	}
	if !ok2 {
		return nil
	}
	seen := map[int64]bool{}
	for _, d := range dims {
		if d < 0 || d >= int64(len(rd)) {
			return errorf("broadcast_dimensions contains invalid value %d for result with rank %d", d, len(rd))
		}
		if seen[d] {
			return errorf("broadcast_dimensions should not have duplicates")
		}
		seen[d] = true
	}
	for i, d := range dims {
		a, b := od[i], rd[d]
		if a == ir.Dynamic || b == ir.Dynamic || a == 1 || a == b {
			continue
		}
		if dynamic {
			return errorf("size of operand dimension %d (%d) is not compatible with size of result dimension %d (%d)", i, a, d, b)
		}
		return errorf("size of operand dimension %d (%d) is not equal to 1 or size of result dimension %d (%d)", i, a, d, b)
	}
	return nil
}

func verifyBroadcastInDim(op *ir.Operation) error {
	dims, ok := attrI64s(op, "broadcast_dimensions")
	if !ok {
		return errorf("requires attribute 'broadcast_dimensions'")
	}
	if !ir.TypeEqual(elemOf(op.Operand(0).Type()), elemOf(op.Result(0).Type())) && !isQuant(elemOf(op.Result(0).Type())) {
		return errorf("expects operand and result to have compatible element type")
	}
	if rt := op.Result(0).Type(); !isStaticOrSingleBounded(rt) {
		return errorf("result #0 must be statically shaped or single bounded dimension tensor, but got '%s'", typeString(rt))
	}
	return checkBroadcastDims(op, dims, op.Operand(0).Type(), op.Result(0).Type(), false)
}

func verifyDynamicBroadcastInDim(op *ir.Operation) error {
	dims, ok := attrI64s(op, "broadcast_dimensions")
	if !ok {
		return errorf("requires attribute 'broadcast_dimensions'")
	}
	ot, rt := op.Operand(0).Type(), op.Result(0).Type()
	if !ir.TypeEqual(elemOf(ot), elemOf(rt)) {
		return errorf("expects operand and result to have compatible element type")
	}
	sd, ok := dimsOf(op.Operand(1).Type())
	if ok && !ir.IsStatic(sd) && op.Dialect() != "mhlo" {
		return errorf("operand #1 must be statically shaped")
	}
	if err := checkBroadcastDims(op, dims, ot, rt, true); err != nil {
		return err
	}
	od, _ := dimsOf(ot)
	rd, rok := dimsOf(rt)
	if ok && rok && len(sd) == 1 && sd[0] != ir.Dynamic && sd[0] != int64(len(rd)) {
		return errorf("result rank (%d) does not match output_dimensions size (%d)", len(rd), sd[0])
	}
	if shape, ok := constInts(op.Operand(1)); ok && rok && len(shape) == len(rd) {
		for i, d := range dims {
			if i < len(od) && od[i] != ir.Dynamic && od[i] != 1 && od[i] != shape[d] {
				return errorf("size of operand dimension %d (%d) is not equal to 1 or value of shape at index %d (%d)", i, od[i], d, shape[d])
			}
		}
		if !constShapeMatches(shape, rd) {
			return errorf("output shape %s is incompatible with return type of operation '%s'", shapeString(shape), typeString(rt))
		}
	}
	var hints []int64
	exp, _ := attrI64s(op, "known_expanding_dimensions")
	non, _ := attrI64s(op, "known_nonexpanding_dimensions")
	hints = append(append(hints, exp...), non...)
	seen := map[int64]bool{}
	for _, h := range hints {
		if seen[h] {
			return errorf("duplicate expansion hint for at least one operand dimension")
		}
		seen[h] = true
		if h < 0 || h >= int64(len(od)) {
			return errorf("hint for expanding dimension %d does not refer to a valid operand dimension", h)
		}
	}
	return nil
}

func inferBroadcast(op *ir.Operation) ([]ir.Type, error) {
	sizes, ok := attrI64s(op, "broadcast_sizes")
	if !ok {
		return nil, errorf("requires attribute 'broadcast_sizes'")
	}
	if sh, ok := attrShape(op.Attr("broadcast_sizes")); ok && len(sh) != 1 {
		return nil, errorf("broadcast_sizes has rank %d instead of required rank 1.", len(sh))
	}
	for _, s := range sizes {
		if s < 0 {
			return nil, errorf("Broadcast with negative dimension size %d", s)
		}
	}
	ot := op.Operand(0).Type()
	od, ok := dimsOf(ot)
	if !ok {
		return []ir.Type{&ir.UnrankedTensorType{Elem: elemOf(ot)}}, nil
	}
	return []ir.Type{tensorOf(append(append([]int64{}, sizes...), od...), elemOf(ot))}, nil
}
