package parser

import (
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
)

var floatNames = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range ir.FloatTypeNames {
		m[n] = true
	}
	return m
}()

// isTypeStart reports whether the current token can begin a type.
func (p *parser) isTypeStart() bool {
	switch p.tok.kind {
	case tBang:
		return true
	case tPunct:
		return p.tok.p == '('
	case tBareID:
		return isBuiltinTypeName(p.text(p.tok))
	}
	return false
}

func isBuiltinTypeName(s string) bool {
	switch s {
	case "index", "none", "tensor", "memref", "vector", "complex", "tuple":
		return true
	}
	if floatNames[s] {
		return true
	}
	_, _, ok := intTypeName(s)
	return ok
}

// intTypeName decodes iN, siN and uiN.
func intTypeName(s string) (width int, sign ir.Signedness, ok bool) {
	switch {
	case len(s) > 1 && s[0] == 'i':
		s = s[1:]
	case len(s) > 2 && s[:2] == "si":
		s, sign = s[2:], ir.Signed
	case len(s) > 2 && s[:2] == "ui":
		s, sign = s[2:], ir.Unsigned
	default:
		return 0, 0, false
	}
	if len(s) > 8 {
		return 0, 0, false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return 0, 0, false
		}
	}
	w, _ := strconv.Atoi(s)
	return w, sign, true
}

// parseType reads one type.
func (p *parser) parseType() ir.Type {
	switch p.tok.kind {
	case tBareID:
		return p.parseBuiltinType()
	case tBang:
		return p.parseBangType()
	case tPunct:
		if p.tok.p == '(' {
			return p.parseFunctionType()
		}
	}
	p.failHere("expected non-function type, found %s", p.describe(p.tok))
	return nil
}

// parseBuiltinType reads a named builtin type, interning it by its text.
func (p *parser) parseBuiltinType() ir.Type {
	t := p.tok
	name := p.text(t)
	src := p.sc.src
	end := t.end
	if end < len(src) && src[end] == '<' {
		if e := balancedEnd(src, end); e > 0 {
			end = e
		}
	}
	key := src[t.start:end]
	if ty, ok := p.types[key]; ok {
		p.rawEnd(end)
		return ty
	}
	var ty ir.Type
	switch name {
	case "index":
		p.advance()
		ty = &ir.IndexType{}
	case "none":
		p.advance()
		ty = &ir.NoneType{}
	case "tensor", "memref", "vector", "complex", "tuple":
		ty = p.parseShapedType(name)
	default:
		if floatNames[name] {
			p.advance()
			ty = &ir.FloatType{Name: name}
			break
		}
		w, sign, ok := intTypeName(name)
		if !ok {
			p.failHere("expected non-function type, found %s", p.describe(t))
		}
		if w == 0 && sign == ir.Signless || w > 16777215 {
			p.failHere("invalid integer width in %s", p.describe(t))
		}
		p.advance()
		ty = &ir.IntegerType{Width: w, Sign: sign}
	}
	p.types[src[t.start:p.prevEnd]] = ty
	return ty
}

// parseShapedType reads the `<...>` part of tensor, memref, vector,
// complex and tuple types.
func (p *parser) parseShapedType(name string) ir.Type {
	t := p.tok
	src := p.sc.src
	if t.end >= len(src) || src[t.end] != '<' {
		p.failHere("expected '<' after '%s'", name)
	}
	p.enter()
	defer p.leave()
	pos := t.end + 1
	switch name {
	case "complex":
		p.rawEnd(pos)
		elem := p.parseType()
		p.expectPunct('>', "to close complex type")
		return &ir.ComplexType{Elem: elem}
	case "tuple":
		p.rawEnd(pos)
		var ts []ir.Type
		if !p.eatPunct('>') {
			for {
				ts = append(ts, p.parseType())
				if !p.eatPunct(',') {
					break
				}
			}
			p.expectPunct('>', "to close tuple type")
		}
		return &ir.TupleType{Types: ts}
	}
	shape, scal, unranked := p.parseDims(pos, name == "tensor" || name == "memref", name == "vector")
	elem := p.parseType()
	switch name {
	case "tensor":
		var enc ir.Attribute
		if p.eatPunct(',') {
			enc = p.parseAttr()
		}
		p.expectPunct('>', "to close tensor type")
		if unranked {
			if enc != nil {
				p.fail(t, "unranked tensor cannot have an encoding")
			}
			return &ir.UnrankedTensorType{Elem: elem}
		}
		return &ir.TensorType{Shape: shape, Elem: elem, Encoding: enc}
	case "vector":
		p.expectPunct('>', "to close vector type")
		return &ir.VectorType{Shape: shape, Scalable: scal, Elem: elem}
	}
	// memref
	var layout, space ir.Attribute
	for p.eatPunct(',') {
		a := p.parseAttr()
		if layout == nil && space == nil && !unranked && isLayoutAttr(a) {
			layout = a
		} else if space == nil {
			space = a
		} else {
			p.fail(t, "too many parameters in memref type")
		}
	}
	p.expectPunct('>', "to close memref type")
	if unranked {
		return &ir.UnrankedMemRefType{Elem: elem, MemorySpace: space}
	}
	return &ir.MemRefType{Shape: shape, Elem: elem, Layout: layout, MemorySpace: space}
}

func isLayoutAttr(a ir.Attribute) bool {
	v, ok := a.(*ir.VerbatimAttr)
	if !ok {
		return false
	}
	return hasPrefix(v.Text, "affine_map<") || hasPrefix(v.Text, "strided<")
}

func hasPrefix(s, pre string) bool { return len(s) >= len(pre) && s[:len(pre)] == pre }

// parseDims reads `4x?x[8]x` at byte level starting at pos and leaves the
// scanner on the element type.
func (p *parser) parseDims(pos int, allowUnranked, allowScalable bool) (shape []int64, scal []bool, unranked bool) {
	sc := &p.sc
	src := sc.src
	sc.pos = pos
	for {
		sc.skipSpace()
		if sc.pos >= len(src) {
			break
		}
		c := src[sc.pos]
		start := sc.pos
		scalable := false
		var d int64
		switch {
		case c == '*' && allowUnranked && len(shape) == 0 && !unranked:
			sc.pos++
			unranked = true
		case c == '?':
			sc.pos++
			d = ir.Dynamic
		case c == '[' && allowScalable:
			sc.pos++
			sc.skipSpace()
			d = p.rawDim()
			sc.skipSpace()
			if sc.pos >= len(src) || src[sc.pos] != ']' {
				p.rawEnd(sc.pos)
				p.failHere("expected ']' to close scalable dimension")
			}
			sc.pos++
			scalable = true
		case isDigit(c):
			d = p.rawDim()
		default:
			p.rawEnd(start)
			return shape, scal, unranked
		}
		sc.skipSpace()
		if sc.pos >= len(src) || src[sc.pos] != 'x' {
			p.rawEnd(sc.pos)
			p.failHere("expected 'x' in dimension list, found %s", p.describe(p.tok))
		}
		sc.pos++
		if c == '*' {
			continue
		}
		if unranked {
			p.rawEnd(start)
			p.failHere("unranked type cannot have dimensions")
		}
		shape = append(shape, d)
		if allowScalable {
			scal = append(scal, scalable)
		}
	}
	p.rawEnd(sc.pos)
	return shape, scal, unranked
}

// rawDim reads a decimal dimension at the scanner position.
func (p *parser) rawDim() int64 {
	sc := &p.sc
	src := sc.src
	start := sc.pos
	var d int64
	for sc.pos < len(src) && isDigit(src[sc.pos]) {
		d = d*10 + int64(src[sc.pos]-'0')
		if d > 1<<53 {
			p.rawEnd(start)
			p.failHere("dimension size too large")
		}
		sc.pos++
	}
	if sc.pos == start {
		p.rawEnd(start)
		p.failHere("expected dimension size, found %s", p.describe(p.tok))
	}
	return d
}

// parseBangType reads `!alias` or a dialect type kept verbatim.
func (p *parser) parseBangType() ir.Type {
	t := p.tok
	src := p.sc.src
	end := t.end
	if end < len(src) && src[end] == '<' {
		e := balancedEnd(src, end)
		if e < 0 {
			p.failHere("unbalanced '<' in dialect type")
		}
		end = e
	}
	text := src[t.start:end]
	if ty, ok := p.types[text]; ok {
		p.rawEnd(end)
		return ty
	}
	name := src[t.start+1 : t.end]
	if name == "" {
		p.failHere("expected type name after '!'")
	}
	var ty ir.Type
	if end == t.end && !containsByte(name, '.') {
		ty = p.typeAlias(t, name)
	} else {
		p.checkHLOTypeName(t, name)
		canon, err := p.reg.ApplyTypeHook(text)
		if err != nil {
			p.fail(t, "%v", err)
		}
		ty = &ir.OpaqueType{Text: canon}
	}
	p.rawEnd(end)
	p.types[text] = ty
	return ty
}

func containsByte(s string, c byte) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return true
		}
	}
	return false
}

// parseFunctionType reads `(a, b) -> c` or `(a) -> (b, c)`.
func (p *parser) parseFunctionType() ir.Type {
	p.enter()
	defer p.leave()
	ins := p.parseTypeListParens()
	p.expectPunct(pArrow, "in function type")
	outs := p.parseResultTypes()
	return &ir.FunctionType{Inputs: ins, Results: outs}
}

// parseTypeListParens reads `(a, b)` (possibly empty).
func (p *parser) parseTypeListParens() []ir.Type {
	p.expectPunct('(', "to start type list")
	var ts []ir.Type
	if p.eatPunct(')') {
		return ts
	}
	for {
		ts = append(ts, p.parseType())
		if !p.eatPunct(',') {
			break
		}
	}
	p.expectPunct(')', "to close type list")
	return ts
}

// parseResultTypes reads what follows `->`: one type or a parenthesized
// list. A function type result must be parenthesized.
func (p *parser) parseResultTypes() []ir.Type {
	if p.isPunct('(') {
		return p.parseTypeListParens()
	}
	return []ir.Type{p.parseType()}
}

// balancedEnd returns the offset just past the bracket closing the one at
// src[i], or -1. Strings are skipped and `->`, `>=` do not close.
func balancedEnd(src string, i int) int {
	var stack [64]byte
	depth := 0
	for ; i < len(src); i++ {
		c := src[i]
		switch c {
		case '<', '(', '[', '{':
			if depth == len(stack) {
				return -1
			}
			stack[depth] = c
			depth++
		case '>':
			if i > 0 && src[i-1] == '-' || i+1 < len(src) && src[i+1] == '=' {
				continue
			}
			fallthrough
		case ')', ']', '}':
			if depth == 0 || !matches(stack[depth-1], c) {
				return -1
			}
			depth--
			if depth == 0 {
				return i + 1
			}
		case '"':
			i++
			for i < len(src) && src[i] != '"' {
				if src[i] == '\\' {
					i++
				}
				i++
			}
			if i >= len(src) {
				return -1
			}
		}
	}
	return -1
}

func matches(open, close byte) bool {
	switch open {
	case '<':
		return close == '>'
	case '(':
		return close == ')'
	case '[':
		return close == ']'
	}
	return close == '}'
}

// checkHLOTypeName fails on an unknown type of the stablehlo or mhlo dialect,
// as their type parsers do; name is the text after '!' up to any '<'.
func (p *parser) checkHLOTypeName(t token, name string) {
	dialect, mnemonic, ok := strings.Cut(name, ".")
	if !ok {
		return
	}
	switch dialect {
	case "stablehlo":
		if mnemonic == "token" || mnemonic == "future" {
			return
		}
	case "mhlo":
		if mnemonic == "token" || mnemonic == "async_bundle" {
			return
		}
	default:
		return
	}
	p.fail(t, "unknown %s type: %s", dialect, mnemonic)
}
