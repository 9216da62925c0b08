package shapes

import (
	"slices"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// Result is what Analyze learned about a module. Its answers refer to the
// values of the module as it was analyzed; a pass that rewrites the IR must
// analyze again.
type Result struct {
	store  *symbolic.Store
	dims   map[*ir.Value][]symbolic.Expr
	scalar map[*ir.Value]symbolic.Expr
	vec    map[*ir.Value][]elem
	// names maps declared symbol names (S3) to store symbols.
	names map[string]symbolic.Sym
	// order lists the values with dims in the order they were first seen
	// (for reports).
	order []*ir.Value
	// fresh maps a symbol created for a dynamic dim, and not yet used in
	// any fact, to its place; eq then replaces it instead of merging.
	fresh freshSet
	diags diag.List
	facts int
}

// dimRef names one dimension of one value.
type dimRef struct {
	v   *ir.Value
	dim int
	op  *ir.Operation // the op that defines the value, or the block's parent
}

// elem is one element of a shape vector or the value of an index scalar:
// an expression when known.
type elem struct {
	e  symbolic.Expr
	ok bool
}

// Store returns the constraint store; Compare, Guess and Threshold answer
// questions about the expressions Dims returns.
func (r *Result) Store() *symbolic.Store { return r.store }

// Dims returns one expression per dimension of a ranked tensor value (a
// constant for a static or proven-constant dim, otherwise the symbol of the
// dim's class or its definition in normal form), or nil when v is not a
// ranked tensor the analysis saw.
func (r *Result) Dims(v *ir.Value) []symbolic.Expr {
	ds := r.raw(v)
	if ds == nil {
		return nil
	}
	out := make([]symbolic.Expr, len(ds))
	for i, d := range ds {
		out[i] = r.normal(d)
	}
	return out
}

// RawDims returns the symbol expression the analysis created for each dim
// of v (a constant for static dims, Var(symbol) otherwise), not simplified.
func (r *Result) RawDims(v *ir.Value) []symbolic.Expr { return r.raw(v) }

// raw returns the dims of v: recorded for types with a dynamic dim or an
// encoding, computed from the type for the other ranked tensors.
func (r *Result) raw(v *ir.Value) []symbolic.Expr {
	if ds, ok := r.dims[v]; ok {
		return ds
	}
	if t, ok := v.Type().(*ir.TensorType); ok && t.Encoding == nil && ir.IsStatic(t.Shape) {
		return staticDims(t.Shape)
	}
	return nil
}

// staticDims returns the constants of a static shape.
func staticDims(shape []int64) []symbolic.Expr {
	ds := make([]symbolic.Expr, len(shape))
	for i, d := range shape {
		ds[i] = symbolic.Const(d)
	}
	return ds
}

// Scalar returns the value of an index or integer scalar (or one-element
// tensor) as an expression, when the analysis knows it.
func (r *Result) Scalar(v *ir.Value) (symbolic.Expr, bool) {
	e, ok := r.scalar[v]
	if !ok {
		return symbolic.Expr{}, false
	}
	return r.normal(e), true
}

// ShapeElems returns the elements of a 1-D shape value (tensor<Nxindex>,
// !shape.shape, shape tensors of i32/i64) with known[i] false where the
// element is not known.
func (r *Result) ShapeElems(v *ir.Value) (es []symbolic.Expr, known []bool) {
	vs, ok := r.vec[v]
	if !ok {
		return nil, nil
	}
	es = make([]symbolic.Expr, len(vs))
	known = make([]bool, len(vs))
	for i, x := range vs {
		if x.ok {
			es[i], known[i] = r.normal(x.e), true
		}
	}
	return es, known
}

// NumElements returns the product of the dims of v.
func (r *Result) NumElements(v *ir.Value) (symbolic.Expr, bool) {
	ds := r.Dims(v)
	if ds == nil {
		return symbolic.Expr{}, false
	}
	p, err := symbolic.Product(ds...)
	if err != nil {
		return symbolic.Expr{}, false
	}
	return p, true
}

// SizeBytes returns the size of tensor v in bytes (elements times the
// element width rounded up to whole bytes), or ok=false for values that are
// not ranked tensors of a known element width.
func (r *Result) SizeBytes(v *ir.Value) (symbolic.Expr, bool) {
	t, ok := v.Type().(*ir.TensorType)
	if !ok {
		return symbolic.Expr{}, false
	}
	w := elemBytes(t.Elem)
	if w == 0 {
		return symbolic.Expr{}, false
	}
	n, ok := r.NumElements(v)
	if !ok {
		return symbolic.Expr{}, false
	}
	b, err := symbolic.Scale(n, w)
	if err != nil {
		return symbolic.Expr{}, false
	}
	return b, true
}

// SameDim reports whether dim i of a and dim j of b are proven equal.
func (r *Result) SameDim(a *ir.Value, i int, b *ir.Value, j int) bool {
	da, db := r.raw(a), r.raw(b)
	if i < 0 || j < 0 || i >= len(da) || j >= len(db) {
		return false
	}
	return r.store.Compare(da[i], db[j]) == symbolic.Equal
}

// SameShape reports whether a and b have proven-equal ranks and dims.
func (r *Result) SameShape(a, b *ir.Value) bool {
	da, db := r.raw(a), r.raw(b)
	if da == nil || db == nil || len(da) != len(db) {
		return false
	}
	for i := range da {
		if r.store.Compare(da[i], db[i]) != symbolic.Equal {
			return false
		}
	}
	return true
}

// Diagnostics returns the contradictions found, one per op that created
// one, positioned at the op.
func (r *Result) Diagnostics() diag.List { return r.diags }

// SymbolNames lists the declared symbol names, sorted.
func (r *Result) SymbolNames() []string {
	out := make([]string, 0, len(r.names))
	for n := range r.names {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

// Symbol returns the store symbol of a declared name such as "S3".
func (r *Result) Symbol(name string) (symbolic.Sym, bool) {
	s, ok := r.names[name]
	return s, ok
}

func (r *Result) normal(e symbolic.Expr) symbolic.Expr {
	if n, err := r.store.Simplify(e); err == nil {
		return n
	}
	return e
}

// elemBytes is the storage width of one element in bytes (0 if unknown).
func elemBytes(t ir.Type) int64 {
	switch x := t.(type) {
	case *ir.IntegerType:
		return int64((x.Width + 7) / 8)
	case *ir.IndexType:
		return 8
	case *ir.FloatType:
		return int64((ir.FloatWidth(x) + 7) / 8)
	case *ir.ComplexType:
		return 2 * elemBytes(x.Elem)
	}
	return 0
}

// freshSet maps the fresh symbols to their dims, by symbol number.
type freshSet struct {
	refs []dimRef
	on   []bool
}

func (f *freshSet) get(s symbolic.Sym) (dimRef, bool) {
	if s < 0 || int(s) >= len(f.on) || !f.on[s] {
		return dimRef{}, false
	}
	return f.refs[s], true
}

func (f *freshSet) set(s symbolic.Sym, ref dimRef) {
	for int(s) >= len(f.on) {
		f.on = append(f.on, false)
		f.refs = append(f.refs, dimRef{})
	}
	f.on[s], f.refs[s] = true, ref
}

func (f *freshSet) del(s symbolic.Sym) {
	if s >= 0 && int(s) < len(f.on) {
		f.on[s], f.refs[s] = false, dimRef{}
	}
}
