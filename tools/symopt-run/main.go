// Command symopt-run executes functions of an MLIR module on concrete
// tensors with the reference interpreter. See interp.Main.
package main

import (
	"os"

	"github.com/symopt/symopt/interp"
)

func main() {
	os.Exit(interp.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
