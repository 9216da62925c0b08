package memory

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
)

func scheduleDef(shared *sharedSizer) pipeline.PassDef {
	return pipeline.PassDef{
		Name:    "schedule-memory",
		Title:   "ScheduleMemory",
		Summary: "Reorder the ops of each function body to lower its symbolic peak memory",
		Anchor:  "func.func",
		Options: []pipeline.OptionSpec{
			{Name: "exact-limit", Kind: pipeline.IntOption, Default: "16", Min: "0", Desc: "largest body (in ops) searched exactly at likely dim values; 0 disables"},
			{Name: "local-budget", Kind: pipeline.IntOption, Default: "0", Min: "0", Desc: "op placements a local search may try on the best order (0: none)"},
			{Name: "versions", Kind: pipeline.IntOption, Default: "1", Min: "1", Desc: "2: run a second order under scf.if where its peak, computed from the dims at run time, is lower (1: one static order)"},
		},
		Stats: []pipeline.StatSpec{
			{Name: "num-proven-compares", Desc: "Size comparisons decided by a proof"},
			{Name: "num-guessed-compares", Desc: "Size comparisons decided at likely dim values"},
			{Name: "num-unknown-compares", Desc: "Size comparisons left undecided (taken as equal)"},
			{Name: "num-reordered", Desc: "Function bodies whose order changed"},
			{Name: "num-versioned", Desc: "Function bodies given two orders chosen at run time"},
		},
		New: func(o pipeline.Options) (pipeline.Pass, error) {
			opt := ScheduleOptions{ExactLimit: int(o.Int("exact-limit")), LocalBudget: int(max(0, o.Int("local-budget"))), Versions: int(o.Int("versions"))}
			return pipeline.PassFunc(func(ctx *pipeline.Context, fn *ir.Operation) error {
				return runSchedule(ctx, fn, opt, shared)
			}), nil
		},
	}
}

// moduleOf returns the outermost op above op (the module analyzed for
// sizes), or op itself.
func moduleOf(op *ir.Operation) *ir.Operation {
	for op.ParentOp() != nil {
		op = op.ParentOp()
	}
	return op
}

func body(fn *ir.Operation) *ir.Block {
	if len(fn.Regions) == 0 || len(fn.Regions[0].Blocks) != 1 {
		return nil
	}
	return fn.Regions[0].Blocks[0]
}

func runSchedule(ctx *pipeline.Context, fn *ir.Operation, opt ScheduleOptions, shared *sharedSizer) error {
	b := body(fn)
	if b == nil {
		ctx.MarkUnchanged()
		return nil
	}
	z := shared.get(moduleOf(fn))
	c := NewComparer(z.Store())
	g := BuildGraph(b, z, c)
	alt := -1
	var cands []Candidate
	var best int
	if opt.Versions >= 2 {
		cands, best, alt = ScheduleVersions(g, c, opt)
	} else {
		cands, best = Schedule(g, c, opt)
	}
	ctx.AddStat("num-proven-compares", c.Proven)
	ctx.AddStat("num-guessed-compares", c.Guessed)
	ctx.AddStat("num-unknown-compares", c.Unknown)
	if alt >= 0 {
		if v := versionBody(g, c, cands[best].Order, cands[alt].Order, ctx.Ops); v != nil {
			ctx.AddStat("num-versioned", 1)
			shared.versioned(moduleOf(fn), g, v)
			return nil
		}
	}
	if best == 0 {
		ctx.MarkUnchanged()
		shared.keep(g)
		return nil
	}
	ctx.AddStat("num-reordered", 1)
	g.Apply(cands[best].Order)
	shared.update(moduleOf(fn), z)
	shared.keepOrdered(g, cands[best].Order)
	return nil
}

// Register adds schedule-memory and remat to r. The two share one shape
// analysis per module while nothing else changes it (sharedSizer).
func Register(r *pipeline.Registry) error {
	shared := &sharedSizer{}
	for _, d := range []pipeline.PassDef{scheduleDef(shared), rematDef(shared)} {
		if err := r.Register(d); err != nil {
			return err
		}
	}
	return nil
}
