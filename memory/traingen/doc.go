// Package traingen writes train-step-like StableHLO test graphs (a stack of
// MLP blocks with residuals, a squared loss and the backward pass) with a
// dynamic batch and sequence length, for the memory optimizer's tests and
// benchmarks. The backward pass is emitted in a poor order on purpose, as
// exporters often do: every activation gradient first, then every weight
// gradient, so that activations stay live until the end.
//
// It only writes text; it must not know about passes or the interpreter.
package traingen
