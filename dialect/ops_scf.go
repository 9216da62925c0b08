package dialect

import "github.com/symopt/symopt/ir"

// The scf ops that shape computations and lowered loops use. Like MLIR's,
// scf.if and scf.for have no side effects of their own (what their regions
// hold decides); their terminators are return-like so that passes forward
// values through them.

func init() {
	ctl := CostControl
	register([]spec{
		{name: "scf.if", summary: "run the then or the else region on an i1 condition", traits: ir.NoRegionArgs,
			cost: ctl, operands: one, results: variadic, post: verifyScfIf},
		{name: "scf.for", summary: "counted loop from lb to ub by step carrying iter_args", traits: 0,
			cost: ctl, operands: arity{3, -1}, results: variadic, post: verifyScfFor},
		{name: "scf.while", summary: "loop: before region computes the condition, after region the body", traits: 0,
			cost: ctl, operands: variadic, results: variadic, post: verifyScfWhile},
		{name: "scf.yield", summary: "scf region terminator", traits: ir.Terminator | ir.ReturnLike,
			cost: ctl, operands: variadic, results: none, post: verifyScfYield},
		{name: "scf.condition", summary: "end scf.while's before region: continue on true, forwarding args", traits: ir.Terminator,
			cost: ctl, operands: atLeast1, results: none, post: verifyScfCondition},
	})
}
