package dialect

import "github.com/symopt/symopt/ir"

// The arith ops shape computations use (scalars and tensors of index and
// integer or float elements).

func arithBinary(name, summary string, extra ir.Trait, float bool) spec {
	c := intOrIndex
	if float {
		c = floatScalar
	}
	return spec{name: "arith." + name, summary: summary, traits: ir.Elementwise | ir.SameOperandsAndResultType | extra,
		cost: CostCheap, operands: two, results: one, pre: arithSameType(c), infer: inferSameAsOperands, fold: foldArith}
}

func arithCast(name, summary string) spec {
	return spec{name: "arith." + name, summary: summary, traits: ir.Elementwise,
		cost: CostCheap, operands: one, results: one, pre: verifySameShape, fold: foldArithCast}
}

func init() {
	comm := ir.Commutative
	register([]spec{
		{name: "arith.constant", summary: "a constant scalar or tensor", traits: ir.ConstantLike,
			cost: CostFree, operands: none, results: one, post: verifyArithConstant, fold: foldConstant},
		arithBinary("addi", "integer add", comm, false),
		arithBinary("subi", "integer subtract", 0, false),
		arithBinary("muli", "integer multiply", comm, false),
		arithBinary("divsi", "signed division rounding toward zero", 0, false),
		arithBinary("divui", "unsigned division", 0, false),
		arithBinary("remsi", "signed remainder", 0, false),
		arithBinary("remui", "unsigned remainder", 0, false),
		arithBinary("ceildivsi", "signed division rounding up", 0, false),
		arithBinary("floordivsi", "signed division rounding down", 0, false),
		arithBinary("maxsi", "signed maximum", comm, false),
		arithBinary("minsi", "signed minimum", comm, false),
		arithBinary("maxui", "unsigned maximum", comm, false),
		arithBinary("minui", "unsigned minimum", comm, false),
		arithBinary("andi", "bitwise and", comm, false),
		arithBinary("ori", "bitwise or", comm, false),
		arithBinary("xori", "bitwise xor", comm, false),
		arithBinary("shli", "shift left", 0, false),
		arithBinary("shrsi", "arithmetic shift right", 0, false),
		arithBinary("shrui", "logical shift right", 0, false),
		arithBinary("addf", "float add", comm, true),
		arithBinary("subf", "float subtract", 0, true),
		arithBinary("mulf", "float multiply", comm, true),
		arithBinary("divf", "float divide", 0, true),
		arithBinary("maximumf", "float maximum (NaN propagating)", comm, true),
		arithBinary("minimumf", "float minimum (NaN propagating)", comm, true),
		arithBinary("maxnumf", "float maximum (NaN ignoring)", comm, true),
		arithBinary("minnumf", "float minimum (NaN ignoring)", comm, true),
		{name: "arith.negf", summary: "float negate", traits: ir.Elementwise | ir.SameOperandsAndResultType,
			cost: CostCheap, operands: one, results: one, pre: arithSameType(floatScalar), infer: inferSameAsOperands, fold: foldArith},
		{name: "arith.cmpi", summary: "integer comparison", traits: ir.Elementwise,
			cost: CostCheap, operands: two, results: one, pre: verifyCmp, fold: foldArithCmp},
		{name: "arith.cmpf", summary: "float comparison", traits: ir.Elementwise,
			cost: CostCheap, operands: two, results: one, pre: verifyCmp},
		{name: "arith.select", summary: "cond ? a : b", traits: ir.Elementwise,
			cost: CostCheap, operands: three, results: one, pre: verifyArithSelect, fold: foldArithSelect},
		arithCast("index_cast", "integer <-> index, sign-extending"),
		arithCast("index_castui", "integer <-> index, zero-extending"),
		arithCast("extsi", "sign-extend an integer"),
		arithCast("extui", "zero-extend an integer"),
		arithCast("trunci", "truncate an integer"),
		arithCast("sitofp", "signed integer to float"),
		arithCast("uitofp", "unsigned integer to float"),
		arithCast("fptosi", "float to signed integer"),
		arithCast("fptoui", "float to unsigned integer"),
		arithCast("extf", "widen a float"),
		arithCast("truncf", "narrow a float"),
		arithCast("bitcast", "reinterpret bits"),
	})
}
