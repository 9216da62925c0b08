// Command symopt-bench prints side-by-side measurements of symopt's
// optimizers. `symopt-bench memory` is the peak-memory table of
// docs/memory.md; `symopt-bench run` runs a module (and its optimized
// form) under the memory-accounting runtime.
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
		fmt.Fprintln(stderr, "usage: symopt-bench memory [--check-runtime=false] [--preset NAME]\n       symopt-bench run FILE [--optimized FILE2] [--memory-limit BYTES] [--memory-report] [--memory-timeline FILE.svg]")
		return 2
	}
	switch args[0] {
	case "memory":
		return memoryMain(args[1:], stdout, stderr)
	case "run":
		return runMain(args[1:], stdout, stderr)
	}
	fmt.Fprintf(stderr, "symopt-bench: unknown command '%s' (want memory or run)\n", args[0])
	return 2
}
