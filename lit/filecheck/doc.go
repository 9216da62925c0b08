// Package filecheck is a Go implementation of LLVM's FileCheck: it reads a
// check file of CHECK directives and verifies that an input text matches
// them, printing FileCheck-compatible diagnostics and input dumps.
//
// The observable behaviour (exit codes, diagnostic text, --dump-input
// layout) follows FileCheck from LLVM 19 so that tests written for FileCheck,
// including tests of FileCheck's own output, pass unchanged. docs/filecheck.md
// lists what is supported and where the package deliberately extends it.
//
// Main is the only entry point; it holds all state in values local to one
// call, so many calls may run concurrently. The package knows nothing about
// MLIR, lit or any other tool of symopt: it only sees a check file, an input
// text and command-line options.
package filecheck
