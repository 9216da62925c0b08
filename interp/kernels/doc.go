// Package kernels implements the semantics of StableHLO ops (and the CHLO
// and MHLO ops that have no StableHLO twin) on concrete tensors from
// package tensor: elementwise math, shape manipulation, dot_general and
// convolution, reductions and windows, gather/scatter, sort and top_k, FFT,
// batch normalization, triangular solves and Cholesky factorization,
// einsum, ragged_dot and uniform quantization.
//
// Kernels are pure functions: they take tensors and Go-valued parameters
// (dimension lists, directions, callbacks for region bodies) and return new
// tensors, or an error for inconsistent shapes or parameters; they never
// panic on bad input. Region bodies (reduce, scatter, sort comparators...)
// are passed as Go callbacks on rank-0 tensors so the package knows nothing
// about MLIR, the IR or its attributes; beyond mapping op mnemonics and
// enum spellings to Go values (ParseUnaryOp, ParseDirection...), turning
// an operation into a call is the IR walker's job. Known bodies have fast
// paths (ReduceKind, ScatterKind, SortFast) that skip the callbacks.
//
// Large kernels split their work over all cores with goroutines.
package kernels
