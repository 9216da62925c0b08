// Package driver implements the symopt command line: it reads MLIR text,
// runs a pass pipeline and prints the result. tools/symopt is a thin main
// around Main, and the lit runner calls Main in-process.
package driver

import (
	"fmt"
	"io"
)

// Main runs symopt with args (without argv[0]) and returns the exit code.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "symopt: not yet implemented")
	return 1
}
