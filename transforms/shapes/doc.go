// Package shapes holds the passes built on the symbolic shape analysis
// (package symbolic/shapes): symbolic-shapes annotates a module with its
// dimension symbols and constraints, shape-simplify removes shape work the
// analysis proves unneeded, and bind-dims specializes a module to concrete
// sizes. The passes know the IR, the dialect table and the analysis; they
// must not know about the driver or code generation.
package shapes
