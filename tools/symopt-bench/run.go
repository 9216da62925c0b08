package main

import (
	"fmt"
	"io"
	"os"

	"github.com/spf13/pflag"
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/runtime"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

const runUsage = `usage: symopt-bench run FILE [--optimized FILE2] [flags]

Runs a function of FILE (and of FILE2, on the same seeded random inputs,
comparing results) under the memory-accounting runtime: every tensor is
allocated by its op and freed after its last use; symopt.evict frees its
buffer when the live bytes exceed --memory-limit; symopt.regenerate
recomputes evicted values.

Flags:
`

// runMain is `symopt-bench run`.
func runMain(args []string, stdout, stderr io.Writer) int {
	fs := pflag.NewFlagSet("run", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fn := fs.String("fn", "main", "function to run")
	opt := fs.String("optimized", "", "a second module (the optimized one) run on the same inputs and compared")
	dims := fs.String("dims", "", "dynamic dimensions: S0=4,S1=16 (symbols) or arg0=4x16 (shapes)")
	seed := fs.Int64("seed", 1, "seed of the random inputs")
	limit := fs.Int64("memory-limit", 0, "live-byte budget that symopt.evict enforces (0: none)")
	report := fs.Bool("memory-report", false, "print peak_bytes, evictions and recomputed_ops")
	timeline := fs.String("memory-timeline", "", "draw live bytes over the run into this SVG file (side by side with --optimized)")
	if err := fs.Parse(args); err != nil || fs.NArg() != 1 {
		if err == nil {
			err = fmt.Errorf("expected one input file, got %d", fs.NArg())
		}
		fmt.Fprintf(stderr, "symopt-bench run: %v\n%s%s", err, runUsage, fs.FlagUsages())
		return 2
	}
	d, err := interp.ParseDims(*dims)
	if err != nil {
		fmt.Fprintf(stderr, "symopt-bench run: %v\n", err)
		return 2
	}
	files := []string{fs.Arg(0)}
	if *opt != "" {
		files = append(files, *opt)
	}
	reg := dialect.NewRegistry()
	var mods []*ir.Operation
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintf(stderr, "symopt-bench run: %v\n", err)
			return 2
		}
		m, err := parse(string(src), reg)
		if err != nil {
			fmt.Fprintf(stderr, "%v\n", err)
			return 2
		}
		mods = append(mods, m)
	}
	first := interp.New(mods[0], interp.Options{})
	f := first.Func(*fn)
	if f == nil {
		fmt.Fprintf(stderr, "symopt-bench run: no function @%s in %s\n", *fn, files[0])
		return 2
	}
	in, err := interp.RandomInputs(f, uint64(*seed), d)
	if err != nil {
		fmt.Fprintf(stderr, "symopt-bench run: %v\n", err)
		return 2
	}
	var series []runtime.Series
	var accs []*runtime.Accountant
	for i, m := range mods {
		acc := runtime.New(*limit)
		it := interp.New(m, interp.Options{Observer: acc})
		if i == 0 {
			if _, err := it.Call(*fn, in); err != nil {
				fmt.Fprintf(stderr, "%s: %v\n", files[i], err)
				return 1
			}
		} else if err := compareRuns(interp.New(mods[0], interp.Options{}), it, *fn, in, interp.DefaultTolerance()); err != nil {
			fmt.Fprintf(stderr, "%s differs from %s: %v\n", files[i], files[0], err)
			return 1
		}
		accs = append(accs, acc)
		series = append(series, runtime.Series{Title: files[i], Live: acc.Timeline, Limit: *limit})
	}
	if *report {
		for i, acc := range accs {
			fmt.Fprintf(stdout, "%s: peak_bytes=%d evictions=%d recomputed_ops=%d ops=%d\n", files[i], acc.Peak(), acc.Evictions, acc.RecomputedOps, acc.Ops)
		}
	}
	if *timeline != "" {
		out, err := os.Create(*timeline)
		if err == nil {
			err = runtime.WriteTimelineSVG(out, series)
			if cerr := out.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			fmt.Fprintf(stderr, "symopt-bench run: %v\n", err)
			return 1
		}
	}
	return 0
}

// compareRuns runs fn in both interpreters and compares the results; both
// runs failing is an error too.
func compareRuns(before, after *interp.Interpreter, fn string, args []*tensor.Tensor, tol tensor.Tolerance) error {
	both, err := interp.CompareCall(before, after, fn, args, tol)
	if both != nil {
		return fmt.Errorf("both runs failed: %v", both)
	}
	return err
}
