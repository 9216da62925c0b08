// Package transforms holds symopt's general passes, one per file: cse,
// dce, symbol-dce, inline and canonicalize. Register adds them to a
// pipeline.Registry; canonicalize runs the patterns of a rewrite.PatternSet
// the driver assembles from the packages that know particular dialects.
//
// The passes rely only on what ir.OpInfo says about ops (traits such as
// SideEffects, Terminator, IsolatedFromAbove, ConstantLike, and the Fold
// hook) and on the func dialect's symbol conventions (sym_name,
// sym_visibility, func.call's callee); they know no HLO op by name.
package transforms
