package shapes

import (
	"encoding/binary"
	"sort"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// Annotate writes what r knows into module: every tensor type with a
// dynamic dim gets the encoding `[@Sk, 4, ...]` (a symbol per dynamic dim,
// the value of a dim proven constant), unless it already has an encoding
// of another kind (bounds), which is kept; the module body starts with one
// symopt.dim per symbol and one symopt.constraint per relation, replacing
// any earlier declarations. Symbols are renumbered densely in the order of
// the store. ops is the registry to look the declaration ops up in.
func Annotate(module *ir.Operation, r *Result, ops *ir.Registry) {
	n := r.newNaming(r.pinnedFor(module))
	module.Walk(func(op *ir.Operation) bool {
		for _, reg := range op.Regions {
			for _, b := range reg.Blocks {
				for _, v := range b.Args() {
					n.retype(v)
				}
			}
		}
		for _, v := range op.Results() {
			n.retype(v)
		}
		return true
	})
	module.Walk(func(op *ir.Operation) bool {
		if op.Name == "func.func" {
			FixFunctionType(op)
		}
		return true
	})
	n.writeDeclarations(module, ops)
}

// naming assigns dense names to the representatives of the store.
type naming struct {
	r     *Result
	store *symbolic.Store
	// name of each representative, after finish; before, the set of
	// representatives to name.
	name   map[symbolic.Sym]string
	facts  []symbolic.Fact
	pinned map[*ir.Value]bool
	// konst caches, per representative, whether its class is a constant
	// (1: no, 2: kval), and encodings the encodings made, by their dims
	// (key is a buffer for the lookup); the store does not change while
	// the module is annotated.
	konst     []uint8
	kval      []int64
	encodings map[string]*ir.ArrayAttr
	key       []byte
	parts     []encDim // encoding's scratch
	// retyped holds the types retype made: a type (interned by the
	// parser, so shared by many values) with an encoding gives one type
	retyped map[retypeKey]*ir.TensorType
}

// retypeKey is a tensor type and the encoding retype gives it.
type retypeKey struct {
	t   *ir.TensorType
	enc *ir.ArrayAttr
}

// constSym returns the constant s's class equals, if any.
func (n *naming) constSym(s symbolic.Sym) (int64, bool) {
	r := n.store.Rep(s)
	if r < 0 || int(r) >= len(n.konst) {
		return n.r.normal(symbolic.Var(s)).Constant()
	}
	switch n.konst[r] {
	case 1:
		return 0, false
	case 2:
		return n.kval[r], true
	}
	c, ok := n.r.normal(symbolic.Var(s)).Constant()
	n.konst[r], n.kval[r] = 1, c
	if ok {
		n.konst[r] = 2
	}
	return c, ok
}

// newNaming names the classes that the printed IR shows (dims of values
// whose types get a symbolic encoding) or that a relation mentions; facts
// about a class only seen through a kept encoding (bounds) or a call
// boundary are left out, the walk derives them again when reading back.
func (r *Result) newNaming(pinned map[*ir.Value]bool) *naming {
	ns := r.store.NumSyms()
	n := &naming{r: r, store: r.store, name: map[symbolic.Sym]string{}, pinned: pinned,
		konst: make([]uint8, ns), kval: make([]int64, ns), encodings: map[string]*ir.ArrayAttr{},
		retyped: map[retypeKey]*ir.TensorType{}}
	used := map[symbolic.Sym]bool{}
	for v, ds := range r.dims {
		if t, ok := v.Type().(*ir.TensorType); !ok || pinned[v] || (t.Encoding != nil && !IsSymbolicEncoding(t.Encoding, len(t.Shape))) {
			continue
		}
		for _, d := range ds {
			if s, ok := d.AsSym(); ok {
				if _, isConst := n.constSym(s); !isConst {
					used[r.store.Rep(s)] = true
				}
			}
		}
	}
	seen := map[string]bool{}
	for _, f := range r.store.Facts() {
		if f.Kind == symbolic.FactSymbols || isMerge(f) {
			continue
		}
		// The store may hold one relation twice (read back from the
		// declarations and derived again); print it once.
		key := f
		key.Prov = ""
		if seen[key.String()] {
			continue
		}
		seen[key.String()] = true
		if _, isConst := f.Rhs.Constant(); f.Kind == symbolic.FactDefine && isConst {
			continue // dims of the class print as the constant
		}
		if f.Kind == symbolic.FactEq || f.Kind == symbolic.FactDefine {
			for _, s := range factSyms(f) {
				used[r.store.Rep(s)] = true
			}
		}
		n.facts = append(n.facts, f)
	}
	// Range, divisor and likely facts only for the classes named.
	kept := n.facts[:0]
	for _, f := range n.facts {
		if f.Kind == symbolic.FactEq || f.Kind == symbolic.FactDefine || used[r.store.Rep(f.Sym)] {
			kept = append(kept, f)
		}
	}
	n.facts = kept
	order := make([]symbolic.Sym, 0, len(used))
	for s := range used {
		order = append(order, s)
	}
	sort.Slice(order, func(i, j int) bool { return order[i] < order[j] })
	for i, s := range order {
		n.name[s] = symbolic.Sym(i).String()
	}
	return n
}

// isMerge reports a fact `Sa == Sb` that only records a merge.
func isMerge(f symbolic.Fact) bool {
	if f.Kind != symbolic.FactEq {
		return false
	}
	_, l := f.Lhs.AsSym()
	_, r := f.Rhs.AsSym()
	return l && r
}

func factSyms(f symbolic.Fact) []symbolic.Sym {
	switch f.Kind {
	case symbolic.FactEq:
		return append(f.Lhs.Syms(), f.Rhs.Syms()...)
	case symbolic.FactDefine:
		return append([]symbolic.Sym{f.Sym}, f.Rhs.Syms()...)
	}
	return []symbolic.Sym{f.Sym}
}

// encoding returns the symbolic encoding for dims ds. Values whose dims
// print alike share one attribute.
func (n *naming) encoding(ds []symbolic.Expr) *ir.ArrayAttr {
	key := n.key[:0]
	parts := n.parts[:0]
	if cap(parts) < len(ds) {
		parts = make([]encDim, len(ds))
	}
	parts = parts[:len(ds)]
	n.parts = parts
	for i, d := range ds {
		s, isSym := d.AsSym()
		var c int64
		var ok bool
		if isSym {
			c, ok = n.constSym(s)
		} else {
			c, ok = n.r.normal(d).Constant()
		}
		if ok {
			parts[i] = encDim{isConst: true, c: c}
			key = binary.AppendVarint(append(key, 'c'), c)
			continue
		}
		parts[i] = encDim{rep: n.store.Rep(s)}
		key = binary.AppendVarint(append(key, 's'), int64(parts[i].rep))
	}
	n.key = key
	if a, ok := n.encodings[string(key)]; ok {
		return a
	}
	elems := make([]ir.Attribute, len(ds))
	for i, p := range parts {
		if p.isConst {
			elems[i] = ir.Int(p.c)
		} else {
			elems[i] = &ir.SymbolRefAttr{Root: n.name[p.rep]}
		}
	}
	a := &ir.ArrayAttr{Elems: elems}
	n.encodings[string(key)] = a
	return a
}

// encDim is one dim of an encoding: a constant or a class
// representative.
type encDim struct {
	isConst bool
	c       int64
	rep     symbolic.Sym
}

// retype sets the symbolic encoding on a value's tensor type.
func (n *naming) retype(v *ir.Value) {
	t, ok := v.Type().(*ir.TensorType)
	if !ok || ir.IsStatic(t.Shape) {
		return
	}
	ds := n.r.dims[v]
	if ds == nil || n.pinned[v] {
		return
	}
	if t.Encoding != nil && !IsSymbolicEncoding(t.Encoding, len(t.Shape)) {
		return // bounds and other encodings are kept; facts go to declarations
	}
	k := retypeKey{t, n.encoding(ds)}
	nt := n.retyped[k]
	if nt == nil {
		nt = &ir.TensorType{Shape: t.Shape, Elem: t.Elem, Encoding: k.enc}
		n.retyped[k] = nt
	}
	v.SetType(nt)
}

// FixFunctionType rebuilds a function's type from its entry block and its
// first return.
func FixFunctionType(fn *ir.Operation) {
	ft, ok := dialect.FunctionType(fn)
	if !ok || len(fn.Regions) == 0 || len(fn.Regions[0].Blocks) == 0 {
		return
	}
	entry := fn.Regions[0].Blocks[0]
	in := make([]ir.Type, len(entry.Args()))
	for i, a := range entry.Args() {
		in[i] = a.Type()
	}
	out := ft.Results
	for _, b := range fn.Regions[0].Blocks {
		if t := b.Terminator(); t != nil && t.Name == "func.return" && t.NumOperands() == len(ft.Results) {
			out = t.OperandTypes()
			break
		}
	}
	fn.SetAttr("function_type", &ir.TypeAttr{Type: &ir.FunctionType{Inputs: in, Results: out}})
}

// writeDeclarations replaces the module's symopt.dim and
// symopt.constraint ops with the store's facts.
func (n *naming) writeDeclarations(module *ir.Operation, ops *ir.Registry) {
	if len(module.Regions) == 0 || len(module.Regions[0].Blocks) == 0 {
		return
	}
	body := module.Regions[0].Blocks[0]
	for _, op := range append([]*ir.Operation(nil), body.Ops...) {
		if op.Name == "symopt.dim" || op.Name == "symopt.constraint" {
			op.Erase()
		}
	}
	names := make([]symbolic.Sym, 0, len(n.name))
	for s := range n.name {
		names = append(names, s)
	}
	sort.Slice(names, func(i, j int) bool { return names[i] < names[j] })
	attrs := map[symbolic.Sym][]ir.NamedAttr{}
	var constraints []*ir.Operation
	for _, f := range n.facts {
		switch f.Kind {
		case symbolic.FactLower:
			attrs[f.Sym] = append(attrs[f.Sym], ir.NamedAttr{Name: dialect.DimLower, Value: ir.Int(f.Value)})
		case symbolic.FactUpper:
			attrs[f.Sym] = append(attrs[f.Sym], ir.NamedAttr{Name: dialect.DimUpper, Value: ir.Int(f.Value)})
		case symbolic.FactDivisible:
			attrs[f.Sym] = append(attrs[f.Sym], ir.NamedAttr{Name: dialect.DimDivisor, Value: ir.Int(f.Value)})
		case symbolic.FactLikely:
			attrs[f.Sym] = append(attrs[f.Sym], ir.NamedAttr{Name: dialect.DimLikely, Value: ir.Int(f.Value)})
		default:
			rf, err := n.rename(f)
			if err != nil {
				continue
			}
			prov := rf.Prov
			rf.Prov = ""
			as := []ir.NamedAttr{{Name: "fact", Value: ir.Str(rf.String())}}
			if prov != "" {
				as = append(as, ir.NamedAttr{Name: "from", Value: ir.Str(prov)})
			}
			constraints = append(constraints, ir.NewOperation("symopt.constraint", ops.Lookup("symopt.constraint"), nil, nil, as, ir.UnknownLoc{}))
		}
	}
	var decls []*ir.Operation
	for _, s := range names {
		as := append([]ir.NamedAttr{{Name: "sym_name", Value: ir.Str(n.name[s])}}, attrs[s]...)
		decls = append(decls, ir.NewOperation("symopt.dim", ops.Lookup("symopt.dim"), nil, nil, as, ir.UnknownLoc{}))
	}
	for i, op := range append(decls, constraints...) {
		body.InsertAt(i, op)
	}
}

// rename rewrites a fact over the dense names.
func (n *naming) rename(f symbolic.Fact) (symbolic.Fact, error) {
	ren := func(s symbolic.Sym) symbolic.Sym {
		name := n.name[n.store.Rep(s)]
		var k int
		for _, c := range name[1:] {
			k = 10*k + int(c-'0')
		}
		return symbolic.Sym(k)
	}
	sub := func(e symbolic.Expr) (symbolic.Expr, error) {
		return symbolic.SubstituteFunc(e, func(s symbolic.Sym) (symbolic.Expr, bool) {
			return symbolic.Var(ren(s)), true
		})
	}
	var err error
	switch f.Kind {
	case symbolic.FactEq:
		if f.Lhs, err = sub(f.Lhs); err == nil {
			f.Rhs, err = sub(f.Rhs)
		}
	case symbolic.FactDefine:
		f.Sym = ren(f.Sym)
		f.Rhs, err = sub(f.Rhs)
	default:
		f.Sym = ren(f.Sym)
	}
	return f, err
}
