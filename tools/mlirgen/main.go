// Command mlirgen writes a large synthetic MLIR file in the generic op form
// for parser and printer benchmarks: F functions of N ops each over tensors
// with dynamic dimensions, using ops mlir-opt accepts with
// --allow-unregistered-dialect.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("mlirgen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	funcs := fs.Int("funcs", 100, "number of functions")
	ops := fs.Int("ops", 1000, "ops per function")
	out := fs.String("o", "-", "output file")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *funcs < 1 || *ops < 1 || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "mlirgen: -funcs and -ops must be at least 1, and no arguments are taken")
		fs.Usage()
		return 2
	}
	w := bufio.NewWriterSize(stdout, 1<<20)
	if *out != "-" {
		f, err := os.Create(*out)
		if err != nil {
			fmt.Fprintln(stderr, "mlirgen:", err)
			return 1
		}
		defer f.Close()
		w = bufio.NewWriterSize(f, 1<<20)
	}
	write(w, *funcs, *ops)
	if err := w.Flush(); err != nil {
		fmt.Fprintln(stderr, "mlirgen:", err)
		return 1
	}
	return 0
}

var binary = []string{"stablehlo.add", "stablehlo.multiply", "stablehlo.subtract", "stablehlo.maximum"}
var unary = []string{"stablehlo.exponential", "stablehlo.tanh", "stablehlo.negate", "stablehlo.abs"}

func write(w *bufio.Writer, funcs, ops int) {
	const t = "tensor<?x1024xf32>"
	fmt.Fprintln(w, `"builtin.module"() ({`)
	for f := 0; f < funcs; f++ {
		fmt.Fprintf(w, `  "func.func"() <{function_type = (%s, %s) -> %s, sym_name = "f%d"}> ({`+"\n", t, t, t, f)
		fmt.Fprintf(w, "  ^bb0(%%arg0: %s, %%arg1: %s):\n", t, t)
		prev, prev2 := "%arg0", "%arg1"
		for i := 0; i < ops-1; i++ {
			name := fmt.Sprintf("%%%d", i)
			switch i % 3 {
			case 0, 1:
				fmt.Fprintf(w, `    %s = "%s"(%s, %s) : (%s, %s) -> %s`+"\n", name, binary[(i/3)%4], prev, prev2, t, t, t)
			default:
				fmt.Fprintf(w, `    %s = "%s"(%s) {mhlo.frontend_attributes = {op = "%d"}} : (%s) -> %s`+"\n", name, unary[(i/3)%4], prev, i, t, t)
			}
			prev2, prev = prev, name
		}
		fmt.Fprintf(w, `    "func.return"(%s) : (%s) -> ()`+"\n", prev, t)
		fmt.Fprintln(w, "  }) : () -> ()")
	}
	fmt.Fprintln(w, "}) : () -> ()")
}
