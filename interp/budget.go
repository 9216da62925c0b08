package interp

import (
	"context"
	"errors"
	"fmt"

	"github.com/symopt/symopt/ir"
)

// ErrBudget is wrapped by the error of a run stopped by Options.MaxSteps
// or by Options.Context (a timeout).
var ErrBudget = errors.New("run stopped")

// checkBudget counts one executed op and stops the run when it passes
// Options.MaxSteps (ops at function and control-flow level; per-element
// bodies of reduce, sort and the like are not counted) or when
// Options.Context is done. The error names the innermost loop around op,
// where an endless run spends its time.
func (ex *executor) checkBudget(op *ir.Operation) error {
	opts := &ex.in.opts
	ex.ticks++
	if ex.quiet == 0 {
		ex.steps++
		if opts.MaxSteps > 0 && ex.steps > opts.MaxSteps {
			return budgetError(op, fmt.Errorf("%w after %d steps (the step limit; raise it with --max-steps)", ErrBudget, opts.MaxSteps))
		}
	}
	if opts.Context != nil && ex.ticks&1023 == 0 {
		if err := opts.Context.Err(); err != nil {
			why := "canceled"
			if errors.Is(err, context.DeadlineExceeded) {
				why = "timed out (--timeout)"
			}
			return budgetError(op, fmt.Errorf("%w: %s after %d steps", ErrBudget, why, ex.steps))
		}
	}
	return nil
}

// budgetError places err at the innermost loop enclosing op (or op when
// no loop encloses it), so the message names the loop.
func budgetError(op *ir.Operation, err error) error {
	at := op
	for p := op; p != nil; p = p.ParentOp() {
		if isLoop(p) {
			at = p
			break
		}
	}
	if at != op {
		err = fmt.Errorf("%w, in this loop", err)
	}
	return opError(at, err)
}

func isLoop(op *ir.Operation) bool {
	switch op.Name {
	case "stablehlo.while", "mhlo.while", "scf.while", "scf.for":
		return true
	}
	return false
}
