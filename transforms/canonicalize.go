package transforms

import (
	"fmt"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/transforms/rewrite"
)

func canonicalizeDef(patterns *rewrite.PatternSet) pipeline.PassDef {
	return pipeline.PassDef{
		Name:    "canonicalize",
		Title:   "Canonicalizer",
		Summary: "Canonicalize operations: fold, apply rewrite patterns, remove dead ops",
		Options: []pipeline.OptionSpec{
			{Name: "max-iterations", Kind: pipeline.IntOption, Default: "10", Min: "-1", Desc: "Max. iterations between applying patterns / simplifying regions"},
			{Name: "max-num-rewrites", Kind: pipeline.IntOption, Default: "-1", Min: "-1", Desc: "Max. number of pattern rewrites within an iteration"},
			{Name: "region-simplify", Kind: pipeline.StringOption, Default: "normal", Desc: "Control-flow simplification: disabled, normal or aggressive"},
			{Name: "top-down", Kind: pipeline.BoolOption, Default: "true", Desc: "Seed the worklist in general top-down order"},
			{Name: "test-convergence", Kind: pipeline.BoolOption, Default: "false", Desc: "Fail the pass when the rewrites do not converge"},
			{Name: "enable-patterns", Kind: pipeline.ListOption, Desc: "Labels of patterns to use; all others are filtered out"},
			{Name: "disable-patterns", Kind: pipeline.ListOption, Desc: "Labels of patterns to leave out"},
		},
		Stats: []pipeline.StatSpec{
			{Name: "num-folded", Desc: "Number of ops folded to constants"},
			{Name: "num-rewrites", Desc: "Number of pattern rewrites"},
			{Name: "num-dce'd", Desc: "Number of dead ops erased"},
		},
		Parallel: true,
		New: func(o pipeline.Options) (pipeline.Pass, error) {
			cfg := rewrite.DefaultConfig()
			cfg.MaxIterations = int(o.Int("max-iterations"))
			cfg.MaxNumRewrites = int(o.Int("max-num-rewrites"))
			cfg.TopDown = o.Bool("top-down")
			switch o.String("region-simplify") {
			case "disabled", "false":
				cfg.RegionSimplify = rewrite.SimplifyDisabled
			case "normal", "true":
				cfg.RegionSimplify = rewrite.SimplifyNormal
			case "aggressive":
				cfg.RegionSimplify = rewrite.SimplifyAggressive
			default:
				return nil, fmt.Errorf("region-simplify must be disabled, normal or aggressive, not '%s'", o.String("region-simplify"))
			}
			ps := filterPatterns(patterns, o.List("enable-patterns"), o.List("disable-patterns"))
			return &canonicalize{cfg: cfg, patterns: ps, testConvergence: o.Bool("test-convergence")}, nil
		},
	}
}

func filterPatterns(ps *rewrite.PatternSet, enable, disable []string) *rewrite.PatternSet {
	if len(enable) == 0 && len(disable) == 0 {
		return ps
	}
	in := func(list []string, s string) bool {
		for _, x := range list {
			if x == s {
				return true
			}
		}
		return false
	}
	return ps.Filter(func(p *rewrite.Pattern) bool {
		return (len(enable) == 0 || in(enable, p.Name)) && !in(disable, p.Name)
	})
}

// canonicalize runs the greedy rewrite driver on the op's regions. It
// holds no per-run state, so sibling functions run in parallel.
type canonicalize struct {
	cfg             rewrite.Config
	patterns        *rewrite.PatternSet
	testConvergence bool
}

func (c *canonicalize) Run(ctx *pipeline.Context, op *ir.Operation) error {
	cfg := c.cfg
	cfg.Ops = ctx.Ops
	res := rewrite.Apply(op, c.patterns, cfg)
	ctx.AddStat("num-folded", int64(res.Folds))
	ctx.AddStat("num-rewrites", int64(res.Rewrites))
	ctx.AddStat("num-dce'd", int64(res.Erased))
	if !res.Changed {
		ctx.MarkUnchanged()
	}
	if c.testConvergence && !res.Converged {
		return ctx.Errorf(op, "canonicalizer did not converge after %d iterations", res.Rounds)
	}
	return nil
}
