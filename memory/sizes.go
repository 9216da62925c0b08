package memory

import (
	"encoding/binary"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
	"github.com/symopt/symopt/symbolic/shapes"
)

// Sizer gives values their size in bytes as expressions over the symbols of
// one shape analysis.
type Sizer struct {
	res *shapes.Result
	st  *symbolic.Store
	// ids numbers the size of each value sized so far: its size is
	// exprs[ids[v]]. Values of one type whose size the type alone fixes
	// (see appendTypeKey) share a number through byType, so that graphs
	// convert each distinct size once.
	ids    map[*ir.Value]int32
	exprs  []symbolic.Expr
	byType map[string]int32
	keyBuf []byte // scratch for byType keys
	// byTypePtr holds the byType numbers by type pointer: the parser
	// interns types and annotation shares retyped ones, so most values
	// find their size here without a key being written
	byTypePtr map[*ir.TensorType]int32
	// dims holds the values of index scalars the optimizer created.
	dims map[*ir.Value]symbolic.Expr
	// callees caches the body peak of called functions (nil while one is
	// being computed, so recursion counts 0).
	callees map[*ir.Operation]*symbolic.Expr
	module  *ir.Operation
	// annotated says res was read from annotations, which derive no index
	// scalars; full is the analysis run for them when one is asked for.
	annotated bool
	full      *shapes.Result
	// seeds hold the region graphs of a versioned body that
	// schedule-memory can give without building them
	// (version_regions.go), by region block.
	seeds map[*ir.Block]*regionSeed
	// Fallbacks counts tensors the analysis did not size, given a fresh
	// symbol per dynamic dim instead.
	Fallbacks int
}

// NewSizer analyzes module (a builtin.module) and returns a sizer over its
// symbols. Contradictions found by the analysis are not fatal.
func NewSizer(module *ir.Operation) *Sizer {
	res, _ := shapes.Analyze(module)
	return sizerFor(module, res)
}

// newPassSizer is NewSizer for the passes: a module the symbolic-shapes
// pass annotated is read from its annotations (shapes.FromAnnotations,
// the same sizes without running the shape rules), anything else is
// analyzed.
func newPassSizer(module *ir.Operation) *Sizer {
	if res, ok := shapes.FromAnnotations(module); ok {
		z := sizerFor(module, res)
		z.annotated = true
		return z
	}
	return NewSizer(module)
}

func sizerFor(module *ir.Operation, res *shapes.Result) *Sizer {
	z := &Sizer{res: res, ids: map[*ir.Value]int32{}, byType: map[string]int32{}, dims: map[*ir.Value]symbolic.Expr{}, callees: map[*ir.Operation]*symbolic.Expr{}, module: module}
	if res != nil {
		z.st = res.Store()
	} else {
		z.st = symbolic.NewStore()
	}
	return z
}

// Store returns the symbol store the sizes refer to.
func (z *Sizer) Store() *symbolic.Store { return z.st }

// Result returns the shape analysis (nil when it failed outright).
func (z *Sizer) Result() *shapes.Result { return z.res }

// Size returns the bytes of v: tensors by their element count, scalars by
// their width, tuples by the sum of their elements, anything else 0.
func (z *Sizer) Size(v *ir.Value) symbolic.Expr { return z.exprs[z.sizeID(v)] }

// sizeID is the number of v's size (see Sizer.ids).
func (z *Sizer) sizeID(v *ir.Value) int32 {
	if id, ok := z.ids[v]; ok {
		return id
	}
	id := z.size(v)
	z.ids[v] = id
	return id
}

// reserve makes room for n values in a sizer that has sized none yet.
func (z *Sizer) reserve(n int) {
	if len(z.ids) == 0 {
		z.ids = make(map[*ir.Value]int32, n)
	}
}

// newID numbers a size.
func (z *Sizer) newID(e symbolic.Expr) int32 {
	z.exprs = append(z.exprs, e)
	return int32(len(z.exprs) - 1)
}

func (z *Sizer) size(v *ir.Value) int32 {
	if op := v.DefiningOp(); op != nil && op.Name == "symopt.regenerate" && op.NumOperands() == 1 {
		// the operand's value (the shape analysis has no rule for it)
		return z.sizeID(op.Operand(0))
	}
	if z.res == nil {
		return z.newID(z.typeSize(v.Type()))
	}
	t, _ := v.Type().(*ir.TensorType)
	if id, ok := z.byTypePtr[t]; ok && t != nil {
		return id
	}
	var keyed bool
	z.keyBuf, keyed = appendTypeKey(z.keyBuf[:0], v.Type())
	if keyed {
		if id, ok := z.byType[string(z.keyBuf)]; ok { // no allocation
			z.keepTypePtr(t, id)
			return id
		}
	}
	e, ok := z.res.SizeBytes(v)
	if !ok {
		return z.newID(z.typeSize(v.Type()))
	}
	id := z.newID(e)
	if keyed {
		z.byType[string(z.keyBuf)] = id
		z.keepTypePtr(t, id)
	}
	return id
}

// keepTypePtr records that values of type t have size number id.
func (z *Sizer) keepTypePtr(t *ir.TensorType, id int32) {
	if z.byTypePtr == nil {
		z.byTypePtr = map[*ir.TensorType]int32{}
	}
	z.byTypePtr[t] = id
}

// appendTypeKey appends to b the bytes that name a tensor type whose
// values all have the same size: a static shape without encoding, or
// every dynamic dim named by a symbolic encoding (`[@S0, 4]`, the dim is
// the declared symbol). Values of other types (an unnamed dynamic dim)
// have sizes of their own: ok=false. The key holds the element type, the
// shape and the encoding's entries, without printing the type.
func appendTypeKey(b []byte, t ir.Type) (key []byte, ok bool) {
	x, isTensor := t.(*ir.TensorType)
	if !isTensor || elemBytes(x.Elem) == 0 {
		return b, false
	}
	switch e := x.Elem.(type) {
	case *ir.FloatType:
		b = append(append(b, 'f'), e.Name...)
	case *ir.IntegerType:
		b = binary.AppendVarint(append(b, 'i'), int64(e.Width))
		b = binary.AppendVarint(b, int64(e.Sign))
	case *ir.IndexType:
		b = append(b, 'x')
	default:
		b = append(append(b, 'o'), x.Elem.String()...)
	}
	b = append(b, ':')
	var enc *ir.ArrayAttr
	if x.Encoding != nil {
		if enc, ok = x.Encoding.(*ir.ArrayAttr); !ok || len(enc.Elems) != len(x.Shape) {
			return b, false
		}
	}
	for i, d := range x.Shape {
		b = binary.AppendVarint(b, d)
		if enc == nil {
			if d == ir.Dynamic {
				return b, false
			}
			continue
		}
		switch a := enc.Elems[i].(type) {
		case *ir.SymbolRefAttr:
			if len(a.Nested) > 0 {
				return b, false
			}
			b = append(append(append(b, '@'), a.Root...), 0)
		case *ir.IntegerAttr:
			if a.Big != nil || a.Value < 1 {
				return b, false
			}
			b = binary.AppendVarint(append(b, '#'), a.Value)
		default:
			return b, false
		}
	}
	return b, true
}

// typeSize sizes a type without the analysis: static dims as they are and
// a fresh symbol per dynamic dim (the fallback for values the analysis did
// not see).
func (z *Sizer) typeSize(t ir.Type) symbolic.Expr {
	switch x := t.(type) {
	case *ir.TensorType:
		w := elemBytes(x.Elem)
		e := symbolic.Const(w)
		if w == 0 {
			return e
		}
		z.Fallbacks++
		for _, d := range x.Shape {
			f := symbolic.Const(d)
			if d == ir.Dynamic {
				f = symbolic.Var(z.st.NewSym())
			}
			p, err := symbolic.Mul(e, f)
			if err != nil {
				return e
			}
			e = p
		}
		return e
	case *ir.TupleType:
		var parts []symbolic.Expr
		for _, el := range x.Types {
			parts = append(parts, z.typeSize(el))
		}
		s, err := symbolic.Sum(parts...)
		if err != nil {
			return symbolic.Const(0)
		}
		return s
	}
	return symbolic.Const(elemBytes(t))
}

// elemBytes is the storage width of one element, as the interpreter counts
// it (at least one byte).
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

// alias gives v (a value the optimizer created) the size of like.
func (z *Sizer) alias(v, like *ir.Value) {
	z.ids[v] = z.sizeID(like)
}

// Scalar returns the value of an index scalar as an expression, when known.
func (z *Sizer) Scalar(v *ir.Value) (symbolic.Expr, bool) {
	if e, ok := z.dims[v]; ok {
		return e, true
	}
	if z.res == nil {
		return symbolic.Expr{}, false
	}
	if z.annotated {
		// the declared symbols come first in both stores, so they have
		// the same numbers in the full analysis
		if z.full == nil {
			z.full, _ = shapes.Analyze(z.module)
		}
		if z.full != nil {
			return z.full.Scalar(v)
		}
	}
	return z.res.Scalar(v)
}

// calleePeak is the peak of the body of the function a func.call calls,
// its arguments not counted (they alias the caller's values), or 0 when
// the callee is unknown or recursive.
func (z *Sizer) calleePeak(call *ir.Operation, c *Comparer) symbolic.Expr {
	ref, ok := call.Attr("callee").(*ir.SymbolRefAttr)
	if !ok {
		return symbolic.Const(0)
	}
	var fn *ir.Operation
	z.module.Walk(func(o *ir.Operation) bool {
		if o.Name == "func.func" {
			if n, ok := o.Attr("sym_name").(*ir.StringAttr); ok && n.Value == ref.Root {
				fn = o
			}
			return false
		}
		return fn == nil
	})
	if fn == nil || body(fn) == nil {
		return symbolic.Const(0)
	}
	b := body(fn)
	if p, seen := z.callees[fn]; seen {
		if p == nil {
			return symbolic.Const(0)
		}
		return *p
	}
	z.callees[fn] = nil
	g := BuildGraph(b, z, c)
	for _, o := range g.Outer {
		g.setSize(o, symbolic.Const(0))
	}
	g.vectorize(c)
	peak := maxExprs(c, g.profilePeaks(g.InputOrder()))
	z.callees[fn] = &peak
	return peak
}
