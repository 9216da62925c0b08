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
// gets none. The peak counts the dims remat reads that are live at the
// gap's highest step (dimsLiveAt).
func peakPredictions(g *Graph, z *Sizer, plans []RematPlan, ctx *pipeline.Context) []*guard {
	if z.Result() == nil {
		return nil
	}
	used := make([][]*ir.Value, len(plans))
	dims := map[symbolic.Sym]*ir.Value{}
	db := newDimBuilder(g, z, plans, ctx)
	for k, p := range plans {
		syms := p.Peak.Syms()
		var vals []*ir.Value
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
			vals = append(vals, d)
		}
		if len(vals) == len(syms) {
			used[k] = vals
		}
	}
	out := make([]*guard, len(plans))
	for k, p := range plans {
		if len(used[k]) != len(p.Peak.Syms()) {
			continue
		}
		repl := map[symbolic.Sym]symbolic.Sym{}
		for i, x := range p.Peak.Syms() {
			repl[x] = symbolic.Sym(i)
		}
		peak, err := symbolic.Add(p.Peak, symbolic.Const(db.dimsLiveAt(plans, used, k)))
		if err != nil {
			continue
		}
		e, err := renameSyms(peak, repl)
		if err != nil {
			continue
		}
		out[k] = &guard{dims: used[k], peak: e.String()}
	}
	return out
}

// dimsLiveAt is the bytes of the dims created for the evicts (used, per
// plan) that are live while plan k's highest step (At) runs: those an
// evict after that step reads (a plan evicting after that op or a later
// one).
func (db *dimBuilder) dimsLiveAt(plans []RematPlan, used [][]*ir.Value, k int) int64 {
	var n int64
	var seen []*ir.Value
	for q, p := range plans {
		if p.Evict < plans[k].At {
			continue
		}
		for _, d := range used[q] {
			if db.made[d] && !containsValue(seen, d) {
				seen = append(seen, d)
				if b, ok := db.z.Size(d).Constant(); ok {
					n += b
				}
			}
		}
	}
	return n
}

func containsValue(vs []*ir.Value, v *ir.Value) bool {
	for _, w := range vs {
		if w == v {
			return true
		}
	}
	return false
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
