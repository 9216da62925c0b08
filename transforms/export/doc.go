// Package export turns symopt's output back into plain StableHLO that
// other compilers (XLA, IREE, stablehlo-opt) accept. Each pass removes one
// kind of symopt-only construct:
//
//   - inline-fusions replaces every symopt.fusion by its body, in the
//     scheduled order, and its results by the yielded values;
//   - lower-remat turns symopt.regenerate into an unconditional
//     recomputation whose inputs pass through stablehlo.optimization_barrier
//     together with a value its user reads (what jax.checkpoint emits with
//     the incoming cotangent), so XLA's CSE cannot merge it back into the original and its
//     scheduler cannot hoist it above that point; symopt.evict is dropped;
//   - strip-symbolic-shapes removes the symopt.dim and symopt.constraint
//     declarations and the `[@S0, 4]` encodings of tensor types (dims stay
//     `?`), and the index arithmetic only the removed ops read.
//
// Pipeline is the three in order; the driver runs it for --emit=stablehlo.
package export
