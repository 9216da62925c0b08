package lowering

import (
	"strings"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
)

// Def returns the definition of the lower-to-kernels pass. It lowers
// every fusion of every function, fails with one error per op that has no
// kernel, and records each fusion's kernel name in its `kernel`
// attribute (identical fusions name the same kernel); with print-plan
// it reports each launch plan as a remark.
func Def() pipeline.PassDef { return DefKeeping(nil) }

// DefKeeping is Def whose runs hand the lowered module, with the module op
// it was lowered from, to keep (when not nil), so a caller that emits
// code right after the pass need not lower again.
func DefKeeping(keep func(*ir.Operation, *Module)) pipeline.PassDef {
	return pipeline.PassDef{
		Name:    "lower-to-kernels",
		Title:   "LowerToKernels",
		Summary: "Lower symopt.fusion ops to loop-level kernels and build the launch plan of each function",
		Anchor:  "builtin.module",
		Options: []pipeline.OptionSpec{
			{Name: "print-plan", Kind: pipeline.BoolOption, Default: "false", Desc: "report each function's launch plan and kernels as a remark"},
			{Name: "run-limits", Kind: pipeline.ListOption, Desc: "run each plan on the CPU on random inputs under each of these memory limits in bytes (0: none) and compare with the interpreter under the same limit; report each run as a remark"},
			{Name: "run-dim", Kind: pipeline.IntOption, Default: "4", Min: "0", Desc: "size of every dynamic dim of run-limits' inputs"},
		},
		Stats: []pipeline.StatSpec{
			{Name: "num-kernels", Desc: "Number of kernel launches built"},
			{Name: "num-distinct-kernels", Desc: "Number of distinct kernels (identical fusions share one)"},
		},
		New: func(o pipeline.Options) (pipeline.Pass, error) {
			show := o.Bool("print-plan")
			limits, err := parseLimits(o.List("run-limits"))
			if err != nil {
				return nil, err
			}
			runs := planRuns{limits: limits, dim: o.Int("run-dim")}
			return pipeline.PassFunc(func(ctx *pipeline.Context, m *ir.Operation) error {
				lm, err := runLower(ctx, m, show, keep)
				if err != nil {
					return err
				}
				return runs.check(ctx, m, lm)
			}), nil
		},
	}
}

// Register adds lower-to-kernels to r.
func Register(r *pipeline.Registry) error { return r.Register(Def()) }

// runLower lowers m, names the kernel of each fusion, reports the plans
// with show, and returns the lowered module.
func runLower(ctx *pipeline.Context, m *ir.Operation, show bool, keep func(*ir.Operation, *Module)) (*Module, error) {
	lm, err := LowerModule(m)
	if err != nil {
		return nil, Diagnostics(err)
	}
	if keep != nil {
		keep(m, lm)
	}
	n, distinct := 0, 0
	for _, p := range lm.Plans {
		distinct += len(p.DistinctKernels())
		p.Walk(func(s *Step) {
			if s.Kind == KernelStep {
				s.Op.SetAttr("kernel", ir.Str(s.Name))
				n++
			}
		})
		if show {
			var b strings.Builder
			p.WriteText(&b)
			for _, k := range p.DistinctKernels() {
				b.WriteString(k.String())
			}
			ctx.Emit(&diag.Diagnostic{Severity: diag.Remark, Msg: b.String()})
		}
	}
	ctx.AddStat("num-kernels", int64(n))
	ctx.AddStat("num-distinct-kernels", int64(distinct))
	return lm, nil
}

// Diagnostics flattens the (joined) errors of this package into a
// diagnostic list for printing with source lines.
func Diagnostics(err error) diag.List {
	var list diag.List
	for _, e := range unjoin(err) {
		if d, ok := e.(*diag.Diagnostic); ok {
			list = append(list, d)
		} else if l, ok := e.(diag.List); ok {
			list = append(list, l...)
		} else {
			list = append(list, &diag.Diagnostic{Severity: diag.Error, Msg: e.Error()})
		}
	}
	return list
}

func unjoin(err error) []error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var out []error
		for _, e := range j.Unwrap() {
			out = append(out, unjoin(e)...)
		}
		return out
	}
	return []error{err}
}
