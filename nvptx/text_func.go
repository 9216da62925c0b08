package nvptx

import (
	"math"
	"math/big"
	"strconv"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// funcPrinter writes a function definition as llir's Func.LLString does,
// byte for byte, without fmt: the instructions the emitter builds (with no
// metadata or flags) go through appenders here, anything else through
// llir's own LLString. Identifiers and types are cached, so one printer
// serves the functions one goroutine prints.
type funcPrinter struct {
	// opaque spells pointers to scalars and vectors or arrays of
	// scalars `ptr` (with their address space), as opaquePointers
	// rewrites them; other pointers keep llir's typed spelling.
	opaque bool
	b      []byte
	types  map[types.Type]string
	idents map[value.Value]string
	ints   map[intKey]string
	floats map[floatKey]string
	ptrs   map[ptrKey]string
}

// ptrKey is an unnamed pointer type: its element's text and address
// space.
type ptrKey struct {
	elem  string
	space types.AddrSpace
}

// floatKey is a floating-point constant whose value a float64 holds.
type floatKey struct {
	kind types.FloatKind
	bits uint64
}

// intKey is an integer constant that fits in 64 bits.
type intKey struct {
	bits uint64
	x    int64
}

func newFuncPrinter(opaque bool) *funcPrinter {
	return &funcPrinter{opaque: opaque, types: map[types.Type]string{}, idents: map[value.Value]string{}, ints: map[intKey]string{}, floats: map[floatKey]string{}, ptrs: map[ptrKey]string{}}
}

// funcText returns f.LLString(), with the pointers opaque printers
// spell `ptr` so spelled.
func (p *funcPrinter) funcText(f *ir.Func) string {
	if !plainFunc(f) || !assignIDs(f) {
		return f.LLString()
	}
	p.b = p.b[:0]
	p.b = append(p.b, "define "...)
	p.typ(f.Sig.RetType)
	p.b = append(p.b, ' ')
	p.b = append(p.b, f.Ident()...)
	p.b = append(p.b, '(')
	for i, param := range f.Params {
		if i != 0 {
			p.b = append(p.b, ", "...)
		}
		p.typ(param.Typ)
		for _, attr := range param.Attrs {
			p.b = append(p.b, ' ')
			p.b = append(p.b, attr.String()...)
		}
		p.b = append(p.b, ' ')
		p.b = append(p.b, p.ident(param)...)
	}
	p.b = append(p.b, ") {\n"...)
	for i, block := range f.Blocks {
		if i != 0 {
			p.b = append(p.b, '\n')
		}
		if block.Term == nil {
			return f.LLString() // llir's message for the missing terminator
		}
		p.b = append(p.b, p.ident(block)[1:]...)
		p.b = append(p.b, ":\n"...)
		for _, inst := range block.Insts {
			p.b = append(p.b, '\t')
			p.inst(inst)
			p.b = append(p.b, '\n')
		}
		p.b = append(p.b, '\t')
		p.term(block.Term)
		p.b = append(p.b, '\n')
	}
	p.b = append(p.b, '}')
	return string(p.b)
}

// namedVar is a value llir numbers when it has no name.
type namedVar interface {
	IsUnnamed() bool
	ID() int64
	SetID(int64)
	Type() types.Type
}

// assignIDs is llir's Func.AssignIDs without its type comparisons (a
// pointer type compares by printing itself): it numbers the unnamed
// parameters, blocks and non-void instructions and terminators in order.
// It reports false when an unnamed value already holds another ID, which
// llir's LLString reports.
func assignIDs(f *ir.Func) bool {
	id := int64(0)
	set := func(n namedVar) bool {
		if n.IsUnnamed() {
			if n.ID() != 0 && n.ID() != id {
				return false
			}
			n.SetID(id)
			id++
		}
		return true
	}
	for _, param := range f.Params {
		if !set(param) {
			return false
		}
	}
	for _, block := range f.Blocks {
		if !set(block) {
			return false
		}
		for _, inst := range block.Insts {
			if n, ok := inst.(namedVar); ok && !isVoid(n.Type()) && !set(n) {
				return false
			}
		}
		if n, ok := block.Term.(namedVar); ok && !isVoid(n.Type()) && !set(n) {
			return false
		}
	}
	return true
}

// isVoid is types.Equal(t, types.Void): only the void type equals it.
func isVoid(t types.Type) bool {
	_, ok := t.(*types.VoidType)
	return ok
}

// plainFunc reports whether f is a definition with none of the header
// parts the printer leaves to llir (linkage, attributes, sections, ...).
func plainFunc(f *ir.Func) bool {
	return len(f.Blocks) > 0 && f.Linkage == enum.LinkageNone && f.Preemption == enum.PreemptionNone &&
		f.Visibility == enum.VisibilityNone && f.DLLStorageClass == enum.DLLStorageClassNone &&
		f.CallingConv == enum.CallingConvNone && len(f.ReturnAttrs) == 0 && !f.Sig.Variadic &&
		f.UnnamedAddr == enum.UnnamedAddrNone && f.AddrSpace == 0 && len(f.FuncAttrs) == 0 &&
		f.Section == "" && f.Partition == "" && f.Comdat == nil && f.Align == 0 && f.GC == "" &&
		f.Prefix == nil && f.Prologue == nil && f.Personality == nil && len(f.Metadata) == 0 &&
		len(f.UseListOrders) == 0
}

// typ appends t as llir's String prints it.
func (p *funcPrinter) typ(t types.Type) { p.b = append(p.b, p.typeString(t)...) }

// typeString is t.String(), cached.
func (p *funcPrinter) typeString(t types.Type) string {
	if s, ok := p.types[t]; ok {
		return s
	}
	s := ""
	switch t := t.(type) {
	case *types.IntType:
		if t.TypeName == "" {
			s = "i" + strconv.FormatUint(t.BitSize, 10)
		}
	case *types.PointerType:
		// the emitter makes a pointer type per use: cache the text by
		// element and address space, not by the type
		if t.TypeName == "" {
			k := ptrKey{p.typeString(t.ElemType), t.AddrSpace}
			if s, ok := p.ptrs[k]; ok {
				return s
			}
			if p.opaque && scalarsOf(t.ElemType) {
				s = "ptr"
			} else {
				s = k.elem
			}
			if t.AddrSpace != 0 {
				s += " addrspace(" + strconv.FormatUint(uint64(t.AddrSpace), 10) + ")"
			}
			if !p.opaque || !scalarsOf(t.ElemType) {
				s += "*"
			}
			p.ptrs[k] = s
			return s
		}
	}
	if s == "" {
		s = t.String()
	}
	p.types[t] = s
	return s
}

// scalarsOf reports whether t is an element type opaquePointers rewrites
// a pointer to: an unnamed integer, half, float or double, or a
// fixed vector or array of those.
func scalarsOf(t types.Type) bool {
	switch t := t.(type) {
	case *types.VectorType:
		return t.TypeName == "" && !t.Scalable && scalar(t.ElemType)
	case *types.ArrayType:
		return t.TypeName == "" && scalar(t.ElemType)
	}
	return scalar(t)
}

func scalar(t types.Type) bool {
	switch t := t.(type) {
	case *types.IntType:
		return t.TypeName == ""
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindHalf, types.FloatKindFloat, types.FloatKindDouble:
			return t.TypeName == ""
		}
	}
	return false
}

// localIdent is what llir's LocalIdent (instructions, parameters, blocks)
// and GlobalIdent both offer.
type localIdent interface {
	IsUnnamed() bool
	ID() int64
}

// ident appends nothing; it returns v.Ident().
func (p *funcPrinter) ident(v value.Value) string {
	switch v := v.(type) {
	case *constant.Int:
		if v.X.IsInt64() {
			k := intKey{v.Typ.BitSize, v.X.Int64()}
			s, ok := p.ints[k]
			if !ok {
				s = v.Ident()
				p.ints[k] = s
			}
			return s
		}
		return v.Ident()
	case *constant.Float:
		if x, acc := v.X.Float64(); acc == big.Exact && !v.NaN && v.Typ.TypeName == "" {
			k := floatKey{v.Typ.Kind, math.Float64bits(x)}
			s, ok := p.floats[k]
			if !ok {
				s = v.Ident()
				p.floats[k] = s
			}
			return s
		}
		return v.Ident()
	case *ir.Global, *ir.Func:
	case localIdent:
		if v.IsUnnamed() {
			return "%" + strconv.FormatInt(v.ID(), 10)
		}
	}
	s, ok := p.idents[v]
	if !ok {
		if n, local := v.(interface{ Name() string }); local && !isGlobal(v) && plainLocalName(n.Name()) {
			s = "%" + n.Name()
		} else {
			s = v.Ident()
		}
		p.idents[v] = s
	}
	return s
}

func isGlobal(v value.Value) bool {
	switch v.(type) {
	case *ir.Global, *ir.Func:
		return true
	}
	return false
}

// plainLocalName reports whether llir prints the local name as it is
// after a '%': letters, digits and "$-._" only, and not all digits
// (those are quoted).
func plainLocalName(name string) bool {
	digits := true
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case c >= '0' && c <= '9':
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '$', c == '-', c == '.', c == '_':
			digits = false
		default:
			return false
		}
	}
	return !digits
}

// id appends v.Ident().
func (p *funcPrinter) id(v value.Value) {
	if l, ok := v.(localIdent); ok && l.IsUnnamed() {
		if _, global := v.(*ir.Global); !global {
			if _, fn := v.(*ir.Func); !fn {
				p.b = append(p.b, '%')
				p.b = strconv.AppendInt(p.b, l.ID(), 10)
				return
			}
		}
	}
	p.b = append(p.b, p.ident(v)...)
}

// val appends v as llir's String prints an operand: type, space, ident.
func (p *funcPrinter) val(v value.Value) {
	p.typ(v.Type())
	p.b = append(p.b, ' ')
	p.id(v)
}

// def appends "%N = name".
func (p *funcPrinter) def(v value.Value, name string) {
	p.id(v)
	p.b = append(p.b, " = "...)
	p.b = append(p.b, name...)
}

// binary appends "%N = name X, Y" (Y without its type).
func (p *funcPrinter) binary(v value.Value, name string, x, y value.Value) {
	p.def(v, name)
	p.b = append(p.b, ' ')
	p.val(x)
	p.b = append(p.b, ", "...)
	p.id(y)
}

// conv appends "%N = name X to T".
func (p *funcPrinter) conv(v value.Value, name string, x value.Value, to types.Type) {
	p.def(v, name)
	p.b = append(p.b, ' ')
	p.val(x)
	p.b = append(p.b, " to "...)
	p.typ(to)
}

// align appends ", align N" when a is set.
func (p *funcPrinter) align(a ir.Align) {
	if a != 0 {
		p.b = append(p.b, ", align "...)
		p.b = strconv.AppendUint(p.b, uint64(a), 10)
	}
}
