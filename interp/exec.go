package interp

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// handler executes one op on its operand values.
type handler func(ex *executor, st *step, in []value) ([]value, error)

// executor is one top-level Call in progress.
type executor struct {
	in    *Interpreter
	obs   Observer
	proc  *process      // the process of the grid this call runs as
	cur   *ir.Operation // op being executed, for internal errors
	frame frame         // frame of the op being executed, for its regions
	depth int
	quiet int // > 0 while running per-element bodies, hidden from the Observer

	rngDraws uint64 // stablehlo.rng executions so far, each one's seed

	steps, ticks int64 // ops executed: outside per-element bodies, and all (budget.go)
}

// frame is the slot storage of one function call.
type frame []value

// RunError is a run-time failure of one op: a failed check, a trap, a
// shape mismatch or an unsupported op. Pos is "file:line:col" (empty when
// the op has no position).
type RunError struct {
	Pos   string
	Op    string
	Err   error
	Check bool // a check op (or check custom call) failed
}

func (e *RunError) Error() string {
	if e.Pos == "" {
		return e.Op + ": " + e.Err.Error()
	}
	return e.Pos + ": " + e.Op + ": " + e.Err.Error()
}

func (e *RunError) Unwrap() error { return e.Err }

// checkFailure marks an error as a failed check.
type checkFailure struct{ msg string }

func (c *checkFailure) Error() string { return c.msg }

func opError(op *ir.Operation, err error) error {
	var re *RunError
	if errors.As(err, &re) {
		return err
	}
	pos := ""
	if p, ok := ir.FileLineCol(op.Loc); ok {
		pos = fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
	}
	var cf *checkFailure
	return &RunError{Pos: pos, Op: op.Name, Err: err, Check: errors.As(err, &cf)}
}

// recoverInto converts a panic inside a kernel or handler into an error
// naming the op being executed (with the Go stack when SYMOPT_TRACE is
// set, as the driver does).
func (ex *executor) recoverInto(err *error) {
	if r := recover(); r != nil {
		msg := fmt.Errorf("internal error: %v", r)
		if os.Getenv("SYMOPT_TRACE") != "" {
			msg = fmt.Errorf("internal error: %v\n%s", r, debug.Stack())
		}
		if ex.cur != nil {
			*err = opError(ex.cur, msg)
		} else {
			*err = msg
		}
	}
}

// callPlan runs a compiled function on args in a fresh frame.
func (ex *executor) callPlan(fp *funcPlan, args []value) ([]value, error) {
	if len(args) != len(fp.body.args) {
		return nil, fmt.Errorf("@%s takes %d arguments, got %d", fp.name, len(fp.body.args), len(args))
	}
	ex.depth++
	defer func() { ex.depth-- }()
	if ex.depth > 1000 {
		return nil, fmt.Errorf("call depth exceeds 1000 (unbounded recursion?)")
	}
	fr := make(frame, fp.nslots)
	return ex.runBlock(fr, fp.body, args)
}

// runBlock binds args and runs the steps of bp until its terminator, whose
// operands it returns. Values are released after their last use.
func (ex *executor) runBlock(fr frame, bp *blockPlan, args []value) ([]value, error) {
	switch {
	case bp.err != nil:
		return nil, bp.err
	case bp.empty:
		return nil, nil
	case bp.cfg != nil:
		return ex.runCFG(fr, bp.cfg, args)
	}
	obs := ex.obs
	if ex.quiet > 0 {
		obs = nil
	}
	if len(args) != len(bp.args) {
		return nil, fmt.Errorf("region takes %d arguments, got %d", len(bp.args), len(args))
	}
	for i, s := range bp.args {
		fr[s] = args[i]
		if obs != nil {
			obs.OnAlloc(bp.argV[i], args[i].bytes())
		}
	}
	for i, s := range bp.deadArgs {
		fr[s] = value{}
		if obs != nil {
			obs.OnFree(bp.deadV[i])
		}
	}
	for i := range bp.steps {
		st := &bp.steps[i]
		ex.cur = st.op
		if obs != nil {
			obs.OnOp(st.op)
		}
		if err := ex.checkBudget(st.op); err != nil {
			return nil, err
		}
		in, pooled := st.operands(ex.quiet > 0)
		for j, s := range st.in {
			in[j] = fr[s]
			if in[j].empty() {
				if pooled {
					st.done()
				}
				return nil, opError(st.op, fmt.Errorf("operand %d has no value (used after free?)", j))
			}
		}
		if st.term {
			ex.release(fr, st, obs)
			return in, nil
		}
		ex.frame = fr
		out, err := st.run(ex, st, in)
		if err != nil {
			if pooled {
				st.done()
			}
			return nil, opError(st.op, err)
		}
		if len(out) != len(st.out) {
			return nil, opError(st.op, fmt.Errorf("produced %d results, expected %d", len(out), len(st.out)))
		}
		for j, s := range st.out {
			if out[j].t != nil {
				if int64(out[j].t.Len()) > ex.in.opts.MaxElements {
					return nil, opError(st.op, fmt.Errorf("result %d has %d elements, over the limit of %d", j, out[j].t.Len(), ex.in.opts.MaxElements))
				}
				if err := st.decl[j].check(out[j].t); err != nil {
					return nil, opError(st.op, fmt.Errorf("result %d: %w", j, err))
				}
			}
			fr[s] = out[j]
			if obs != nil {
				obs.OnAlloc(st.op.Result(j), out[j].bytes())
			}
		}
		st.res[0] = value{} // drop the step's reference to its result
		if pooled {
			st.done()
		}
		ex.release(fr, st, obs)
	}
	return nil, fmt.Errorf("block has no terminator")
}

func (ex *executor) release(fr frame, st *step, obs Observer) {
	for _, s := range st.free {
		fr[s] = value{}
	}
	if obs != nil {
		for _, v := range st.freeV {
			obs.OnFree(v)
		}
	}
}

// isTerminator recognises the terminators of the supported regions.
func isTerminator(op *ir.Operation) bool {
	if op.HasTrait(ir.Terminator) || isBranch(op) {
		return true
	}
	if op.Info == nil {
		// An unregistered op is never taken for a region's yield, even
		// when it is spelled like one (foo.return).
		return false
	}
	switch op.Short() {
	case "return", "yield", "assuming_yield", "condition":
		return op.Block() != nil && op.Block().Terminator() == op
	}
	return false
}

// runQuiet runs a per-element body, hidden from the Observer.
func (ex *executor) runQuiet(fr frame, bp *blockPlan, args []value) ([]value, error) {
	ex.quiet++
	defer func() { ex.quiet-- }()
	return ex.runBlock(fr, bp, args)
}

// result returns a one-value result slice owned by the step, so that
// per-element ops allocate no slice for it.
func (st *step) result(t *tensor.Tensor) []value {
	st.res[0] = value{t: t}
	return st.res[:]
}

// operands returns the step's operand buffer, or a fresh slice when the
// step is already running (recursion) or is a terminator, whose operands
// outlive it.
//
// In a per-element body (quiet) a terminator reuses its buffer too: the
// callers of runQuiet copy the returned values before the body runs again.
func (st *step) operands(quiet bool) ([]value, bool) {
	if st.term && quiet && !st.busy {
		if st.buf == nil {
			st.buf = make([]value, len(st.in))
		}
		return st.buf, false
	}
	if st.busy || st.term {
		return make([]value, len(st.in)), false
	}
	if st.buf == nil {
		st.buf = make([]value, len(st.in))
	}
	st.busy = true
	return st.buf, true
}

// done releases the operand buffer, dropping its references.
func (st *step) done() {
	clear(st.buf)
	st.busy = false
}
