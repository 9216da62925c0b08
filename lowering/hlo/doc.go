// Package hlo lowers one symopt.fusion op (StableHLO ops in a region, see
// package fusion) to a loop-level kernel (package lowering/kernel): index
// arithmetic over the dims of the fusion's operands, loads, stores,
// elementwise math, broadcast and transpose index maps, and the reduction
// strategy (one thread per element, warp or block row reduction, column
// reduction) chosen from the shape.
//
// It knows the IR, the op table and the kernel IR; it knows nothing about
// launch plans, buffers of a whole function or code generation.
package hlo
