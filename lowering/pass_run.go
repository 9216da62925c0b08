package lowering

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/runtime"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
)

// planRuns is lower-to-kernels' run-limits option: each plan runs on the
// CPU (RunPlanWith) under each limit and is compared with the
// interpreter's run of the lowered module (interp/runtime's accounting
// runtime under the same limit, which fires its symopt.evict ops).
type planRuns struct {
	limits []int64
	dim    int64
}

// planTolerance allows for reductions and GEMMs that add in another
// order than the interpreter.
var planTolerance = tensor.Tolerance{ULP: 64, Rel: 1e-4, Abs: 1e-4}

func parseLimits(list []string) ([]int64, error) {
	var out []int64
	for _, f := range list {
		n, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil || n < 0 {
			return nil, fmt.Errorf("lower-to-kernels: bad run-limits entry '%s': want bytes (0: no limit)", f)
		}
		out = append(out, n)
	}
	return out, nil
}

// check runs the plans of lm, module m lowered (one plan per function
// of Funcs(m), in order), and reports each run as a remark; a run that
// fails or differs from the interpreter is an error.
func (r planRuns) check(ctx *pipeline.Context, m *ir.Operation, lm *Module) error {
	if len(r.limits) == 0 {
		return nil
	}
	fns := Funcs(m)
	for i, p := range lm.Plans {
		fn := fns[i]
		args, err := interp.RandomInputs(fn, 1, interp.Dims{Default: r.dim})
		if err != nil {
			return ctx.Errorf(fn, "run-limits: %v", err)
		}
		for _, limit := range r.limits {
			msg, err := runOnce(m, p, args, limit)
			if err != nil {
				return ctx.Errorf(fn, "run-limits: @%s at limit %d: %v", p.Func, limit, err)
			}
			ctx.Emit(&diag.Diagnostic{Severity: diag.Remark, Msg: msg})
		}
	}
	return nil
}

// runOnce runs plan p and the interpreter on args under limit.
func runOnce(m *ir.Operation, p *Plan, args []*tensor.Tensor, limit int64) (string, error) {
	acc := runtime.New(limit)
	want, err := interp.New(m, interp.Options{Observer: acc}).Call(p.Func, args)
	if err != nil {
		return "", fmt.Errorf("interpreter: %v", err)
	}
	got, rep, err := RunPlanWith(p, args, RunOptions{MemoryLimit: limit})
	if err != nil {
		return "", err
	}
	for i := range want {
		if ok, report := tensor.Close(got[i], want[i], planTolerance); !ok {
			return "", fmt.Errorf("result #%d differs from the interpreter's: %s", i, report)
		}
	}
	return fmt.Sprintf("run @%s limit=%d: plan %d evictions, %d recomputes, %d kept, peak %d bytes (dynamic %d, %d allocations); interpreter %d evictions, peak %d bytes; %d results match",
		p.Func, limit, rep.Evictions, rep.Recomputes, rep.Kept, rep.Peak, rep.DynamicPeak, rep.Allocations, acc.Evictions, acc.Peak(), len(want)), nil
}
