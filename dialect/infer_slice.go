package dialect

import (
	"github.com/symopt/symopt/ir"
)

func rank1Attr(op *ir.Operation, name string) ([]int64, error) {
	a := op.Attr(name)
	if a == nil {
		return nil, errorf("requires attribute '%s'", name)
	}
	if sh, ok := attrShape(a); ok && len(sh) != 1 {
		return nil, errorf("%s has rank %d instead of required rank 1.", name, len(sh))
	}
	v, ok := I64s(a)
	if !ok {
		return nil, errorf("attribute '%s' must be an i64 array", name)
	}
	return v, nil
}

func inferSlice(op *ir.Operation) ([]ir.Type, error) {
	start, err := rank1Attr(op, "start_indices")
	if err != nil {
		return nil, err
	}
	limit, err := rank1Attr(op, "limit_indices")
	if err != nil {
		return nil, err
	}
	strides, err := rank1Attr(op, "strides")
	if err != nil {
		return nil, err
	}
	ot := op.Operand(0).Type()
	od, ok := dimsOf(ot)
	if !ok {
		return []ir.Type{ot}, nil
	}
	if len(start) != len(od) {
		return nil, errorf("the number of elements in start_indices (%d) does not match the rank of the operand (%d)", len(start), len(od))
	}
	if len(limit) != len(start) || len(strides) != len(start) {
		return nil, errorf("all of {start_indices, limit_indices, strides} must have the same size: got sizes %d, %d, %d", len(start), len(limit), len(strides))
	}
	bounds, hasB := Bounds(ot)
	rd := make([]int64, len(od))
	for i := range od {
		if hasB && od[i] == ir.Dynamic && bounds[i] != ir.Dynamic && limit[i] > bounds[i] {
			return nil, errorf("limit index %d is larger than dimension bound %d in dimension %d", limit[i], bounds[i], i)
		}
		if start[i] < 0 {
			return nil, errorf("negative start index %d in dimension %d", start[i], i)
		}
		if od[i] != ir.Dynamic && limit[i] > od[i] {
			return nil, errorf("limit index %d is larger than dimension size %d in dimension %d", limit[i], od[i], i)
		}
		if start[i] > limit[i] {
			return nil, errorf("start index %d is larger than limit index %d in dimension %d", start[i], limit[i], i)
		}
		if strides[i] <= 0 {
			return nil, errorf("stride must be positive but got %d in dimension %d", strides[i], i)
		}
		rd[i] = (limit[i] - start[i] + strides[i] - 1) / strides[i]
	}
	return []ir.Type{tensorOf(rd, elemOf(ot))}, nil
}

func sameElemTypes(ts []ir.Type) bool {
	for _, t := range ts[1:] {
		if !ir.TypeEqual(elemOf(t), elemOf(ts[0])) {
			return false
		}
	}
	return true
}

func inferDynamicSlice(op *ir.Operation) ([]ir.Type, error) {
	sizes, err := rank1Attr(op, "slice_sizes")
	if err != nil {
		return nil, err
	}
	ot := op.Operand(0).Type()
	idx := op.OperandTypes()[1:]
	if len(idx) != len(sizes) {
		return nil, errorf("has mismatched number of slice sizes (%d) and number of start indices (%d)", len(sizes), len(idx))
	}
	od, ok := dimsOf(ot)
	if ok && len(od) != len(idx) {
		return nil, errorf("has mismatched number of start indices (%d) and the rank of operand (%d)", len(idx), len(od))
	}
	if len(idx) > 0 && !sameElemTypes(idx) {
		return nil, errorf("start indices must have same element type")
	}
	for i, s := range sizes {
		if s < 0 {
			return nil, errorf("has negative size index to dynamic slice: %d", s)
		}
		if ok && od[i] != ir.Dynamic && s > od[i] {
			return nil, errorf("has slice size %d greater than dimension size %d in dimension %d of operand", s, od[i], i)
		}
	}
	return []ir.Type{tensorOf(sizes, elemOf(ot))}, nil
}

func inferDynamicUpdateSlice(op *ir.Operation) ([]ir.Type, error) {
	ot, ut := op.Operand(0).Type(), op.Operand(1).Type()
	idx := op.OperandTypes()[2:]
	od, ok1 := dimsOf(ot)
	ud, ok2 := dimsOf(ut)
	if ok1 && ok2 && len(od) != len(ud) {
		return nil, errorf("update rank does not match operand rank: %d vs %d.", len(ud), len(od))
	}
	if ok1 && len(idx) != len(od) {
		return nil, errorf("expects number of start_indices to match operand rank: %d vs %d.", len(idx), len(od))
	}
	if len(idx) > 0 && !sameElemTypes(idx) {
		return nil, errorf("start indices must have same element type")
	}
	if ok1 && ok2 {
		for i := range od {
			if od[i] != ir.Dynamic && ud[i] != ir.Dynamic && (ud[i] < 0 || ud[i] > od[i]) {
				return nil, errorf("expects size at dimension %d of update to be in range [0, %d]. Got: %d.", i, od[i], ud[i])
			}
		}
	}
	return []ir.Type{ot}, nil
}

func inferPad(op *ir.Operation) ([]ir.Type, error) {
	ot, pt := op.Operand(0).Type(), op.Operand(1).Type()
	if pr, ok := rankOf(pt); ok && pr != 0 {
		return nil, errorf("padding value type should be a rank-0 tensor, is rank %d", pr)
	}
	low, err := rank1Attr(op, "edge_padding_low")
	if err != nil {
		return nil, err
	}
	high, err := rank1Attr(op, "edge_padding_high")
	if err != nil {
		return nil, err
	}
	interior, err := rank1Attr(op, "interior_padding")
	if err != nil {
		return nil, err
	}
	od, ok := dimsOf(ot)
	if !ok {
		return []ir.Type{ot}, nil
	}
	if len(low) != len(od) {
		return nil, errorf("edge_padding_low length (%d) must match operand rank (%d)", len(low), len(od))
	}
	if len(high) != len(od) {
		return nil, errorf("edge_padding_high length (%d) must match operand rank (%d)", len(high), len(od))
	}
	if len(interior) != len(od) {
		return nil, errorf("interior_padding length (%d) must match operand rank (%d)", len(interior), len(od))
	}
	rd := make([]int64, len(od))
	for i, d := range od {
		if interior[i] < 0 {
			return nil, errorf("Interior padding cannot be negative: %d", interior[i])
		}
		if d == ir.Dynamic {
			rd[i] = ir.Dynamic
			if b, ok := Bounds(ot); ok && b[i] != ir.Dynamic {
				inner := int64(0)
				if b[i] > 0 {
					inner = (b[i] - 1) * interior[i]
				}
				if b[i]+low[i]+high[i]+inner < 0 {
					return nil, errorf("Padding result in negative bound for dimension %d", i)
				}
			}
			continue
		}
		inner := int64(0)
		if d > 0 {
			inner = (d - 1) * interior[i]
		}
		rd[i] = d + low[i] + high[i] + inner
		if rd[i] < 0 {
			return nil, errorf("Padding result in negative size for dimension %d", i)
		}
	}
	return []ir.Type{tensorOf(rd, elemOf(ot))}, nil
}

func concatPre(op *ir.Operation) error {
	if op.NumOperands() == 0 {
		return errorf("expected 1 or more operands, but found 0")
	}
	if d, ok := attrInt(op, "dimension"); ok && d < 0 {
		return errorf("attribute 'dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative")
	}
	return nil
}

func inferConcatenate(op *ir.Operation) ([]ir.Type, error) {
	dim, ok := attrInt(op, "dimension")
	if !ok {
		return nil, errorf("requires attribute 'dimension'")
	}
	ts := op.OperandTypes()
	if !sameElemTypes(ts) {
		return nil, errorf("requires the same element type for all operands")
	}
	var first []int64
	firstIdx := -1
	for i, t := range ts {
		d, ok := dimsOf(t)
		if !ok {
			continue
		}
		if firstIdx < 0 {
			first, firstIdx = d, i
			if len(d) == 0 {
				return nil, errorf("rank-0 values cannot be concatenated")
			}
			if dim >= int64(len(d)) {
				return nil, errorf("dimension %d is out-of-bounds for input rank %d", dim, len(d))
			}
			continue
		}
		if len(d) != len(first) {
			return nil, errorf("operands (%d) and (%d) do not match rank", firstIdx, i)
		}
		for k := range d {
			if int64(k) != dim && !compatibleDim(d[k], first[k]) {
				return nil, errorf("shapes of operand (%d) and (%d) are not compatible at non-concat index %d: (%s) != (%s)",
					firstIdx, i, k, joinInts(first, ", "), joinInts(d, ", "))
			}
		}
	}
	if firstIdx < 0 {
		return []ir.Type{&ir.UnrankedTensorType{Elem: elemOf(ts[0])}}, nil
	}
	rd := make([]int64, len(first))
	for k := range rd {
		rd[k] = ir.Dynamic
	}
	sum := int64(0)
	for _, t := range ts {
		d, ok := dimsOf(t)
		if !ok {
			sum = ir.Dynamic
			continue
		}
		for k := range d {
			if int64(k) == dim {
				if sum != ir.Dynamic {
					if d[k] == ir.Dynamic {
						sum = ir.Dynamic
					} else {
						sum += d[k]
					}
				}
			} else {
				rd[k] = meetDim(rd[k], d[k])
			}
		}
	}
	rd[dim] = sum
	return []ir.Type{tensorOf(rd, elemOf(ts[0]))}, nil
}

func dimAttrPre(op *ir.Operation) error {
	d, ok := attrInt(op, "dimension")
	if !ok {
		return errorf("requires attribute 'dimension'")
	}
	if d < 0 {
		return errorf("attribute 'dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative")
	}
	return nil
}

func checkDimInRange(op *ir.Operation) error {
	d, _ := attrInt(op, "dimension")
	if r, ok := rankOf(op.Operand(0).Type()); ok && d >= int64(r) {
		return errorf("requires dimension attribute in range [0, %d); found (%d)", r, d)
	}
	return nil
}

func inferGetDimensionSize(op *ir.Operation) ([]ir.Type, error) {
	if err := checkDimInRange(op); err != nil {
		return nil, err
	}
	return []ir.Type{tensorOf(nil, ir.I32)}, nil
}

func inferSetDimensionSize(op *ir.Operation) ([]ir.Type, error) {
	if r, ok := rankOf(op.Operand(1).Type()); ok && r != 0 {
		return nil, errorf("size operand should be of rank-0")
	}
	if err := checkDimInRange(op); err != nil {
		return nil, err
	}
	ot := op.Operand(0).Type()
	od, ok := dimsOf(ot)
	if !ok {
		return []ir.Type{ot}, nil
	}
	d, _ := attrInt(op, "dimension")
	rd := append([]int64{}, od...)
	rd[d] = ir.Dynamic
	if c, ok := constInts(op.Operand(1)); ok && len(c) == 1 {
		rd[d] = c[0]
	}
	return []ir.Type{tensorOf(rd, elemOf(ot))}, nil
}

func inferTuple(op *ir.Operation) ([]ir.Type, error) {
	return []ir.Type{&ir.TupleType{Types: op.OperandTypes()}}, nil
}

func gtePre(op *ir.Operation) error {
	idx, ok := attrInt(op, "index")
	if !ok {
		return errorf("requires attribute 'index'")
	}
	if idx < 0 {
		return errorf("attribute 'index' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative")
	}
	return nil
}

func inferGetTupleElement(op *ir.Operation) ([]ir.Type, error) {
	idx, _ := attrInt(op, "index")
	tt, ok := op.Operand(0).Type().(*ir.TupleType)
	if !ok {
		return nil, errorf("operand #0 must be nested tuple, but got '%s'", typeString(op.Operand(0).Type()))
	}
	if idx >= int64(len(tt.Types)) {
		return nil, errorf("index %d is out of bounds of operand with size %d", idx, len(tt.Types))
	}
	return []ir.Type{tt.Types[idx]}, nil
}

func verifyRealDynamicSlice(op *ir.Operation) error {
	r, ok := rankOf(op.Operand(0).Type())
	if !ok {
		return nil
	}
	names := []string{"start_indices", "limit_indices", "strides"}
	for i := 1; i < 4; i++ {
		d, ok := dimsOf(op.Operand(i).Type())
		if ok && len(d) == 1 && d[0] != ir.Dynamic && d[0] != int64(r) {
			return errorf("has mismatched number of operand rank (%d) and %s size (%d)", r, names[i-1], d[0])
		}
	}
	return nil
}

func verifyDynamicPad(op *ir.Operation) error {
	r, ok := rankOf(op.Operand(0).Type())
	if !ok {
		return nil
	}
	for i := 2; i < 5; i++ {
		d, ok := dimsOf(op.Operand(i).Type())
		if ok && len(d) == 1 && d[0] != ir.Dynamic && d[0] != int64(r) {
			return errorf("padding operands size (%d) must match operand rank (%d)", d[0], r)
		}
	}
	interior, ok := constInts(op.Operand(4))
	if ok {
		for _, v := range interior {
			if v < 0 {
				return errorf("interior_padding must be non-negative, but got %d", v)
			}
		}
	}
	low, ok1 := constInts(op.Operand(2))
	high, ok2 := constInts(op.Operand(3))
	od, _ := dimsOf(op.Operand(0).Type())
	rd, ok3 := dimsOf(op.Result(0).Type())
	if ok && ok1 && ok2 && ok3 && len(rd) == r {
		for i := range od {
			if od[i] == ir.Dynamic || rd[i] == ir.Dynamic {
				continue
			}
			inner := int64(0)
			if od[i] > 0 {
				inner = (od[i] - 1) * interior[i]
			}
			want := od[i] + low[i] + high[i] + inner
			if want != rd[i] {
				return errorf("expected output dimension at index %d to equal %d, but got %d", i, want, rd[i])
			}
		}
	}
	return nil
}
