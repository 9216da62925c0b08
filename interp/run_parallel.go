package interp

import (
	"errors"
	"fmt"
	"sync"

	"github.com/symopt/symopt/ir"
)

// interpreter.run_parallel runs programs[r][p] as process (r, p) of a
// fresh process grid, one goroutine each, on consecutive slices of its
// operands (as many as each program takes, in row-major order), and
// returns every program's results in the same order. Its optional infeed
// attribute lists the functions the grid's infeed ops run.
func runParallel(ex *executor, st *step, in []value) ([]value, error) {
	programs, err := gridPrograms(st.op)
	if err != nil {
		return nil, err
	}
	var infeed []string
	if a := st.op.Attr("infeed"); a != nil {
		if infeed, err = symbolList(a); err != nil || len(infeed) == 0 {
			return nil, fmt.Errorf("attribute 'infeed' must be a non-empty list of function symbols")
		}
		for _, name := range infeed {
			f := ex.in.funcs[name]
			if f == nil {
				return nil, fmt.Errorf("infeed function @%s is not in the module", name)
			}
			if ft, ok := funcType(f); ok && len(ft.Results) != 1 {
				return nil, fmt.Errorf("infeed function @%s returns %d values, expected 1", name, len(ft.Results))
			}
		}
	}
	var fns []string
	var args [][]value
	next, results := 0, 0
	for _, row := range programs {
		for _, name := range row {
			f := ex.in.funcs[name]
			if f == nil || len(f.Regions) == 0 || f.Regions[0].Entry() == nil {
				return nil, fmt.Errorf("program @%s is not a function of the module", name)
			}
			n := len(f.Regions[0].Entry().Args())
			if next+n > len(in) {
				return nil, fmt.Errorf("the programs take more than the %d operands given", len(in))
			}
			fns, args = append(fns, name), append(args, in[next:next+n])
			next += n
			if ft, ok := funcType(f); ok {
				results += len(ft.Results)
			}
		}
	}
	if next != len(in) {
		return nil, fmt.Errorf("the programs take %d operands, %d are given", next, len(in))
	}
	if results != len(st.out) {
		return nil, fmt.Errorf("the programs return %d values, the op has %d results", results, len(st.out))
	}
	outs, err := ex.in.runGrid(int64(len(programs)), int64(len(programs[0])), fns, args, infeed, ex.depth)
	if err != nil {
		return nil, err
	}
	var out []value
	for _, o := range outs {
		out = append(out, o...)
	}
	return out, nil
}

// gridPrograms reads programs=[[@f00, @f01], [@f10, @f11]]: one row per
// replica, one column per partition.
func gridPrograms(op *ir.Operation) ([][]string, error) {
	rows, ok := op.Attr("programs").(*ir.ArrayAttr)
	if !ok || len(rows.Elems) == 0 {
		return nil, fmt.Errorf("attribute 'programs' must be a non-empty 2-D array of function symbols")
	}
	var out [][]string
	for _, r := range rows.Elems {
		names, err := symbolList(r)
		if err != nil || len(names) == 0 {
			return nil, fmt.Errorf("attribute 'programs' must be a non-empty 2-D array of function symbols")
		}
		if len(out) > 0 && len(names) != len(out[0]) {
			return nil, fmt.Errorf("rows of 'programs' must have the same length: %d and %d", len(out[0]), len(names))
		}
		out = append(out, names)
	}
	return out, nil
}

// symbolList reads [@a, @b, ...].
func symbolList(a ir.Attribute) ([]string, error) {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return nil, fmt.Errorf("not an array")
	}
	out := make([]string, len(arr.Elems))
	for i, e := range arr.Elems {
		ref, ok := e.(*ir.SymbolRefAttr)
		if !ok || len(ref.Nested) > 0 {
			return nil, fmt.Errorf("element %d is not a function symbol", i)
		}
		out[i] = ref.Root
	}
	return out, nil
}

// runGrid runs fns[i] on args[i] as process i (row-major) of a fresh
// replicas x partitions grid and returns each process's results. A lone
// process runs on in itself; several run concurrently, each on its own
// copy of the interpreter (plans hold per-call buffers) without the
// Observer. depth is the caller's call depth.
func (in *Interpreter) runGrid(replicas, partitions int64, fns []string, args [][]value, infeed []string, depth int) ([][]value, error) {
	g := newProcessGrid(replicas, partitions, infeed)
	outs := make([][]value, len(g.procs))
	errs := make([]error, len(g.procs))
	if len(g.procs) == 1 {
		outs[0], errs[0] = in.runProcess(g.procs[0], fns[0], args[0], depth, in.opts.Observer)
		return outs, errs[0]
	}
	var wg sync.WaitGroup
	for i, p := range g.procs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			outs[i], errs[i] = in.fork().runProcess(p, fns[i], args[i], depth, nil)
			g.finish(p, errs[i])
		}()
	}
	wg.Wait()
	return outs, gridError(g, errs)
}

// fork is a fresh interpreter of the same module and options, less the
// Observer.
func (in *Interpreter) fork() *Interpreter {
	opts := in.opts
	opts.Observer = nil
	f := New(in.module, opts)
	f.noScalarBodies = in.noScalarBodies
	return f
}

// runProcess runs function fn as process p.
func (in *Interpreter) runProcess(p *process, fn string, args []value, depth int, obs Observer) (out []value, err error) {
	ex := &executor{in: in, obs: obs, proc: p, depth: depth}
	defer ex.recoverInto(&err)
	f := in.funcs[fn]
	if f == nil {
		return nil, fmt.Errorf("no function @%s in the module", fn)
	}
	fp, err := in.plan(f)
	if err != nil {
		return nil, fmt.Errorf("@%s: %w", fn, err)
	}
	return ex.callPlan(fp, args)
}

// gridError is the error of a grid run: the first process failure in
// process order that is not a deadlock (the others are its
// consequences), else the first deadlock; each names its process.
func gridError(g *processGrid, errs []error) error {
	var first error
	for i, err := range errs {
		if err == nil {
			continue
		}
		err = inProcess(g.procs[i].id, err)
		var se *stuckError
		if !errors.As(err, &se) {
			return err
		}
		if first == nil {
			first = err
		}
	}
	return first
}

// inProcess prefixes an error's message with the process it happened in.
func inProcess(id processID, err error) error {
	var re *RunError
	if errors.As(err, &re) {
		return &RunError{Pos: re.Pos, Op: re.Op, Err: fmt.Errorf("process %s: %w", id, re.Err), Check: re.Check}
	}
	return fmt.Errorf("process %s: %w", id, err)
}
