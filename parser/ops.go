package parser

import (
	"strconv"

	"github.com/symopt/symopt/ir"
)

// resultName is one `%name` or `%name:N` before the `=` of an op.
type resultName struct {
	tok   token
	name  string
	count int
}

// parseOp reads one operation statement and appends it to b.
func (p *parser) parseOp(b *ir.Block) {
	start := p.tok
	var resBuf [2]resultName
	results := resBuf[:0]
	nres := 0
	if start.kind == tPercent {
		for {
			t := p.tok
			if t.kind != tPercent {
				p.failHere("expected SSA result name, found %s", p.describe(t))
			}
			name := p.sc.src[t.start+1 : t.end]
			if containsByte(name, '#') {
				p.fail(t, "result name %s cannot have a result number", p.describe(t))
			}
			p.advance()
			n := 1
			if p.eatPunct(':') {
				ct := p.tok
				if ct.kind != tInt {
					p.failHere("expected result count after ':', found %s", p.describe(ct))
				}
				p.advance()
				c, err := strconv.Atoi(p.text(ct))
				if err == nil && c == 0 {
					p.fail(ct, "expected named operation to have at least 1 result")
				}
				if err != nil || c < 1 || c > 1<<16 {
					p.fail(ct, "invalid result count %s", p.text(ct))
				}
				n = c
			}
			results = append(results, resultName{t, name, n})
			nres += n
			if !p.eatPunct(',') {
				break
			}
		}
		p.expectPunct('=', "after operation results")
	}
	// As in MLIR, an op is located at its name, not at its results.
	nameTok := p.tok
	var op *ir.Operation
	switch p.tok.kind {
	case tString:
		op = p.parseGenericOp(nameTok)
	case tBareID:
		op = p.parseCustomOp(nameTok, nres)
	default:
		p.failHere("expected operation name, found %s", p.describe(p.tok))
	}
	if p.atLoc() {
		l := p.parseLoc()
		if at, ok := op.Loc.(*ir.FileLineColLoc); ok {
			if _, named := ir.FileLineCol(l); !named {
				// diagnostics about the op point where it was read
				l = &ir.SourcedLoc{Loc: l, At: at}
			}
		}
		op.Loc = l
	}
	if len(results) > 0 && op.NumResults() != nres {
		p.fail(start, "operation defines %d results but was provided %d to bind", op.NumResults(), nres)
	}
	off := 0
	all := op.Results()
	for _, r := range results {
		p.define(r.tok, r.name, all[off:off+r.count:off+r.count])
		off += r.count
	}
	b.Append(op)
}

// argTok is the current token placed at the name of a region argument
// declared by a format (where its location says the name is), so that
// notes about its definition point there.
func (p *parser) argTok(a ir.RegionArg) token {
	t := p.tok
	if l, ok := a.Loc.(*ir.FileLineColLoc); ok && l.File == p.file {
		t.line, t.col = l.Line, l.Col
	}
	return t
}

// opLoc is the default location of an op starting at t. Locations are
// carved out of slabs to save an allocation per op.
func (p *parser) opLoc(t token) ir.Location {
	if len(p.locSlab) == 0 {
		p.locSlab = make([]ir.FileLineColLoc, 256)
	}
	l := &p.locSlab[0]
	p.locSlab = p.locSlab[1:]
	l.File, l.Line, l.Col = p.file, t.line, t.col
	return l
}

// lookupOp finds the registry row of name and enforces AllowUnregistered.
func (p *parser) lookupOp(t token, name string) *ir.OpInfo {
	info := p.reg.Lookup(name)
	if info == nil && !p.opts.AllowUnregistered {
		p.fail(t, "unregistered operation '%s' (use --allow-unregistered-dialect to accept it)", name)
	}
	return info
}

// parseGenericOp reads `"name"(operands) [succ] <{props}> (regions)
// {attrs} : (types) -> types`.
func (p *parser) parseGenericOp(start token) *ir.Operation {
	nameTok := p.tok
	name := p.parseStringLit()
	if name == "" {
		p.fail(nameTok, "empty operation name")
	}
	info := p.lookupOp(nameTok, name)
	p.expectPunct('(', "to start the operand list")
	useBase := len(p.useBuf)
	defer func() { p.useBuf = p.useBuf[:useBase] }()
	if !p.eatPunct(')') {
		for {
			if p.tok.kind != tPercent {
				p.failHere("expected SSA operand, found %s", p.describe(p.tok))
			}
			p.useBuf = append(p.useBuf, p.tok)
			p.advance()
			if !p.eatPunct(',') {
				break
			}
		}
		p.expectPunct(')', "to close the operand list")
	}
	var succ []*ir.Block
	if p.isPunct('[') {
		succ = p.parseSuccessors()
	}
	var props ir.Attribute
	if p.isPunct('<') {
		p.advance()
		props = p.parseDictAttr()
		p.expectPunct('>', "to close properties")
	}
	var regions [][]*ir.Block
	if p.isPunct('(') {
		p.advance()
		for {
			regions = append(regions, p.parseRegion(name, nil))
			if !p.eatPunct(',') {
				break
			}
		}
		p.expectPunct(')', "to close the region list")
	}
	var attrs []ir.NamedAttr
	if p.isPunct('{') {
		attrs = p.parseDictAttr().Entries
	}
	p.expectPunct(':', "before the operation type")
	typeTok := p.tok
	typeBase := len(p.typeBuf)
	defer func() { p.typeBuf = p.typeBuf[:typeBase] }()
	p.expectPunct('(', "to start the operation's function type")
	if !p.eatPunct(')') {
		for {
			p.typeBuf = append(p.typeBuf, p.parseType())
			if !p.eatPunct(',') {
				break
			}
		}
		p.expectPunct(')', "to close the operand types")
	}
	nIn := len(p.typeBuf) - typeBase
	p.expectPunct(pArrow, "in the operation's function type")
	if p.isPunct('(') {
		p.advance()
		if !p.eatPunct(')') {
			for {
				p.typeBuf = append(p.typeBuf, p.parseType())
				if !p.eatPunct(',') {
					break
				}
			}
			p.expectPunct(')', "to close the result types")
		}
	} else {
		p.typeBuf = append(p.typeBuf, p.parseType())
	}
	uses := p.useBuf[useBase:]
	if nIn != len(uses) {
		p.fail(typeTok, "expected %d operand type(s) but had %d", len(uses), nIn)
	}
	opBase := len(p.operandBuf)
	defer func() { p.operandBuf = p.operandBuf[:opBase] }()
	for i, u := range uses {
		p.operandBuf = append(p.operandBuf, p.use(u, p.typeBuf[typeBase+i]))
	}
	op := ir.NewOperation(name, info, p.operandBuf[opBase:], p.typeBuf[typeBase+nIn:], attrs, p.opLoc(start))
	op.Props = props
	op.Successors = succ
	p.attachRegions(op, regions)
	return op
}

func (p *parser) attachRegions(op *ir.Operation, regions [][]*ir.Block) {
	for _, blocks := range regions {
		r := op.AddRegion()
		for _, b := range blocks {
			r.AppendBlock(b)
		}
	}
}

// parseSuccessors reads `[^bb1, ^bb2]`.
func (p *parser) parseSuccessors() []*ir.Block {
	p.advance() // [
	var succ []*ir.Block
	for {
		if p.tok.kind != tCaret {
			p.failHere("expected block name, found %s", p.describe(p.tok))
		}
		succ = append(succ, p.blockFor(p.tok, false))
		p.advance()
		if !p.eatPunct(',') {
			break
		}
	}
	p.expectPunct(']', "to close the successor list")
	return succ
}

// isolatedOp reports whether the regions of the named op start a new name
// scope.
func (p *parser) isolatedOp(name string) bool {
	switch name {
	case "func.func", "builtin.module":
		return true
	}
	info := p.reg.Lookup(name)
	return info != nil && info.Traits&ir.IsolatedFromAbove != 0
}

// parseRegion reads `{ blocks }`. args, when not nil, are the entry block
// arguments declared before the region (their header is omitted).
func (p *parser) parseRegion(opName string, args []ir.RegionArg) []*ir.Block {
	p.enter()
	defer p.leave()
	p.expectPunct('{', "to start a region")
	p.pushScope(p.isolatedOp(opName))
	p.parents = append(p.parents, opName)
	var blocks []*ir.Block
	if args != nil || !p.isPunct('}') && p.tok.kind != tCaret {
		b := &ir.Block{}
		for _, a := range args {
			v := b.AddArg(a.Type, a.Loc)
			if a.Name != "" {
				p.define(p.argTok(a), a.Name, b.Args()[v.Index():v.Index()+1])
			}
		}
		blocks = append(blocks, b)
		p.parseBlockBody(b)
	}
	for p.tok.kind == tCaret {
		b := p.parseBlockLabel()
		blocks = append(blocks, b)
		p.parseBlockBody(b)
	}
	if !p.eatPunct('}') {
		p.failHere("expected '}' to close the region, found %s", p.describe(p.tok))
	}
	p.parents = p.parents[:len(p.parents)-1]
	p.popScope()
	return blocks
}

func (p *parser) parseBlockBody(b *ir.Block) {
	for {
		switch p.tok.kind {
		case tCaret, tEOF:
			return
		case tPunct:
			if p.tok.p == '}' {
				return
			}
		}
		p.parseOp(b)
	}
}

// parseBlockLabel reads `^bb0(%a: t loc(...), ...):`.
func (p *parser) parseBlockLabel() *ir.Block {
	t := p.tok
	p.advance()
	b := p.blockFor(t, true)
	if p.eatPunct('(') {
		for {
			nt := p.tok
			if nt.kind != tPercent {
				p.failHere("expected block argument name, found %s", p.describe(nt))
			}
			name := p.sc.src[nt.start+1 : nt.end]
			p.advance()
			p.expectPunct(':', "after block argument name")
			ty := p.parseType()
			var loc ir.Location
			if p.atLoc() {
				loc = p.parseLoc()
			} else {
				loc = p.opLoc(nt)
			}
			v := b.AddArg(ty, loc)
			p.define(nt, name, b.Args()[v.Index():v.Index()+1])
			if !p.eatPunct(',') {
				break
			}
		}
		p.expectPunct(')', "to close block arguments")
	}
	p.expectPunct(':', "after block label")
	return b
}

// resolveOpName applies MLIR's defaults to a bare op name: `module` is
// builtin, and ops directly in a func.func body default to func.
func (p *parser) resolveOpName(name string) string {
	if containsByte(name, '.') {
		return name
	}
	if name == "module" || p.reg.Lookup("builtin."+name) != nil {
		return "builtin." + name
	}
	if name == "func" {
		return "func.func" // the spelling of older MLIR
	}
	if n := len(p.parents); n > 0 && p.parents[n-1] == "func.func" {
		return "func." + name
	}
	return name
}

// parseCustomOp reads an op in its pretty form.
func (p *parser) parseCustomOp(start token, nres int) *ir.Operation {
	nameTok := p.tok
	name := p.resolveOpName(p.text(nameTok))
	info := p.reg.Lookup(name)
	if info != nil && info.Asm != nil {
		p.advance()
		return p.parseWithAsm(start, name, info, nres)
	}
	if info == nil && !p.opts.AllowUnregistered {
		p.fail(nameTok, "custom op '%s' is unknown (use --allow-unregistered-dialect to accept it)", name)
	}
	p.advance()
	if name == "builtin.module" {
		return p.parseModule(start, info)
	}
	if p.opts.NoFallback {
		p.fail(nameTok, "custom op '%s' has no assembly format", name)
	}
	if info == nil {
		return p.parseVerbatim(start, nameTok, name, nres)
	}
	return p.parseLenient(start, name, info, nres)
}

// parseModule reads `module [@name] [attributes {...}] {...}` when the
// registry has no format for it.
func (p *parser) parseModule(start token, info *ir.OpInfo) *ir.Operation {
	var attrs []ir.NamedAttr
	if p.tok.kind == tAt {
		attrs = append(attrs, ir.NamedAttr{Name: "sym_name", Value: ir.Str(p.symbolName())})
	}
	if p.eatKeyword("attributes") {
		attrs = append(attrs, p.parseDictAttr().Entries...)
	}
	blocks := p.parseRegion("builtin.module", nil)
	op := ir.NewOperation("builtin.module", info, nil, nil, attrs, p.opLoc(start))
	if len(blocks) == 0 {
		blocks = append(blocks, &ir.Block{})
	}
	p.attachRegions(op, [][]*ir.Block{blocks})
	return op
}
