// Command fusion-report measures what the fuse pass buys on an MLIR file:
// for each function, kernels launched and bytes moved through global
// memory per call before and after fusion, as symbolic expressions of the
// dynamic dims and evaluated at given sizes.
//
//	go run ./tools/fusion-report [--dim S0=4096] [--default-dim 128] FILE
//
// Dims are named S0, S1, ... with the arguments' dynamic dims first; the
// report lists where each comes from. Exit status 1 on failure, 2 on a
// usage error.
package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/pflag"
	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/lowering"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/parser"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fs := pflag.NewFlagSet("fusion-report", pflag.ContinueOnError)
	fs.SetOutput(stderr)
	dims := fs.StringArray("dim", nil, "bind a dim, e.g. --dim S0=4096 (repeatable)")
	def := fs.Int64("default-dim", 128, "value of every dim not bound with --dim")
	maxOps := fs.Int("max-ops", fusion.DefaultConfig().MaxOps, "most ops in one fusion")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "usage: fusion-report [--dim NAME=SIZE]... [--default-dim N] FILE")
		return 2
	}
	bind := map[string]int64{}
	for _, d := range *dims {
		name, val, ok := strings.Cut(d, "=")
		n, err := strconv.ParseInt(val, 10, 64)
		if !ok || err != nil || n < 0 {
			fmt.Fprintf(stderr, "fusion-report: bad --dim %q: want NAME=SIZE\n", d)
			return 2
		}
		bind[name] = n
	}
	path := fs.Arg(0)
	src, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(stderr, "fusion-report: %v\n", err)
		return 1
	}
	sources := diag.Sources{path: src}
	reg := dialect.NewRegistry()
	f, err := parser.Parse(path, src, reg, parser.Options{})
	if err == nil {
		err = dialect.Verify(f.Module)
	}
	if err != nil {
		sources.PrintAll(stderr, err)
		return 1
	}
	cfg := fusion.DefaultConfig()
	cfg.MaxOps, cfg.Lowerable = *maxOps, hlo.CanLower
	for _, fn := range lowering.Funcs(f.Module) {
		fusion.FuseBlock(fn, fn.Regions[0].Blocks[0], reg, cfg)
	}
	stats, err := lowering.Stats(f.Module)
	if err != nil {
		sources.PrintAll(stderr, err)
		return 1
	}
	for _, s := range stats {
		report(stdout, s, bind, *def)
	}
	return 0
}

func report(w io.Writer, s lowering.FuncStats, bind map[string]int64, def int64) {
	at := map[string]int64{}
	var parts []string
	for _, d := range s.Dims {
		v, ok := bind[d.Name]
		if !ok {
			v = def
		}
		at[d.Name] = v
		parts = append(parts, fmt.Sprintf("%s=%d", d.Name, v))
	}
	fmt.Fprintf(w, "@%s\n", s.Func)
	for _, d := range s.Dims {
		fmt.Fprintf(w, "  dim %s = %s\n", d.Name, d.From)
	}
	before, after, ratio, err := s.Ratio(at)
	fmt.Fprintf(w, "  kernels launched: %d unfused, %d fused (plus %d library calls)\n", s.KernelsBefore, s.KernelsAfter, s.LibraryCalls)
	fmt.Fprintf(w, "  bytes moved unfused: %s\n", s.BytesBefore)
	fmt.Fprintf(w, "  bytes moved fused:   %s\n", s.BytesAfter)
	if err != nil {
		fmt.Fprintf(w, "  at {%s}: %v\n", strings.Join(parts, ", "), err)
		return
	}
	fmt.Fprintf(w, "  at {%s}: %d -> %d bytes, fused/unfused = %.3f\n", strings.Join(parts, ", "), before, after, ratio)
}
