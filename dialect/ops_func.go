package dialect

import "github.com/symopt/symopt/ir"

// builtin.module and the func dialect.

func init() {
	register([]spec{
		{name: "builtin.module", summary: "top-level container of symbols (a graph region)", traits: ir.SymbolTable | ir.IsolatedFromAbove | ir.NoRegionArgs,
			cost: CostControl, operands: none, results: none, post: verifyNoResultAlias},
		{name: "func.func", summary: "a function", traits: ir.IsolatedFromAbove | ir.Symbol,
			cost: CostControl, operands: none, results: none, post: verifyFunc},
		{name: "func.return", summary: "return from a function", traits: ir.Terminator | ir.ReturnLike,
			cost: CostControl, operands: variadic, results: none, post: verifyFuncReturn},
		// A call is only as pure as its callee; the row stays conservative
		// (side effects) and IsCall lets passes that look into callees
		// recognise it.
		{name: "func.call", summary: "call a function by symbol", traits: ir.SideEffects,
			cost: CostControl, operands: variadic, results: variadic, post: verifyCall, call: true},
		// A function as a value: `%f = func.constant @callee : (t) -> t`.
		{name: "func.constant", summary: "the function a symbol names, as a value",
			cost: CostControl, operands: none, results: one, post: verifyFuncConstant},
	})
}
