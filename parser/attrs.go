package parser

import (
	"math/big"
	"sort"
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
)

// maxIntDigits bounds integer literals so that converting them stays cheap.
const maxIntDigits = 4096

// parseAttr reads one attribute value.
func (p *parser) parseAttr() ir.Attribute {
	t := p.tok
	switch t.kind {
	case tPunct:
		switch t.p {
		case '[':
			return p.parseArrayAttr()
		case '{':
			return p.parseDictAttr()
		case '-':
			return p.parseNumberAttr()
		case '(':
			return &ir.TypeAttr{Type: p.parseType()}
		case '<':
			// A dialect attribute whose `#dialect.name` prefix a custom
			// format leaves implied (`algorithm = <...>`).
			return &ir.VerbatimAttr{Text: p.verbatimBody(t)}
		}
	case tInt, tFloat:
		return p.parseNumberAttr()
	case tString:
		s := p.parseStringLit()
		a := &ir.StringAttr{Value: s}
		if p.eatTypeSuffix() {
			a.Type = p.parseType()
		}
		return a
	case tAt:
		return p.parseSymbolRef()
	case tHash:
		return p.parseHashAttr()
	case tBang:
		return &ir.TypeAttr{Type: p.parseType()}
	case tBareID:
		return p.parseKeywordAttr()
	}
	p.failHere("expected attribute value, found %s", p.describe(t))
	return nil
}

// eatTypeSuffix consumes the `:` of a typed attribute `value : type`.
func (p *parser) eatTypeSuffix() bool {
	if !p.isPunct(':') {
		return false
	}
	// `::` belongs to symbol references, not to a type suffix.
	m := p.mark()
	p.advance()
	if !p.isTypeStart() {
		p.restore(m)
		return false
	}
	return true
}

func (p *parser) parseKeywordAttr() ir.Attribute {
	t := p.tok
	name := p.text(t)
	switch name {
	case "true", "false":
		p.advance()
		return &ir.BoolAttr{Value: name == "true"}
	case "unit":
		p.advance()
		return &ir.UnitAttr{}
	case "dense":
		return p.parseDense()
	case "dense_resource":
		return p.parseDenseResource()
	case "array":
		return p.parseDenseArray()
	case "affine_map", "affine_set", "strided", "sparse", "opaque", "distinct", "loc":
		a := &ir.VerbatimAttr{Text: p.verbatimBody(t)}
		if name == "sparse" || name == "opaque" {
			if p.eatTypeSuffix() {
				ty := p.parseType()
				a.Text += " : " + ty.String()
			}
		}
		return a
	}
	if isBuiltinTypeName(name) {
		return &ir.TypeAttr{Type: p.parseType()}
	}
	p.failHere("expected attribute value, found %s", p.describe(t))
	return nil
}

// verbatimBody consumes the token t followed by any directly attached
// `<...>`, `[...]` or `(...)` groups and returns their text.
func (p *parser) verbatimBody(t token) string {
	src := p.sc.src
	end := t.end
	if t.kind == tPunct {
		end = t.start
	}
	for end < len(src) && (src[end] == '<' || src[end] == '[' || src[end] == '(') {
		e := balancedEnd(src, end)
		if e < 0 {
			p.rawEnd(end)
			p.failHere("unbalanced '%c' in %s", src[end], p.describe(t))
		}
		end = e
		if src[t.start:t.end] == "loc" {
			break
		}
	}
	p.rawEnd(end)
	return src[t.start:end]
}

// parseHashAttr reads `#alias` or a dialect attribute kept verbatim.
func (p *parser) parseHashAttr() ir.Attribute {
	t := p.tok
	src := p.sc.src
	name := src[t.start+1 : t.end]
	if name == "" {
		p.failHere("expected attribute name after '#'")
	}
	if (t.end >= len(src) || src[t.end] != '<') && !containsByte(name, '.') {
		a := p.attrAlias(t, name)
		p.advance()
		return a
	}
	text := p.verbatimBody(t)
	p.checkHLOStructAttr(t, text)
	p.checkHLOConvAttr(t, text)
	text, err := p.reg.ApplyAttrHook(text)
	if err != nil {
		// MLIR reports a failing attribute verifier at the start of the
		// attribute's parameters.
		at := t.start
		if i := strings.IndexByte(text, '<'); i >= 0 {
			at += i
		}
		p.fail(p.tokenAt(t, at), "%v", err)
	}
	return &ir.VerbatimAttr{Text: text}
}

func (p *parser) parseArrayAttr() ir.Attribute {
	p.enter()
	defer p.leave()
	p.advance() // [
	a := &ir.ArrayAttr{}
	if p.eatPunct(']') {
		return a
	}
	for {
		a.Elems = append(a.Elems, p.parseAttr())
		if !p.eatPunct(',') {
			break
		}
	}
	p.expectPunct(']', "to close array attribute")
	return a
}

// parseDictAttr reads `{a = 1, b, "c d" = 2}`.
func (p *parser) parseDictAttr() *ir.DictAttr {
	p.enter()
	defer p.leave()
	p.expectPunct('{', "to start attribute dictionary")
	d := &ir.DictAttr{}
	if p.eatPunct('}') {
		return d
	}
	for {
		kt := p.tok
		var key string
		switch kt.kind {
		case tBareID:
			key = p.text(kt)
			p.advance()
		case tString:
			key = p.parseStringLit()
		default:
			p.failHere("expected attribute name, found %s", p.describe(kt))
		}
		var v ir.Attribute = &ir.UnitAttr{}
		if p.eatPunct('=') {
			v = p.parseAttr()
		}
		for _, e := range d.Entries {
			if e.Name == key {
				p.fail(kt, "duplicate key '%s' in dictionary attribute", key)
			}
		}
		d.Entries = append(d.Entries, ir.NamedAttr{Name: key, Value: v})
		if !p.eatPunct(',') {
			break
		}
	}
	p.expectPunct('}', "to close attribute dictionary")
	sortEntries(d.Entries)
	return d
}

func sortEntries(e []ir.NamedAttr) {
	for i := 1; i < len(e); i++ {
		if e[i-1].Name > e[i].Name {
			sort.SliceStable(e, func(a, b int) bool { return e[a].Name < e[b].Name })
			return
		}
	}
}

// parseSymbolRef reads `@a` or `@a::@b::@c`.
func (p *parser) parseSymbolRef() ir.Attribute {
	a := &ir.SymbolRefAttr{Root: p.symbolName()}
	src := p.sc.src
	for p.isPunct(':') && p.tok.end < len(src) && src[p.tok.end] == ':' {
		m := p.mark()
		p.advance()
		p.advance()
		if p.tok.kind != tAt {
			p.restore(m)
			break
		}
		a.Nested = append(a.Nested, p.symbolName())
	}
	return a
}

// symbolName consumes an `@name` token and returns the name.
func (p *parser) symbolName() string {
	t := p.tok
	if t.kind != tAt {
		p.failHere("expected symbol name, found %s", p.describe(t))
	}
	p.advance()
	s := p.sc.src[t.start+1 : t.end]
	if len(s) > 0 && s[0] == '"' {
		v, ok := unquote(s)
		if !ok {
			p.fail(t, "invalid escape in symbol name")
		}
		return v
	}
	return s
}

// parseStringLit consumes a string token and returns its value.
func (p *parser) parseStringLit() string {
	t := p.tok
	if t.kind != tString {
		p.failHere("expected string, found %s", p.describe(t))
	}
	p.advance()
	v, ok := unquote(p.sc.src[t.start:t.end])
	if !ok {
		p.fail(t, "invalid escape sequence in string")
	}
	return v
}

// unquote decodes a quoted MLIR string: \n \t \" \\ and \XX hex escapes.
// Other bytes, including invalid UTF-8, are kept as they are.
func unquote(s string) (string, bool) {
	body := s[1 : len(s)-1]
	i := 0
	for i < len(body) && body[i] != '\\' {
		i++
	}
	if i == len(body) {
		return body, true
	}
	b := make([]byte, 0, len(body))
	b = append(b, body[:i]...)
	for ; i < len(body); i++ {
		c := body[i]
		if c != '\\' {
			b = append(b, c)
			continue
		}
		i++
		if i >= len(body) {
			return "", false
		}
		switch c = body[i]; c {
		case 'n':
			b = append(b, '\n')
		case 't':
			b = append(b, '\t')
		case '"', '\\':
			b = append(b, c)
		default:
			if i+1 >= len(body) || !isHex(c) || !isHex(body[i+1]) {
				return "", false
			}
			b = append(b, hexVal(c)<<4|hexVal(body[i+1]))
			i++
		}
	}
	return string(b), true
}

func hexVal(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

// number is a scanned numeric literal.
type number struct {
	tok   token
	digit token // the literal after any `-`
	neg   bool
	float bool
	hex   bool
	text  string // digits without the sign
}

// scanNumber consumes `-`? int-or-float.
func (p *parser) scanNumberLit() number {
	n := number{tok: p.tok}
	if p.isPunct('-') {
		n.neg = true
		p.advance()
	}
	t := p.tok
	if t.kind != tInt && t.kind != tFloat {
		p.failHere("expected number, found %s", p.describe(t))
	}
	p.advance()
	n.digit = t
	n.text = p.text(t)
	n.float = t.kind == tFloat
	n.hex = len(n.text) > 2 && n.text[1] == 'x'
	return n
}

// intValue converts an integer literal; big is set when it overflows int64.
func (p *parser) intValue(n number) (v int64, b *big.Int) {
	if len(n.text) > maxIntDigits {
		p.fail(n.tok, "integer literal too large (%d digits)", len(n.text))
	}
	if n.hex {
		u, err := strconv.ParseUint(n.text[2:], 16, 64)
		if err == nil && (!n.neg || u <= 1<<63) {
			if n.neg {
				return -int64(u), nil
			}
			return int64(u), nil
		}
		b = new(big.Int)
		b.SetString(n.text[2:], 16)
	} else {
		x, err := strconv.ParseInt(n.text, 10, 64)
		if err == nil {
			if n.neg {
				x = -x
			}
			return x, nil
		}
		if n.neg {
			if x, err := strconv.ParseInt("-"+n.text, 10, 64); err == nil {
				return x, nil
			}
		}
		b = new(big.Int)
		b.SetString(n.text, 10)
	}
	if n.neg {
		b.Neg(b)
	}
	return 0, b
}

// floatValue converts a literal to a float of type ty (hex integers are
// bit patterns of ty).
func (p *parser) floatValue(n number, ty ir.Type) float64 {
	name := "f64"
	if ft, ok := ty.(*ir.FloatType); ok {
		name = ft.Name
	}
	if n.hex && !n.float {
		u, err := strconv.ParseUint(n.text[2:], 16, 64)
		if err != nil {
			p.fail(n.tok, "hexadecimal float literal out of range")
		}
		v := ir.FloatFromBits(name, u)
		if n.neg {
			v = -v
		}
		return v
	}
	if len(n.text) > maxIntDigits {
		p.fail(n.tok, "floating point literal too long")
	}
	v, err := strconv.ParseFloat(n.text, 64)
	if err != nil && v == 0 {
		p.fail(n.tok, "invalid floating point literal %s", n.text)
	}
	if n.neg {
		v = -v
	}
	return ir.RoundToType(name, v)
}

// parseNumberAttr reads an integer or float attribute with optional type.
func (p *parser) parseNumberAttr() ir.Attribute {
	n := p.scanNumberLit()
	var ty ir.Type
	if p.eatTypeSuffix() {
		ty = p.parseType()
	}
	switch ty.(type) {
	case nil:
		if n.float {
			return &ir.FloatAttr{Value: p.floatValue(n, ir.F64), Type: ir.F64}
		}
		ty = ir.I64
	}
	switch ty.(type) {
	case *ir.FloatType:
		return &ir.FloatAttr{Value: p.floatValue(n, ty), Type: ty}
	case *ir.IntegerType, *ir.IndexType:
		if n.float {
			p.fail(n.tok, "floating point value not valid for specified type")
		}
		l, _ := intLayoutOf(ty)
		fitted, why := l.fit(p.magnitude(n), n.neg)
		switch why {
		case fitNegativeUnsigned:
			p.fail(n.digit, "negative integer literal not valid for unsigned integer type")
		case fitRange:
			p.fail(n.digit, "integer constant out of range for attribute")
		}
		v, b := split(fitted)
		return &ir.IntegerAttr{Value: v, Big: b, Type: ty}
	}
	p.fail(n.tok, "invalid type for a numeric attribute: %s", ty)
	return nil
}

// parseDenseResource reads `dense_resource<handle> : type`.
func (p *parser) parseDenseResource() ir.Attribute {
	p.advance()
	p.expectPunct('<', "after dense_resource")
	t := p.tok
	if t.kind != tBareID && t.kind != tString {
		p.failHere("expected resource handle, found %s", p.describe(t))
	}
	p.advance()
	h := p.text(t)
	p.expectPunct('>', "to close dense_resource")
	p.expectPunct(':', "before the type of dense_resource")
	return &ir.DenseResourceAttr{Handle: h, Type: p.parseType()}
}

// arrayInt is an element of array<elem: ...>: checked as for a signless
// type of elem's width (MLIR accepts `array<ui8: -1>` as 255), stored as
// elem prints it.
func (p *parser) arrayInt(n number, elem ir.Type) (int64, *big.Int) {
	l, ok := intLayoutOf(elem)
	if !ok {
		return p.intValue(n)
	}
	signless := intLayout{width: l.width}
	fitted, why := signless.fit(p.magnitude(n), n.neg)
	if why != fitOK {
		end := n.digit // MLIR points just past the literal here
		end.col += end.end - end.start
		p.fail(end, "integer constant out of range")
	}
	if l.unsigned {
		fitted = l.canonical(fitted)
	}
	return l.stored(fitted)
}

// parseDenseArray reads `array<i64: 1, 2>` or `array<f32>`.
func (p *parser) parseDenseArray() ir.Attribute {
	p.advance()
	p.expectPunct('<', "after array")
	elem := p.parseType()
	a := &ir.DenseArrayAttr{Elem: elem}
	_, isFloat := elem.(*ir.FloatType)
	if isFloat {
		a.Floats = []float64{}
	} else {
		a.Ints = []int64{}
	}
	if p.eatPunct(':') {
		for {
			switch {
			case p.isKeyword("true") || p.isKeyword("false"):
				v := int64(0)
				if p.isKeyword("true") {
					v = 1
				}
				p.advance()
				a.Ints = append(a.Ints, v)
			case isFloat:
				a.Floats = append(a.Floats, p.floatValue(p.scanNumberLit(), elem))
			default:
				n := p.scanNumberLit()
				if n.float {
					p.fail(n.tok, "expected integer in array<%s>", elem)
				}
				v, b := p.arrayInt(n, elem)
				if b != nil {
					p.fail(n.digit, "integer too large for array<%s>", elem)
				}
				a.Ints = append(a.Ints, v)
			}
			if !p.eatPunct(',') {
				break
			}
		}
	}
	p.expectPunct('>', "to close array")
	return a
}
