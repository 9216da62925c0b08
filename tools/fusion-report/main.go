// Command fusion-report measures what the fuse pass buys on an MLIR file:
// for each function, kernels launched and bytes moved through global
// memory per call before and after fusion, as symbolic expressions of the
// dynamic dims and evaluated at given sizes.
//
//	go run ./tools/fusion-report [--dim S0=4096] [--default-dim 128] [--check] FILE
//
// Dims are named S0, S1, ... with the arguments' dynamic dims first; the
// report lists where each comes from. A versioned body (an scf.if on the
// dims, as schedule-memory{versions=2} writes) is fused branch by branch
// and counted with both branches. remat's evict and regenerate ops
// (already in the input, or from --remat, which runs schedule-memory and
// remat before fusing) are counted apart: the recomputes' launches, and
// the bytes of the dynamic buffers, which the runtime allocates instead
// of the static slots. Exit status 1 on failure, 2 on a usage error.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/spf13/pflag"
	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/memory"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/transforms/shapes"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fs := pflag.NewFlagSet("fusion-report", pflag.ContinueOnError)
	fs.SetOutput(stderr)
	dims := fs.StringArray("dim", nil, "bind a dim, e.g. --dim S0=4096 (repeatable)")
	def := fs.Int64("default-dim", 128, "value of every dim not bound with --dim")
	maxOps := fs.Int("max-ops", fusion.DefaultConfig().MaxOps, "most ops in one fusion")
	split := fs.Bool("split-input-file", false, "process the pieces between `// -----` lines separately")
	allowUnreg := fs.Bool("allow-unregistered-dialect", false, "accept ops of dialects symopt does not know")
	symbolic := fs.Bool("symbolic-shapes", true, "run the symbolic-shapes analysis before fusing, as the default lowering pipeline does")
	remat := fs.Bool("remat", false, "run schedule-memory and remat before fusing")
	runLimits := fs.String("run-plan", "", "also lower and run each plan on the CPU at these memory limits in bytes (e.g. 0,1: none, every evict fires) against the interpreter")
	check := fs.Bool("check", false, "also run every fused kernel on the CPU against the unfused ops (dims 1, 7 and 45)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return 0
		}
		fmt.Fprintf(stderr, "fusion-report: %v\n", err)
		return 2
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "usage: fusion-report [--dim NAME=SIZE]... [--default-dim N] FILE")
		return 2
	}
	if *def < 0 {
		fmt.Fprintf(stderr, "fusion-report: bad --default-dim %d: a dim size is at least 0\n", *def)
		return 2
	}
	if *maxOps < 1 {
		fmt.Fprintf(stderr, "fusion-report: bad --max-ops %d: want at least 1\n", *maxOps)
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
	var limits []int64
	if *runLimits != "" {
		var err error
		if limits, err = parseLimits(*runLimits); err != nil {
			fmt.Fprintf(stderr, "fusion-report: %v\n", err)
			return 2
		}
	}
	path := fs.Arg(0)
	src, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(stderr, "fusion-report: %v\n", err)
		return 1
	}
	sources := diag.Sources{path: src}
	o := runOpts{bind: bind, def: *def, maxOps: *maxOps, check: *check, allowUnreg: *allowUnreg, symbolic: *symbolic, remat: *remat, limits: limits}
	failed := false
	for _, piece := range pieces(src, *split) {
		if err := process(stdout, path, piece, o); err != nil {
			sources.PrintAll(stderr, lowering.Diagnostics(err))
			failed = true
		}
	}
	if failed {
		return 1
	}
	return 0
}

type runOpts struct {
	bind       map[string]int64
	def        int64
	maxOps     int
	check      bool
	allowUnreg bool
	symbolic   bool
	remat      bool
	limits     []int64
}

// pieces splits src at `// -----` lines when split is set.
func pieces(src []byte, split bool) []parser.Piece {
	if !split {
		return []parser.Piece{{Text: src, Line: 1}}
	}
	return parser.Split(src)
}

// process fuses, measures and optionally checks one module.
func process(w io.Writer, path string, piece parser.Piece, o runOpts) error {
	reg := dialect.NewRegistry()
	f, err := parser.Parse(path, piece.Text, reg, parser.Options{AllowUnregistered: o.allowUnreg, FirstLine: piece.Line})
	if err == nil {
		err = dialect.Verify(f.Module)
	}
	if err != nil {
		return err
	}
	passes := pipeline.NewRegistry()
	if err := shapes.Register(passes); err != nil {
		return err
	}
	if err := fusion.Register(passes, fusion.PassConfig{Lowerable: hlo.CanLower}); err != nil {
		return err
	}
	if err := memory.Register(passes); err != nil {
		return err
	}
	text := fmt.Sprintf("func.func(fuse{max-ops=%d})", o.maxOps)
	if o.remat {
		text = fmt.Sprintf("func.func(schedule-memory,remat,fuse{max-ops=%d})", o.maxOps)
	}
	if o.symbolic {
		text = "symbolic-shapes," + text
	}
	pl, err := passes.Parse("builtin.module(" + text + ")")
	if err != nil {
		return err
	}
	var orig *ir.Operation
	if len(o.limits) > 0 {
		g, err := parser.Parse(path, piece.Text, dialect.NewRegistry(), parser.Options{AllowUnregistered: o.allowUnreg, FirstLine: piece.Line})
		if err != nil {
			return err
		}
		orig = g.Module
	}
	m := pipeline.NewManager(pl, pipeline.Config{Verify: dialect.Verify, VerifyEach: true, Ops: reg})
	if err := m.Run(f.Module); err != nil {
		return err
	}
	stats, err := lowering.Stats(f.Module)
	if err != nil {
		return err
	}
	for _, s := range stats {
		report(w, s, o.bind, o.def)
	}
	if orig != nil {
		if err := runPlans(w, orig, f.Module, o); err != nil {
			return err
		}
	}
	if o.check {
		rep, err := lowering.Check(f.Module, lowering.CheckOptions{Seed: 1})
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "check: %d kernels, %d runs match the unfused ops (%d ops without kernels evaluated only)\n", rep.Kernels, rep.Runs, rep.Unsupported)
		if rep.Then+rep.Else > 0 {
			fmt.Fprintf(w, "check: branches ran their then side %d times, their else side %d times\n", rep.Then, rep.Else)
		}
	}
	return nil
}

// counts prints a count map as `a 3, b 1` in name order.
func counts(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, m[k])
	}
	return strings.Join(parts, ", ")
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
	fmt.Fprintf(w, "  kernels launched: %d unfused, %d fused running %d distinct kernels (plus %d library calls)\n", s.KernelsBefore, s.KernelsAfter, s.DistinctKernels, s.LibraryCalls)
	fmt.Fprintf(w, "  fused kernels by kind: %s\n", counts(s.Kinds))
	if s.Branches > 0 {
		fmt.Fprintf(w, "  versioned: %d branch(es) on the dims; the counts and bytes cover both sides (%d copy steps); then side %d kernels + %d library calls, else side %d + %d\n",
			s.Branches, s.Copies, s.SideKernels[0], s.SideLibraryCalls[0], s.SideKernels[1], s.SideLibraryCalls[1])
	}
	if s.Evicts+s.Regenerates > 0 {
		dyn, derr := s.DynamicBytes.Eval(at)
		fmt.Fprintf(w, "  remat: %d evict steps, %d regenerate steps; the recomputes launch %d kernels + %d library calls (counted above, run only for evicted buffers)\n",
			s.Evicts, s.Regenerates, s.RecomputeKernels, s.RecomputeLibraryCalls)
		if derr == nil {
			fmt.Fprintf(w, "  dynamic buffers (no slot): %s bytes, %d at the dims below\n", s.DynamicBytes, dyn)
		}
	}
	if pool, err := s.PoolBytes(at); err == nil {
		fmt.Fprintf(w, "  static slots: %d, %d bytes at the dims below\n", len(s.Slots), pool)
	}
	if s.Unsupported > 0 {
		fmt.Fprintf(w, "  ops with no kernel yet: %s (one launch each, in both columns)\n", counts(s.UnsupportedOps))
	}
	fmt.Fprintf(w, "  bytes moved unfused: %s\n", s.BytesBefore)
	fmt.Fprintf(w, "  bytes moved fused:   %s\n", s.BytesAfter)
	if err != nil {
		fmt.Fprintf(w, "  at {%s}: %v\n", strings.Join(parts, ", "), err)
		return
	}
	fmt.Fprintf(w, "  at {%s}: %d -> %d bytes, fused/unfused = %.3f\n", strings.Join(parts, ", "), before, after, ratio)
}
