package interp

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/symopt/symopt/internal/cliargs"
	"github.com/symopt/symopt/parser"

	"github.com/spf13/pflag"
	"github.com/symopt/symopt/interp/tensor"
)

// Exit codes of symopt-run.
const (
	ExitOK      = 0
	ExitFailure = 1 // a check failed, the program trapped, or results differ
	ExitUsage   = 2 // bad flags, unreadable or unparsable input, bad arguments, or unsupported
)

// exitFor is the exit code of a run that failed with err: ExitUsage when
// the program needs something the interpreter does not implement (an op,
// an element type, a custom_call target: errors.ErrUnsupported), so that
// "not implemented" is told apart from a wrong answer; ExitFailure
// otherwise.
func exitFor(err error) int {
	if errors.Is(err, errors.ErrUnsupported) {
		return ExitUsage
	}
	return ExitFailure
}

// cliOptions are symopt-run's flags.
type cliOptions struct {
	file        string
	fn          string
	inputs      []string
	seed        int64
	random      bool
	dims        Dims
	out         string
	split       bool
	compareWith string
	reference   string
	tol         tensor.Tolerance
	all         bool
	quiet       bool
	memory      memoryFlags
	grid        gridFlags
	limits      limitFlags
	values      valueFlags
}

const usageText = `usage: symopt-run [FILE] [flags]   (no FILE or -: standard input)

Runs functions of an MLIR module (StableHLO/MHLO) on concrete tensors.
With no --fn it runs @main if present, otherwise every function without
arguments (StableHLO interpreter tests). With --replicas/--partitions
(or the module's mhlo.num_replicas/num_partitions) each function runs as
every process of that grid on the same arguments; process (r, p)'s
results print as "@fn (r, p) resultN".

Exit status: 0 success; 1 a failed check, a trap, differing results or an
internal error; 2 bad flags, an unreadable, unparsable or invalid file, bad
arguments, or an op, element type or custom_call target the interpreter
does not support (the message says "unsupported"). With
--split-input-file, the highest status of the pieces.

Flags:
`

func parseCLI(args []string, stderr io.Writer) (*cliOptions, error) {
	fs := pflag.NewFlagSet("symopt-run", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.SortFlags = false
	o := &cliOptions{}
	var dims string
	fs.StringVar(&o.fn, "fn", "", "function to run")
	fs.StringArrayVar(&o.inputs, "input", nil, "argument from a .npy file: N=path.npy or argN=path.npy (repeatable)")
	fs.Int64Var(&o.seed, "random-inputs", 0, "fill arguments without --input with seeded random data")
	fs.StringVar(&dims, "dims", "", "dynamic dimensions: S0=4,S1=16 (symbols) or arg0=4x16,arg1=16 (shapes)")
	fs.StringVar(&o.out, "out", "", "write results as DIR/result0.npy ...")
	fs.BoolVar(&o.split, "split-input-file", false, "run each `// -----` piece as its own module")
	fs.StringVar(&o.compareWith, "compare-with", "", "run the same functions of another file on the same inputs and compare results")
	fs.StringVar(&o.reference, "reference", "", "also run each function with a reference executor (xla: XLA's CPU backend through jaxlib) and compare results")
	fs.Float64Var(&o.tol.Rel, "rtol", DefaultTolerance().Rel, "relative float tolerance for --compare-with and --reference")
	fs.Float64Var(&o.tol.Abs, "atol", DefaultTolerance().Abs, "absolute float tolerance for --compare-with and --reference")
	fs.Uint64Var(&o.tol.ULP, "ulp", DefaultTolerance().ULP, "float tolerance in units in the last place for --compare-with and --reference")
	fs.BoolVar(&o.all, "all", false, "run every function (with --random-inputs for those taking arguments)")
	fs.BoolVarP(&o.quiet, "quiet", "q", false, "print no results or summaries on success (interpreter.print still prints)")
	o.memory.register(fs)
	o.grid.register(fs)
	o.limits.register(fs)
	o.values.register(fs)
	help := fs.BoolP("help", "h", false, "show this help")
	if err := fs.Parse(cliargs.LongAll(args, fs)); err != nil {
		return nil, err
	}
	if *help {
		fmt.Fprint(stderr, usageText+fs.FlagUsages())
		return nil, errHelp
	}
	o.random = fs.Changed("random-inputs")
	switch fs.NArg() {
	case 0:
		o.file = "-" // like mlir-opt and stablehlo-translate: standard input
	case 1:
		o.file = fs.Arg(0)
	default:
		return nil, fmt.Errorf("expected one input file, got %d", fs.NArg())
	}
	if err := o.grid.check(); err != nil {
		return nil, err
	}
	if err := o.limits.check(); err != nil {
		return nil, err
	}
	for _, tol := range []struct {
		name string
		v    float64
	}{{"rtol", o.tol.Rel}, {"atol", o.tol.Abs}} {
		if !(tol.v >= 0) || math.IsInf(tol.v, 1) {
			return nil, fmt.Errorf("--%s %v: must be a finite tolerance >= 0", tol.name, tol.v)
		}
	}
	if o.memory.limit < 0 {
		return nil, fmt.Errorf("--memory-limit %d: must be a byte count (0: no limit)", o.memory.limit)
	}
	if err := o.values.check(); err != nil {
		return nil, err
	}
	if err := o.checkReference(); err != nil {
		return nil, err
	}
	var err error
	if o.dims, err = ParseDims(dims); err != nil {
		return nil, err
	}
	return o, nil
}

var errHelp = errors.New("help")

// Main is the symopt-run command line: args exclude argv[0]; it returns
// the exit code and never exits the process or panics.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return MainContext(context.Background(), args, stdin, stdout, stderr)
}

// MainContext is Main stopping once ctx is done, as --timeout stops it:
// the lit runner cancels ctx when a test's time is up.
func MainContext(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "symopt-run: internal error: %v\n", r)
			code = ExitFailure
		}
	}()
	o, err := parseCLI(args, stderr)
	if errors.Is(err, errHelp) {
		return ExitOK
	}
	if err != nil {
		fmt.Fprintf(stderr, "symopt-run: %v\n(see symopt-run --help)\n", err)
		return ExitUsage
	}
	src, err := readSource(o.file, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "symopt-run: %v\n", err)
		return ExitUsage
	}
	var other []byte
	if o.compareWith != "" {
		if other, err = readSource(o.compareWith, stdin); err != nil {
			fmt.Fprintf(stderr, "symopt-run: %v\n", err)
			return ExitUsage
		}
	}
	defer o.limits.start(ctx)()
	cleanup, err := o.values.start()
	if err != nil {
		fmt.Fprintf(stderr, "symopt-run: %v\n", err)
		return ExitUsage
	}
	defer cleanup()
	r := &runner{o: o, stdout: stdout, stderr: stderr}
	chunks, otherChunks := []parser.Piece{{Text: src, Line: 1}}, []parser.Piece{{Text: other, Line: 1}}
	if o.split {
		chunks, otherChunks = parser.Split(src), parser.Split(other)
		if o.compareWith != "" && len(chunks) != len(otherChunks) {
			fmt.Fprintf(stderr, "symopt-run: %s has %d pieces, %s has %d\n", o.file, len(chunks), o.compareWith, len(otherChunks))
			return ExitUsage
		}
	}
	for i, c := range chunks {
		var oc *parser.Piece
		if o.compareWith != "" {
			oc = &otherChunks[i]
		}
		code = max(code, r.runChunk(c, oc))
	}
	return code
}

func readSource(path string, stdin io.Reader) ([]byte, error) {
	if path == "-" {
		return io.ReadAll(stdin)
	}
	return os.ReadFile(path)
}

// parseInputSpec reads `N=path` or `argN=path`.
func parseInputSpec(s string) (int, string, error) {
	k, path, ok := strings.Cut(s, "=")
	if !ok || path == "" {
		return 0, "", fmt.Errorf("--input %q is not N=path.npy", s)
	}
	if n, ok := argIndex(k); ok {
		return n, path, nil
	}
	n, err := strconv.Atoi(k)
	if err != nil || n < 0 {
		return 0, "", fmt.Errorf("--input %q: %q is not an argument number", s, k)
	}
	return n, path, nil
}

func resultPath(dir string, i int) string {
	return filepath.Join(dir, fmt.Sprintf("result%d.npy", i))
}
