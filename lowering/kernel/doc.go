// Package kernel holds the loop-level IR for one GPU kernel: its
// parameters (global buffers and i64 dims), its launch strategy (a
// grid-stride elementwise loop, a row reduction, a column reduction, a row
// sort or a sequential row fold) and
// the scalar instructions that compute each element.
//
// A kernel is plain data. The Builder is the API a lowering from fused
// tensor ops calls; Print renders the text form used by golden tests and
// debugging, and Parse reads it back; Verify checks the typing and scoping rules; Run executes a
// kernel on the CPU by simulating the launch thread by thread, with warp
// shuffles, shared memory and barriers, so that a kernel and its reduction
// schedule can be checked against a plain reference without a GPU.
//
// The package knows nothing about MLIR, tensors, symbolic shape algebra or
// LLVM: launch sizes are small expressions over the kernel's own dim
// parameters (Expr), and code generation lives in package nvptx.
package kernel
