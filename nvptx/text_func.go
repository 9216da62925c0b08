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
	return &funcPrinter{opaque: opaque, types: map[types.Type]string{}, idents: map[value.Value]string{}, ints: map[intKey]string{}, floats: map[floatKey]string{}}
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
		p.id(param)
	}
	p.b = append(p.b, ") {\n"...)
	for i, block := range f.Blocks {
		if i != 0 {
			p.b = append(p.b, '\n')
		}
		if block.Term == nil {
			return f.LLString() // llir's message for the missing terminator
		}
		// a label is the block's identifier without its '%'
		if n := len(p.b); p.local(block.LocalIdent) {
			p.b = append(p.b[:n], p.b[n+1:]...)
		} else {
			p.b = append(p.b, p.ident(block)[1:]...)
		}
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

// typ appends t as llir's String prints it: unnamed integer, float,
// pointer and vector types directly, others through typeString.
func (p *funcPrinter) typ(t types.Type) {
	switch t := t.(type) {
	case *types.IntType:
		if t.TypeName == "" {
			p.b = strconv.AppendUint(append(p.b, 'i'), t.BitSize, 10)
			return
		}
	case *types.FloatType:
		if t.TypeName == "" {
			p.b = append(p.b, t.Kind.String()...)
			return
		}
	case *types.PointerType:
		if t.TypeName == "" {
			opaque := p.opaque && scalarsOf(t.ElemType)
			if opaque {
				p.b = append(p.b, "ptr"...)
			} else {
				p.typ(t.ElemType)
			}
			if t.AddrSpace != 0 {
				p.b = strconv.AppendUint(append(p.b, " addrspace("...), uint64(t.AddrSpace), 10)
				p.b = append(p.b, ')')
			}
			if !opaque {
				p.b = append(p.b, '*')
			}
			return
		}
	case *types.VectorType:
		if t.TypeName == "" && !t.Scalable {
			p.b = strconv.AppendUint(append(p.b, '<'), t.Len, 10)
			p.b = append(p.b, " x "...)
			p.typ(t.ElemType)
			p.b = append(p.b, '>')
			return
		}
	}
	p.b = append(p.b, p.typeString(t)...)
}

// typeString is t.String(), cached.
func (p *funcPrinter) typeString(t types.Type) string {
	s, ok := p.types[t]
	if !ok {
		s = t.String()
		p.types[t] = s
	}
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

// id appends v.Ident(): unnamed and plainly named locals and integers
// below 0x1000 (llir prints those in decimal) directly, the rest through
// ident's caches.
func (p *funcPrinter) id(v value.Value) {
	switch v := v.(type) {
	case *constant.Int:
		if v.X.IsInt64() {
			switch x := v.X.Int64(); {
			case v.Typ.BitSize == 1 && x == 0:
				p.b = append(p.b, "false"...)
				return
			case v.Typ.BitSize == 1 && x == 1:
				p.b = append(p.b, "true"...)
				return
			case v.Typ.BitSize != 1 && x < 0x1000:
				p.b = strconv.AppendInt(p.b, x, 10)
				return
			}
		}
	case *ir.Global, *ir.Func:
	case *ir.Block:
		if p.local(v.LocalIdent) {
			return
		}
	case *ir.Param:
		if p.local(v.LocalIdent) {
			return
		}
	case localIdent:
		if v.IsUnnamed() {
			p.b = strconv.AppendInt(append(p.b, '%'), v.ID(), 10)
			return
		}
	}
	p.b = append(p.b, p.ident(v)...)
}

// local appends a block's or parameter's identifier when it is unnamed
// or plainly named (LocalIdent.Name would parse the name as a number).
func (p *funcPrinter) local(l ir.LocalIdent) bool {
	switch {
	case l.IsUnnamed():
		p.b = strconv.AppendInt(append(p.b, '%'), l.LocalID, 10)
	case plainLocalName(l.LocalName):
		p.b = append(append(p.b, '%'), l.LocalName...)
	default:
		return false
	}
	return true
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
