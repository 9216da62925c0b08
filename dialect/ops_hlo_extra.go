package dialect

import "github.com/symopt/symopt/ir"

// Less common StableHLO ops and MHLO-only extensions: accepted with their
// counts and, where the tests rely on it, their shape functions.

func init() {
	register([]spec{
		{name: "stablehlo.einsum", summary: "einsum by einsum_config (deprecated)", traits: 0,
			cost: CostContraction, operands: two, results: one},
		{name: "stablehlo.unary_einsum", summary: "unary einsum by einsum_config (deprecated)", traits: 0,
			cost: CostReduction, operands: one, results: one},
		{name: "stablehlo.uniform_quantize", summary: "quantize to a uniform quantized type", traits: ir.Elementwise,
			cost: CostCheap, operands: one, results: one, pre: verifySameShape},
		{name: "stablehlo.uniform_dequantize", summary: "dequantize a uniform quantized tensor", traits: ir.Elementwise,
			cost: CostCheap, operands: one, results: one, pre: verifySameShape},
		{name: "mhlo.bitcast", summary: "reinterpret a buffer with another layout", traits: 0,
			cost: CostFree, operands: one, results: one},
		{name: "mhlo.domain", summary: "sharding domain marker", traits: 0,
			cost: CostFree, operands: one, results: one, infer: inferOperandTypes},
		{name: "mhlo.xla.rng_get_and_update_state", summary: "read and advance the RNG state", traits: ir.SideEffects,
			cost: CostCheap, operands: none, results: one, infer: inferRngState},
		{name: "mhlo.add_dependency", summary: "operand, ordered after token", traits: 0,
			cost: CostFree, operands: two, results: one, infer: inferFirstOperand},
		{name: "mhlo.topk", summary: "k largest values and their indices along the last dimension", traits: 0,
			cost: CostReduction, operands: one, results: two, infer: inferTopK},
	})
}

// inferRngState is the RNG state's type, tensor<2xui64>, as MHLO infers it.
func inferRngState(*ir.Operation) ([]ir.Type, error) {
	return []ir.Type{&ir.TensorType{Shape: []int64{2}, Elem: &ir.IntegerType{Width: 64, Sign: ir.Unsigned}}}, nil
}

func inferFirstOperand(op *ir.Operation) ([]ir.Type, error) {
	return []ir.Type{op.Operand(0).Type()}, nil
}

func inferTopK(op *ir.Operation) ([]ir.Type, error) {
	t := op.Operand(0).Type()
	d, ok := dimsOf(t)
	if !ok {
		return op.ResultTypes(), nil
	}
	if len(d) < 1 {
		return nil, errorf("operand's rank must be at least 1")
	}
	k, ok := attrInt(op, "k")
	if !ok {
		// Without the attribute, k is the declared values' last size.
		rd, rok := dimsOf(op.Result(0).Type())
		if !rok || len(rd) == 0 || rd[len(rd)-1] == ir.Dynamic {
			return op.ResultTypes(), nil
		}
		k = rd[len(rd)-1]
	}
	if last := d[len(d)-1]; last != ir.Dynamic && last < k {
		return nil, errorf("operand's last dimension must be at least %d", k)
	}
	rd := append([]int64{}, d...)
	rd[len(rd)-1] = k
	return []ir.Type{tensorOf(rd, elemOf(t)), tensorOf(rd, ir.I32)}, nil
}
