// Command lit runs lit-style tests (see docs/lit.md) with the project's
// tools registered to run in-process.
package main

import (
	"os"

	"github.com/symopt/symopt/lit"
)

func main() {
	os.Exit(lit.Main(os.Args[1:], os.Stdout, os.Stderr, tools()))
}
