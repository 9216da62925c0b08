package ir

import (
	"fmt"
	"strconv"
	"strings"
)

// printStream is the printing side of AsmStream. An op is printed in two
// runs of its format: a dry run that only checks the format can represent
// the op (otherwise the printer falls back to the generic form), then a run
// that writes straight to the output, so nested regions are never buffered.
type printStream struct {
	p        *printer
	op       *Operation
	dry      bool
	consumed []string // attribute names printed by directives
	space    bool     // a space is due before the next token
	prev     string   // the previous token
	prevDef  bool     // the previous token named a value being defined
	succs    int      // successors printed
	implicit string   // terminator elided from single-block regions
	failed   bool
}

// canPrintCustom reports whether op may try its format. Properties
// (`<{...}>`) take part as attributes, as MLIR's custom printers see them
// merged with the attribute dictionary, when they are a dictionary whose
// names do not clash with the op's other attributes.
func canPrintCustom(op *Operation) bool {
	if op.Props == nil {
		return true
	}
	d, ok := op.Props.(*DictAttr)
	if !ok {
		return false
	}
	for _, e := range d.Entries {
		for _, a := range op.attrs {
			if a.Name == e.Name {
				return false
			}
		}
	}
	return true
}

// printCustom prints op with its format, or generically when the format
// fails on this op.
func (p *printer) printCustom(op *Operation) {
	name := op.Name
	if d := defaultDialect(op.ParentOp()); d != "" && strings.HasPrefix(name, d+".") && strings.Count(name, ".") == 1 {
		name = name[len(d)+1:]
	}
	if !p.runFormat(op, name, true) {
		p.printGeneric(op)
		return
	}
	p.runFormat(op, name, false)
}

// defaultDialect is the dialect whose prefix MLIR leaves out of op names
// printed in a region of parent: builtin at the top level and in a
// module (`module`), func in a function (`return`), none elsewhere.
func defaultDialect(parent *Operation) string {
	switch {
	case parent == nil || parent.Name == "builtin.module":
		return "builtin"
	case parent.Name == "func.func":
		return "func"
	}
	return ""
}

// runFormat runs op's format once; it reports whether the format succeeded.
func (p *printer) runFormat(op *Operation, name string, dry bool) bool {
	// Streams are reused: printing would allocate per op otherwise.
	var s *printStream
	if n := len(p.streams); n > 0 {
		s = p.streams[n-1]
		p.streams = p.streams[:n-1]
		*s = printStream{consumed: s.consumed[:0]}
	} else {
		s = &printStream{}
	}
	defer func() { p.streams = append(p.streams, s) }()
	s.p, s.op, s.dry = p, op, dry
	s.write(name)
	s.space = true
	s.prev = name
	func() {
		defer func() {
			if r := recover(); r != nil {
				s.failed = true
			}
		}()
		op.Info.Asm(s)
	}()
	return !s.failed && s.succs == len(op.Successors)
}

func (s *printStream) write(t string) {
	if !s.dry {
		s.p.w.WriteString(t)
	}
}

func (s *printStream) tok(t string) {
	if t == "" {
		return
	}
	forced := t[0] == ' '
	if forced {
		t = t[1:]
	}
	glued := false
	switch t {
	case ",", ")", "]", ">":
		glued = true
	case "(", "[", "<":
		// Openers hug the word before them (`reduce(`, `@f(`, `%t[0]`) but
		// not punctuation (` : (t) -> t`, `dims = [0]`).
		switch s.prev {
		case ":", "->", "=", ",", "x", "":
		default:
			glued = true
		}
	case ":":
		// `%arg0: t` in argument lists and `init: %x` in reduce.
		glued = s.prevDef || s.prev == "init"
	}
	if forced || (s.space && !glued) {
		s.write(" ")
	}
	s.write(t)
	switch t {
	case "(", "[", "<":
		s.space = false
	default:
		s.space = true
	}
	s.prev = t
	s.prevDef = false
}

func (s *printStream) fail() { s.failed = true }

func (s *printStream) Newline() {
	s.write("\n" + strings.Repeat("  ", s.p.indent))
	s.space = true
	s.prev = ""
}

func (s *printStream) Printing() bool   { return true }
func (s *printStream) Op() *Operation   { return s.op }
func (s *printStream) OpName() string   { return s.op.Name }
func (s *printStream) Keyword(k string) { s.tok(k) }
func (s *printStream) Punct(p string)   { s.tok(p) }
func (s *printStream) Next(...string) bool {
	return false
}

func (s *printStream) Optional(attr string, lead ...string) bool { return s.op.Attr(attr) != nil }

func (s *printStream) Operands() { s.OperandsFrom(0) }

func (s *printStream) Operand(i int) {
	if i >= len(s.op.operands) {
		s.fail()
		return
	}
	s.tok(s.p.valueName(s.op.operands[i]))
}

func (s *printStream) OperandsFrom(i int) {
	for j := i; j < len(s.op.operands); j++ {
		if j > i {
			s.tok(",")
		}
		s.tok(s.p.valueName(s.op.operands[j]))
	}
}

func (s *printStream) attr(name string) Attribute {
	a := s.op.Attr(name)
	if a == nil {
		s.fail()
		return nil
	}
	s.Consume(name)
	return a
}

func (s *printStream) Attr(name string) {
	if a := s.attr(name); a != nil {
		s.tok(a.String())
	}
}

func (s *printStream) IntAttr(name string) {
	a, ok := s.attr(name).(*IntegerAttr)
	if !ok || a.Big != nil {
		s.fail()
		return
	}
	s.tok(strconv.FormatInt(a.Value, 10))
}

func (s *printStream) I64ListAttr(name string) {
	vals, ok := I64List(s.attr(name))
	if !ok {
		s.fail()
		return
	}
	s.tok("[")
	for i, v := range vals {
		if i > 0 {
			s.tok(",")
		}
		s.tok(strconv.FormatInt(v, 10))
	}
	s.tok("]")
}

func (s *printStream) EnumAttr(name, kind string) {
	a, ok := s.attr(name).(*VerbatimAttr)
	if !ok {
		s.fail()
		return
	}
	word, ok := EnumWord(a.Text, kind)
	if !ok {
		s.fail()
		return
	}
	s.tok(word)
}

func (s *printStream) SymbolAttr(name string) {
	a, ok := s.attr(name).(*SymbolRefAttr)
	if !ok {
		s.fail()
		return
	}
	s.tok(a.String())
}

func (s *printStream) SymbolNameAttr(name string) {
	a, ok := s.attr(name).(*StringAttr)
	if !ok || a.Type != nil {
		s.fail()
		return
	}
	s.tok("@" + SymbolName(a.Value))
}

func (s *printStream) StringAttr(name string) {
	a, ok := s.attr(name).(*StringAttr)
	if !ok || a.Type != nil {
		s.fail()
		return
	}
	s.tok(Quote(a.Value))
}

func (s *printStream) AttrDict()            { s.attrDict(false) }
func (s *printStream) AttrDictWithKeyword() { s.attrDict(true) }

func (s *printStream) attrDict(kw bool) {
	var rest []NamedAttr
	for _, a := range s.op.attrs {
		if !s.isConsumed(a.Name) && !s.op.Info.IsDefault(a.Name, a.Value) {
			rest = append(rest, a)
		}
	}
	if d, ok := s.op.Props.(*DictAttr); ok {
		for _, a := range d.Entries {
			if !s.isConsumed(a.Name) && !s.op.Info.IsDefault(a.Name, a.Value) {
				rest = append(rest, a)
			}
		}
		sortAttrs(rest)
	}
	if len(rest) == 0 {
		return
	}
	if kw {
		s.tok("attributes")
	}
	var b strings.Builder
	b.WriteByte('{')
	WriteAttrEntries(&b, rest)
	b.WriteByte('}')
	s.tok(b.String())
	for _, a := range rest {
		s.Consume(a.Name)
	}
}

func (s *printStream) typeList(ts []Type) {
	for i, t := range ts {
		if i > 0 {
			s.tok(",")
		}
		s.tok(s.p.typeString(t))
	}
}

func (s *printStream) FunctionalType() {
	s.tok("(")
	s.typeList(s.op.OperandTypes())
	s.tok(")")
	s.tok("->")
	rs := s.op.ResultTypes()
	if len(rs) == 1 {
		if _, fn := rs[0].(*FunctionType); !fn {
			s.tok(s.p.typeString(rs[0]))
			return
		}
	}
	s.tok("(")
	s.typeList(rs)
	s.tok(")")
}

func (s *printStream) SameType() {
	var first Type
	same := true
	for _, t := range append(s.op.OperandTypes(), s.op.ResultTypes()...) {
		if first == nil {
			first = t
		} else if !TypeEqual(first, t) {
			same = false
		}
	}
	if same && first != nil && len(s.op.results) == 1 {
		s.tok(s.p.typeString(first))
		return
	}
	s.FunctionalType()
}

func (s *printStream) ResultTypes()  { s.typeList(s.op.ResultTypes()) }
func (s *printStream) OperandTypes() { s.typeList(s.op.OperandTypes()) }

func (s *printStream) Successor(i int) {
	if i >= len(s.op.Successors) || s.op.Successors[i] == nil {
		s.fail()
		return
	}
	name, ok := s.p.blocks[s.op.Successors[i]]
	if !ok {
		s.fail()
		return
	}
	s.tok(name)
	s.succs++
}

func (s *printStream) Regions() {
	for i := range s.op.Regions {
		s.Region(i, nil)
	}
}

func (s *printStream) Region(i int, args []RegionArg) {
	if i >= len(s.op.Regions) {
		s.fail()
		return
	}
	if s.dry {
		return
	}
	if s.space {
		s.write(" ")
	}
	// Arguments declared in the op's header (`while(%iterArg = ...)`) name
	// the entry block arguments of every region that reuses them.
	if entry := s.op.Regions[i].Entry(); args != nil && entry != nil && len(entry.args) == len(args) && !s.namesArgs(entry, args) {
		for j, a := range args {
			name := a.Name
			if !strings.HasPrefix(name, "%") {
				name = "%" + name
			}
			s.p.names[entry.args[j]] = name
		}
	}
	s.p.printRegionElide(s.op.Regions[i], args == nil, false, s.implicit)
	s.space = true
}

func (s *printStream) ImplicitTerminator(name string) { s.implicit = name }

func (s *printStream) Type(t Type) Type {
	s.tok(s.p.typeString(t))
	return t
}

func (s *printStream) Int(v int64) int64 {
	s.tok(strconv.FormatInt(v, 10))
	return v
}

func (s *printStream) Float(v float64) float64 {
	s.tok(FormatFloat(v, F64))
	return v
}

func (s *printStream) Word(w string) string {
	s.tok(w)
	return w
}

func (s *printStream) ValueRef(v *Value) *Value {
	s.tok(s.p.valueName(v))
	return v
}

func (s *printStream) NewValueName(v *Value) string {
	n := s.p.valueName(v)
	s.tok(n)
	s.prevDef = true
	return n
}

func (s *printStream) AttrValue(a Attribute) Attribute {
	if a == nil {
		s.fail()
		return nil
	}
	s.tok(a.String())
	return a
}

func (s *printStream) Loc(l Location) Location {
	if s.p.opts.DebugInfo && l != nil {
		s.tok("loc(" + l.String() + ")")
	}
	return l
}

func (s *printStream) Registry() *Registry { return s.p.opts.Registry }

func (s *printStream) SetRegion(int, *Region)    {}
func (s *printStream) SetAttr(string, Attribute) {}

func (s *printStream) GetAttr(name string) Attribute {
	a := s.op.Attr(name)
	if a != nil {
		s.Consume(name)
	}
	return a
}

func (s *printStream) Consume(name string) {
	if !s.isConsumed(name) {
		s.consumed = append(s.consumed, name)
	}
}

func (s *printStream) isConsumed(name string) bool {
	for _, c := range s.consumed {
		if c == name {
			return true
		}
	}
	return false
}
func (s *printStream) AddOperand(*Value)         {}
func (s *printStream) SetOperandTypes([]Type)    {}
func (s *printStream) SetResultTypes([]Type)     {}
func (s *printStream) Errorf(f string, a ...any) { _ = fmt.Sprintf(f, a...); s.fail() }
func (s *printStream) Failed() bool              { return s.failed }

// namesArgs reports whether args already are the printed names of entry's
// arguments, in any order (a format may list them permuted).
func (s *printStream) namesArgs(entry *Block, args []RegionArg) bool {
	have := map[string]bool{}
	for _, a := range entry.args {
		have[s.p.valueName(a)] = true
	}
	for _, a := range args {
		name := a.Name
		if !strings.HasPrefix(name, "%") {
			name = "%" + name
		}
		if !have[name] {
			return false
		}
	}
	return true
}
