package shapes

import (
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// readEncoding turns the encoding of a tensor type into facts about the
// dims ds of a value of that type:
//
//   - `[@S0, 4, @S1]` (this package's): a dim named @Sk is the declared
//     symbol Sk; an integer is the dim's value;
//   - `#stablehlo.bounds<16, ?>` and `#mhlo.type_extensions<bounds =
//     [16, -1]>`: upper bounds of the dynamic dims.
func (a *analyzer) readEncoding(v *ir.Value, t *ir.TensorType, ds []symbolic.Expr) {
	if t.Encoding == nil {
		return
	}
	prev, prevProv := a.cur, a.curProv
	if a.cur == nil {
		a.cur = defOp(v)
		if a.cur != nil {
			a.curProv = ""
		}
	}
	defer func() { a.cur, a.curProv = prev, prevProv }()
	// the names are read into the analyzer's scratch, taken while in use
	// (in case a fact leads to another encoding)
	names, ok := symbolicEncodingInto(a.encNames, t.Encoding, len(ds))
	if ok {
		a.encNames = nil
		for i, n := range names {
			switch {
			case n.name == "":
				a.eq(ds[i], symbolic.Const(n.value))
			case t.Shape[i] != ir.Dynamic:
				a.eq(symbolic.Var(a.nameSym(n.name)), ds[i])
			}
		}
		a.encNames = names[:0]
		return
	}
	bounds, ok := BoundsOf(t.Encoding)
	if !ok {
		return
	}
	for i := range min(len(bounds), len(ds)) {
		if s, isSym := ds[i].AsSym(); isSym && bounds[i] > 0 {
			a.fresh.del(s)
			a.facts++
			a.report(a.store.AddRange(s, 1, bounds[i], a.prov()))
		}
	}
}

// dimName is one entry of a symbolic encoding: a symbol name or a value.
type dimName struct {
	name  string
	value int64
}

// symbolicEncoding reads `[@S0, 4]`; ok is false for any other encoding
// or a length different from rank.
func symbolicEncoding(enc ir.Attribute, rank int) ([]dimName, bool) {
	return symbolicEncodingInto(nil, enc, rank)
}

// symbolicEncodingInto is symbolicEncoding writing into dst (reused when
// it has room).
func symbolicEncodingInto(dst []dimName, enc ir.Attribute, rank int) ([]dimName, bool) {
	arr, ok := enc.(*ir.ArrayAttr)
	if !ok || len(arr.Elems) != rank {
		return nil, false
	}
	out := dst[:0]
	if cap(out) < rank {
		out = make([]dimName, rank)
	}
	out = out[:rank]
	for i, e := range arr.Elems {
		switch x := e.(type) {
		case *ir.SymbolRefAttr:
			if len(x.Nested) > 0 {
				return nil, false
			}
			out[i] = dimName{name: x.Root}
		case *ir.IntegerAttr:
			if x.Big != nil || x.Value < 1 {
				return nil, false
			}
			out[i] = dimName{value: x.Value}
		default:
			return nil, false
		}
	}
	return out, true
}

// IsSymbolicEncoding reports whether enc is a symbolic dims encoding
// (`[@S0, 4]`) of a type of the given rank.
func IsSymbolicEncoding(enc ir.Attribute, rank int) bool {
	_, ok := symbolicEncoding(enc, rank)
	return ok
}

// BoundsOf reads the upper bounds of `#stablehlo.bounds<16, ?>` or
// `#mhlo.type_extensions<bounds = [16, -1]>`; an unbounded dim is -1.
func BoundsOf(enc ir.Attribute) ([]int64, bool) {
	v, ok := enc.(*ir.VerbatimAttr)
	if !ok {
		return nil, false
	}
	text := strings.TrimSpace(v.Text)
	var body string
	switch {
	case strings.HasPrefix(text, "#stablehlo.bounds<") && strings.HasSuffix(text, ">"):
		body = text[len("#stablehlo.bounds<") : len(text)-1]
	case strings.HasPrefix(text, "#mhlo.type_extensions<") && strings.HasSuffix(text, ">"):
		inner := text[len("#mhlo.type_extensions<") : len(text)-1]
		lb, rb := strings.IndexByte(inner, '['), strings.LastIndexByte(inner, ']')
		if !strings.Contains(inner, "bounds") || lb < 0 || rb < lb {
			return nil, false
		}
		body = inner[lb+1 : rb]
	default:
		return nil, false
	}
	var out []int64
	if strings.TrimSpace(body) == "" {
		return out, true
	}
	for _, f := range strings.Split(body, ",") {
		f = strings.TrimSpace(f)
		if f == "?" {
			out = append(out, -1)
			continue
		}
		n, err := strconv.ParseInt(f, 10, 64)
		if err != nil {
			return nil, false
		}
		out = append(out, n)
	}
	return out, true
}

// nameSym returns the store symbol of a declared name, creating it.
func (a *analyzer) nameSym(name string) symbolic.Sym {
	if s, ok := a.names[name]; ok {
		return s
	}
	s := a.store.NewSym()
	a.names[name] = s
	return s
}
