package memory

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/symbolic"
)

func rematDef(shared *sharedSizer) pipeline.PassDef {
	return pipeline.PassDef{
		Name:    "remat",
		Title:   "Remat",
		Summary: "Insert symopt.evict / symopt.regenerate where the symbolic memory curve may exceed a limit; run time decides",
		Anchor:  "func.func",
		Options: []pipeline.OptionSpec{
			{Name: "limit", Kind: pipeline.StringOption, Desc: "memory budget: bytes, or an expression over declared symbols such as 64*S0*S1+4096; empty: every candidate"},
			{Name: "max-percent", Kind: pipeline.IntOption, Default: "10", Min: "0", Desc: "regenerated values at most this percent of the ops"},
			{Name: "min-gap", Kind: pipeline.IntOption, Default: "3", Min: "0", Desc: "fewest ops between the uses an eviction spans"},
			{Name: "threshold", Kind: pipeline.BoolOption, Desc: "guard each evict with the dim value above which its gap exceeds an integer limit"},
		},
		Stats: []pipeline.StatSpec{
			{Name: "num-evictions", Desc: "Evict/regenerate pairs inserted"},
			{Name: "num-guarded", Desc: "Evicts guarded by a dim threshold"},
			{Name: "num-proven-compares", Desc: "Size comparisons decided by a proof"},
			{Name: "num-guessed-compares", Desc: "Size comparisons decided at likely dim values"},
			{Name: "num-unknown-compares", Desc: "Size comparisons left undecided"},
		},
		New: func(o pipeline.Options) (pipeline.Pass, error) {
			opt := RematOptions{MaxFraction: int(o.Int("max-percent")), MinGap: int(o.Int("min-gap")), Threshold: o.Bool("threshold")}
			text := strings.TrimSpace(o.String("limit"))
			if text != "" {
				if _, err := strconv.ParseInt(text, 0, 64); err != nil {
					if _, _, err := parseLimitNames(text); err != nil {
						return nil, fmt.Errorf("remat: bad limit '%s' (want bytes or an expression over declared dims such as 4096*B*T or 4096*S0*S1): %v", text, err)
					}
				}
			}
			return pipeline.PassFunc(func(ctx *pipeline.Context, fn *ir.Operation) error {
				return runRemat(ctx, fn, opt, text, shared)
			}), nil
		},
	}
}

func runRemat(ctx *pipeline.Context, fn *ir.Operation, opt RematOptions, limitText string, shared *sharedSizer) error {
	b := body(fn)
	if b == nil {
		ctx.MarkUnchanged()
		return nil
	}
	z := shared.get(moduleOf(fn))
	c := NewComparer(z.Store())
	if limitText != "" {
		e, err := parseLimit(limitText, z)
		if err != nil {
			return ctx.Errorf(fn, "remat: bad limit '%s': %v", limitText, err)
		}
		opt.Limit, opt.LimitText = &e, limitText
	}
	g := shared.graphFor(b, z, c)
	n, err := rematBody(g, z, c, opt, ctx, fn)
	z.seeds = nil // used: remat builds the graphs it takes from them once
	ctx.AddStat("num-proven-compares", c.Proven)
	ctx.AddStat("num-guessed-compares", c.Guessed)
	ctx.AddStat("num-unknown-compares", c.Unknown)
	if err != nil {
		return err
	}
	if n == 0 {
		ctx.MarkUnchanged()
		shared.settle()
		return nil
	}
	shared.update(moduleOf(fn), z)
	return nil
}

// rematBody runs remat on a function body (g, in its input order): on
// its block, then inside the region blocks of each branch op at its top
// level (remat_branch.go), each planned with the same options. It
// returns the evict/regenerate pairs inserted; the body's graph is
// rebuilt before the branches only when the body changed and has one.
func rematBody(g *Graph, z *Sizer, c *Comparer, opt RematOptions, ctx *pipeline.Context, fn *ir.Operation) (int, error) {
	n, err := rematBlock(g, z, c, opt, ctx, fn)
	if err != nil || !g.hasRematBranch() {
		return n, err
	}
	if n > 0 {
		g = BuildGraph(g.Block, z, c)
	}
	m, err := rematBranches(g, c, opt, func(bg *Graph, at *ir.Operation) (int, error) {
		return rematBlock(bg, z, c, opt, ctx, at)
	})
	return n + m, err
}

// rematBlock plans and inserts remat in the block of g; at is the op
// warnings name.
func rematBlock(g *Graph, z *Sizer, c *Comparer, opt RematOptions, ctx *pipeline.Context, at *ir.Operation) (int, error) {
	plans := PlanRemat(g, c, opt)
	var guards []*guard
	if opt.Threshold {
		guards = thresholdGuards(g, c, z, plans, opt, ctx)
	} else {
		guards = peakPredictions(g, z, plans, ctx)
	}
	if opt.Limit != nil {
		warnUnreachable(ctx, at, g, c, plans, *opt.Limit, opt.LimitText)
	}
	if len(plans) == 0 {
		return 0, nil
	}
	ctx.AddStat("num-evictions", int64(len(plans)))
	return len(plans), applyRemat(g, plans, guards, ctx.Ops)
}

// parseLimit reads bytes or an expression over declared symbol names.
func parseLimit(text string, z *Sizer) (symbolic.Expr, error) {
	if n, err := strconv.ParseInt(text, 0, 64); err == nil {
		return symbolic.Const(n), nil
	}
	e, names, err := parseLimitNames(text)
	if err != nil {
		return e, err
	}
	var bad error
	e, err = symbolic.SubstituteFunc(e, func(s symbolic.Sym) (symbolic.Expr, bool) {
		name := names[s]
		if z.Result() != nil {
			if t, ok := z.Result().Symbol(name); ok {
				return symbolic.Var(t), true
			}
		}
		if bad == nil {
			declared := "none"
			if z.Result() != nil && len(z.Result().SymbolNames()) > 0 {
				declared = strings.Join(z.Result().SymbolNames(), ", ")
			}
			bad = fmt.Errorf("dim %s is not declared (declared: %s)", name, declared)
		}
		return symbolic.Expr{}, false
	})
	if bad != nil {
		return e, bad
	}
	return e, err
}

// warnUnreachable warns when, at likely dim values, even evicting every
// planned value leaves the peak above the limit.
func warnUnreachable(ctx *pipeline.Context, fn *ir.Operation, g *Graph, c *Comparer, plans []RematPlan, limit symbolic.Expr, limitText string) {
	sizes, extras := g.Eval(c.Likely)
	lim := c.Likely(limit)
	order := g.InputOrder()
	curve := g.NumericCurve(order, sizes, extras)
	for _, p := range plans {
		for k := p.Evict + 1; k < p.Regen; k++ {
			curve[k+1] -= sizes[p.Buf]
		}
	}
	var best int64
	for _, v := range curve {
		best = max(best, v)
	}
	if best > lim {
		d := diag.Errorf(pipeline.LocPos(fn.Loc), "remat: the limit %s (%d bytes at likely dims) is below what eviction can reach; best peak found %d bytes", cmp.Or(limitText, limit.String()), lim, best)
		d.Severity = diag.Warning
		ctx.Emit(d)
	}
}

// parseLimitNames parses a limit expression whose symbols are any
// declared dim names (B, T, S0): each distinct name becomes one
// placeholder symbol, and names maps the placeholders back.
func parseLimitNames(text string) (symbolic.Expr, map[symbolic.Sym]string, error) {
	var b strings.Builder
	names := map[symbolic.Sym]string{}
	index := map[string]int{}
	for i := 0; i < len(text); {
		c := text[i]
		if !isNameStart(c) {
			b.WriteByte(c)
			i++
			continue
		}
		j := i + 1
		for j < len(text) && (isNameStart(text[j]) || (text[j] >= '0' && text[j] <= '9')) {
			j++
		}
		name := text[i:j]
		k, ok := index[name]
		if !ok {
			k = len(index)
			index[name] = k
			names[symbolic.Sym(k)] = name
		}
		fmt.Fprintf(&b, "S%d", k)
		i = j
	}
	e, err := symbolic.Parse(b.String())
	return e, names, err
}

func isNameStart(c byte) bool {
	return c == '_' || c == '$' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}
