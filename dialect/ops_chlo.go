package dialect

import "github.com/symopt/symopt/ir"

// The chlo ("client HLO") ops that appear beside StableHLO: implicitly
// broadcasting binary ops, extra math, ragged_dot, top_k, scan,
// minimum_broadcast_shapes and rank_specialization_cluster. Their checks
// are the element-type rules; shapes follow numpy-style broadcasting and are
// not inferred here.

func chloBroadcast(name string, extra ir.Trait) spec {
	return spec{name: "chlo." + name, summary: "elementwise with implicit broadcasting", traits: ir.Broadcasting | extra,
		cost: CostCheap, operands: two, results: one, pre: verifyChloBroadcast}
}

func chloUnary(name string) spec {
	return spec{name: "chlo." + name, summary: "elementwise math", traits: ir.Elementwise | ir.SameOperandsAndResultType,
		cost: CostTranscendental, operands: one, results: one, pre: verifySameShape}
}

func init() {
	comm := ir.Commutative
	rows := []spec{
		chloBroadcast("broadcast_add", comm), chloBroadcast("broadcast_subtract", 0), chloBroadcast("broadcast_multiply", comm),
		chloBroadcast("broadcast_divide", 0), chloBroadcast("broadcast_remainder", 0), chloBroadcast("broadcast_power", 0),
		chloBroadcast("broadcast_maximum", comm), chloBroadcast("broadcast_minimum", comm), chloBroadcast("broadcast_and", comm),
		chloBroadcast("broadcast_or", comm), chloBroadcast("broadcast_xor", comm), chloBroadcast("broadcast_atan2", 0),
		chloBroadcast("broadcast_shift_left", 0), chloBroadcast("broadcast_shift_right_arithmetic", 0),
		chloBroadcast("broadcast_shift_right_logical", 0), chloBroadcast("broadcast_next_after", 0),
		chloBroadcast("broadcast_polygamma", 0), chloBroadcast("broadcast_zeta", 0),
		{name: "chlo.broadcast_compare", summary: "comparison with implicit broadcasting", traits: ir.Broadcasting,
			cost: CostCheap, operands: two, results: one},
		{name: "chlo.broadcast_complex", summary: "complex(lhs, rhs) with implicit broadcasting", traits: ir.Broadcasting,
			cost: CostCheap, operands: two, results: one, pre: chloSameOperandElems(0)},
		{name: "chlo.broadcast_select", summary: "select with implicit broadcasting", traits: ir.Broadcasting,
			cost: CostCheap, operands: three, results: one, pre: chloSameOperandElems(1)},
		{name: "chlo.constant_like", summary: "a splat constant shaped like the operand", traits: 0,
			cost: CostFree, operands: one, results: one, post: verifyConstantLike},
		{name: "chlo.constant", summary: "a constant", traits: ir.ConstantLike,
			cost: CostFree, operands: none, results: one, fold: foldConstant},
		{name: "chlo.is_inf", summary: "x is +inf or -inf", traits: ir.Elementwise, cost: CostCheap, operands: one, results: one, infer: inferI1},
		{name: "chlo.is_pos_inf", summary: "x is +inf", traits: ir.Elementwise, cost: CostCheap, operands: one, results: one, infer: inferI1},
		{name: "chlo.is_neg_inf", summary: "x is -inf", traits: ir.Elementwise, cost: CostCheap, operands: one, results: one, infer: inferI1},
		{name: "chlo.mulhi", summary: "high half of the integer product", traits: ir.Elementwise | ir.SameOperandsAndResultType,
			cost: CostCheap, operands: two, results: one, pre: elementwisePre(intOnly), infer: inferSameAsOperands},
		{name: "chlo.next_after", summary: "next float after x toward y", traits: ir.Elementwise, cost: CostCheap, operands: two, results: one},
		{name: "chlo.polygamma", summary: "polygamma(n, x)", traits: ir.Elementwise, cost: CostTranscendental, operands: two, results: one},
		{name: "chlo.zeta", summary: "Hurwitz zeta(x, q)", traits: ir.Elementwise, cost: CostTranscendental, operands: two, results: one},
		{name: "chlo.ragged_dot", summary: "dot_general with a ragged lhs dimension split by group_sizes", traits: 0,
			cost: CostContraction, operands: three, results: one, pre: precisionPre, post: verifyRaggedDot},
		{name: "chlo.rank_specialization_cluster", summary: "region of broadcasting ops to specialise by rank together", traits: 0,
			cost: CostControl, operands: variadic, results: variadic, post: verifyRankSpecializationCluster},
		{name: "chlo.rank_specialization_cluster_yield", summary: "rank_specialization_cluster terminator", traits: ir.Terminator | ir.ReturnLike,
			cost: CostControl, operands: variadic, results: none, post: verifyTerminatorPlacement},
		{name: "chlo.scan", summary: "scan inputs along a dimension carrying values through the body", traits: 0,
			cost: CostControl, operands: variadic, results: variadic, post: verifyChloScan},
		{name: "chlo.minimum_broadcast_shapes", summary: "shapes reduced to the fewest dimensions that broadcast alike", traits: 0,
			cost: CostShape, operands: variadic, results: variadic, post: verifyMinimumBroadcastShapes},
		{name: "chlo.top_k", summary: "k largest values and their indices along the last dimension", traits: 0,
			cost: CostReduction, operands: one, results: two, infer: inferTopK},
	}
	for _, n := range []string{"acos", "acosh", "asin", "asinh", "atan", "atanh", "bessel_i1e", "conj", "cosh", "sinh", "tan",
		"digamma", "erf", "erf_inv", "erfc", "lgamma", "square"} {
		rows = append(rows, chloUnary(n))
	}
	register(rows)
}

// verifyChloBroadcast requires element types compatible across operands
// and result (shapes broadcast and are not compared).
func verifyChloBroadcast(op *ir.Operation) error {
	ts := allTypes(op)
	for _, t := range ts[1:] {
		if !compatibleElem(elemOf(t), elemOf(ts[0])) {
			return errorf("requires compatible element types for all operands and results")
		}
	}
	return nil
}

func verifyConstantLike(op *ir.Operation) error {
	var at ir.Type
	switch v := op.Attr("value").(type) {
	case *ir.IntegerAttr:
		at = v.Type
	case *ir.FloatAttr:
		at = v.Type
	default:
		return nil
	}
	if at != nil && !ir.TypeEqual(at, elemOf(op.Result(0).Type())) {
		return errorf("value's type doesn't match element return type")
	}
	return nil
}

// chloSameOperandElems is the element check of CHLO's shape functions
// for broadcast_complex (operands from 0) and broadcast_select (branches,
// from 1): the operands' element types must be equal.
func chloSameOperandElems(from int) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		first := elemOf(op.Operand(from).Type())
		for _, v := range op.Operands()[from+1:] {
			if !compatibleElem(elemOf(v.Type()), first) {
				return withInferFailure(errorf("mismatched operand types"))
			}
		}
		return nil
	}
}
