// Package build appends StableHLO ops to a block with their result types
// computed, the way JAX writes them: static shapes use the static ops
// (broadcast_in_dim, reshape, iota) and shapes with `?` dims use
// get_dimension_size with dynamic_broadcast_in_dim, dynamic_reshape and
// dynamic_iota on shapes built by concatenating reshaped i32 sizes.
//
// The autodiff pass builds gradients with it and the models package builds
// whole networks with it. The package knows the IR and the op table; it
// knows nothing about passes, text or differentiation.
package build
