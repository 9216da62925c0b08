// Package symbolic is the algebra of symbolic tensor dimensions.
//
// Every dynamic dimension of a tensor gets a symbol (S0, S1, ...). This
// package holds:
//
//   - Expr: polynomials over symbols with int64 coefficients in a canonical
//     form (equal polynomials print and compare identically), with
//     overflow-checked arithmetic, exact division, substitution, evaluation
//     and a text parser;
//   - Store: the facts known about symbols (equal classes, constants, ranges,
//     divisibility, affine and polynomial definitions, product equalities,
//     inequalities between expressions,
//     likely values), each with the provenance of the fact that produced it;
//   - Compare: orderings between expressions proven for every binding of the
//     symbols allowed by the store, Guess for a best guess when nothing is
//     proven, and Threshold for the memory optimizer;
//   - a line-oriented text form of a store (Facts, ParseFact, ParseText).
//
// The package must not know about MLIR: no operations, types, attributes or
// locations. Callers map IR to symbols and pass provenance strings (usually
// an op location) that are only recorded and reported. The rules are
// described in docs/symbolic.md.
//
// A Store is not safe for concurrent use; Compare updates its statistics.
package symbolic
