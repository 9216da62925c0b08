// Package memory is symopt's memory optimizer for dynamic shapes: it gives
// every value of a function a size in bytes as a symbolic expression over the
// dimension symbols of package symbolic/shapes, computes live ranges and the
// memory curve of a schedule as a list of expressions (Profile), reorders the
// ops of a block to lower the symbolic peak (the schedule-memory pass, with
// several list schedulers and an exact search for small blocks), and inserts
// symopt.evict / symopt.regenerate ops where the peak can exceed a limit (the
// remat pass), leaving the decision to evict to run time.
//
// Sizes are compared with symbolic.Store.Compare (proofs for every binding)
// and symbolic.Store.Guess (likely values) when nothing is proven; every
// unproven comparison is counted, never fatal.
//
// The accounting model is the interpreter's (package interp, Observer):
// arguments are allocated on entry, each op allocates its results, and a
// value is freed right after the last op of its block that reads it
// (directly or from a nested region), or right after its definition when
// nothing reads it. An op's regions add their own peak while it runs.
//
// The package reads IR, the op table's traits and the shape analysis; it
// must not know about the driver, the interpreter or code generation.
package memory
