package dialect

import "github.com/symopt/symopt/ir"

// StableHLO control flow, calls out of the program, tokens and collectives.

func init() {
	ctl, coll := CostControl, CostCollective
	register([]spec{
		{name: "stablehlo.while", summary: "loop while cond returns true", traits: 0,
			cost: ctl, operands: variadic, results: variadic, post: verifyWhile},
		{name: "stablehlo.if", summary: "run one of two branches", traits: 0,
			cost: ctl, operands: one, results: variadic, infer: inferBranches},
		{name: "stablehlo.case", summary: "run the branch selected by index", traits: 0,
			cost: ctl, operands: one, results: variadic, infer: inferBranches},
		{name: "stablehlo.return", summary: "region terminator", traits: ir.Terminator | ir.ReturnLike,
			cost: ctl, operands: variadic, results: none, post: verifyTerminatorPlacement},
		{name: "stablehlo.optimization_barrier", summary: "forbid moving work across this point", traits: 0,
			cost: CostFree, operands: variadic, results: variadic, infer: inferOperandTypes},
		{name: "stablehlo.custom_call", summary: "call a backend-defined target", traits: ir.SideEffects,
			cost: ctl, operands: variadic, results: variadic, post: verifyCustomCall},
		{name: "stablehlo.composite", summary: "named composite with a decomposition function", traits: 0,
			cost: ctl, operands: variadic, results: variadic, post: verifyComposite},
		{name: "stablehlo.after_all", summary: "join tokens", traits: 0,
			cost: CostFree, operands: variadic, results: one},
		{name: "stablehlo.create_token", summary: "a fresh token", traits: 0,
			cost: CostFree, operands: none, results: one},
		{name: "stablehlo.partition_id", summary: "id of this partition", traits: 0,
			cost: CostFree, operands: none, results: one},
		{name: "stablehlo.replica_id", summary: "id of this replica", traits: 0,
			cost: CostFree, operands: none, results: one},
		{name: "stablehlo.infeed", summary: "read from the infeed", traits: ir.SideEffects,
			cost: coll, operands: one, results: variadic, post: verifyInfeed},
		{name: "stablehlo.outfeed", summary: "write to the outfeed", traits: ir.SideEffects,
			cost: coll, operands: atLeast1, results: one},
		{name: "stablehlo.send", summary: "send to another program", traits: ir.SideEffects,
			cost: coll, operands: atLeast1, results: one, infer: inferToken, post: verifySend},
		{name: "stablehlo.recv", summary: "receive from another program", traits: ir.SideEffects,
			cost: coll, operands: one, results: variadic, post: verifyRecv},
		{name: "stablehlo.all_reduce", summary: "reduce across replicas", traits: ir.Collective | ir.SideEffects,
			cost: coll, operands: variadic, results: variadic, pre: verifyAllReduce, infer: inferAllReduce, mhloInfers: true},
		{name: "stablehlo.reduce_scatter", summary: "reduce across replicas and scatter the result", traits: ir.Collective | ir.SideEffects,
			cost: coll, operands: one, results: one, post: verifyReduceScatter},
		{name: "stablehlo.all_gather", summary: "concatenate across replicas", traits: ir.Collective | ir.SideEffects,
			cost: coll, operands: variadic, results: variadic, post: verifyAllGather},
		{name: "stablehlo.all_to_all", summary: "split, exchange and concatenate across replicas", traits: ir.Collective | ir.SideEffects,
			cost: coll, operands: variadic, results: variadic, pre: allToAllPre, infer: inferAllToAll},
		{name: "stablehlo.collective_permute", summary: "send to replicas by source_target_pairs", traits: ir.Collective | ir.SideEffects,
			cost: coll, operands: one, results: one, post: verifyCollectivePermute},
		{name: "stablehlo.collective_broadcast", summary: "broadcast within replica groups", traits: ir.Collective | ir.SideEffects,
			cost: coll, operands: variadic, results: variadic, post: verifyDynamicRoot},
		{name: "stablehlo.collective_reduce", summary: "reduce within replica groups", traits: ir.Collective | ir.SideEffects,
			cost: coll, operands: variadic, results: variadic, post: verifyCollectiveReduce},
	})
}
