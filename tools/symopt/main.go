// Command symopt reads MLIR text, runs a pass pipeline over it and prints
// the result (or LLVM IR, PTX or a cubin with --emit). See driver.Main.
package main

import (
	"os"

	"github.com/symopt/symopt/driver"
)

func main() {
	os.Exit(driver.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
