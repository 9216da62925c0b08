package parser

import (
	"strconv"

	"github.com/symopt/symopt/ir"
)

// atLoc reports whether the current token starts `loc(`.
func (p *parser) atLoc() bool {
	return p.tok.kind == tBareID && p.tok.end < len(p.sc.src) && p.sc.src[p.tok.end] == '(' && p.text(p.tok) == "loc"
}

// parseLoc reads `loc(...)`.
func (p *parser) parseLoc() ir.Location {
	p.advance() // loc
	p.expectPunct('(', "after loc")
	l := p.parseLocBody()
	p.expectPunct(')', "to close location")
	return l
}

// parseLocBody reads the inside of loc(...).
func (p *parser) parseLocBody() ir.Location {
	p.enter()
	defer p.leave()
	t := p.tok
	switch t.kind {
	case tHash:
		p.advance()
		return p.locAlias(t, p.sc.src[t.start+1:t.end])
	case tString:
		name := p.parseStringLit()
		if p.eatPunct(':') {
			line := p.locInt()
			col := 0
			if p.eatPunct(':') {
				col = p.locInt()
			}
			if p.eatKeyword("to") {
				// A range `to line:col`, `to :col` (same line) or
				// `to line`: keep the start only.
				if p.eatPunct(':') {
					p.locInt()
				} else {
					p.locInt()
					if p.eatPunct(':') {
						p.locInt()
					}
				}
			}
			return &ir.FileLineColLoc{File: name, Line: line, Col: col}
		}
		l := &ir.NameLoc{Name: name}
		if p.eatPunct('(') {
			l.Child = p.parseLocBody()
			p.expectPunct(')', "to close name location")
		}
		return l
	case tBareID:
		switch p.text(t) {
		case "unknown":
			p.advance()
			return ir.UnknownLoc{}
		case "callsite":
			p.advance()
			p.expectPunct('(', "after callsite")
			callee := p.parseLocBody()
			if !p.eatKeyword("at") {
				p.failHere("expected 'at' in callsite location, found %s", p.describe(p.tok))
			}
			caller := p.parseLocBody()
			p.expectPunct(')', "to close callsite location")
			return &ir.CallSiteLoc{Callee: callee, Caller: caller}
		case "fused":
			p.advance()
			l := &ir.FusedLoc{}
			if p.eatPunct('<') {
				l.Metadata = p.parseAttr()
				p.expectPunct('>', "to close fused location metadata")
			}
			p.expectPunct('[', "in fused location")
			if !p.eatPunct(']') {
				for {
					l.Locs = append(l.Locs, p.parseLocBody())
					if !p.eatPunct(',') {
						break
					}
				}
				p.expectPunct(']', "to close fused location")
			}
			return l
		}
	}
	p.failHere("expected location, found %s", p.describe(t))
	return nil
}

func (p *parser) locInt() int {
	t := p.tok
	if t.kind != tInt {
		p.failHere("expected integer in location, found %s", p.describe(t))
	}
	p.advance()
	v, err := strconv.Atoi(p.text(t))
	if err != nil {
		p.fail(t, "location number out of range")
	}
	return v
}
