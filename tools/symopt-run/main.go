// Command symopt-run executes functions of an MLIR module on concrete
// tensors with the reference interpreter. See interp.Main.
package main

import (
	"os"
	"runtime/debug"

	"github.com/symopt/symopt/interp"
)

// gcPercent is the garbage collector's target unless GOGC says otherwise:
// the interpreter drops every tensor after its last use, and with Go's
// default of 100 the heap grew to about twice the live tensors before a
// collection gave the dead ones back (1.59 GB resident for 0.70 GB live
// on a llama train step; 1.09 GB at 25, for 8% more CPU time).
const gcPercent = 25

func main() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	os.Exit(interp.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
