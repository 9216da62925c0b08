// Package ir is the core of symopt: the in-memory form of an MLIR program.
//
// Like MLIR itself, every operation is one generic Operation value (a name,
// operands, results, attributes, properties, regions of blocks, successors
// and a location); what is known about a particular op (its traits, verifier,
// shape function, folder, custom assembly) lives in an OpInfo row of a
// Registry, not in a Go type per op. Types and attributes are small immutable
// values compared structurally.
//
// This package knows nothing about text syntax beyond printing (the parser
// package reads text into it) and nothing about particular dialects (the
// dialect package fills a Registry).
package ir
