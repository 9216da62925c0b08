package parser

import "github.com/symopt/symopt/ir"

// aliasDef is one `#name = value` or `!name = type` definition. Values are
// parsed on first use so that definitions may come in any order (MLIR
// prints location aliases after the ops that use them).
type aliasDef struct {
	name       string
	start, end int // value text
	line, col  int
	nameTok    token
	state      uint8 // 0 unparsed, 1 in progress, 2 done, 3 failed
	attr       ir.Attribute
	loc        ir.Location
	typ        ir.Type
}

type aliasTable struct {
	attrs map[string]*aliasDef
	types map[string]*aliasDef
}

// withAlias parses def's value with f on a sub-scanner, then resumes the
// current position.
func (p *parser) withAlias(use token, def *aliasDef, f func()) {
	switch def.state {
	case 1:
		p.fail(use, "alias '%s' refers to itself", def.name)
	case 3:
		panic(bailout{})
	case 2:
		return
	}
	def.state = 1
	p.enter()
	saved := p.mark()
	savedDepth := p.depth - 1
	p.sc = scanner{src: p.src[:def.end], pos: def.start, line: def.line, lineStart: def.start - def.col + 1}
	p.advance()
	ok := false
	defer func() {
		p.restore(saved)
		p.depth = savedDepth
		if ok {
			def.state = 2
		} else {
			def.state = 3
		}
	}()
	f()
	if p.tok.kind != tEOF {
		p.failHere("unexpected %s after alias value", p.describe(p.tok))
	}
	ok = true
}

// attrAlias resolves `#name` used as an attribute.
func (p *parser) attrAlias(use token, name string) ir.Attribute {
	def := p.aliases.attrs[name]
	if def == nil {
		p.fail(use, "undefined symbol alias id '%s'", name)
	}
	p.parseAttrAlias(use, def)
	if def.attr == nil {
		p.fail(use, "alias '#%s' is a location, not an attribute", name)
	}
	return def.attr
}

func (p *parser) parseAttrAlias(use token, def *aliasDef) {
	p.withAlias(use, def, func() {
		if p.isKeyword("loc") && p.tok.end < len(p.sc.src) && p.sc.src[p.tok.end] == '(' {
			def.loc = p.parseLoc()
			return
		}
		def.attr = p.parseAttr()
	})
}

// locAlias resolves `#name` used as a location.
func (p *parser) locAlias(use token, name string) ir.Location {
	def := p.aliases.attrs[name]
	if def == nil {
		p.fail(use, "undefined location alias '#%s'", name)
	}
	p.parseAttrAlias(use, def)
	if def.loc == nil {
		return &ir.OpaqueLoc{Text: def.attr.String()}
	}
	return def.loc
}

// typeAlias resolves `!name`.
func (p *parser) typeAlias(use token, name string) ir.Type {
	def := p.aliases.types[name]
	if def == nil {
		p.fail(use, "undefined symbol alias id '%s'", name)
	}
	p.withAlias(use, def, func() { def.typ = p.parseType() })
	return def.typ
}
