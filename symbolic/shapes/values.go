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
	ds := make([]symbolic.Expr, len(t.Shape))
	// A dim named by a symbolic encoding is the declared symbol itself (no
	// new symbol merged into it), so that reading an annotated module
	// back adds no facts.
	names, named := symbolicEncoding(t.Encoding, len(t.Shape))
	for i, d := range t.Shape {
		if named && names[i].name != "" && d == ir.Dynamic {
			s := a.nameSym(names[i].name)
			if _, seen := a.origin[s]; !seen {
				a.origin[s] = dimRef{v: v, dim: i, op: defOp(v)}
			}
			ds[i] = symbolic.Var(s)
			continue
		}
		if d != ir.Dynamic {
			ds[i] = symbolic.Const(d)
			continue
		}
		s := a.store.NewSym()
		a.origin[s] = dimRef{v: v, dim: i, op: defOp(v)}
		ds[i] = symbolic.Var(s)
	}
	a.dims[v] = ds
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

// eq records a == b at the current op.
func (a *analyzer) eq(x, y symbolic.Expr) {
	if xs, ok := x.AsSym(); ok {
		if ys, ok := y.AsSym(); ok {
			a.facts++
			a.report(a.store.AddEqual(xs, ys, a.curProv))
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
	a.report(a.store.AddEq(x, y, a.curProv))
}

// eqDims records that two dim lists are equal position by position (the
// shorter length when ranks differ).
func (a *analyzer) eqDims(x, y []symbolic.Expr) {
	for i := range min(len(x), len(y)) {
		a.eq(x[i], y[i])
	}
}

// lowerBound records x >= lo for a dim expression (only for a symbol).
func (a *analyzer) lowerBound(x symbolic.Expr, lo int64) {
	if s, ok := x.AsSym(); ok {
		a.facts++
		a.report(a.store.AddRange(s, lo, symbolic.NoUpper, a.curProv))
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
	out := make([]elem, len(ds))
	for i, d := range ds {
		out[i] = known(d)
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
