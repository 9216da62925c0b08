// Command mlirgen writes a large synthetic MLIR file in the generic op form
// for parser and printer benchmarks: F functions of N ops each over tensors
// with dynamic dimensions, using ops mlir-opt accepts with
// --allow-unregistered-dialect.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
)

func main() {
	funcs := flag.Int("funcs", 100, "number of functions")
	ops := flag.Int("ops", 1000, "ops per function")
	out := flag.String("o", "-", "output file")
	flag.Parse()
	w := bufio.NewWriterSize(os.Stdout, 1<<20)
	if *out != "-" {
		f, err := os.Create(*out)
		if err != nil {
			fmt.Fprintln(os.Stderr, "mlirgen:", err)
			os.Exit(1)
		}
		defer f.Close()
		w = bufio.NewWriterSize(f, 1<<20)
	}
	defer w.Flush()
	write(w, *funcs, *ops)
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
