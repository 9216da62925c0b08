// Command gpucheck writes the GPU check bundle: for each representative
// kernel its PTX, a manifest with launch sizes, and inputs and expected
// outputs computed by the kernel IR interpreter, for run.py to launch and
// time on a machine with an NVIDIA GPU.
//
// Usage:
//
//	go run ./nvptx/gpucheck -o DIR [--llc llc-19] [--scale N]
//	python3 DIR/run.py DIR
package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/spf13/pflag"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	fs := pflag.NewFlagSet("gpucheck", pflag.ContinueOnError)
	out := fs.StringP("output", "o", "", "directory to write the bundle to (created)")
	llc := fs.String("llc", "", "llc binary (default: llc-19, then llc)")
	cpu := fs.String("mcpu", "", "llc -mcpu (default sm_90 for LLVM 17+)")
	scale := fs.Int64("scale", 1, "divide the timed sizes by this factor")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return 0
		}
		fmt.Fprintln(os.Stderr, "gpucheck:", err)
		return 2
	}
	if *out == "" || fs.NArg() != 0 || *scale < 1 {
		fmt.Fprintln(os.Stderr, "usage: gpucheck -o DIR [--llc PATH] [--mcpu sm_XX] [--scale N]")
		return 2
	}
	if err := writeBundle(*out, *llc, *cpu, *scale); err != nil {
		fmt.Fprintln(os.Stderr, "gpucheck:", err)
		return 1
	}
	return 0
}
