// Package pipeline is symopt's pass manager: a registry of passes described
// as data (name, summary, typed options, statistics, anchor op and a
// constructor), a parser for textual pipelines in mlir-opt's syntax
// (`builtin.module(func.func(cse,canonicalize{max-iterations=10}),symbol-dce)`),
// and a Manager that runs a parsed pipeline over an operation with the
// instrumentation mlir-opt offers: IR dumps before and after passes, unified
// diffs of what a pass changed, verification after each pass, a timing
// report, pass statistics and recovery from panics inside passes.
//
// It knows nothing about particular passes (package transforms and others
// register theirs), about dialects (the verifier is a function value the
// driver passes in) or about command-line flags (the driver maps flags onto
// Config).
package pipeline
