// Package lit is a test runner compatible with LLVM's lit for the
// ShTest format: it discovers test files below a suite configuration,
// reads the RUN/REQUIRES/UNSUPPORTED/XFAIL lines they hold, expands
// substitutions and runs the commands in an internal shell, in parallel,
// and reports results in lit's console, JSON and xUnit formats.
//
// Configuration files are declarative text (see docs/lit.md), so no
// Python is needed. Tools such as filecheck or symopt can be registered
// as in-process functions (Registry) and then run without fork/exec.
//
// The package must not know about any particular tool, compiler pass or
// IR: it only runs commands. Binaries (tools/lit) and the project's test
// suite decide which tools to register.
package lit
