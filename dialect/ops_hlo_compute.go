package dialect

import "github.com/symopt/symopt/ir"

// StableHLO contractions, reductions, gathers and scatters.

func init() {
	register([]spec{
		{name: "stablehlo.dot", summary: "vector/matrix product (legacy form of dot_general)", traits: 0,
			cost: CostContraction, operands: two, results: one, pre: precisionPre, post: verifyDot, shape: inferDotShape},
		{name: "stablehlo.dot_general", summary: "batched contraction over dot_dimension_numbers", traits: 0,
			cost: CostContraction, operands: two, results: one, pre: precisionPre, post: verifyDotGeneral, shape: inferDotGeneralShape},
		{name: "mhlo.ragged_dot", summary: "dot_general with a ragged lhs dimension split by group_sizes", traits: 0,
			cost: CostContraction, operands: three, results: one, pre: precisionPre, post: verifyRaggedDot},
		{name: "stablehlo.convolution", summary: "general convolution", traits: 0,
			cost: CostContraction, operands: two, results: one, post: verifyConvolution, shape: inferConvolutionShape},
		{name: "stablehlo.dynamic_conv", summary: "convolution with run-time padding", traits: 0,
			cost: CostContraction, operands: three, results: one, post: verifyConvolution, shape: inferConvolutionShape},
		{name: "stablehlo.reduce", summary: "reduce inputs over dimensions with a body", traits: ir.Reduction,
			cost: CostReduction, operands: arity{2, -1}, results: atLeast1, pre: verifyReduce, infer: inferReduce},
		{name: "stablehlo.reduce_window", summary: "windowed reduction", traits: ir.Reduction,
			cost: CostReduction, operands: arity{2, -1}, results: atLeast1, infer: inferReduceWindow},
		{name: "stablehlo.select_and_scatter", summary: "scatter source at windowed selections", traits: 0,
			cost: CostReduction, operands: three, results: one},
		{name: "stablehlo.sort", summary: "sort operands along dimension by a comparator", traits: 0,
			cost: CostReduction, operands: atLeast1, results: atLeast1, pre: verifySort, infer: inferOperandTypes},
		{name: "stablehlo.map", summary: "apply a scalar computation elementwise", traits: ir.Elementwise,
			cost: CostCheap, operands: atLeast1, results: one, infer: inferMap},
		{name: "stablehlo.gather", summary: "gather slices at start_indices", traits: 0,
			cost: CostDataMovement, operands: two, results: one, infer: inferGather},
		{name: "stablehlo.dynamic_gather", summary: "gather with run-time slice_sizes", traits: 0,
			cost: CostDataMovement, operands: three, results: one, infer: inferDynamicGather},
		{name: "stablehlo.scatter", summary: "combine updates into inputs at scatter_indices", traits: 0,
			cost: CostDataMovement, operands: arity{3, -1}, results: atLeast1, post: verifyScatter, shape: inferScatterShape},
		{name: "stablehlo.rng", summary: "random numbers (uniform or normal)", traits: ir.SideEffects,
			cost: CostCheap, operands: three, results: one, pre: rngPre, infer: inferRng},
		{name: "stablehlo.rng_bit_generator", summary: "random bits from a state", traits: 0,
			cost: CostCheap, operands: one, results: two, post: verifyRngBitGenerator},
		{name: "stablehlo.fft", summary: "fast Fourier transform", traits: 0,
			cost: CostContraction, operands: one, results: one, infer: inferFft},
		{name: "stablehlo.cholesky", summary: "Cholesky decomposition", traits: 0,
			cost: CostContraction, operands: one, results: one, pre: floatOrComplexPre, infer: inferCholesky},
		{name: "stablehlo.triangular_solve", summary: "solve triangular systems", traits: 0,
			cost: CostContraction, operands: two, results: one, infer: inferTriangularSolve},
		{name: "stablehlo.batch_norm_inference", summary: "batch normalisation (inference)", traits: 0,
			cost: CostReduction, operands: arity{5, 5}, results: one, pre: featureIndexPre, infer: inferBatchNormInference},
		{name: "stablehlo.batch_norm_training", summary: "batch normalisation (training)", traits: 0,
			cost: CostReduction, operands: three, results: three, pre: featureIndexPre, infer: inferBatchNormTraining},
		{name: "stablehlo.batch_norm_grad", summary: "batch normalisation gradient", traits: 0,
			cost: CostReduction, operands: arity{5, 5}, results: three, pre: featureIndexPre, infer: inferBatchNormGrad},
	})
}
