// Package interp is symopt's reference interpreter: it runs any function of
// a StableHLO/MHLO module (with the func, arith, tensor, shape and check ops
// that surround them) on concrete tensors, so that every compiler
// transformation can be checked by running a program before and after it.
//
// The walker compiles each func.func once into a plan: every SSA value gets
// a slot in a flat per-call frame, every op a pre-resolved handler, and
// every value the step after which it is dead, so values are released as
// soon as nothing reads them (see Observer). Op semantics live in
// interp/kernels and the value type in interp/tensor; this package only maps
// ops and attributes to kernel calls, evaluates regions (as kernel callbacks
// or control flow) and reports errors with the op's file:line:col.
//
// Region bodies made of scalar arithmetic (binary ops, compare, select,
// convert, constants on rank-0 values) compile to kernels.ScalarProg and
// run per element without tensors; other bodies run their plan on rank-0
// tensors. Regions of several blocks run as a control-flow graph joined by
// cf.br and cf.cond_br, keeping every value until the region returns.
//
// Main is the symopt-run command line and Compare the differential-testing
// helper passes use in their tests.
//
// The package knows the IR, the op table's attribute views and the parser
// (for the command line); it knows nothing about passes, lowering or code
// generation.
package interp
