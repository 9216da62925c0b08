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
		d := db.value(x)
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
	db := newDimBuilder(g, z, plans, ctx)
	for k, p := range plans {
		syms := p.Peak.Syms()
		var vals []*ir.Value
		for _, x := range syms {
			d := db.value(x)
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
	live := db.liveDims(plans, used)
	out := make([]*guard, len(plans))
	for k, p := range plans {
		if len(used[k]) != len(p.Peak.Syms()) {
			continue
		}
		repl := map[symbolic.Sym]symbolic.Sym{}
		for i, x := range p.Peak.Syms() {
			repl[x] = symbolic.Sym(i)
		}
		peak, err := symbolic.Add(p.Peak, symbolic.Const(live.at(p.At)))
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

// dimsLive gives the bytes of the dims created for the evicts that are
// live while a step runs: those an evict after that step reads (a plan
// evicting after that op or a later one).
type dimsLive struct {
	last  []int   // per created dim read by an evict: its last evict
	bytes []int64 // its bytes, when constant
}

// liveDims collects the dims created here that the plans' evicts read
// (used, per plan), each with the last evict that reads it.
func (db *dimBuilder) liveDims(plans []RematPlan, used [][]*ir.Value) *dimsLive {
	l := &dimsLive{}
	var seen []*ir.Value
	for q, p := range plans {
		for _, d := range used[q] {
			if !db.made[d] {
				continue
			}
			i := slices.Index(seen, d)
			if i < 0 {
				var b int64
				if n, ok := db.z.Size(d).Constant(); ok {
					b = n
				}
				seen, l.last, l.bytes = append(seen, d), append(l.last, p.Evict), append(l.bytes, b)
				continue
			}
			l.last[i] = max(l.last[i], p.Evict)
		}
	}
	return l
}

// at is the bytes of the dims live while the step at position at runs.
func (l *dimsLive) at(at int) int64 {
	var n int64
	for i, e := range l.last {
		if e >= at {
			n += l.bytes[i]
		}
	}
	return n
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
