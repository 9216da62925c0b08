package parser

import "github.com/symopt/symopt/ir"

// lenientDef is a name an unknown op's custom syntax defines
// (`scf.for %i = ...`, `iter_args(%acc = %x)`, `(%arg0: t)`); it becomes
// an entry block argument of the op's next region.
type lenientDef struct {
	tok  token
	name string
	typ  ir.Type
}

// parseLenient reads the pretty form of a registered op it has no format
// for. It accepts the common generic fallback `operands attr-dict : type`
// and `: (types) -> types`, with regions and the names they define, up to
// the end of the statement, keeping operands it can resolve, attribute
// dictionaries, regions and the last type list as result types. Anything
// else there (a keyword, a bare attribute, a symbol) is an error rather
// than dropped, and so are results of unknown type.
func (p *parser) parseLenient(start token, name string, info *ir.OpInfo, nres int) *ir.Operation {
	var (
		operands []*ir.Value
		attrs    []ir.NamedAttr
		regions  [][]*ir.Block
		defs     []lenientDef
		last     []ir.Type
		haveFn   bool
		depth    int
		open     []token
		tries    int
		lost     []token // tokens read past without keeping what they say
	)
loop:
	for {
		t := p.tok
		if t.kind == tEOF || t.kind == tMetaOpen {
			break
		}
		if depth == 0 && (p.isPunct('}') || p.atLoc() || t.line > p.prevLine && p.startsStatement()) {
			break
		}
		switch t.kind {
		case tPunct:
			switch t.p {
			case '(', '[':
				depth++
				open = append(open, t)
				p.advance()
			case '{':
				if depth > 0 {
					depth++
					open = append(open, t)
					p.advance()
				} else if p.regionAhead() {
					regions = append(regions, p.parseLenientRegion(name, defs))
					defs = nil
				} else {
					attrs = mergeAttrs(attrs, p.parseDictAttr().Entries)
				}
			case ')', ']', '}':
				if depth == 0 && t.p == '}' {
					p.failHere("unbalanced '}' in '%s'", name)
				}
				if depth == 0 {
					break loop
				}
				depth--
				open = open[:len(open)-1]
				p.advance()
			case ':', pArrow:
				p.advance()
				if _, outs, ok := p.tryFunctionType(); ok {
					last, haveFn = outs, true
				} else if ts, ok := p.tryTypeList(); ok {
					last, haveFn = ts, false
				}
			default:
				p.advance()
			}
		case tPercent:
			p.advance()
			vname, idx := p.splitUse(t)
			switch {
			case p.isPunct('='):
				p.advance()
				d := lenientDef{tok: t, name: vname, typ: p.unknown}
				if p.tok.kind == tPercent {
					v := p.lenientUse(p.tok)
					if v != nil {
						d.typ = v.Type()
						operands = append(operands, v)
					}
					p.advance()
				}
				defs = append(defs, d)
			case p.isPunct(':') && depth > 0:
				p.advance()
				d := lenientDef{tok: t, name: vname, typ: p.unknown}
				if g, ok := p.lookup(vname); ok && idx < len(g) {
					operands = append(operands, g[idx])
				} else if ty, ok := p.tryType(); ok {
					d.typ = ty
					defs = append(defs, d)
				}
			default:
				if v := p.lenientUse(t); v != nil {
					operands = append(operands, v)
				} else {
					defs = append(defs, lenientDef{tok: t, name: vname, typ: p.unknown})
				}
			}
		case tHash, tBang, tString, tAt:
			lost = append(lost, t)
			if !p.lenientTry(&tries, func() { p.parseAttr() }) {
				p.skipAttached()
			}
		case tBareID:
			if depth == 0 && (p.isKeyword("to") || p.isKeyword("into")) && len(last) > 0 {
				// `: T1 to T2`, `: T1 into T2`: the result type follows.
				p.advance()
				if ts, ok := p.tryTypeList(); ok {
					last, haveFn = ts, false
				}
				continue
			}
			if depth == 0 && p.keywordBeforeRegion() {
				p.advance() // `} do {`: the keyword only names the next region
				continue
			}
			lost = append(lost, t)
			if p.isTypeStart() || p.isKeyword("dense") || p.isKeyword("array") || p.isKeyword("affine_map") || p.isKeyword("strided") {
				if p.lenientTry(&tries, func() { p.parseAttr() }) {
					continue
				}
				p.skipAttached()
				continue
			}
			p.advance()
		case tError:
			p.failHere("unexpected %s in '%s'", p.describe(t), name)
		default:
			lost = append(lost, t)
			p.advance()
		}
	}
	if depth > 0 {
		p.fail(open[len(open)-1], "unbalanced '%s' in '%s'", p.text(open[len(open)-1]), name)
	}
	if len(lost) > 0 {
		// what the op's format would read there is unknown: keeping the
		// op without it would change the program
		p.fail(lost[0], "custom assembly of '%s' is not known: %s would be dropped; write the op in generic form (\"%s\"(...) : (...) -> (...))", name, p.describe(lost[0]), name)
	}
	results := make([]ir.Type, nres)
	switch {
	case len(last) == nres:
		copy(results, last)
	case len(last) == 1 && !haveFn:
		for i := range results {
			results[i] = last[0]
		}
	case p.inferLenient(info, operands, attrs, results):
	default:
		p.fail(start, "custom assembly of '%s' is not known and the types of its %d result(s) cannot be determined; write the op in generic form (\"%s\"(...) : (...) -> (...))", name, nres, name)
	}
	op := ir.NewOperation(name, info, operands, results, attrs, p.opLoc(start))
	p.attachRegions(op, regions)
	return op
}

// inferLenient fills results with the types the op's row infers from the
// operands and attributes read, when it can.
func (p *parser) inferLenient(info *ir.OpInfo, operands []*ir.Value, attrs []ir.NamedAttr, results []ir.Type) (ok bool) {
	if info == nil || info.InferResultTypes == nil {
		return false
	}
	probe := ir.NewOperation(info.Name, info, operands, nil, attrs, nil)
	defer probe.SetOperands(nil) // drop the probe's uses
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	ts, err := info.InferResultTypes(probe)
	if err != nil || len(ts) != len(results) {
		return false
	}
	for _, t := range ts {
		if t == nil {
			return false
		}
	}
	copy(results, ts)
	return true
}

// lenientUse resolves a use if the name is defined; nil otherwise.
func (p *parser) lenientUse(t token) *ir.Value {
	name, idx := p.splitUse(t)
	if g, ok := p.lookup(name); ok && idx < len(g) {
		return g[idx]
	}
	return nil
}

func (p *parser) parseLenientRegion(opName string, defs []lenientDef) []*ir.Block {
	var args []ir.RegionArg
	seen := map[string]bool{}
	for _, d := range defs {
		if seen[d.name] {
			continue
		}
		seen[d.name] = true
		args = append(args, ir.RegionArg{Name: d.name, Type: d.typ, Loc: p.opLoc(d.tok)})
	}
	if len(args) == 0 {
		args = nil
	}
	return p.parseRegion(opName, args)
}

// keywordBeforeRegion reports whether the current bare word is followed by
// a region (`do {`, `else {`).
func (p *parser) keywordBeforeRegion() bool {
	m := p.mark()
	defer p.restore(m)
	p.advance()
	return p.isPunct('{') && p.regionAhead()
}

// startsStatement reports whether the current token, first on its line,
// begins a new op or block rather than continuing the previous op.
func (p *parser) startsStatement() bool {
	t := p.tok
	switch t.kind {
	case tCaret:
		return true
	case tPercent:
		m := p.mark()
		p.advance()
		ok := p.isPunct('=') || p.isPunct(',') || p.isPunct(':')
		p.restore(m)
		return ok
	case tString:
		return t.end < len(p.sc.src) && p.sc.src[t.end] == '('
	case tBareID:
		name := p.text(t)
		if containsByte(name, '.') {
			return true
		}
		switch name {
		case "return", "module", "func":
			return true
		}
		return p.reg.Lookup(p.resolveOpName(name)) != nil
	}
	return false
}

// regionAhead decides whether the `{` at the current token opens a region
// (true) or an attribute dictionary.
func (p *parser) regionAhead() bool {
	m := p.mark()
	defer p.restore(m)
	p.advance()
	switch p.tok.kind {
	case tPercent, tCaret:
		return true
	case tPunct:
		return p.tok.p == '}'
	case tString:
		return p.tok.end < len(p.sc.src) && p.sc.src[p.tok.end] == '('
	case tBareID:
		p.advance()
		return !(p.isPunct('=') || p.isPunct(',') || p.isPunct('}'))
	}
	return false
}

func (p *parser) tryType() (ty ir.Type, ok bool) {
	ok = p.try(func() { ty = p.parseType() })
	return ty, ok
}

func (p *parser) tryTypeList() (ts []ir.Type, ok bool) {
	ok = p.try(func() {
		if p.isPunct('(') {
			ts = p.parseTypeListParens()
			return
		}
		ts = append(ts, p.parseType())
		for p.isPunct(',') {
			m := p.mark()
			p.advance()
			if !p.isTypeStart() {
				p.restore(m)
				return
			}
			ts = append(ts, p.parseType())
		}
	})
	return ts, ok
}

func (p *parser) tryFunctionType() (ins, outs []ir.Type, ok bool) {
	if !p.isPunct('(') {
		return nil, nil, false
	}
	ok = p.try(func() {
		ins = p.parseTypeListParens()
		p.expectPunct(pArrow, "")
		outs = p.parseResultTypes()
	})
	return ins, outs, ok
}

// mergeAttrs adds entries to attrs; a repeated name keeps the later value.
func mergeAttrs(attrs, entries []ir.NamedAttr) []ir.NamedAttr {
	for _, e := range entries {
		replaced := false
		for i := range attrs {
			if attrs[i].Name == e.Name {
				attrs[i].Value, replaced = e.Value, true
			}
		}
		if !replaced {
			attrs = append(attrs, e)
		}
	}
	return attrs
}

// maxLenientTries bounds the failed attempts to read a type or attribute
// inside one unknown op; after that its tokens are only skipped.
const maxLenientTries = 64

// lenientTry runs f with try unless the op has used up its failures.
func (p *parser) lenientTry(failures *int, f func()) bool {
	if *failures >= maxLenientTries {
		return false
	}
	if p.try(f) {
		return true
	}
	*failures++
	return false
}

// skipAttached skips the current token and the bracket group directly
// attached to it (`tensor<...>`, `#x.y<...>`); when that group does not
// close, it skips to the end of the line.
func (p *parser) skipAttached() {
	src := p.sc.src
	end := p.tok.end
	if end < len(src) && (src[end] == '<' || src[end] == '(' || src[end] == '[') {
		if e := balancedEnd(src, end); e > 0 {
			p.rawEnd(e)
			return
		}
		for end < len(src) && src[end] != '\n' {
			end++
		}
		p.rawEnd(end)
		return
	}
	p.advance()
}
