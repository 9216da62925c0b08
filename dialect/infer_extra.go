package dialect

import "github.com/symopt/symopt/ir"

// Shape functions for ops whose StableHLO verifier reports result
// mismatches itself (with its own wording) rather than through
// InferTypeOpInterface. They fill ir.OpInfo.InferResultTypes for passes
// (shape refinement, builders) but are not part of verification.

func inferDotGeneralShape(op *ir.Operation) ([]ir.Type, error) {
	d, err := DotDimensionNumbers(op)
	if err != nil {
		return nil, errorf("%v", err)
	}
	ld, ok1 := dimsOf(op.Operand(0).Type())
	rd, ok2 := dimsOf(op.Operand(1).Type())
	if !ok1 || !ok2 {
		return []ir.Type{&ir.UnrankedTensorType{Elem: resultElem(op)}}, nil
	}
	shape, err := dotGeneralShape(d, ld, rd)
	if err != nil {
		return nil, err
	}
	return []ir.Type{tensorOf(shape, resultElem(op))}, nil
}

func inferDotShape(op *ir.Operation) ([]ir.Type, error) {
	ld, ok1 := dimsOf(op.Operand(0).Type())
	rd, ok2 := dimsOf(op.Operand(1).Type())
	if !ok1 || !ok2 {
		return []ir.Type{&ir.UnrankedTensorType{Elem: resultElem(op)}}, nil
	}
	shape, err := dotShape(ld, rd)
	if err != nil {
		return nil, err
	}
	return []ir.Type{tensorOf(shape, resultElem(op))}, nil
}

// resultElem keeps the declared result element type (contractions may
// accumulate in a wider type) and falls back to the lhs element type.
func resultElem(op *ir.Operation) ir.Type {
	if op.NumResults() > 0 {
		return elemOf(op.Result(0).Type())
	}
	return elemOf(op.Operand(0).Type())
}

func inferConvolutionShape(op *ir.Operation) ([]ir.Type, error) {
	if err := verifyConvolution(op); err != nil {
		return nil, err
	}
	d, err := ConvDimensionNumbers(op)
	if err != nil {
		return nil, errorf("%v", err)
	}
	ld, ok1 := dimsOf(op.Operand(0).Type())
	rd, ok2 := dimsOf(op.Operand(1).Type())
	if !ok1 || !ok2 {
		return []ir.Type{&ir.UnrankedTensorType{Elem: resultElem(op)}}, nil
	}
	window := make([]int64, len(d.KernelSpatial))
	for i, k := range d.KernelSpatial {
		window[i] = rd[k]
	}
	strides, _ := attrI64s(op, "window_strides")
	lhsDil, _ := attrI64s(op, "lhs_dilation")
	rhsDil, _ := attrI64s(op, "rhs_dilation")
	pads, _ := I64s(op.Attr("padding"))
	bg, ok := attrInt(op, "batch_group_count")
	if !ok {
		bg = 1
	}
	shape := convResultShape(d, ld, rd, window, strides, lhsDil, rhsDil, pads, bg)
	if op.Short() == "dynamic_conv" {
		for _, s := range d.OutputSpatial {
			shape[s] = ir.Dynamic // padding is a run-time value
		}
	}
	return []ir.Type{tensorOf(shape, resultElem(op))}, nil
}

// inferFromShapeOperand gives a result whose dims are the values of the 1-D
// shape operand k when it is constant, else `?` of the operand's length;
// the element type is operand 0's (iota: the declared one).
func inferFromShapeOperand(k int) func(op *ir.Operation) ([]ir.Type, error) {
	return func(op *ir.Operation) ([]ir.Type, error) {
		elem := elemOf(op.Operand(0).Type())
		if k == 0 {
			elem = resultElem(op)
		}
		if shape, ok := constInts(op.Operand(k)); ok {
			return []ir.Type{tensorOf(shape, elem)}, nil
		}
		d, ok := dimsOf(op.Operand(k).Type())
		if !ok || len(d) != 1 || d[0] == ir.Dynamic {
			return []ir.Type{&ir.UnrankedTensorType{Elem: elem}}, nil
		}
		rd := make([]int64, d[0])
		for i := range rd {
			rd[i] = ir.Dynamic
		}
		return []ir.Type{tensorOf(rd, elem)}, nil
	}
}

// inferSameRankDynamic gives operand 0's rank with every size dynamic
// (real_dynamic_slice, dynamic_pad).
func inferSameRankDynamic(op *ir.Operation) ([]ir.Type, error) {
	t := op.Operand(0).Type()
	d, ok := dimsOf(t)
	if !ok {
		return []ir.Type{t}, nil
	}
	rd := make([]int64, len(d))
	for i := range rd {
		rd[i] = ir.Dynamic
	}
	return []ir.Type{tensorOf(rd, elemOf(t))}, nil
}

// inferScatterShape gives the inputs' types.
func inferScatterShape(op *ir.Operation) ([]ir.Type, error) {
	n := (op.NumOperands() - 1) / 2
	out := make([]ir.Type, n)
	for i := range out {
		out[i] = op.Operand(i).Type()
	}
	return out, nil
}
