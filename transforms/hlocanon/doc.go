// Package hlocanon holds the canonicalization patterns of the HLO family:
// algebraic identities (x+0, x*1, double negation, ...), layout no-ops and
// compositions (reshape of reshape, transpose of transpose, broadcast of
// broadcast), whole-operand slices and pads, selects and compares that
// decide statically, and the "dynamic op whose shape operands are
// constants becomes the static op" family. Patterns match the MHLO and
// StableHLO spellings alike and create new ops in the dialect of the op
// they rewrite, keeping every result type exactly.
//
// Every pattern keeps the IEEE semantics of the program: identities that
// are wrong for NaN or signed zeros (x+0.0, x*0.0) are not applied to
// floats. Constant folding itself is not here: the dialect package's
// folders do it through the canonicalize driver.
//
// The package knows the IR, the op table's views (package dialect) and the
// rewrite machinery; it knows nothing about the pass manager, the driver or
// the interpreter (its tests use the interpreter to check the patterns).
package hlocanon
