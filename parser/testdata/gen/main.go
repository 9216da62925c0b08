// Command gen writes the synthetic generic-form module used to time the
// parser end to end: gen [-funcs N] [-ops N] > big.mlir
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/symopt/symopt/parser"
)

func main() {
	funcs := flag.Int("funcs", 100, "number of functions")
	ops := flag.Int("ops", 1000, "ops per function")
	flag.Parse()
	if flag.NArg() != 0 || *funcs < 0 || *ops < 0 {
		fmt.Fprintln(os.Stderr, "usage: gen [-funcs N] [-ops N] > file.mlir")
		os.Exit(2)
	}
	if _, err := os.Stdout.Write(parser.GenerateGeneric(*funcs, *ops)); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}
