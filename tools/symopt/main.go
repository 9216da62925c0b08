// Command symopt reads MLIR text, runs a pass pipeline over it and prints
// the result (or LLVM IR, PTX or a cubin with --emit). See driver.Main.
package main

import (
	"os"
	"runtime/debug"

	"github.com/symopt/symopt/driver"
)

func main() {
	// Almost all of symopt's heap is the live IR, so the default GOGC=100
	// mostly buys garbage headroom; 50 keeps peak memory near the IR's size
	// at little cost in time. An explicit GOGC in the environment wins.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(50)
	}
	driver.CleanUpOnSignal()
	os.Exit(driver.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
