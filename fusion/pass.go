package fusion

import (
	"strconv"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
)

// PassConfig is what the driver gives the pass besides its options.
type PassConfig struct {
	// Lowerable and Dims are copied into every run's Config. Lowerable
	// must be safe for concurrent use: fuse runs on sibling functions at
	// once and classifies the ops of a body two at a time.
	Lowerable func(*ir.Operation) bool
	Dims      func(fn *ir.Operation) DimEquality
}

// Def returns the definition of the fuse pass.
func Def(pc PassConfig) pipeline.PassDef {
	d := DefaultConfig()
	return pipeline.PassDef{
		Name:    "fuse",
		Title:   "Fuse",
		Summary: "Group elementwise ops, reductions and their neighbours into symopt.fusion ops (one kernel each)",
		Anchor:  "func.func",
		Options: []pipeline.OptionSpec{
			{Name: "max-ops", Kind: pipeline.IntOption, Default: strconv.Itoa(d.MaxOps), Min: "1", Desc: "most ops in one fusion"},
			{Name: "max-operands", Kind: pipeline.IntOption, Default: strconv.Itoa(d.MaxOperands), Min: "1", Desc: "most values one fusion reads"},
			{Name: "horizontal", Kind: pipeline.BoolOption, Default: "true", Desc: "merge independent loop fusions of one shape"},
		},
		Stats: []pipeline.StatSpec{
			{Name: "num-fusions", Desc: "Number of fusion ops created"},
			{Name: "num-fused-ops", Desc: "Number of ops moved into fusions"},
			{Name: "num-horizontal", Desc: "Number of horizontal merges"},
		},
		Parallel: true,
		New: func(o pipeline.Options) (pipeline.Pass, error) {
			cfg := Config{MaxOps: int(o.Int("max-ops")), MaxOperands: int(o.Int("max-operands")),
				Horizontal: o.Bool("horizontal"), Lowerable: pc.Lowerable, Dims: pc.Dims}
			return pipeline.PassFunc(func(ctx *pipeline.Context, fn *ir.Operation) error {
				return runFuse(ctx, fn, cfg)
			}), nil
		},
	}
}

// Register adds the fuse pass to r.
func Register(r *pipeline.Registry, pc PassConfig) error { return r.Register(Def(pc)) }

func runFuse(ctx *pipeline.Context, fn *ir.Operation, cfg Config) error {
	if len(fn.Regions) == 0 || len(fn.Regions[0].Blocks) == 0 {
		ctx.MarkUnchanged()
		return nil
	}
	if ctx.Ops == nil {
		return ctx.Errorf(fn, "fuse needs the op registry")
	}
	total := FuseFunc(fn, ctx.Ops, cfg)
	ctx.AddStat("num-fusions", int64(total.Fusions))
	ctx.AddStat("num-fused-ops", int64(total.Fused))
	ctx.AddStat("num-horizontal", int64(total.Horizontal))
	if total.Fusions == 0 {
		ctx.MarkUnchanged()
	}
	return nil
}
