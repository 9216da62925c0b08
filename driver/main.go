// Package driver implements the symopt command line: it reads MLIR text,
// runs a pass pipeline and prints the result, the way mlir-opt does.
// tools/symopt is a thin main around Main, and the lit runner calls Main
// in-process, so Main keeps no global state and never exits the process.
package driver

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"

	"github.com/spf13/pflag"
	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/pipeline"
)

// Version is printed by --version.
const Version = "symopt 0.1.0"

// exit codes
const (
	exitOK      = 0
	exitFailure = 1
	exitUsage   = 2 // usage errors and input symopt does not support
)

// Main runs symopt with args (without argv[0]) and returns the exit code.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return MainContext(context.Background(), args, stdin, stdout, stderr)
}

// MainContext is Main stopping between passes once ctx is done: the lit
// runner cancels ctx when a test's time is up.
func MainContext(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "symopt: internal error: %v\n", r)
			if os.Getenv("SYMOPT_TRACE") != "" {
				stderr.Write(debug.Stack())
			}
			code = exitFailure
		}
	}()
	env := newSession()
	if ctx.Done() != nil {
		env.done = ctx
	}
	var o options
	fs := newFlagSet(&o)
	fs.SetOutput(io.Discard)
	flagArgs, passFlags := normalizeArgs(args, fs, env.isPass)
	o.passFlags = passFlags
	if err := fs.Parse(flagArgs); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			printUsage(stdout, fs)
			return exitOK
		}
		fmt.Fprintf(stderr, "symopt: %v\nRun 'symopt --help' for usage.\n", err)
		return exitUsage
	}
	switch {
	case o.help:
		printUsage(stdout, fs)
		return exitOK
	case o.version:
		fmt.Fprintln(stdout, Version)
		return exitOK
	case o.listPasses:
		env.listPasses(stdout)
		return exitOK
	}
	rest := fs.Args()
	if len(rest) > 1 {
		fmt.Fprintf(stderr, "symopt: too many positional arguments: %q\n", rest)
		return exitUsage
	}
	o.input = "-"
	if len(rest) == 1 {
		o.input = rest[0]
	}
	if o.pipeline != "" && len(o.passFlags) > 0 {
		fmt.Fprintln(stderr, "symopt: --pass-pipeline cannot be combined with individual pass flags")
		return exitUsage
	}
	switch o.emit {
	case "mlir", "stablehlo", "llvm", "ptx", "cubin":
	default:
		fmt.Fprintf(stderr, "symopt: unknown --emit kind '%s' (want mlir, stablehlo, llvm, ptx or cubin)\n", o.emit)
		return exitUsage
	}
	if o.arch != "" && !archRE.MatchString(o.arch) {
		fmt.Fprintf(stderr, "symopt: unknown --arch '%s' (want sm_NN, e.g. sm_80 or sm_90)\n", o.arch)
		return exitUsage
	}
	pl, text, err := env.buildPipeline(&o)
	if err != nil {
		diag.Sources{pipeline.PipelineFile: []byte(text)}.PrintAll(stderr, err)
		return exitUsage
	}

	src, name, err := readInput(o.input, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "symopt: %v\n", err)
		return exitFailure
	}
	chunks := []parser.Piece{{Text: src, Line: 1}}
	if o.splitInput {
		chunks = parser.Split(src)
	}
	sources := diag.Sources{name: src}
	sink, err := newSink(o.output, stdout)
	if err != nil {
		fmt.Fprintf(stderr, "symopt: %v\n", err)
		return exitFailure
	}
	failed := false
	// unsupported stays true while every failure is about input symopt
	// does not handle (exit 2, like usage errors), not bad input
	unsupported := true
	for i, c := range chunks {
		if i > 0 {
			sink.WriteString("// -----\n")
		}
		res := env.processChunk(&o, pl, name, c, sink, stderr)
		if o.verifyDiags {
			exps, perrs := parseExpectations(name, c.Text, c.Line)
			mismatches := append(perrs, verifyDiagnostics(res.diags, exps)...)
			for _, d := range mismatches {
				sources.Print(stderr, d)
			}
			if len(mismatches) > 0 {
				failed = true
			}
		} else {
			for _, d := range res.diags {
				sources.Print(stderr, d)
			}
			if res.failed {
				failed = true
				unsupported = unsupported && diag.List(res.diags).OnlyUnsupported()
			}
		}
	}
	if failed {
		// Like mlir-opt, what succeeded still goes to stdout; an output
		// file is never left half-written.
		sink.Abort()
		if unsupported && !o.verifyDiags {
			return exitUsage
		}
		return exitFailure
	}
	if err := sink.Commit(); err != nil {
		fmt.Fprintf(stderr, "symopt: %v\n", err)
		return exitFailure
	}
	return exitOK
}

func readInput(path string, stdin io.Reader) ([]byte, string, error) {
	if path == "-" {
		if stdin == nil {
			return nil, "<stdin>", nil
		}
		b, err := io.ReadAll(stdin)
		return b, "<stdin>", err
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, path, fmt.Errorf("could not open input file '%s': %v", path, unwrapPathErr(err))
	}
	return b, path, nil
}

func unwrapPathErr(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

func printUsage(w io.Writer, fs *pflag.FlagSet) {
	fmt.Fprintln(w, "OVERVIEW: symopt, an optimizer for MLIR programs in the HLO dialects with dynamic shapes")
	fmt.Fprintln(w, "\nUSAGE: symopt [options] [input.mlir|-] [-o output]")
	fmt.Fprintln(w, "\nOPTIONS:")
	fmt.Fprint(w, fs.FlagUsages())
	fmt.Fprintln(w, "\nEvery registered pass is also a flag: --cse, --canonicalize=max-iterations=3 (see --list-passes).")
	fmt.Fprintln(w, "Single-dash long flags (-split-input-file) work as in mlir-opt.")
}
