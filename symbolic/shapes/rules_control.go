package shapes

import (
	"strings"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// controlRule handles calls and ops with regions whose results come from
// their terminators.
func (a *analyzer) controlRule(op *ir.Operation, key string) bool {
	switch key {
	case "func.call", "stablehlo.composite":
		a.call(op)
	case "stablehlo.while":
		a.loop(op, op.Operands(), op.Regions, 0)
	case "scf.for":
		if op.NumOperands() < 3 || len(op.Regions) == 0 {
			return false
		}
		a.loop(op, op.Operands()[3:], op.Regions[:1], 1)
	case "stablehlo.if", "stablehlo.case", "scf.if", "shape.assuming", "scf.execute_region":
		for _, r := range op.Regions {
			a.visitRegion(r)
		}
		a.joinBranches(op)
	case "func.func":
		return true // functions are walked by the analyzer itself
	default:
		return false
	}
	return true
}

// terminatorOf returns the terminator of the region's first block.
func terminatorOf(r *ir.Region) *ir.Operation {
	if r == nil || len(r.Blocks) == 0 {
		return nil
	}
	return r.Blocks[len(r.Blocks)-1].Terminator()
}

// joinBranches: a result dim is known when every branch yields a dim
// proven equal to the first branch's.
func (a *analyzer) joinBranches(op *ir.Operation) {
	var terms []*ir.Operation
	for _, r := range op.Regions {
		if t := terminatorOf(r); t != nil {
			terms = append(terms, t)
		}
	}
	if len(terms) == 0 || len(terms) != len(op.Regions) {
		return
	}
	for i, res := range op.Results() {
		out := a.dimsOf(res)
		for j := range out {
			var first symbolic.Expr
			same := true
			for k, t := range terms {
				if i >= t.NumOperands() {
					same = false
					break
				}
				ds := a.dimsOf(t.Operand(i))
				if j >= len(ds) {
					same = false
					break
				}
				if k == 0 {
					first = ds[j]
				} else if a.store.Compare(ds[j], first) != symbolic.Equal {
					same = false
					break
				}
			}
			if same {
				a.eq(out[j], first)
			}
		}
	}
}

// loop handles loop-carried values: the body (and condition) arguments
// start with symbols of their own; a carried dim the body yields unchanged
// is then equal to the initial value's and to the result's. skip is the
// number of leading block arguments that are not carried (scf.for's
// induction variable).
func (a *analyzer) loop(op *ir.Operation, inits []*ir.Value, regions []*ir.Region, skip int) {
	var args [][]*ir.Value
	for _, r := range regions {
		if len(r.Blocks) == 0 || len(r.Blocks[0].Args()) < skip+len(inits) {
			for _, r := range op.Regions {
				a.visitRegion(r)
			}
			return
		}
		args = append(args, r.Blocks[0].Args()[skip:skip+len(inits)])
	}
	for k := 1; k < len(args); k++ {
		for i := range inits {
			a.eqDims(a.dimsOf(args[k][i]), a.dimsOf(args[0][i]))
		}
	}
	for _, r := range op.Regions {
		a.visitRegion(r)
	}
	body := terminatorOf(regions[len(regions)-1])
	if body == nil || body.NumOperands() < len(inits) {
		return
	}
	for i, init := range inits {
		in, arg, yield := a.dimsOf(init), a.dimsOf(args[len(args)-1][i]), a.dimsOf(body.Operand(i))
		var out []symbolic.Expr
		if i < op.NumResults() {
			out = a.dimsOf(op.Result(i))
		}
		for j := range min(len(in), len(arg), len(yield)) {
			if a.store.Compare(yield[j], arg[j]) != symbolic.Equal {
				continue
			}
			a.eq(arg[j], in[j])
			if j < len(out) {
				a.eq(out[j], in[j])
			}
		}
	}
}

// call: the callee's requirements on its arguments become facts about the
// operands, and its result dims, written over its argument dims, are
// rewritten over the operands' dims.
func (a *analyzer) call(op *ir.Operation) {
	fi := a.funcs[calleeName(op)]
	if fi == nil || !fi.done || len(fi.args) != op.NumOperands() {
		return
	}
	m := map[symbolic.Sym]symbolic.Expr{}
	for k, arg := range fi.args {
		// Dims the callee writes over a dimension argument's variable are
		// rewritten over the value passed for it.
		if _, dimArg := dialect.DimArgName(fi.op, k); dimArg {
			ae, _ := a.scalarOf(arg)
			if oe, ok := a.scalarOf(op.Operand(k)); ok {
				if s, ok := ae.AsSym(); ok {
					m[a.store.Rep(s)] = oe
				}
			}
		}
		ad, od := a.dimsOf(arg), a.dimsOf(op.Operand(k))
		for j := range min(len(ad), len(od)) {
			if s, ok := ad[j].AsSym(); ok {
				r := a.store.Rep(s)
				if _, seen := m[r]; !seen {
					m[r] = od[j]
				}
			}
		}
	}
	subst := func(e symbolic.Expr) (symbolic.Expr, bool) {
		n, err := a.store.Simplify(e)
		if err != nil {
			return symbolic.Expr{}, false
		}
		ok := true
		out, err := symbolic.SubstituteFunc(n, func(s symbolic.Sym) (symbolic.Expr, bool) {
			x, found := m[a.store.Rep(s)]
			ok = ok && found
			return x, found
		})
		return out, ok && err == nil
	}
	for k, arg := range fi.args {
		ad, od := a.dimsOf(arg), a.dimsOf(op.Operand(k))
		for j := range min(len(ad), len(od)) {
			if e, ok := subst(ad[j]); ok {
				a.eq(od[j], e)
			}
		}
		// A dimension argument's variable is global: every value passed
		// for it equals it.
		if _, dimArg := dialect.DimArgName(fi.op, k); dimArg {
			ae, aok := a.scalarOf(arg)
			oe, ook := a.scalarOf(op.Operand(k))
			if aok && ook {
				a.eq(oe, ae)
			}
		}
	}
	for i, res := range op.Results() {
		if i >= len(fi.results) || fi.results[i] == nil {
			continue
		}
		out := a.dimsOf(res)
		for j := range min(len(out), len(fi.results[i])) {
			if e, ok := subst(fi.results[i][j]); ok {
				a.eq(out[j], e)
			}
		}
	}
}

// meetCallSites gives the arguments of a private function the facts that
// hold at every call site: argument dims equal at every site are equal,
// a dim with the same value at every site (a constant, or the same
// symbol or expression of the callers' symbols) is that value, and a dim
// equal at every site to the value passed for a dimension argument is
// that argument's variable.
func (a *analyzer) meetCallSites(fi *funcInfo) {
	vis, _ := fi.op.Attr("sym_visibility").(*ir.StringAttr)
	if vis == nil || vis.Value != "private" || len(fi.sites) == 0 {
		return
	}
	prev, prevProv := a.cur, a.curProv
	defer func() { a.cur, a.curProv = prev, prevProv }()
	a.cur, a.curProv, a.curFailed = fi.sites[0], provenance(fi.sites[0]), false
	groups := map[string]symbolic.Expr{}
	// A dim that every site passes the value of a dimension argument for
	// is that argument's variable.
	for k, arg := range fi.args {
		ae, ok := a.scalarOf(arg)
		if _, dimArg := dialect.DimArgName(fi.op, k); !dimArg || !ok {
			continue
		}
		parts := make([]string, 0, len(fi.sites))
		for _, site := range fi.sites {
			oe, ok := symbolic.Expr{}, k < site.NumOperands()
			if ok {
				oe, ok = a.scalarOf(site.Operand(k))
			}
			if !ok {
				parts = nil
				break
			}
			parts = append(parts, a.normal(oe).String())
		}
		if parts != nil {
			groups[strings.Join(parts, "|")] = ae
		}
	}
	for k, arg := range fi.args {
		ad := a.dimsOf(arg)
		for j := range ad {
			parts := make([]string, 0, len(fi.sites))
			for _, site := range fi.sites {
				if k >= site.NumOperands() {
					parts = nil
					break
				}
				od := a.dimsOf(site.Operand(k))
				if j >= len(od) {
					parts = nil
					break
				}
				parts = append(parts, a.normal(od[j]).String())
			}
			if parts == nil {
				continue
			}
			key := strings.Join(parts, "|")
			if first, ok := groups[key]; ok {
				a.eq(ad[j], first)
			} else {
				groups[key] = ad[j]
			}
			if allSame(parts) { // parts != nil: every site has operand k with dim j
				a.eq(ad[j], a.normal(a.dimsOf(fi.sites[0].Operand(k))[j]))
			}
		}
	}
}

func allSame(parts []string) bool {
	for _, p := range parts {
		if p != parts[0] {
			return false
		}
	}
	return true
}
