package dialect

import "github.com/symopt/symopt/ir"

// StableHLO ops that create, reshape, broadcast, slice and pad tensors.

func init() {
	const dm, free = CostDataMovement, CostFree
	register([]spec{
		{name: "stablehlo.constant", summary: "a constant tensor", traits: ir.ConstantLike,
			cost: free, operands: none, results: one, pre: constantPre, infer: inferConstant, fold: foldConstant},
		{name: "stablehlo.iota", summary: "indices along iota_dimension", traits: 0,
			cost: CostCheap, operands: none, results: one, post: verifyIota, fold: foldIota},
		{name: "stablehlo.dynamic_iota", summary: "iota of a run-time output_shape", traits: 0,
			cost: CostCheap, operands: one, results: one, post: verifyDynamicIota, shape: inferFromShapeOperand(0)},
		{name: "stablehlo.broadcast_in_dim", summary: "broadcast operand dims to result dims", traits: ir.Broadcasting,
			cost: dm, operands: one, results: one, post: verifyBroadcastInDim, fold: foldBroadcastInDim},
		{name: "stablehlo.dynamic_broadcast_in_dim", summary: "broadcast_in_dim to a run-time shape", traits: ir.Broadcasting,
			cost: dm, operands: two, results: one, post: verifyDynamicBroadcastInDim, shape: inferFromShapeOperand(1)},
		{name: "stablehlo.broadcast", summary: "prepend broadcast_sizes dims", traits: ir.Broadcasting,
			cost: dm, operands: one, results: one, infer: inferBroadcast},
		{name: "stablehlo.reshape", summary: "same elements, static new shape", traits: 0,
			cost: free, operands: one, results: one, post: verifyReshape, fold: foldReshape},
		{name: "stablehlo.dynamic_reshape", summary: "same elements, run-time new shape", traits: 0,
			cost: free, operands: two, results: one, post: verifyDynamicReshape, shape: inferFromShapeOperand(1)},
		{name: "stablehlo.transpose", summary: "permute dimensions", traits: 0,
			cost: dm, operands: one, results: one, pre: transposePre, infer: inferTranspose, fold: foldTranspose},
		{name: "stablehlo.reverse", summary: "reverse the order along dimensions", traits: ir.SameOperandsAndResultType,
			cost: dm, operands: one, results: one, pre: verifyCompatibleOperandsAndResult, infer: inferSameAsOperands, post: verifyReverse},
		{name: "stablehlo.concatenate", summary: "join operands along dimension", traits: 0,
			cost: dm, operands: variadic, results: one, pre: concatPre, infer: inferConcatenate, fold: foldConcatenate},
		{name: "stablehlo.slice", summary: "static strided slice", traits: 0,
			cost: dm, operands: one, results: one, infer: inferSlice, fold: foldSliceConst},
		{name: "stablehlo.dynamic_slice", summary: "slice of static size at run-time offsets", traits: 0,
			cost: dm, operands: atLeast1, results: one, infer: inferDynamicSlice},
		{name: "stablehlo.dynamic_update_slice", summary: "overwrite a window at run-time offsets", traits: 0,
			cost: dm, operands: arity{2, -1}, results: one, infer: inferDynamicUpdateSlice},
		{name: "stablehlo.real_dynamic_slice", summary: "strided slice with run-time bounds", traits: 0,
			cost: dm, operands: arity{4, 4}, results: one, post: verifyRealDynamicSlice, shape: inferSameRankDynamic},
		{name: "stablehlo.pad", summary: "edge and interior padding", traits: 0,
			cost: dm, operands: two, results: one, infer: inferPad},
		{name: "stablehlo.dynamic_pad", summary: "pad with run-time amounts", traits: 0,
			cost: dm, operands: arity{5, 5}, results: one, post: verifyDynamicPad, shape: inferSameRankDynamic},
		{name: "stablehlo.get_dimension_size", summary: "size of one dimension as tensor<i32>", traits: ir.ShapeComputation,
			cost: CostShape, operands: one, results: one, pre: dimAttrPre, infer: inferGetDimensionSize, fold: foldGetDimensionSize},
		{name: "stablehlo.set_dimension_size", summary: "set the run-time size of one dimension", traits: 0,
			cost: free, operands: two, results: one, pre: dimAttrPre, infer: inferSetDimensionSize},
		{name: "stablehlo.tuple", summary: "group values into a tuple", traits: 0,
			cost: free, operands: variadic, results: one, infer: inferTuple},
		{name: "stablehlo.get_tuple_element", summary: "element index of a tuple", traits: 0,
			cost: free, operands: one, results: one, pre: gtePre, infer: inferGetTupleElement},
	})
}

func inferConstant(op *ir.Operation) ([]ir.Type, error) {
	a := op.Attr("value")
	if a == nil {
		return nil, errorf("requires attribute 'value'")
	}
	var t ir.Type
	switch x := a.(type) {
	case *ir.DenseElementsAttr:
		t = x.Type
	case *ir.DenseResourceAttr:
		t = x.Type
	default:
		return nil, errorf("attribute 'value' failed to satisfy constraint: constant vector/tensor attribute")
	}
	if d, ok := dimsOf(t); !ok || !ir.IsStatic(d) {
		return nil, errorf("elements literal type must have static shape")
	}
	// A quantized result keeps its storage values: compare shapes only.
	rt := op.Result(0).Type()
	if q, ok := parseQuant(elemOf(rt)); ok && storageElemName(q.storage) == elemOf(t).String() {
		if d, ok := dimsOf(rt); ok {
			if sd, _ := dimsOf(t); compatibleShapes(d, sd) {
				return []ir.Type{rt}, nil
			}
		}
	}
	return []ir.Type{t}, nil
}

func constantPre(op *ir.Operation) error {
	if d, ok := dimsOf(op.Result(0).Type()); !ok || !ir.IsStatic(d) {
		return errorf("result #0 must be statically shaped tensor, but got '%s'", typeString(op.Result(0).Type()))
	}
	return nil
}
