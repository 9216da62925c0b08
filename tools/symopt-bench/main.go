// Command symopt-bench prints side-by-side measurements of symopt's
// optimizers. `symopt-bench memory` is the peak-memory table of
// docs/memory.md.
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, "usage: symopt-bench memory [--check-runtime=false] [--preset NAME]")
		return 2
	}
	switch args[0] {
	case "memory":
		return memoryMain(args[1:], stdout, stderr)
	}
	fmt.Fprintf(stderr, "symopt-bench: unknown command '%s' (want memory)\n", args[0])
	return 2
}
