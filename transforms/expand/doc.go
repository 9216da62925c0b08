// Package expand holds the hlo-expand pass: it rewrites ops that code
// generation has no kernel for into ops it has, before fusion, the way
// XLA's expanders do (BatchNormExpander, TopK as a sort), takes MHLO
// tuples apart (get_tuple_element of a tuple is its element) and reads
// Shardy ops with single-device meaning (a sharding constraint is its
// operand, a manual computation on whole operands is its body). The
// rewritten function computes what the original does; the interpreter
// runs both.
//
// It knows the StableHLO ops it rewrites and builds with
// transforms/autodiff/build; it knows nothing about fusion or kernels.
package expand
