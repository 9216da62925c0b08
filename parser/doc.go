// Package parser reads MLIR text into the IR of package ir.
//
// It accepts what MLIR's own parser accepts for the builtin syntax (generic
// operations, regions and blocks, builtin types and attributes, locations,
// aliases and the `{-# ... #-}` resource trailer) and the custom assembly of
// the ops registered in an ir.Registry, which it runs through a parsing
// ir.AsmStream. Pretty forms of unknown ops are read with a lenient generic
// fallback so that files mixing many dialects still load.
//
// The top level of a file (alias definitions, top-level operations, the
// resource trailer) is a participle grammar over a hand-written lexer; the
// statements inside an operation are read by a hand-written recursive
// descent over the same scanner, building IR directly (see docs/parser.md
// for why).
//
// Dialect types and attributes are kept verbatim; the one exception is the
// syntax of the HLO dialects' type names and dimension-number attributes
// (hlo_*.go), checked so that malformed ones fail with StableHLO's wording.
//
// The package knows the syntax only: it does not verify ops beyond the type
// agreement of SSA uses, and knows nothing about passes or printing.
package parser
