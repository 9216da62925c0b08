// Package shapes is the symbolic shape analysis of an MLIR module: it
// gives every dynamic tensor dimension a symbol of package symbolic, maps
// each op to the facts its semantics imply (equal dimensions, products,
// sums, affine slices, bounds), and answers questions later passes ask
// (which dims are equal, how many bytes a tensor holds, as an expression).
//
// It also owns the textual form of that knowledge in the IR: the
// `[@S0, 4, @S1]` encodings of tensor types and the module-level
// symopt.dim and symopt.constraint declarations (docs/symbolic-shapes.md),
// which it writes (Annotate) and reads back as facts (Analyze).
//
// The package walks IR and reads the dialect's op rows; it must not know
// about the pass manager, the driver or any code generation. The algebra
// stays in package symbolic, which must not import this one.
package shapes
