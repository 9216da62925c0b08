package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/runtime"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering"
)

// runTolerance allows for reductions and GEMMs that add in another order
// than the interpreter.
var runTolerance = tensor.Tolerance{ULP: 64, Rel: 1e-4, Abs: 1e-4}

// parseLimits reads --run-plan's comma-separated byte limits.
func parseLimits(text string) ([]int64, error) {
	var out []int64
	for _, f := range strings.Split(text, ",") {
		n, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil || n < 0 {
			return nil, fmt.Errorf("bad --run-plan limit %q: want bytes (0: no limit)", f)
		}
		out = append(out, n)
	}
	return out, nil
}

// runPlans lowers every function of the fused module and runs its plan
// on the CPU (lowering.RunPlanWith) on random inputs at each memory
// limit, comparing the results with the interpreter's run of the input
// before any pass (orig), and the plan's peak with the interpreter's
// accounting runtime (interp/runtime) on the fused module under the same
// limit: tensor by tensor, allocated at their definition and freed after
// their last use. Dims come from --dim (by symbol) and --default-dim.
func runPlans(w io.Writer, orig, fused *ir.Operation, o runOpts) error {
	lowered, err := lowering.LowerModule(fused)
	if err != nil {
		return err
	}
	for i, fn := range lowering.Funcs(orig) {
		name := fn.Attr("sym_name").(*ir.StringAttr).Value
		args, err := interp.RandomInputs(fn, 1, interp.Dims{Symbols: o.bind, Default: o.def})
		if err != nil {
			return fmt.Errorf("@%s: %v", name, err)
		}
		want, err := interp.New(orig, interp.Options{}).Call(name, args)
		if err != nil {
			return fmt.Errorf("@%s: interpreter: %v", name, err)
		}
		for _, limit := range o.limits {
			acc := runtime.New(limit)
			if _, err := interp.New(fused, interp.Options{Observer: acc}).Call(name, args); err != nil {
				return fmt.Errorf("@%s at limit %d: interpreter on the fused module: %v", name, limit, err)
			}
			got, rep, err := lowering.RunPlanWith(lowered.Plans[i], args, lowering.RunOptions{MemoryLimit: limit})
			if err != nil {
				return fmt.Errorf("@%s at limit %d: %v", name, limit, err)
			}
			for j := range want {
				if ok, report := tensor.Close(got[j], want[j], runTolerance); !ok {
					return fmt.Errorf("@%s at limit %d: result #%d differs from the interpreter's: %s", name, limit, j, report)
				}
			}
			fmt.Fprintf(w, "run @%s limit=%d: %d evictions, %d recomputes, %d kept; peak %d bytes (dynamic %d, %d allocations); interpreter peak %d bytes, %d evictions; %d results match the interpreter\n",
				name, limit, rep.Evictions, rep.Recomputes, rep.Kept, rep.Peak, rep.DynamicPeak, rep.Allocations, acc.Peak(), acc.Evictions, len(want))
		}
	}
	return nil
}
