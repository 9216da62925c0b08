package interp

import (
	"fmt"
	"sort"
	"strings"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
	"github.com/symopt/symopt/symbolic/shapes"
)

// binder decides the dynamic dimensions of one function's arguments. The
// symbolic shape analysis of the module relates them: dims with one
// symbol (a symbolic encoding such as [@B, 256], a symopt.dim
// declaration, or dims the program requires equal) take one size, and a
// JAX dimension argument (jax.global_constant) holds its variable's size.
// Sizes come from the arrays the caller gives, from --dims and from the
// declarations; two sources giving one symbol different sizes is an
// error naming both.
type binder struct {
	fn    *ir.Operation
	args  []*ir.Value
	d     Dims
	res   *shapes.Result
	store *symbolic.Store
	// size and from hold each bound class (by representative) and where
	// its size came from
	size map[symbolic.Sym]int64
	from map[symbolic.Sym]string
	// names are the symbol names the module and --dims use, by class
	names map[symbolic.Sym]string
	// decl are the module's symopt.dim declarations
	decl map[string]declaredDim
}

// needsBinding reports whether fn has a dynamic argument dim or a
// dimension argument.
func needsBinding(fn *ir.Operation, args []*ir.Value) bool {
	for i, a := range args {
		if tt, ok := a.Type().(*ir.TensorType); ok && !ir.IsStatic(tt.Shape) {
			return true
		}
		if _, ok := dialect.DimArgName(fn, i); ok {
			return true
		}
	}
	return false
}

func newBinder(fn *ir.Operation, d Dims) *binder {
	root := fn
	for root.ParentOp() != nil {
		root = root.ParentOp()
	}
	// Contradictions leave a usable result; the run reports what they
	// break.
	res, _ := shapes.Analyze(root)
	b := &binder{fn: fn, args: fn.Regions[0].Entry().Args(), d: d, res: res, store: res.Store(),
		size: map[symbolic.Sym]int64{}, from: map[symbolic.Sym]string{}, names: map[symbolic.Sym]string{},
		decl: declaredDims(fn)}
	b.tieLoneVariable()
	b.nameClasses()
	return b
}

// tieLoneVariable handles a JAX lowering whose body never ties its
// dimension variable to the dims it sizes (jax.jit(f).trace(...).lower()
// passes b beside x: f32[b, 16] without a get_dimension_size): every
// dynamic dim of a JAX argument is a dimension variable's, so when exactly
// one variable is tied to no argument dim and exactly one class of
// argument dims is tied to no variable, they are the same.
func (b *binder) tieLoneVariable() {
	vars := map[symbolic.Sym]bool{}
	for i, a := range b.args {
		if _, ok := dialect.DimArgName(b.fn, i); !ok {
			continue
		}
		if e, ok := b.res.Scalar(a); ok {
			if s, ok := b.single(e); ok {
				vars[s] = true
			}
		}
	}
	if len(vars) == 0 {
		return
	}
	untied := map[symbolic.Sym]bool{}
	tied := map[symbolic.Sym]bool{}
	for i, a := range b.args {
		if _, ok := dialect.DimArgName(b.fn, i); ok {
			continue
		}
		for _, d := range b.res.Dims(a) {
			if s, ok := b.single(d); ok {
				if vars[s] {
					tied[s] = true
				} else {
					untied[s] = true
				}
			}
		}
	}
	var lone []symbolic.Sym
	for v := range vars {
		if !tied[v] {
			lone = append(lone, v)
		}
	}
	if len(lone) != 1 || len(untied) != 1 {
		return
	}
	for d := range untied {
		_ = b.store.AddEqual(lone[0], d, "the only dimension variable and the only argument dim not tied to one")
	}
}

// nameClasses records the names of the classes the module's encodings,
// dimension arguments, declarations and --dims mention.
func (b *binder) nameClasses() {
	var names []string
	for i, a := range b.args {
		if tt, ok := a.Type().(*ir.TensorType); ok {
			names = append(names, encodingSymbols(tt)...)
		}
		if n, ok := dialect.DimArgName(b.fn, i); ok {
			names = append(names, n)
		}
	}
	for n := range b.decl {
		names = append(names, n)
	}
	for n := range b.d.Symbols {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if s, ok := b.res.Symbol(n); n != "" && ok {
			if _, named := b.names[b.store.Rep(s)]; !named {
				b.names[b.store.Rep(s)] = n
			}
		}
	}
}

// single returns the class of a dim that is one symbol after
// simplification.
func (b *binder) single(e symbolic.Expr) (symbolic.Sym, bool) {
	n, err := b.store.Simplify(e)
	if err != nil {
		return 0, false
	}
	s, ok := n.AsSym()
	if !ok {
		return 0, false
	}
	return b.store.Rep(s), true
}

// bind gives class s the size v from source from; a different size from
// an earlier source is an error naming both.
func (b *binder) bind(s symbolic.Sym, v int64, from string) error {
	if old, ok := b.size[s]; ok {
		if old != v {
			return fmt.Errorf("%s is %d but %s is %d%s", from, v, b.from[s], old, b.both(s))
		}
		return nil
	}
	if name, ok := b.names[s]; ok {
		if d, ok := b.decl[name]; ok && (v < d.lower || (d.upper > 0 && v > d.upper)) {
			bounds := fmt.Sprintf(">= %d", d.lower)
			if d.upper > 0 {
				bounds = fmt.Sprintf("in [%d, %d]", d.lower, d.upper)
			}
			return fmt.Errorf("%s is %d but symopt.dim @%s declares it %s", from, v, name, bounds)
		}
	}
	b.size[s], b.from[s] = v, from
	return nil
}

func (b *binder) both(s symbolic.Sym) string {
	if n, ok := b.names[s]; ok {
		return " (both are @" + n + ")"
	}
	return " (the program requires them equal)"
}

// bindShape binds the dims of argument i from a shape the caller gives
// (an array or --dims argI=...), after checking its rank and static dims.
func (b *binder) bindShape(i int, shape []int64, what string) error {
	tt, ok := b.args[i].Type().(*ir.TensorType)
	if !ok {
		return nil
	}
	if len(shape) != len(tt.Shape) {
		return fmt.Errorf("argument %d (%s): %s has rank %d", i, tt, what, len(shape))
	}
	for j, n := range tt.Shape {
		if n != ir.Dynamic && n != shape[j] {
			return fmt.Errorf("argument %d (%s): %s has shape %v", i, tt, what, shape)
		}
	}
	ds := b.res.Dims(b.args[i])
	for j, n := range tt.Shape {
		if n != ir.Dynamic || j >= len(ds) {
			continue
		}
		src := fmt.Sprintf("dim %d of argument %d (%s)", j, i, what)
		if c, ok := ds[j].Constant(); ok {
			if c != shape[j] {
				return fmt.Errorf("%s is %d but the program requires %d", src, shape[j], c)
			}
			continue
		}
		if s, ok := b.single(ds[j]); ok {
			if err := b.bind(s, shape[j], src); err != nil {
				return err
			}
		}
		// Names the analysis does not read (a non-symbolic encoding)
		// still bind by name.
		if syms := encodingSymbols(tt); len(syms) == len(tt.Shape) && syms[j] != "" {
			if v, ok := b.d.Symbols[syms[j]]; ok && v != shape[j] {
				return fmt.Errorf("%s is %d but --dims %s is %d", src, shape[j], syms[j], v)
			}
		}
	}
	return nil
}

// bindDimArg binds the variable of dimension argument i to the value the
// caller gives for it.
func (b *binder) bindDimArg(i int, t *tensor.Tensor) error {
	name, ok := dialect.DimArgName(b.fn, i)
	if !ok {
		return nil
	}
	vs, err := t.AsInt64s()
	if err != nil || len(vs) != 1 {
		return fmt.Errorf("dimension argument %d (%s) must be one integer", i, name)
	}
	if vs[0] < 0 {
		return fmt.Errorf("dimension argument %d (%s) is negative: %d", i, name, vs[0])
	}
	if s, ok := b.res.Symbol(name); ok {
		return b.bind(b.store.Rep(s), vs[0], fmt.Sprintf("dimension argument %d (%s)", i, name))
	}
	return nil
}

// bindNamed binds the symbols --dims names, then (where nothing bound
// them) the sizes the module declares.
func (b *binder) bindNamed() error {
	keys := make([]string, 0, len(b.d.Symbols))
	for k := range b.d.Symbols {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if s, ok := b.res.Symbol(k); ok {
			if err := b.bind(b.store.Rep(s), b.d.Symbols[k], "--dims "+k); err != nil {
				return err
			}
		}
	}
	decl := declaredSizes(b.fn)
	for name, v := range decl {
		if s, ok := b.res.Symbol(name); ok {
			if _, bound := b.size[b.store.Rep(s)]; !bound {
				b.size[b.store.Rep(s)], b.from[b.store.Rep(s)] = v, "symopt.dim @"+name
			}
		}
	}
	return nil
}

// eval returns the size of dim expression e under the bindings.
func (b *binder) eval(e symbolic.Expr) (int64, *symbolic.Sym) {
	n, err := b.store.Simplify(e)
	if err != nil {
		n = e
	}
	binding := map[symbolic.Sym]int64{}
	var missing *symbolic.Sym
	n.EachSym(func(s symbolic.Sym) {
		r := b.store.Rep(s)
		if v, ok := b.size[r]; ok {
			binding[s] = v
			return
		}
		if b.d.Default > 0 {
			binding[s] = b.d.Default
			return
		}
		if missing == nil {
			missing = &r
		}
	})
	if missing != nil {
		return 0, missing
	}
	v, err := symbolic.Eval(n, binding)
	if err != nil {
		return 0, nil
	}
	return v, nil
}

// argShape returns the shape of argument i under the bindings.
func (b *binder) argShape(i int) ([]int64, error) {
	t := b.args[i].Type()
	tt, ok := t.(*ir.TensorType)
	if !ok || ir.IsStatic(tt.Shape) {
		return b.d.ArgShape(i, t)
	}
	if s, ok := b.d.Args[i]; ok {
		return s, nil
	}
	ds := b.res.Dims(b.args[i])
	if len(ds) != len(tt.Shape) {
		return b.d.ArgShape(i, t)
	}
	out := append([]int64{}, tt.Shape...)
	for j, n := range tt.Shape {
		if n != ir.Dynamic {
			continue
		}
		v, missing := b.eval(ds[j])
		if missing != nil {
			if name, ok := b.names[*missing]; ok {
				return nil, fmt.Errorf("argument %d (%s): symbol @%s is not bound; use --dims %s=N", i, t, name, name)
			}
			// A dim no symbol names falls back to the by-name reading of
			// its encoding.
			if shape, err := b.d.ArgShape(i, t); err == nil {
				return shape, nil
			}
			return nil, fmt.Errorf("argument %d (%s): dimension %d is dynamic; use --dims arg%d=%s", i, t, j, i, dimsHint(tt.Shape))
		}
		if v < 0 {
			return nil, fmt.Errorf("argument %d (%s): dimension %d would be %d", i, t, j, v)
		}
		out[j] = v
	}
	return out, nil
}

// dimArgValue returns the value of dimension argument i.
func (b *binder) dimArgValue(i int, name string) (int64, error) {
	e, ok := b.res.Scalar(b.args[i])
	if !ok {
		return 0, fmt.Errorf("dimension argument %d (%s) is not bound; use --dims %s=N", i, name, name)
	}
	v, missing := b.eval(e)
	if missing != nil {
		return 0, fmt.Errorf("dimension argument %d (%s) is not bound: give an argument it sizes or --dims %s=N", i, name, name)
	}
	return v, nil
}

// check verifies an argument the caller gave against the bindings: its
// dims that are expressions over bound symbols must have their values.
func (b *binder) check(i int, t *tensor.Tensor, what string) error {
	tt, ok := b.args[i].Type().(*ir.TensorType)
	if !ok {
		return nil
	}
	ds := b.res.Dims(b.args[i])
	shape := t.Shape()
	for j, n := range tt.Shape {
		if n != ir.Dynamic || j >= len(ds) || j >= len(shape) {
			continue
		}
		if v, missing := b.eval(ds[j]); missing == nil && v != shape[j] {
			return fmt.Errorf("dim %d of argument %d (%s) is %d but the other sizes make it %s = %d", j, i, what, shape[j], b.exprText(ds[j]), v)
		}
	}
	return nil
}

// exprText writes a dim expression with the names of its classes.
func (b *binder) exprText(e symbolic.Expr) string {
	n, err := b.store.Simplify(e)
	if err != nil {
		n = e
	}
	text := n.String()
	n.EachSym(func(s symbolic.Sym) {
		if name, ok := b.names[b.store.Rep(s)]; ok {
			text = strings.ReplaceAll(text, symbolic.Var(s).String(), "@"+name)
		}
	})
	return text
}

func dimsHint(shape []int64) string {
	parts := make([]string, len(shape))
	for i, n := range shape {
		parts[i] = "N"
		if n != ir.Dynamic {
			parts[i] = fmt.Sprint(n)
		}
	}
	return strings.Join(parts, "x")
}
