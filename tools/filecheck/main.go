// Command filecheck is a drop-in replacement for LLVM's FileCheck; see
// package lit/filecheck.
package main

import (
	"os"

	"github.com/symopt/symopt/lit/filecheck"
)

func main() {
	os.Exit(filecheck.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
