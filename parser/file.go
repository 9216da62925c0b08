package parser

import (
	"errors"

	"github.com/alecthomas/participle/v2"
	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/ir"
)

// parseFile parses the whole source into an ir.File.
func (p *parser) parseFile(src string) *ir.File {
	p.src = src
	p.unknown = &ir.NoneType{}
	p.aliases = &aliasTable{attrs: map[string]*aliasDef{}, types: map[string]*aliasDef{}}
	tree, err := topParser.ParseString(p.file, src)
	if err != nil {
		var perr participle.Error
		pos := diag.Pos{File: p.file, Line: p.opts.FirstLine, Col: 1}
		msg := err.Error()
		if errors.As(err, &perr) {
			pp := perr.Position()
			pos = diag.Pos{File: p.file, Line: p.line(pp.Line), Col: pp.Column}
			msg = perr.Message()
		}
		p.errs = append(p.errs, diag.Errorf(pos, "%s", msg))
		return nil
	}
	file := &ir.File{}
	var chunks []*topText
	for _, e := range tree.Entries {
		switch {
		case e.Alias != nil:
			p.addAlias(e.Alias)
		case e.Ops != nil:
			chunks = append(chunks, e.Ops)
		case e.Resources != nil:
			if file.Resources != "" {
				p.errs = append(p.errs, diag.Errorf(diag.Pos{File: p.file, Line: p.line(e.Resources.Pos.Line), Col: e.Resources.Pos.Column},
					"more than one file metadata section"))
			}
			file.Resources = e.Resources.Text
		}
	}
	implicit := ir.NewOperation("builtin.module", p.reg.Lookup("builtin.module"), nil, nil, nil,
		&ir.FileLineColLoc{File: p.file, Line: 1, Col: 1})
	top := implicit.AddRegion().AddBlock()
	p.pushScope(true)
	for _, c := range chunks {
		p.parseChunk(c, top)
	}
	p.checkAliases()
	p.popScope()
	if len(p.errs) > 0 {
		return nil
	}
	if len(top.Ops) == 1 && top.Ops[0].Name == "builtin.module" {
		m := top.Ops[0]
		m.Detach()
		file.Module = m
	} else {
		file.Module = implicit
	}
	return file
}

// line converts a line of the top-level grammar, which counts from 1, to
// a line of the whole file.
func (p *parser) line(l int) int { return l + p.opts.FirstLine - 1 }

func (p *parser) addAlias(a *topAlias) {
	name := a.Name[1:]
	def := &aliasDef{
		name:  a.Name,
		start: a.Value.Pos.Offset, end: a.Value.Pos.Offset + len(a.Value.Text),
		line: p.line(a.Value.Pos.Line), col: a.Value.Pos.Column,
		nameTok: token{line: p.line(a.Pos.Line), col: a.Pos.Column, start: a.Pos.Offset, end: a.Pos.Offset + len(a.Name)},
	}
	table := p.aliases.attrs
	if a.Name[0] == '!' {
		table = p.aliases.types
	}
	if table[name] != nil {
		p.record(def.nameTok, "redefinition of symbol alias id '%s'", name)
		return
	}
	table[name] = def
}

// parseChunk parses a run of top-level ops into top. After an error it
// skips to the next line that starts in column 1 and goes on.
func (p *parser) parseChunk(c *topText, top *ir.Block) {
	start := c.Pos.Offset
	p.sc = scanner{src: p.src[:start+len(c.Text)], pos: start, line: p.line(c.Pos.Line), lineStart: start - c.Pos.Column + 1}
	p.advance()
	for p.tok.kind != tEOF {
		if len(p.errs) >= p.opts.MaxErrors {
			return
		}
		if !p.parseTopOp(top) {
			p.recover()
		}
	}
}

// parseTopOp parses one top-level op, reporting false after an error.
func (p *parser) parseTopOp(top *ir.Block) (ok bool) {
	depth, scopeDepth, parents := p.depth, p.scope, len(p.parents)
	defer func() {
		if r := recover(); r != nil {
			if _, isBail := r.(bailout); !isBail {
				panic(r)
			}
			p.depth, p.parents = depth, p.parents[:parents]
			p.unwindScopes(scopeDepth)
			p.useBuf, p.typeBuf, p.operandBuf = p.useBuf[:0], p.typeBuf[:0], p.operandBuf[:0]
			ok = false
		}
	}()
	if p.isPunct('}') {
		p.failHere("unexpected '}' at top level")
	}
	switch p.tok.kind {
	case tPercent, tString, tBareID:
	default:
		// text after the last op (`---- END OF MODULE ----`) is
		// reported where it is, not past the op before it
		p.fail(p.tok, "expected operation name, found %s", p.describe(p.tok))
	}
	p.parseOp(top)
	return true
}

// recover skips to the next token in column 1 of a later line that can
// start an op.
func (p *parser) recover() {
	line := p.tok.line
	if p.tok.kind != tEOF {
		p.advance()
	}
	for p.tok.kind != tEOF {
		if p.tok.col == 1 && p.tok.line > line {
			switch p.tok.kind {
			case tPercent, tString, tBareID:
				return
			}
		}
		p.advance()
	}
}

// checkAliases parses aliases no op referred to, to report their errors.
func (p *parser) checkAliases() {
	for _, table := range []map[string]*aliasDef{p.aliases.attrs, p.aliases.types} {
		for _, def := range sortedDefs(table) {
			if def.state != 0 {
				continue
			}
			func() {
				defer func() {
					if r := recover(); r != nil {
						if _, isBail := r.(bailout); !isBail {
							panic(r)
						}
					}
				}()
				if def.name[0] == '!' {
					p.typeAlias(def.nameTok, def.name[1:])
				} else {
					p.parseAttrAlias(def.nameTok, def)
				}
			}()
		}
	}
}

func sortedDefs(m map[string]*aliasDef) []*aliasDef {
	out := make([]*aliasDef, 0, len(m))
	for _, d := range m {
		out = append(out, d)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].start < out[j-1].start; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}
