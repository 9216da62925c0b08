package memory

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// VersionBody rewrites the block of g (a function body in the order g
// was built with) so that it runs order b where b's peak is below a's
// and order a elsewhere, the choice made at run time from the argument
// dims:
//
//	%d0 = tensor.dim %arg, %c0 : ...        (one per symbol)
//	%pa = <max of a's candidate peaks, in index arithmetic>
//	%pb = <the same for b>
//	%c = arith.cmpi slt, %pb, %pa : index
//	%r:n = scf.if %c -> (...) { <ops in order b> scf.yield } else { <ops in order a> scf.yield }
//	func.return %r#0, ...
//
// The peaks are those of Graph.Profile (the steps no other is proven to
// bound), exact at every binding. The branches take the arguments and
// the condition (graph_branch.go), so each runs with the peak of its
// order unless the condition's arithmetic, next to the arguments, is
// higher. ok=false, the block unchanged, when a peak reads a
// symbol that no argument dim carries or the block has no terminator.
func VersionBody(g *Graph, c *Comparer, a, b []int, ops *ir.Registry) (ok bool) {
	return versionBody(g, c, a, b, ops) != nil
}

// versioned is what versionBody wrote: the scf.if's region blocks and the
// orders of g they run.
type versioned struct {
	then, els *ir.Block
	a, b      []int
}

// versionBody is VersionBody; nil when it leaves the block unchanged.
func versionBody(g *Graph, c *Comparer, a, b []int, ops *ir.Registry) *versioned {
	if g.Fixed < 0 || g.sizer == nil {
		return nil
	}
	term := g.Nodes[g.Fixed].Op
	e := &versionEmitter{g: g, ops: ops, loc: term.Loc, consts: map[int64]*ir.Value{}, dims: map[symbolic.Sym]*ir.Value{}}
	pa, pb := g.profilePeaks(a), g.profilePeaks(b)
	for _, ps := range [][]symbolic.Expr{pa, pb} {
		for _, p := range ps {
			for _, s := range p.Syms() {
				if !e.findDim(s) {
					return nil
				}
			}
		}
	}
	cond := e.op("arith.cmpi", []*ir.Value{e.maxOf(pb), e.maxOf(pa)}, ir.I1,
		ir.NamedAttr{Name: "predicate", Value: &ir.IntegerAttr{Value: 2, Type: ir.I64}}) // slt
	var types []ir.Type
	for _, v := range term.Operands() {
		types = append(types, v.Type())
	}
	ifOp := ir.NewOperation("scf.if", lookup(ops, "scf.if"), []*ir.Value{cond}, types, nil, term.Loc)
	then, els := ifOp.AddRegion().AddBlock(), ifOp.AddRegion().AddBlock()
	m := ir.NewMapping()
	for _, n := range b {
		if n != g.Fixed {
			then.Append(g.Nodes[n].Op.Clone(m))
		}
	}
	yield := func(blk *ir.Block, vals []*ir.Value) {
		blk.Append(ir.NewOperation("scf.yield", lookup(ops, "scf.yield"), vals, nil, nil, term.Loc))
	}
	var thenVals []*ir.Value
	for _, v := range term.Operands() {
		thenVals = append(thenVals, m.Lookup(v))
	}
	yield(then, thenVals)
	for _, n := range a {
		if n != g.Fixed {
			els.Append(g.Nodes[n].Op)
		}
	}
	yield(els, term.Operands())
	term.SetOperands(ifOp.Results())
	g.Block.SetOps(append(e.pre, ifOp, term))
	return &versioned{then: then, els: els, a: a, b: b}
}

// versionEmitter builds the index arithmetic of VersionBody's condition.
type versionEmitter struct {
	g      *Graph
	ops    *ir.Registry
	loc    ir.Location
	pre    []*ir.Operation // the ops before the scf.if
	consts map[int64]*ir.Value
	dims   map[symbolic.Sym]*ir.Value
	where  map[symbolic.Sym]dimKey
}

// findDim records the argument dim that carries symbol s.
func (e *versionEmitter) findDim(s symbolic.Sym) bool {
	if e.where == nil {
		e.where = map[symbolic.Sym]dimKey{}
	}
	if _, ok := e.where[s]; ok {
		return true
	}
	z := e.g.sizer
	for _, id := range e.g.Outer {
		arg := e.g.Bufs[id].Value
		for i, d := range z.Result().Dims(arg) {
			if x, ok := d.AsSym(); ok && z.Store().SameClass(x, s) {
				e.where[s] = dimKey{arg, i}
				return true
			}
		}
	}
	return false
}

func (e *versionEmitter) op(name string, in []*ir.Value, t ir.Type, attrs ...ir.NamedAttr) *ir.Value {
	o := ir.NewOperation(name, lookup(e.ops, name), in, []ir.Type{t}, attrs, e.loc)
	e.pre = append(e.pre, o)
	return o.Result(0)
}

func (e *versionEmitter) constant(v int64) *ir.Value {
	if c, ok := e.consts[v]; ok {
		return c
	}
	c := e.op("arith.constant", nil, ir.Index, ir.NamedAttr{Name: "value", Value: &ir.IntegerAttr{Value: v, Type: ir.Index}})
	e.consts[v] = c
	return c
}

func (e *versionEmitter) dim(s symbolic.Sym) *ir.Value {
	if d, ok := e.dims[s]; ok {
		return d
	}
	k := e.where[s]
	d := e.op("tensor.dim", []*ir.Value{k.arg, e.constant(int64(k.i))}, ir.Index)
	e.dims[s] = d
	return d
}

// poly is p in index arithmetic.
func (e *versionEmitter) poly(p symbolic.Expr) *ir.Value {
	var acc *ir.Value
	for _, t := range p.Terms() {
		v := e.constant(t.Coef)
		for _, f := range t.Mono {
			for range f.Exp {
				v = e.op("arith.muli", []*ir.Value{v, e.dim(f.Sym)}, ir.Index)
			}
		}
		if acc == nil {
			acc = v
		} else {
			acc = e.op("arith.addi", []*ir.Value{acc, v}, ir.Index)
		}
	}
	if acc == nil {
		return e.constant(0)
	}
	return acc
}

// maxOf is the largest of ps in index arithmetic.
func (e *versionEmitter) maxOf(ps []symbolic.Expr) *ir.Value {
	if len(ps) == 0 {
		return e.constant(0)
	}
	m := e.poly(ps[0])
	for _, p := range ps[1:] {
		m = e.op("arith.maxsi", []*ir.Value{m, e.poly(p)}, ir.Index)
	}
	return m
}
