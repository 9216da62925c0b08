package dialect

import "github.com/symopt/symopt/ir"

// I64s reads an integer list attribute in any of the spellings StableHLO and
// MHLO use: array<i64: ...> (DenseI64ArrayAttr), dense<[...]> : tensor<Nxi64>
// (DenseIntElementsAttr, splats expanded) and [1, 2] (ArrayAttr of
// integers). ok is false for anything else.
func I64s(a ir.Attribute) ([]int64, bool) {
	switch x := a.(type) {
	case *ir.DenseArrayAttr:
		if x.Floats != nil {
			return nil, false
		}
		return append([]int64{}, x.Ints...), true
	case *ir.DenseElementsAttr:
		if x.Ints == nil {
			if n, ok := staticCount(x.Type); ok && n == 0 && x.Floats == nil {
				return []int64{}, true
			}
			return nil, false
		}
		if x.Splat {
			n, ok := staticCount(x.Type)
			if !ok {
				return nil, false
			}
			out := make([]int64, n)
			for i := range out {
				out[i] = x.Ints[0]
			}
			return out, true
		}
		return append([]int64{}, x.Ints...), true
	case *ir.ArrayAttr:
		out := make([]int64, len(x.Elems))
		for i, e := range x.Elems {
			ia, ok := e.(*ir.IntegerAttr)
			if !ok {
				return nil, false
			}
			out[i] = ia.Value
		}
		return out, true
	}
	return nil, false
}

func staticCount(t ir.Type) (int, bool) {
	d, ok := dimsOf(t)
	if !ok || !ir.IsStatic(d) {
		return 0, false
	}
	return int(ir.NumElements(d)), true
}

// attrI64s reads the named integer list attribute of op.
func attrI64s(op *ir.Operation, name string) ([]int64, bool) {
	a := op.Attr(name)
	if a == nil {
		return nil, false
	}
	return I64s(a)
}

// attrInt reads the named integer attribute of op.
func attrInt(op *ir.Operation, name string) (int64, bool) {
	switch x := op.Attr(name).(type) {
	case *ir.IntegerAttr:
		return x.Value, true
	}
	return 0, false
}

// attrBool reads a BoolAttr (or a present UnitAttr) of op.
func attrBool(op *ir.Operation, name string) bool {
	switch x := op.Attr(name).(type) {
	case *ir.BoolAttr:
		return x.Value
	case *ir.UnitAttr:
		return true
	}
	return false
}

// attrShape returns the shape of an elements attribute's type.
func attrShape(a ir.Attribute) ([]int64, bool) {
	switch x := a.(type) {
	case *ir.DenseElementsAttr:
		return dimsOf(x.Type)
	case *ir.DenseArrayAttr:
		return []int64{int64(len(x.Ints) + len(x.Floats))}, true
	}
	return nil, false
}

// Matrix reads a rank-2 integer elements attribute (replica_groups,
// source_target_pairs) as rows. shape is the attribute's shape whatever
// its rank.
func Matrix(a ir.Attribute) (rows [][]int64, shape []int64, ok bool) {
	shape, ok = attrShape(a)
	if !ok {
		return nil, nil, false
	}
	vals, ok := I64s(a)
	if !ok {
		return nil, shape, false
	}
	if len(shape) != 2 {
		return nil, shape, true
	}
	for r := int64(0); r < shape[0]; r++ {
		start, end := r*shape[1], (r+1)*shape[1]
		if end > int64(len(vals)) {
			return nil, shape, false
		}
		rows = append(rows, vals[start:end])
	}
	return rows, shape, true
}

// IntAttrOf builds an i64 IntegerAttr (for passes creating ops).
func IntAttrOf(v int64) *ir.IntegerAttr { return ir.Int(v) }
