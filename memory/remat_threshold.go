package memory

import (
	"slices"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/symbolic"
)

// thresholdGuards derives, per plan, the value of one dim symbol above
// which the peak in the plan's gap exceeds the (integer) limit, the other
// symbols at their likely values (symbolic.Store.Threshold), and reads that
// dim from a function argument carrying it. Plans whose gap never exceeds
// the limit keep a nil guard (run time decides from live bytes).
func thresholdGuards(g *Graph, c *Comparer, z *Sizer, plans []RematPlan, opt RematOptions, ctx *pipeline.Context) []*guard {
	if opt.Limit == nil || z.Result() == nil {
		return nil
	}
	lim, ok := opt.Limit.Constant()
	if !ok {
		return nil
	}
	out := make([]*guard, len(plans))
	dims := map[symbolic.Sym]*ir.Value{}
	db := newDimBuilder(g, z, plans, ctx)
	for k, p := range plans {
		syms := p.Peak.Syms()
		if len(syms) == 0 {
			continue
		}
		x := syms[0]
		v, found, err := c.st.Threshold(p.Peak, lim, x)
		if err != nil || !found {
			continue
		}
		d, ok := dims[x]
		if !ok {
			d = db.value(x)
			dims[x] = d
		}
		if d == nil {
			continue
		}
		out[k] = &guard{dims: []*ir.Value{d}, min: v, isMin: true}
		ctx.AddStat("num-guarded", 1)
	}
	return out
}

// peakPredictions writes, per plan, the gap's peak as a polynomial over
// dim values read from function arguments (the `peak` form of
// symopt.evict); a plan whose peak mentions a symbol no argument carries
// gets none.
func peakPredictions(g *Graph, z *Sizer, plans []RematPlan, ctx *pipeline.Context) []*guard {
	if z.Result() == nil {
		return nil
	}
	out := make([]*guard, len(plans))
	dims := map[symbolic.Sym]*ir.Value{}
	db := newDimBuilder(g, z, plans, ctx)
	for k, p := range plans {
		syms := p.Peak.Syms()
		var vals []*ir.Value
		repl := map[symbolic.Sym]symbolic.Sym{}
		for _, x := range syms {
			d, ok := dims[x]
			if !ok {
				d = db.value(x)
				dims[x] = d
			}
			if d == nil {
				vals = nil
				break
			}
			repl[x] = symbolic.Sym(len(vals))
			vals = append(vals, d)
		}
		if len(vals) != len(syms) {
			continue
		}
		e, err := renameSyms(p.Peak, repl)
		if err != nil {
			continue
		}
		out[k] = &guard{dims: vals, peak: e.String()}
	}
	return out
}

// renameSyms is e with each symbol x replaced by the symbol to[x] (a
// one-to-one renaming that covers every symbol of e): the terms renamed
// in place, without multiplying anything out.
func renameSyms(e symbolic.Expr, to map[symbolic.Sym]symbolic.Sym) (symbolic.Expr, error) {
	terms := e.Terms() // a copy
	for _, t := range terms {
		for i, f := range t.Mono {
			t.Mono[i].Sym = to[f.Sym]
		}
		slices.SortFunc(t.Mono, func(a, b symbolic.Factor) int { return int(a.Sym) - int(b.Sym) })
	}
	return symbolic.FromTerms(terms)
}
