// Package fusion implements the `fuse` pass: it groups the ops of a
// function into symopt.fusion ops, each of which lower-to-kernels (package
// lowering) turns into one GPU kernel.
//
// Kinds: kLoop (elementwise ops, broadcasts, converts, selects, compares,
// iota, reshapes and transposes over one iteration shape), kInput (row or
// column reductions with their elementwise producers, later phases such as
// the normalization of a softmax, and elementwise consumers of the reduced
// values as an epilogue) and kHorizontal (independent loop fusions of one
// shape launched together). Legality uses a DimEquality: dims proven equal
// fuse even when they are dynamic. The default analysis (Dims) is
// conservative; the symbolic-shapes analysis plugs in through the same
// interface.
//
// The package knows the op table (dialect) and the IR; it knows nothing
// about kernels, launch plans or code generation. Which ops the lowering
// can express is given to it as a predicate (Config.Lowerable).
package fusion
