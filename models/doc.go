// Package models generates StableHLO programs for neural networks (an
// MLP, a GPT-style transformer and a LLaMA-style decoder) in the form JAX
// exports them, with dynamic batch and sequence dims by default: forward
// passes, forward + loss, and whole training steps (loss, gradients by
// the autodiff pass, an SGD or Adam update, optionally a data-parallel
// gradient all_reduce) in one function.
//
// It is a source of realistic inputs for the passes, the interpreter and
// the benchmarks. It knows the IR, the op table and the autodiff package;
// it knows nothing about text parsing, other passes or code generation.
package models
