package interp

import (
	"context"
	"fmt"
	"io"
	"sync"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// Options configure an Interpreter.
type Options struct {
	// Observer, when set, sees every op executed at function level and
	// every value allocated and released (see Observer).
	Observer Observer
	// Resources is the text of the file's `{-# ... #-}` trailer
	// (ir.File.Resources); dense_resource constants read their blobs from
	// it.
	Resources string
	// MaxWhileIterations bounds each while loop (default 1<<31); a loop
	// running longer is an error rather than a hang.
	MaxWhileIterations int64
	// MaxSteps bounds the ops one Call executes outside per-element
	// bodies (0: no bound); Context, when set, stops a Call once it is
	// done (a timeout). Both stop the run with an error wrapping
	// ErrBudget that names the innermost loop running.
	MaxSteps int64
	Context  context.Context
	// MaxElements bounds the elements of any constant or result (default
	// tensor.MaxElements); bigger values are errors, not allocations.
	MaxElements int64
	// Replicas and Partitions size the process grid Call runs on (0
	// means 1). On a grid of more than one process, Call runs the
	// function as every process on the same arguments and returns every
	// process's results, process (0, 0)'s first, in row-major order.
	Replicas, Partitions int
	// ProbeDir is where interpreter.probe writes the values it records
	// and check.expect_serialized_eq reads them back (see probe.go); ""
	// makes both errors.
	ProbeDir string
	// Stdout receives what interpreter.print prints; nil discards it.
	Stdout io.Writer
}

// Observer is the hook a memory-accounting runtime attaches to. Calls come
// in execution order from the goroutine running Call:
//
//   - OnOp(op) before each op of a function body or of a control-flow
//     region (while, if, case, call); the bodies of reduce, sort, scatter
//     and similar ops run per element and are not reported;
//   - OnAlloc(v, bytes) when op result or block argument v gets its value
//     (function arguments on entry, loop-carried values on each iteration);
//     bytes is the tensor storage in the element type's width (tuples sum
//     their elements, tokens are 0);
//   - OnFree(v) right after the last op that reads v (computed once per
//     function, counting reads from nested regions at the op holding
//     them), or right after v is defined when nothing reads it; a value
//     whose last reader is a branch op (IsBranchOp) that reads it only
//     inside its regions is freed inside the branch that runs instead,
//     after its last read there or on entry when that branch does not
//     read it.
//
// A value passed into a function or region is counted again as the block
// argument, and a value returned is freed in the callee and allocated again
// as the call's result, so aliases are counted twice while both are live:
// the accounting is an upper bound. Live bytes are the sum over values allocated
// and not yet freed; their maximum is the peak.
type Observer interface {
	OnOp(op *ir.Operation)
	OnAlloc(v *ir.Value, bytes int64)
	OnFree(v *ir.Value)
}

// Interpreter runs the functions of one module. It compiles each function
// on first use and is not safe for concurrent use.
type Interpreter struct {
	module    *ir.Operation
	opts      Options
	funcs     map[string]*ir.Operation
	plans     map[*ir.Operation]*funcPlan
	table     map[string]handler
	resources map[string][]byte
	// noScalarBodies runs every region body through its plan (tests
	// compare the two paths).
	noScalarBodies bool
	// io orders the probes' files and the prints of processes running
	// in parallel.
	io sync.Mutex
}

// New prepares an interpreter for module (a builtin.module, or a single
// func.func).
func New(module *ir.Operation, opts Options) *Interpreter {
	if opts.MaxWhileIterations <= 0 {
		opts.MaxWhileIterations = 1 << 31
	}
	if opts.MaxElements <= 0 {
		opts.MaxElements = tensor.MaxElements
	}
	in := &Interpreter{module: module, opts: opts, funcs: map[string]*ir.Operation{}, plans: map[*ir.Operation]*funcPlan{}}
	in.table = handlerTable()
	collectFuncs(module, in.funcs)
	return in
}

func collectFuncs(op *ir.Operation, into map[string]*ir.Operation) {
	if isFunc(op) {
		into[symName(op)] = op
		return
	}
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			for _, o := range b.Ops {
				collectFuncs(o, into)
			}
		}
	}
}

func isFunc(op *ir.Operation) bool { return op.Name == "func.func" }

func symName(op *ir.Operation) string {
	if s, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		return s.Value
	}
	return ""
}

func funcType(fn *ir.Operation) (*ir.FunctionType, bool) {
	if ta, ok := fn.Attr("function_type").(*ir.TypeAttr); ok {
		ft, ok := ta.Type.(*ir.FunctionType)
		return ft, ok
	}
	return nil, false
}

// Functions lists the module's functions with bodies, in module order.
func (in *Interpreter) Functions() []*ir.Operation {
	var out []*ir.Operation
	in.module.Walk(func(o *ir.Operation) bool {
		if isFunc(o) {
			if len(o.Regions) > 0 && o.Regions[0].Entry() != nil {
				out = append(out, o)
			}
			return false
		}
		return true
	})
	return out
}

// Func returns the named function, or nil.
func (in *Interpreter) Func(name string) *ir.Operation { return in.funcs[name] }

func (in *Interpreter) plan(fn *ir.Operation) (*funcPlan, error) {
	if p, ok := in.plans[fn]; ok {
		return p, nil
	}
	p, err := in.compile(fn)
	if err != nil {
		return nil, err
	}
	in.plans[fn] = p
	return p, nil
}

// Call runs function fn on args and returns its results; token arguments
// take any value (nil included), token results are dropped and tuple
// results are flattened. It runs as the one process of a 1x1 process grid
// (replica 0, partition 0), or on the grid of Options.Replicas and
// Partitions. Errors are
// *RunError values naming the failing op's file:line:col, or plain errors
// for a bad call (unknown function, wrong arguments); Call never panics.
func (in *Interpreter) Call(fn string, args []*tensor.Tensor) ([]*tensor.Tensor, error) {
	r, p := max(in.opts.Replicas, 1), max(in.opts.Partitions, 1)
	all := make([][]*tensor.Tensor, r*p)
	for i := range all {
		all[i] = args
	}
	res, err := in.CallGrid(fn, r, p, all)
	if err != nil {
		return nil, err
	}
	var out []*tensor.Tensor
	for _, o := range res {
		out = append(out, o...)
	}
	return out, nil
}

// CallGrid runs function fn as every process of a replicas x partitions
// process grid, process (r, p) on args[r*partitions+p], concurrently, and
// returns each process's results in the same order (as Call returns
// them). Collectives, replica_id and partition_id take effect across the
// grid; the Observer sees only a 1x1 grid's run.
func (in *Interpreter) CallGrid(fn string, replicas, partitions int, args [][]*tensor.Tensor) ([][]*tensor.Tensor, error) {
	f := in.funcs[fn]
	if f == nil {
		return nil, fmt.Errorf("no function @%s in the module", fn)
	}
	if replicas < 1 || partitions < 1 || len(args) != replicas*partitions {
		return nil, fmt.Errorf("a %dx%d process grid needs %d argument lists, got %d", replicas, partitions, replicas*partitions, len(args))
	}
	fns := make([]string, len(args))
	vals := make([][]value, len(args))
	for i, a := range args {
		var err error
		if vals[i], err = in.argValues(f, a); err != nil {
			return nil, err
		}
		fns[i] = fn
	}
	outs, err := in.runGrid(int64(replicas), int64(partitions), fns, vals, nil, 0)
	if err != nil {
		return nil, err
	}
	res := make([][]*tensor.Tensor, len(outs))
	for i, o := range outs {
		res[i] = flatten(nil, o)
	}
	return res, nil
}

// argValues checks args against fn's entry block.
func (in *Interpreter) argValues(f *ir.Operation, args []*tensor.Tensor) ([]value, error) {
	fn := symName(f)
	if len(f.Regions) == 0 || f.Regions[0].Entry() == nil {
		return nil, fmt.Errorf("@%s: function @%s has no body", fn, fn)
	}
	entry := f.Regions[0].Entry()
	if len(args) != len(entry.Args()) {
		return nil, fmt.Errorf("@%s takes %d arguments, got %d", fn, len(entry.Args()), len(args))
	}
	vals := make([]value, len(args))
	for i, a := range args {
		if isTokenType(entry.Arg(i).Type()) {
			vals[i] = value{token: true}
			continue
		}
		if a == nil {
			return nil, fmt.Errorf("@%s: argument %d is missing", fn, i)
		}
		if err := checkResultType(a, entry.Arg(i).Type()); err != nil {
			return nil, fmt.Errorf("@%s: argument %d: %w", fn, i, err)
		}
		vals[i] = tv(a)
	}
	return vals, nil
}

// flatten lists the tensors of values in order, expanding tuples and
// dropping tokens.
func flatten(into []*tensor.Tensor, vs []value) []*tensor.Tensor {
	for _, v := range vs {
		switch {
		case v.t != nil:
			into = append(into, v.t)
		case v.isTup:
			into = flatten(into, v.tuple)
		}
	}
	return into
}
