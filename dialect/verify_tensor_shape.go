package dialect

import "github.com/symopt/symopt/ir"

func verifyFromElements(op *ir.Operation) error {
	d, ok := dimsOf(op.Result(0).Type())
	if !ok || !ir.IsStatic(d) {
		return errorf("result #0 must be statically shaped tensor of any type values, but got '%s'", typeString(op.Result(0).Type()))
	}
	if n := ir.NumElements(d); n != int64(op.NumOperands()) {
		return errorf("number of operands and types do not match: got %d operands and %d types", op.NumOperands(), n)
	}
	elem := elemOf(op.Result(0).Type())
	for i, t := range op.OperandTypes() {
		if !ir.TypeEqual(t, elem) {
			return errorf("operand #%d must be '%s', but got '%s'", i, typeString(elem), typeString(t))
		}
	}
	return nil
}

func verifyExtract(op *ir.Operation) error {
	t := op.Operand(0).Type()
	if r, ok := rankOf(t); ok && r != op.NumOperands()-1 {
		return errorf("incorrect number of indices for extract_element")
	}
	if !ir.TypeEqual(elemOf(t), op.Result(0).Type()) {
		return errorf("failed to verify that result type matches element type of tensor")
	}
	return nil
}

func verifyTensorCast(op *ir.Operation) error {
	a, b := op.Operand(0).Type(), op.Result(0).Type()
	if !compatibleTypes(a, b) {
		return errorf("operand type '%s' and result type '%s' are cast incompatible", typeString(a), typeString(b))
	}
	return nil
}

func verifyTensorEmpty(op *ir.Operation) error {
	d, ok := dimsOf(op.Result(0).Type())
	if !ok {
		return nil
	}
	dyn := 0
	for _, x := range d {
		if x == ir.Dynamic {
			dyn++
		}
	}
	if dyn != op.NumOperands() {
		return errorf("incorrect number of dynamic sizes, has %d, expected %d", op.NumOperands(), dyn)
	}
	return nil
}

func verifyShapeOf(op *ir.Operation) error {
	rt := op.Result(0).Type()
	if _, ok := rt.(*ir.OpaqueType); ok {
		return nil
	}
	d, ok := dimsOf(rt)
	if !ok || len(d) != 1 {
		return errorf("result #0 must be shape or extent tensor, but got '%s'", typeString(rt))
	}
	if r, ok := rankOf(op.Operand(0).Type()); ok && d[0] != ir.Dynamic && d[0] != int64(r) {
		return errorf("inferred type(s) 'tensor<%dxindex>' are incompatible with return type(s) of operation '%s'", r, typeString(rt))
	}
	return nil
}

func verifyConstShape(op *ir.Operation) error {
	if _, ok := attrI64s(op, "shape"); !ok {
		return errorf("requires attribute 'shape'")
	}
	return nil
}

// foldTensorDim gives the static size of a dimension.
func foldTensorDim(op *ir.Operation) []ir.Attribute {
	idx, _, isInt, ok := scalarConst(op.Operand(1))
	d, ok2 := dimsOf(op.Operand(0).Type())
	if !ok || !isInt || !ok2 || idx < 0 || idx >= int64(len(d)) || d[idx] == ir.Dynamic {
		return nil
	}
	return []ir.Attribute{&ir.IntegerAttr{Value: d[idx], Type: op.Result(0).Type()}}
}

// foldExtract reads an element of a constant.
func foldExtract(op *ir.Operation) []ir.Attribute {
	c, ok := ConstantValue(op.Operand(0))
	if !ok {
		return nil
	}
	shape, _ := dimsOf(c.Type)
	coord := make([]int64, op.NumOperands()-1)
	for k := range coord {
		v, _, isInt, ok := scalarConst(op.Operand(k + 1))
		if !ok || !isInt || v < 0 || k >= len(shape) || v >= shape[k] {
			return nil
		}
		coord[k] = v
	}
	i := ravel(coord, shape)
	rt := op.Result(0).Type()
	switch {
	case c.Ints != nil:
		if c.Splat {
			i = 0
		}
		return []ir.Attribute{&ir.IntegerAttr{Value: c.Ints[i], Type: rt}}
	case c.Floats != nil:
		if c.Splat {
			i = 0
		}
		return []ir.Attribute{&ir.FloatAttr{Value: c.Floats[i], Type: rt}}
	}
	return nil
}

// foldShapeOf gives the extents of a static shape as a dense index tensor.
func foldShapeOf(op *ir.Operation) []ir.Attribute {
	d, ok := dimsOf(op.Operand(0).Type())
	rt := op.Result(0).Type()
	if !ok || !ir.IsStatic(d) {
		return nil
	}
	if _, isTensor := rt.(*ir.TensorType); !isTensor {
		return nil
	}
	t := tensorOf([]int64{int64(len(d))}, elemOf(rt))
	return []ir.Attribute{&ir.DenseElementsAttr{Type: t, Ints: append([]int64{}, d...)}}
}

func foldConstShape(op *ir.Operation) []ir.Attribute {
	if a := op.Attr("shape"); a != nil {
		return []ir.Attribute{a}
	}
	return nil
}

func foldConstWitness(op *ir.Operation) []ir.Attribute {
	if a := op.Attr("passing"); a != nil {
		return []ir.Attribute{a}
	}
	return nil
}
