package dialect

import "github.com/symopt/symopt/ir"

// The tensor and shape dialect ops that dynamic-shape programs use.

func init() {
	sc := ir.ShapeComputation
	register([]spec{
		{name: "tensor.dim", summary: "size of dimension index of a tensor", traits: sc,
			cost: CostShape, operands: two, results: one, fold: foldTensorDim},
		{name: "tensor.from_elements", summary: "tensor built from scalars", traits: sc,
			cost: CostShape, operands: variadic, results: one, post: verifyFromElements, fold: foldFromElements},
		{name: "tensor.extract", summary: "read one element", traits: sc,
			cost: CostShape, operands: atLeast1, results: one, post: verifyExtract, fold: foldExtract},
		{name: "tensor.cast", summary: "change static shape knowledge", traits: 0,
			cost: CostFree, operands: one, results: one, post: verifyTensorCast},
		{name: "tensor.empty", summary: "an uninitialised tensor with dynamic sizes as operands", traits: 0,
			cost: CostFree, operands: variadic, results: one, post: verifyTensorEmpty},
		{name: "tensor.splat", summary: "tensor filled with one scalar", traits: 0,
			cost: CostCheap, operands: atLeast1, results: one},

		{name: "shape.shape_of", summary: "the shape of a tensor as extents", traits: sc,
			cost: CostShape, operands: one, results: one, post: verifyShapeOf, fold: foldShapeOf},
		{name: "shape.broadcast", summary: "broadcast shape of the operands", traits: sc | ir.Commutative,
			cost: CostShape, operands: atLeast1, results: one},
		{name: "shape.cstr_broadcastable", summary: "witness that the shapes broadcast", traits: sc | ir.Commutative,
			cost: CostShape, operands: atLeast1, results: one},
		{name: "shape.cstr_eq", summary: "witness that the shapes are equal", traits: sc | ir.Commutative,
			cost: CostShape, operands: atLeast1, results: one},
		{name: "shape.assuming", summary: "run the region when the witness holds", traits: 0,
			cost: CostControl, operands: one, results: variadic},
		{name: "shape.assuming_yield", summary: "assuming terminator", traits: ir.Terminator | ir.ReturnLike,
			cost: CostControl, operands: variadic, results: none, post: verifyTerminatorPlacement},
		{name: "shape.assuming_all", summary: "conjunction of witnesses", traits: sc | ir.Commutative,
			cost: CostShape, operands: atLeast1, results: one},
		{name: "shape.const_shape", summary: "a constant shape", traits: sc | ir.ConstantLike,
			cost: CostFree, operands: none, results: one, post: verifyConstShape, fold: foldConstShape},
		{name: "shape.const_witness", summary: "a constant witness", traits: ir.ConstantLike,
			cost: CostFree, operands: none, results: one, fold: foldConstWitness},
		{name: "shape.num_elements", summary: "product of the extents", traits: sc,
			cost: CostShape, operands: one, results: one},
		{name: "shape.split_at", summary: "split a shape at index", traits: sc,
			cost: CostShape, operands: two, results: two},
		{name: "shape.concat", summary: "concatenate two shapes", traits: sc,
			cost: CostShape, operands: two, results: one},
		{name: "shape.get_extent", summary: "one extent of a shape", traits: sc,
			cost: CostShape, operands: two, results: one},
		{name: "shape.index_to_size", summary: "index to !shape.size", traits: sc,
			cost: CostShape, operands: one, results: one},
		{name: "shape.size_to_index", summary: "!shape.size to index", traits: sc,
			cost: CostShape, operands: one, results: one},
		{name: "shape.to_extent_tensor", summary: "shape to tensor<?xindex>", traits: sc,
			cost: CostShape, operands: one, results: one},
		{name: "shape.any", summary: "any of the (equal) shapes", traits: sc,
			cost: CostShape, operands: atLeast1, results: one},
	})
}
