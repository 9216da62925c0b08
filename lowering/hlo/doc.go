// Package hlo lowers one symopt.fusion op (StableHLO ops in a region, see
// package fusion) to a loop-level kernel (package lowering/kernel): index
// arithmetic over the dims of the fusion's operands, loads, stores,
// elementwise math, broadcast and transpose index maps, and the reduction
// strategy (one thread per element, warp or block row reduction, column
// reduction) chosen from the shape. Some ops left outside fusions get
// kernels of their own (Outside, LowerOutside): scatters (a copy and an
// atomic update kernel), sorts (a block per row) and the reductions the
// fuser does not take (a sequential fold per row).
//
// It knows the IR, the op table and the kernel IR; it knows nothing about
// launch plans, buffers of a whole function or code generation.
package hlo
