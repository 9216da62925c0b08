package parser

import (
	"fmt"
	"strings"

	"github.com/symopt/symopt/ir"
)

// operandRef is one operand collected by a parsing stream: a use token to
// resolve when the op is finished.
type operandRef struct {
	tok token
}

// parseStream is the parsing side of ir.AsmStream: it reads the custom
// assembly of one op and collects its pieces, then finish builds the op.
type parseStream struct {
	p            *parser
	name         string
	info         *ir.OpInfo
	operands     []operandRef
	refs         map[*ir.Value]token // placeholders handed out by ValueRef
	operandTypes []ir.Type
	opTypesSet   bool
	sameType     ir.Type
	resultTypes  []ir.Type
	resultsSet   bool
	attrs        []ir.NamedAttr
	regions      [][]*ir.Block
	successors   []*ir.Block
	defs         map[string]token // names read by NewValueName
	implicit     string           // terminator added to single-block regions
	start        token            // the op's first token
}

var _ ir.AsmStream = (*parseStream)(nil)

// parseWithAsm runs info's format on the text after the op name.
func (p *parser) parseWithAsm(start token, name string, info *ir.OpInfo, nres int) *ir.Operation {
	s := &parseStream{p: p, name: name, info: info, start: start}
	info.Asm(s)
	return s.finish(start, nres)
}

func (s *parseStream) finish(start token, nres int) *ir.Operation {
	p := s.p
	n := len(s.operands)
	opTypes := s.operandTypes
	if s.sameType != nil {
		opTypes = make([]ir.Type, n)
		for i := range opTypes {
			opTypes[i] = s.sameType
		}
	}
	if s.opTypesSet && len(opTypes) != n {
		p.fail(start, "custom op '%s' %d operands present, but expected %d", s.name, n, len(opTypes))
	}
	results := s.resultTypes
	if !s.resultsSet && s.sameType != nil {
		results = make([]ir.Type, nres)
		for i := range results {
			results[i] = s.sameType
		}
	}
	operands := make([]*ir.Value, n)
	for i, r := range s.operands {
		var ty ir.Type
		if opTypes != nil {
			ty = opTypes[i]
		}
		operands[i] = p.use(r.tok, ty)
	}
	op := ir.NewOperation(s.name, s.info, operands, results, s.attrs, p.opLoc(start))
	op.Successors = s.successors
	p.attachRegions(op, s.regions)
	return op
}

func (s *parseStream) Printing() bool         { return false }
func (s *parseStream) Newline()               {}
func (s *parseStream) Op() *ir.Operation      { return nil }
func (s *parseStream) OpName() string         { return s.name }
func (s *parseStream) Registry() *ir.Registry { return s.p.reg }
func (s *parseStream) Failed() bool           { return false }
func (s *parseStream) Consume(string)         {}

// Errors a format raises itself carry MLIR's `custom op 'name'` prefix;
// those of the shared syntax (types, attributes, punctuation) do not, as
// in MLIR.

func (s *parseStream) Errorf(format string, args ...any) {
	s.p.failHere("custom op '%s' %s", s.name, fmt.Sprintf(format, args...))
}

func (s *parseStream) Keyword(kw string) {
	if !s.p.eatKeyword(kw) {
		s.p.failHere("custom op '%s' expected '%s', found %s", s.name, kw, s.p.describe(s.p.tok))
	}
}

// punctCode maps a Punct argument to the scanner's code.
func punctCode(p string) (byte, bool) {
	p = strings.TrimLeft(p, " ")
	switch p {
	case "->":
		return pArrow, true
	case "...":
		return pEllipsis, true
	}
	if len(p) == 1 {
		return p[0], true
	}
	return 0, false
}

func (s *parseStream) Punct(pt string) {
	pt = strings.TrimLeft(pt, " ")
	if pt == "x" {
		s.Keyword("x")
		return
	}
	c, ok := punctCode(pt)
	if !ok {
		s.p.failHere("internal: unknown punctuation %q in format", pt)
	}
	s.p.expectPunct(c, "")
}

// atDefinition reports whether the `%name` at the current token starts
// the next statement (`%x = ...`, `%x:2 = ...`, `%x, %y = ...` on a new
// line) rather than continuing an operand list.
func (s *parseStream) atDefinition() bool {
	p := s.p
	m := p.mark()
	defer p.restore(m)
	newLine := p.tok.line > p.prevLine
	p.advance()
	return p.isPunct('=') || newLine && (p.isPunct(':') || p.isPunct(','))
}

// matchTok consumes tok (keyword or punctuation) when it is next.
func (s *parseStream) matchTok(tok string) bool {
	p := s.p
	tok = strings.TrimLeft(tok, " ")
	if tok == "" {
		return true
	}
	if isLetter(tok[0]) {
		return p.eatKeyword(tok)
	}
	if tok[0] == '%' {
		if p.tok.kind == tPercent {
			p.advance()
			return true
		}
		return false
	}
	if tok[0] == '@' {
		if p.tok.kind == tAt {
			p.advance()
			return true
		}
		return false
	}
	if tok[0] == '"' {
		if p.tok.kind == tString {
			p.advance()
			return true
		}
		return false
	}
	c, ok := punctCode(tok)
	return ok && p.eatPunct(c)
}

func (s *parseStream) Next(toks ...string) bool {
	if len(toks) == 0 {
		return false
	}
	m := s.p.mark()
	ok := true
	for _, t := range toks {
		if !s.matchTok(t) {
			ok = false
			break
		}
	}
	s.p.restore(m)
	return ok
}

func (s *parseStream) Optional(attr string, lead ...string) bool { return s.Next(lead...) }

func (s *parseStream) operand() {
	p := s.p
	if p.tok.kind != tPercent {
		p.failHere("expected SSA operand, found %s", p.describe(p.tok))
	}
	s.operands = append(s.operands, operandRef{tok: p.tok})
	p.advance()
}

// PeekWord returns the bare word at the current token without reading it;
// ok is false when the token is not a bare word.
func (s *parseStream) PeekWord() (w string, ok bool) {
	if s.p.tok.kind != tBareID {
		return "", false
	}
	return s.p.text(s.p.tok), true
}

// AtType reports whether the current token can begin a type.
func (s *parseStream) AtType() bool { return s.p.isTypeStart() }

// Recordf reports an error of the op at the current token and goes on, for
// formats that give a specific error before the summary one of Errorf.
func (s *parseStream) Recordf(format string, args ...any) {
	s.p.record(s.p.tok, "custom op '%s' %s", s.name, fmt.Sprintf(format, args...))
}

// ParsedOperands is how many operands the format has read so far; formats
// that pair operands with a type list use it to word a count mismatch.
func (s *parseStream) ParsedOperands() int { return len(s.operands) }

func (s *parseStream) Operands()   { s.OperandsFrom(0) }
func (s *parseStream) Operand(int) { s.operand() }
func (s *parseStream) OperandsFrom(int) {
	if s.p.tok.kind != tPercent || s.atDefinition() {
		return
	}
	for {
		s.operand()
		if s.p.tok.kind != tPunct || s.p.tok.p != ',' {
			return
		}
		// A comma followed by something other than an operand ends the list.
		m := s.p.mark()
		s.p.advance()
		if s.p.tok.kind != tPercent {
			s.p.restore(m)
			return
		}
	}
}

func (s *parseStream) SetAttr(name string, a ir.Attribute) {
	if v, ok := a.(*ir.VerbatimAttr); ok {
		// Formats may build dialect attribute text themselves
		// (`algorithm = <...>`): check it as the dialect would.
		text, err := s.p.reg.ApplyAttrHook(v.Text)
		if err != nil {
			s.p.failHere("%v", err)
		}
		if text != v.Text {
			a = &ir.VerbatimAttr{Text: text}
		}
	}
	for i := range s.attrs {
		if s.attrs[i].Name == name {
			s.attrs[i].Value = a
			return
		}
	}
	s.attrs = append(s.attrs, ir.NamedAttr{Name: name, Value: a})
}

func (s *parseStream) GetAttr(name string) ir.Attribute {
	for _, a := range s.attrs {
		if a.Name == name {
			return a.Value
		}
	}
	return nil
}

func (s *parseStream) Attr(name string) { s.SetAttr(name, s.p.parseAttr()) }

func (s *parseStream) IntAttr(name string) {
	n := s.p.scanNumberLit()
	if n.float {
		s.p.fail(n.tok, "expected integer, found %s", n.text)
	}
	v, b := s.p.intValue(n)
	if b != nil {
		s.p.fail(n.tok, "integer out of range for %s", name)
	}
	s.SetAttr(name, ir.Int(v))
}

func (s *parseStream) I64ListAttr(name string) {
	p := s.p
	p.expectPunct('[', "to start an integer list")
	vals := []int64{}
	if !p.eatPunct(']') {
		for {
			if p.tok.kind == tPunct && p.tok.p == '[' {
				// A nested list: MLIR's dense array parser reports the
				// element, then the list it cannot close.
				p.record(p.tok, "custom op '%s' expected integer value", s.name)
				p.fail(p.tok, "expected ']'")
			}
			vals = append(vals, s.Int(0))
			if !p.eatPunct(',') {
				break
			}
		}
		p.expectPunct(']', "to close an integer list")
	}
	s.SetAttr(name, &ir.DenseArrayAttr{Elem: ir.I64, Ints: vals})
}

func (s *parseStream) EnumAttr(name, kind string) {
	w := s.Word("")
	d := s.name
	if i := strings.IndexByte(d, '.'); i > 0 {
		d = d[:i]
	}
	s.SetAttr(name, &ir.VerbatimAttr{Text: ir.EnumAttrText(d, kind, w)})
}

func (s *parseStream) SymbolAttr(name string) { s.SetAttr(name, s.p.parseSymbolRef()) }

func (s *parseStream) SymbolNameAttr(name string) { s.SetAttr(name, ir.Str(s.p.symbolName())) }

func (s *parseStream) StringAttr(name string) { s.SetAttr(name, ir.Str(s.p.parseStringLit())) }

func (s *parseStream) AttrDict() {
	if s.p.isPunct('{') {
		for _, e := range s.p.parseDictAttr().Entries {
			s.SetAttr(e.Name, e.Value)
		}
	}
}

func (s *parseStream) AttrDictWithKeyword() {
	if s.p.eatKeyword("attributes") {
		for _, e := range s.p.parseDictAttr().Entries {
			s.SetAttr(e.Name, e.Value)
		}
	}
}

func (s *parseStream) FunctionalType() {
	p := s.p
	s.SetOperandTypes(p.parseTypeListParens())
	p.expectPunct(pArrow, "in functional type")
	s.SetResultTypes(p.parseResultTypes())
}

func (s *parseStream) SameType() {
	if s.p.isPunct('(') {
		s.FunctionalType()
		return
	}
	s.sameType = s.p.parseType()
}

func (s *parseStream) typeList() []ir.Type {
	ts := []ir.Type{s.p.parseType()}
	for s.p.eatPunct(',') {
		ts = append(ts, s.p.parseType())
	}
	return ts
}

func (s *parseStream) ResultTypes() {
	if s.p.isTypeStart() {
		s.SetResultTypes(s.typeList())
	} else {
		s.SetResultTypes(nil)
	}
}

func (s *parseStream) OperandTypes() {
	if s.p.isTypeStart() {
		s.SetOperandTypes(s.typeList())
	} else {
		s.SetOperandTypes(nil)
	}
}

func (s *parseStream) SetOperandTypes(ts []ir.Type) {
	s.operandTypes, s.opTypesSet, s.sameType = ts, true, nil
}

func (s *parseStream) SetResultTypes(ts []ir.Type) { s.resultTypes, s.resultsSet = ts, true }

func (s *parseStream) Successor(int) {
	p := s.p
	if p.tok.kind != tCaret {
		p.failHere("expected block name, found %s", p.describe(p.tok))
	}
	s.successors = append(s.successors, p.blockFor(p.tok, false))
	p.advance()
}

func (s *parseStream) Regions() {
	for s.p.isPunct('{') {
		s.Region(len(s.regions), nil)
	}
}

func (s *parseStream) Region(i int, args []ir.RegionArg) {
	p := s.p
	for j := range args {
		if args[j].Loc == nil {
			// MLIR locates an argument without loc(...) at its name.
			if t, ok := s.defs[args[j].Name]; ok {
				args[j].Loc = p.opLoc(t)
			} else {
				args[j].Loc = p.opLoc(p.tok)
			}
		}
		args[j].Name = strings.TrimPrefix(args[j].Name, "%")
	}
	if args == nil && p.isPunct('{') {
		blocks := s.addImplicitTerminator(p.parseRegion(s.name, nil))
		if len(blocks) == 0 && s.name == "builtin.module" {
			// A module's body is one block even when empty (MLIR's
			// SingleBlock); `module {}` must print generically as such.
			blocks = []*ir.Block{{}}
		}
		s.setRegion(i, blocks)
		return
	}
	if args != nil {
		s.setRegion(i, s.addImplicitTerminator(p.parseRegion(s.name, args)))
		return
	}
	p.failHere("expected '{' to start a region, found %s", p.describe(p.tok))
}

func (s *parseStream) ImplicitTerminator(name string) { s.implicit = name }

// addImplicitTerminator appends the format's implicit terminator to a
// single-block region that lacks one; an empty region gets a block.
func (s *parseStream) addImplicitTerminator(blocks []*ir.Block) []*ir.Block {
	if s.implicit == "" || len(blocks) > 1 {
		return blocks
	}
	if len(blocks) == 0 {
		blocks = []*ir.Block{{}}
	}
	b := blocks[0]
	if t := b.Terminator(); t != nil && t.HasTrait(ir.Terminator) {
		return blocks
	}
	b.Append(ir.NewOperation(s.implicit, s.p.reg.Lookup(s.implicit), nil, nil, nil, s.p.opLoc(s.start))) // MLIR gives it the op's location
	return blocks
}

func (s *parseStream) setRegion(i int, blocks []*ir.Block) {
	for len(s.regions) <= i {
		s.regions = append(s.regions, nil)
	}
	s.regions[i] = blocks
}

func (s *parseStream) SetRegion(i int, r *ir.Region) { s.setRegion(i, r.Blocks) }

func (s *parseStream) Type(ir.Type) ir.Type { return s.p.parseType() }

func (s *parseStream) Int(int64) int64 {
	if t := s.p.tok; t.kind != tInt && !(t.kind == tPunct && t.p == '-') {
		s.p.failHere("custom op '%s' expected integer value, found %s", s.name, s.p.describe(t))
	}
	n := s.p.scanNumberLit()
	if n.float {
		s.p.fail(n.tok, "expected integer, found %s", n.text)
	}
	v, b := s.p.intValue(n)
	if b != nil {
		s.p.fail(n.tok, "integer out of range")
	}
	return v
}

func (s *parseStream) Float(float64) float64 {
	n := s.p.scanNumberLit()
	return s.p.floatValue(n, ir.F64)
}

func (s *parseStream) Word(string) string {
	p := s.p
	if p.tok.kind != tBareID {
		p.failHere("custom op '%s' expected valid keyword, found %s", s.name, p.describe(p.tok))
	}
	w := p.text(p.tok)
	p.advance()
	return w
}

func (s *parseStream) ValueRef(*ir.Value) *ir.Value {
	p := s.p
	if p.tok.kind != tPercent {
		p.failHere("expected SSA value, found %s", p.describe(p.tok))
	}
	ph := ir.NewDetachedValue(p.unknown)
	if s.refs == nil {
		s.refs = map[*ir.Value]token{}
	}
	s.refs[ph] = p.tok
	p.advance()
	return ph
}

func (s *parseStream) AddOperand(v *ir.Value) {
	if t, ok := s.refs[v]; ok {
		s.operands = append(s.operands, operandRef{tok: t})
		return
	}
	s.p.failHere("internal: AddOperand with a value not read by ValueRef")
}

func (s *parseStream) NewValueName(*ir.Value) string {
	p := s.p
	if p.tok.kind != tPercent {
		p.failHere("expected SSA value name, found %s", p.describe(p.tok))
	}
	n := p.text(p.tok)
	if s.defs == nil {
		s.defs = map[string]token{}
	}
	s.defs[n] = p.tok
	p.advance()
	return n
}

func (s *parseStream) Loc(ir.Location) ir.Location {
	if s.p.atLoc() {
		return s.p.parseLoc()
	}
	return nil
}

func (s *parseStream) AttrValue(ir.Attribute) ir.Attribute { return s.p.parseAttr() }
