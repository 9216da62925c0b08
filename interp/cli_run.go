package interp

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp/runtime"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// runner runs the selected functions of each piece.
type runner struct {
	o              *cliOptions
	stdout, stderr io.Writer
}

func (r *runner) load(name string, piece parser.Piece) (*ir.File, bool) {
	f, err := parser.Parse(name, piece.Text, dialect.NewRegistry(), parser.Options{AllowUnregistered: true, FirstLine: piece.Line})
	if err != nil {
		fmt.Fprintf(r.stderr, "%v\n", err)
		return nil, false
	}
	// Invalid IR is refused as symopt refuses it: running it would give
	// results for a program that does not exist.
	if err := dialect.Verify(f.Module); err != nil {
		fmt.Fprintf(r.stderr, "%v\n", err)
		return nil, false
	}
	return f, true
}

// runChunk runs one piece of the input; other, when not nil, is the
// matching piece of the --compare-with file.
func (r *runner) runChunk(src parser.Piece, other *parser.Piece) int {
	f, ok := r.load(r.o.file, src)
	if !ok {
		return ExitUsage
	}
	var of *ir.File
	if other != nil {
		if of, ok = r.load(r.o.compareWith, *other); !ok {
			return ExitUsage
		}
	}
	fns, err := r.selectFuncs(New(f.Module, Options{Resources: f.Resources}))
	if err != nil {
		fmt.Fprintf(r.stderr, "symopt-run: %v\n", err)
		return ExitUsage
	}
	replicas, partitions, err := r.o.grid.size(f.Module)
	if err != nil {
		fmt.Fprintf(r.stderr, "symopt-run: %v\n", err)
		return ExitUsage
	}
	if replicas*partitions > 1 && r.o.reference != "" {
		fmt.Fprintf(r.stderr, "symopt-run: unsupported: --reference=%s on a %dx%d process grid (XLA runs one device)\n", r.o.reference, replicas, partitions)
		return ExitUsage
	}
	if replicas*partitions > 1 && r.o.memory.on() {
		fmt.Fprintf(r.stderr, "symopt-run: unsupported: memory accounting on a %dx%d process grid (it follows one process)\n", replicas, partitions)
		return ExitUsage
	}
	code := ExitOK
	for _, fn := range fns {
		// Fresh interpreters per function, so memory accounting covers one
		// run each.
		opts, acc := r.o.memory.options(f.Resources)
		opts.Replicas, opts.Partitions = replicas, partitions
		r.o.limits.apply(&opts)
		if err := r.o.values.apply(&opts, "", r.stdout); err != nil {
			fmt.Fprintf(r.stderr, "symopt-run: %v\n", err)
			return ExitUsage
		}
		in := New(f.Module, opts)
		accs, names := []*runtime.Accountant{acc}, []string{r.o.file}
		var oin *Interpreter
		if of != nil {
			oopts, oacc := r.o.memory.options(of.Resources)
			oopts.Replicas, oopts.Partitions = replicas, partitions
			r.o.limits.apply(&oopts)
			if err := r.o.values.apply(&oopts, "compared", r.stdout); err != nil {
				fmt.Fprintf(r.stderr, "symopt-run: %v\n", err)
				return ExitUsage
			}
			oin = New(of.Module, oopts)
			accs, names = append(accs, oacc), append(names, r.o.compareWith)
		}
		c := r.runFunc(in, oin, in.Func(symName(fn)))
		if c == ExitOK {
			if err := r.finishMemory(symName(fn), accs, names); err != nil {
				fmt.Fprintf(r.stderr, "symopt-run: %v\n", err)
				c = ExitFailure
			}
		}
		code = max(code, c)
	}
	return code
}

// selectFuncs applies --fn, --all, or the default: @main, else every
// function without arguments. A module without functions runs nothing
// (the empty pieces of interpreter tests).
func (r *runner) selectFuncs(in *Interpreter) ([]*ir.Operation, error) {
	if r.o.fn != "" {
		f := in.Func(r.o.fn)
		if f == nil {
			return nil, fmt.Errorf("no function @%s in %s", r.o.fn, r.o.file)
		}
		return []*ir.Operation{f}, nil
	}
	all := in.Functions()
	if r.o.all || len(all) == 0 {
		return all, nil
	}
	if f := in.Func("main"); f != nil {
		return []*ir.Operation{f}, nil
	}
	var out []*ir.Operation
	for _, f := range all {
		if len(f.Regions[0].Entry().Args()) == 0 && !isPrivate(f) {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no @main and no public function without arguments in %s; use --fn", r.o.file)
	}
	return out, nil
}

func isPrivate(f *ir.Operation) bool { return stringAttr(f, "sym_visibility") == "private" }

// inputs builds fn's arguments from --input files, --dims and random
// data.
func (r *runner) inputs(fn *ir.Operation) ([]*tensor.Tensor, error) {
	entry := fn.Regions[0].Entry()
	if r.o.values.args != nil {
		if len(r.o.inputs) > 0 || r.o.random {
			return nil, fmt.Errorf("--args gives every argument; it does not combine with --input or --random-inputs")
		}
		return r.o.values.argTensors(fn)
	}
	given := map[int]givenArg{}
	for _, spec := range r.o.inputs {
		n, path, err := parseInputSpec(spec)
		if err != nil {
			return nil, err
		}
		if n >= len(entry.Args()) {
			return nil, fmt.Errorf("--input %s: @%s has %d arguments", spec, symName(fn), len(entry.Args()))
		}
		if _, dup := given[n]; dup {
			return nil, fmt.Errorf("--input %s: argument %d is given twice", spec, n)
		}
		t := entry.Arg(n).Type()
		dt, err := elemDType(t)
		if err != nil {
			return nil, fmt.Errorf("argument %d: %w", n, err)
		}
		var want []int64
		if tt, ok := t.(*ir.TensorType); ok {
			want = tt.Shape // dynamic dims (negative) match any size
		}
		x, err := tensor.ReadNPYFile(path, dt, want)
		if err != nil {
			return nil, fmt.Errorf("argument %d: %w", n, err)
		}
		if err := checkResultType(x, t); err != nil {
			return nil, fmt.Errorf("argument %d (%s): %s: %w", n, t, path, err)
		}
		given[n] = givenArg{t: x, what: path}
	}
	return completeArgs(fn, given, r.o.dims, uint64(r.o.seed), r.o.random)
}

func (r *runner) runFunc(in, other *Interpreter, fn *ir.Operation) int {
	name := symName(fn)
	// Ops the interpreter cannot run fail the run before it starts, not
	// after minutes of work (in both files of a comparison).
	unsupported := false
	for _, x := range []*Interpreter{in, other} {
		if x == nil || x.Func(name) == nil {
			continue
		}
		if calls := x.unsupportedCallsError(x.Func(name)); calls != nil {
			fmt.Fprintf(r.stderr, "symopt-run: %v\n", calls)
			unsupported = true
		}
		if u := x.Unsupported(name); u != nil {
			fmt.Fprintf(r.stderr, "symopt-run: %v\n", u)
			unsupported = true
		}
	}
	if unsupported {
		return ExitUsage
	}
	args, err := r.inputs(fn)
	if err != nil {
		fmt.Fprintf(r.stderr, "symopt-run: @%s: %v\n", name, err)
		return ExitUsage
	}
	if other != nil {
		if other.Func(name) == nil {
			fmt.Fprintf(r.stderr, "symopt-run: no function @%s in %s\n", name, r.o.compareWith)
			return ExitUsage
		}
		both, err := CompareCall(in, other, name, args, r.o.tol)
		if err != nil {
			fmt.Fprintf(r.stderr, "symopt-run: %v\n", err)
			return exitFor(err)
		}
		if both != nil {
			fmt.Fprintf(r.stderr, "symopt-run: @%s fails in both files: %v\n", name, both)
			return exitFor(both)
		}
		if !r.o.quiet {
			fmt.Fprintf(r.stdout, "@%s: results match\n", name)
		}
		return ExitOK
	}
	res, err := in.Call(name, args)
	if err != nil {
		var re *RunError
		if errors.As(err, &re) {
			fmt.Fprintf(r.stderr, "%v\n", err)
		} else {
			fmt.Fprintf(r.stderr, "symopt-run: %v\n", err)
		}
		return exitFor(err)
	}
	if r.o.reference != "" {
		if err := r.compareWithXLA(name, args, res); err != nil {
			fmt.Fprintf(r.stderr, "symopt-run: %v\n", err)
			return exitFor(err)
		}
		if !r.o.quiet {
			fmt.Fprintf(r.stdout, "@%s: results match XLA\n", name)
		}
	}
	if !r.o.quiet && !r.o.values.printValues(r.stdout, res) {
		if len(res) == 0 {
			fmt.Fprintf(r.stdout, "@%s: ok (no results)\n", name)
		}
		procs, parts := max(in.opts.Replicas, 1)*max(in.opts.Partitions, 1), max(in.opts.Partitions, 1)
		for i, t := range res {
			fmt.Fprintf(r.stdout, "%s: %s\n", resultLabel(name, i, len(res)/procs, parts, procs), Summary(t))
		}
	}
	if r.o.out != "" {
		if err := os.MkdirAll(r.o.out, 0o755); err != nil {
			fmt.Fprintf(r.stderr, "symopt-run: %v\n", err)
			return ExitFailure
		}
		for i, t := range res {
			if err := tensor.WriteNPYFile(resultPath(r.o.out, i), t); err != nil {
				fmt.Fprintf(r.stderr, "symopt-run: result %d: %v\n", i, err)
				return ExitFailure
			}
		}
	}
	return ExitOK
}
