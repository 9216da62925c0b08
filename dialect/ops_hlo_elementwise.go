package dialect

import "github.com/symopt/symopt/ir"

// Elementwise StableHLO ops (MHLO shares the rows). Binary ops take two
// operands of compatible types and give a result of that type; the
// inferred type is the operands' shapes merged (`?` refined by a static
// size).

func binary(name, summary string, extra ir.Trait, c elemClass, cost string) spec {
	return spec{name: "stablehlo." + name, summary: summary,
		traits: ir.Elementwise | ir.SameOperandsAndResultType | extra,
		cost:   cost, operands: two, results: one,
		pre: elementwisePre(c), infer: inferSameAsOperands, fold: foldElementwise}
}

func unary(name, summary string, c elemClass, cost string) spec {
	return spec{name: "stablehlo." + name, summary: summary,
		traits: ir.Elementwise | ir.SameOperandsAndResultType,
		cost:   cost, operands: one, results: one,
		pre: elementwisePre(c), infer: inferSameAsOperands, fold: foldElementwise}
}

func init() {
	const cheap, trans = CostCheap, CostTranscendental
	comm := ir.Commutative
	register([]spec{
		binary("add", "lhs + rhs", comm, anyElem, cheap),
		binary("subtract", "lhs - rhs", 0, numeric, cheap),
		binary("multiply", "lhs * rhs", comm, anyElem, cheap),
		binary("divide", "lhs / rhs", 0, numeric, cheap),
		binary("remainder", "lhs % rhs (sign of lhs)", 0, numeric, cheap),
		binary("power", "lhs ** rhs", 0, numeric, trans),
		binary("maximum", "max(lhs, rhs)", comm, anyElem, cheap),
		binary("minimum", "min(lhs, rhs)", comm, anyElem, cheap),
		binary("atan2", "atan2(lhs, rhs)", 0, floatOrComplex, trans),
		binary("and", "bitwise/logical and", comm, intOrBool, cheap),
		binary("or", "bitwise/logical or", comm, intOrBool, cheap),
		binary("xor", "bitwise/logical xor", comm, intOrBool, cheap),
		binary("shift_left", "lhs << rhs", 0, intOnly, cheap),
		binary("shift_right_arithmetic", "lhs >> rhs, sign-filling", 0, intOnly, cheap),
		binary("shift_right_logical", "lhs >> rhs, zero-filling", 0, intOnly, cheap),

		unary("negate", "-x", numeric, cheap),
		unary("sign", "sign(x): -1, 0 or 1", signedIntFloatComplex, cheap),
		unary("not", "bitwise/logical not", intOrBool, cheap),
		unary("popcnt", "number of set bits", intOnly, cheap),
		unary("count_leading_zeros", "number of leading zero bits", intOnly, cheap),
		unary("floor", "round toward -inf", floatOnly, cheap),
		unary("ceil", "round toward +inf", floatOnly, cheap),
		unary("round_nearest_even", "round half to even", floatOnly, cheap),
		unary("round_nearest_afz", "round half away from zero", floatOnly, cheap),
		unary("exponential", "e**x", floatOrComplex, trans),
		unary("exponential_minus_one", "e**x - 1", floatOrComplex, trans),
		unary("log", "ln(x)", floatOrComplex, trans),
		unary("log_plus_one", "ln(1 + x)", floatOrComplex, trans),
		unary("logistic", "1 / (1 + e**-x)", floatOrComplex, trans),
		unary("tanh", "tanh(x)", floatOrComplex, trans),
		unary("sqrt", "sqrt(x)", floatOrComplex, trans),
		unary("rsqrt", "1 / sqrt(x)", floatOrComplex, trans),
		unary("cbrt", "cube root", floatOrComplex, trans),
		unary("cosine", "cos(x)", floatOrComplex, trans),
		unary("sine", "sin(x)", floatOrComplex, trans),
		unary("tan", "tan(x)", floatOrComplex, trans),

		{name: "stablehlo.abs", summary: "|x| (complex to its real type)", traits: ir.Elementwise,
			cost: cheap, operands: one, results: one, pre: verifyUnaryComplexPre, infer: inferRealPart, fold: foldElementwise},
		{name: "stablehlo.real", summary: "real part", traits: ir.Elementwise,
			cost: cheap, operands: one, results: one, pre: verifyUnaryComplexPre, infer: inferRealPart},
		{name: "stablehlo.imag", summary: "imaginary part", traits: ir.Elementwise,
			cost: cheap, operands: one, results: one, pre: verifyUnaryComplexPre, infer: inferRealPart},
		{name: "stablehlo.complex", summary: "complex(lhs, rhs)", traits: ir.Elementwise,
			cost: cheap, operands: two, results: one, pre: verifyComplexPre, infer: inferComplex},
		{name: "stablehlo.is_finite", summary: "x is neither inf nor NaN", traits: ir.Elementwise,
			cost: cheap, operands: one, results: one, pre: verifyIsFinitePre, infer: inferI1},
		{name: "stablehlo.clamp", summary: "min(max(operand, min), max)", traits: ir.Elementwise,
			cost: cheap, operands: three, results: one, pre: verifyClampPre, infer: inferClamp, fold: foldElementwise},
		{name: "stablehlo.select", summary: "pred ? on_true : on_false", traits: ir.Elementwise,
			cost: cheap, operands: three, results: one, pre: selectPredPre, infer: inferSelect, fold: foldSelect},
		{name: "stablehlo.compare", summary: "elementwise comparison giving i1", traits: ir.Elementwise,
			cost: cheap, operands: two, results: one, pre: verifyComparePre, infer: inferI1, fold: foldCompare},
		{name: "stablehlo.convert", summary: "elementwise element type conversion", traits: ir.Elementwise,
			cost: cheap, operands: one, results: one, pre: verifyConvertPre, fold: foldConvert},
		{name: "stablehlo.bitcast_convert", summary: "reinterpret the bits of each element", traits: 0,
			cost: cheap, operands: one, results: one, post: verifyBitcastConvert},
		{name: "stablehlo.stochastic_convert", summary: "convert with stochastic rounding from random bits", traits: ir.Elementwise,
			cost: cheap, operands: two, results: one, pre: verifyStochasticConvert},
		{name: "stablehlo.reduce_precision", summary: "round to fewer exponent and mantissa bits", traits: ir.Elementwise | ir.SameOperandsAndResultType,
			cost: cheap, operands: one, results: one, pre: reducePrecisionPre, infer: inferSameAsOperands},
	})
}

func reducePrecisionPre(op *ir.Operation) error {
	if err := verifyReducePrecision(op); err != nil {
		return err
	}
	return elementwisePre(floatOnly)(op)
}
