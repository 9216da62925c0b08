package shapes

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// dimsOf returns the dims of a ranked tensor value, creating them on first
// use: a constant for each static dim, a new symbol for each dynamic one
// (narrowed by the type's encoding). Values that are not ranked tensors
// give nil.
func (a *analyzer) dimsOf(v *ir.Value) []symbolic.Expr {
	if ds, ok := a.dims[v]; ok {
		return ds
	}
	t, ok := v.Type().(*ir.TensorType)
	if !ok {
		return nil
	}
	if t.Encoding == nil && ir.IsStatic(t.Shape) {
		// not recorded: the type says it all (one copy per type, read only)
		ds, ok := a.static[t]
		if !ok {
			ds = staticDims(t.Shape)
			a.static[t] = ds
		}
		return ds
	}
	ds := make([]symbolic.Expr, len(t.Shape))
	// A dim named by a symbolic encoding is the declared symbol itself (no
	// new symbol merged into it), so that reading an annotated module
	// back adds no facts.
	scratch := a.encNames
	names, named := symbolicEncodingInto(scratch, t.Encoding, len(t.Shape))
	a.encNames = nil // taken while in use (analyzer.encNames)
	for i, d := range t.Shape {
		if named && names[i].name != "" && d == ir.Dynamic {
			ds[i] = a.store.Var(a.nameSym(names[i].name))
			continue
		}
		if d != ir.Dynamic {
			ds[i] = symbolic.Const(d)
			continue
		}
		s := a.store.NewSym()
		if a.cur != nil && v.DefiningOp() == a.cur {
			a.fresh.set(s, dimRef{v: v, dim: i})
		}
		ds[i] = a.store.Var(s)
	}
	if named {
		scratch = names[:0]
	}
	a.encNames = scratch
	a.dims[v] = ds
	a.order = append(a.order, v)
	a.readEncoding(v, t, ds)
	return ds
}

// defOp is the op defining v, or the op holding its block.
func defOp(v *ir.Value) *ir.Operation {
	if op := v.DefiningOp(); op != nil {
		return op
	}
	if b := v.OwnerBlock(); b != nil {
		return b.ParentOp()
	}
	return nil
}

// rank returns the rank of a ranked tensor type, or -1.
func rank(v *ir.Value) int {
	if t, ok := v.Type().(*ir.TensorType); ok {
		return len(t.Shape)
	}
	return -1
}

// eq records a == b at the current op. A side that is a fresh symbol
// (a dim no fact has mentioned yet) is replaced by the other side when
// that is a symbol or a constant, instead of merging two classes: most
// result dims are exactly an operand's, and this keeps the store small.
func (a *analyzer) eq(x, y symbolic.Expr) {
	if zeroSized(x) != zeroSized(y) {
		return // dims of size 0 are not modelled: no fact, no contradiction
	}
	if a.replaceFresh(x, y) || a.replaceFresh(y, x) || a.defineFresh(x, y) || a.defineFresh(y, x) {
		return
	}
	a.touch(x)
	a.touch(y)
	if xs, ok := x.AsSym(); ok {
		if ys, ok := y.AsSym(); ok {
			if a.store.SameClass(xs, ys) {
				return
			}
			a.facts++
			a.report(a.store.AddEqual(xs, ys, a.prov()))
			return
		}
	}
	if xc, ok := x.Constant(); ok {
		if yc, ok := y.Constant(); ok {
			if xc != yc {
				a.reportf("dimension size %d does not match %d", xc, yc)
			}
			return
		}
	}
	a.facts++
	a.report(a.store.AddEq(x, y, a.prov()))
}

// eqDims records that two dim lists are equal position by position (the
// shorter length when ranks differ).
func (a *analyzer) eqDims(x, y []symbolic.Expr) {
	for i := range min(len(x), len(y)) {
		a.eq(x[i], y[i])
	}
}

// replaceFresh puts y in the place of the fresh symbol x.
func (a *analyzer) replaceFresh(x, y symbolic.Expr) bool {
	xs, ok := x.AsSym()
	if !ok {
		return false
	}
	ref, ok := a.fresh.get(xs)
	if !ok {
		return false
	}
	if _, isSym := y.AsSym(); !isSym {
		if _, isConst := y.Constant(); !isConst {
			return false
		}
	}
	if ys, ok := y.AsSym(); ok && ys == xs {
		return true
	}
	a.fresh.del(xs)
	a.dims[ref.v][ref.dim] = y
	return true
}

// defineFresh defines the fresh symbol x as y (a new dim computed by an
// expression: cheaper than solving an equation).
func (a *analyzer) defineFresh(x, y symbolic.Expr) bool {
	xs, ok := x.AsSym()
	if !ok {
		return false
	}
	if _, fresh := a.fresh.get(xs); !fresh {
		return false
	}
	a.fresh.del(xs)
	a.touch(y)
	a.define(xs, y)
	return true
}

// define records s := e for a symbol s created by this walk.
func (a *analyzer) define(s symbolic.Sym, e symbolic.Expr) {
	a.facts++
	if err := a.store.Define(s, e, a.prov()); err != nil {
		a.report(err)
		return
	}
	a.defs[s] = e
	if k, ok := a.defKey(e); ok {
		a.byDef[k] = s
	}
}

// defKey writes e over the representatives of its symbols' classes: two
// expressions with the same key are equal for every binding.
func (a *analyzer) defKey(e symbolic.Expr) (string, bool) {
	k, err := symbolic.SubstituteFunc(e, func(s symbolic.Sym) (symbolic.Expr, bool) {
		return a.store.Var(a.store.Rep(s)), true
	})
	if err != nil {
		return "", false
	}
	return k.String(), true
}

// sameDefinition returns a symbol this walk already defined as an
// expression equal to e (same terms over the same classes), so that a
// repeated sum or product gets the existing symbol without a store call.
func (a *analyzer) sameDefinition(e symbolic.Expr) (symbolic.Sym, bool) {
	k, ok := a.defKey(e)
	if !ok {
		return 0, false
	}
	s, ok := a.byDef[k]
	return s, ok
}

// expand substitutes the definitions this walk made, once, so that
// restated products compare equal without asking the store.
func (a *analyzer) expand(e symbolic.Expr) symbolic.Expr {
	if s, ok := e.AsSym(); ok {
		if d, ok := a.defs[s]; ok {
			return d
		}
		return e
	}
	if _, ok := e.Constant(); ok {
		return e
	}
	out, err := symbolic.SubstituteFunc(e, func(s symbolic.Sym) (symbolic.Expr, bool) {
		d, ok := a.defs[s]
		return d, ok
	})
	if err != nil {
		return e
	}
	return out
}

// touch marks the symbols of e as used in a fact.
func (a *analyzer) touch(e symbolic.Expr) {
	if s, ok := e.AsSym(); ok {
		a.fresh.del(s)
		return
	}
	e.EachSym(a.fresh.del)
}

// lowerBound records x >= lo for a dim expression (only for a symbol).
func (a *analyzer) lowerBound(x symbolic.Expr, lo int64) {
	if lo <= 1 {
		return // every dim is at least 1 already (or has no elements)
	}
	if s, ok := x.AsSym(); ok {
		a.fresh.del(s)
		if have, _ := a.store.Range(s); have >= lo {
			return
		}
		if d, ok := a.defs[s]; ok && a.positiveLower(d) >= lo {
			return // a sum of positive terms already that large
		}
		a.facts++
		a.report(a.store.AddRange(s, lo, symbolic.NoUpper, a.prov()))
		return
	}
	if c, ok := x.Constant(); ok && c < lo {
		a.reportf("dimension size %d is smaller than %d", c, lo)
	}
}

// setDims binds the dims of result v to exprs: each known expression is
// recorded as equal to the dim's symbol.
func (a *analyzer) setDims(v *ir.Value, exprs []elem) {
	ds := a.dimsOf(v)
	for i := range min(len(ds), len(exprs)) {
		if exprs[i].ok {
			a.eq(ds[i], exprs[i].e)
		}
	}
}

func known(e symbolic.Expr) elem { return elem{e: e, ok: true} }

// elems wraps dims as known elements.
func elems(ds []symbolic.Expr) []elem {
	return elemsInto(make([]elem, 0, len(ds)), ds)
}

// elemsInto is elems appending to out.
func elemsInto(out []elem, ds []symbolic.Expr) []elem {
	for _, d := range ds {
		out = append(out, known(d))
	}
	return out
}

// scalarOf returns the known value of an index/integer scalar or of a
// one-element integer tensor.
func (a *analyzer) scalarOf(v *ir.Value) (symbolic.Expr, bool) {
	if e, ok := a.scalar[v]; ok {
		return e, true
	}
	if vs, ok := a.vec[v]; ok && len(vs) == 1 && vs[0].ok {
		return vs[0].e, true
	}
	return symbolic.Expr{}, false
}

// vecOf returns the elements of a 1-D shape value; a 1-D value the walk
// knows nothing about gives unknown elements of its static length.
func (a *analyzer) vecOf(v *ir.Value) []elem {
	if vs, ok := a.vec[v]; ok {
		return vs
	}
	if t, ok := v.Type().(*ir.TensorType); ok && len(t.Shape) == 1 && t.Shape[0] != ir.Dynamic {
		return make([]elem, t.Shape[0])
	}
	if t, ok := v.Type().(*ir.TensorType); ok && len(t.Shape) == 0 {
		if e, ok := a.scalar[v]; ok {
			return []elem{known(e)}
		}
	}
	return nil
}

func (a *analyzer) setScalar(v *ir.Value, e symbolic.Expr, err error) {
	if err == nil {
		a.scalar[v] = e
	}
}

// assign gives result v the dims exprs where they are known, without a
// new symbol for a dim that is exactly a known symbol or constant (the
// common case: most result dims are an operand's). Values already seen,
// values with an encoding and rank mismatches fall back to dimsOf and eq.
func (a *analyzer) assign(v *ir.Value, exprs []elem) []symbolic.Expr {
	t, ok := v.Type().(*ir.TensorType)
	if _, seen := a.dims[v]; seen || !ok || t.Encoding != nil || len(exprs) != len(t.Shape) || ir.IsStatic(t.Shape) {
		a.setDims(v, exprs)
		return a.dimsOf(v)
	}
	ds := make([]symbolic.Expr, len(t.Shape))
	var pending []int
	for i, d := range t.Shape {
		x := exprs[i]
		switch {
		case d != ir.Dynamic:
			ds[i] = symbolic.Const(d)
		case x.ok && isAtom(x.e):
			ds[i] = x.e
			continue
		case x.ok:
			if s, ok := a.sameDefinition(x.e); ok {
				ds[i] = a.store.Var(s)
				continue
			}
			s := a.store.NewSym()
			ds[i] = a.store.Var(s)
			a.define(s, x.e)
			continue
		default:
			ds[i] = a.store.Var(a.store.NewSym())
			continue
		}
		if x.ok {
			pending = append(pending, i)
		}
	}
	a.dims[v] = ds
	a.order = append(a.order, v)
	for _, i := range pending {
		a.eq(ds[i], exprs[i].e)
	}
	return ds
}

// isAtom reports a symbol or a constant.
func isAtom(e symbolic.Expr) bool {
	if _, ok := e.AsSym(); ok {
		return true
	}
	_, ok := e.Constant()
	return ok
}

// positiveLower is a lower bound of e when every coefficient is positive
// (each symbol at the low end of its range), else 0.
func (a *analyzer) positiveLower(e symbolic.Expr) int64 {
	var lo int64
	for _, t := range e.Terms() {
		if t.Coef < 0 {
			return 0
		}
		v := t.Coef
		for _, f := range t.Mono {
			l, _ := a.store.Range(f.Sym)
			for range f.Exp {
				if v > 1<<40 || l > 1<<20 {
					return 0
				}
				v *= l
			}
		}
		lo += v
	}
	return lo
}

// zeroSized reports a constant dim below 1 (a tensor with no elements,
// which the symbols, all >= 1, do not describe).
func zeroSized(e symbolic.Expr) bool {
	c, ok := e.Constant()
	return ok && c < 1
}
