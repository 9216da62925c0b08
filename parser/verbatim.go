package parser

import (
	"fmt"
	"strings"

	"github.com/symopt/symopt/ir"
)

// An unregistered op written in custom syntax (accepted with
// --allow-unregistered-dialect) is kept as its text: nothing in it can be
// read without the op's format, so the op keeps the text verbatim and
// prints it back unchanged (ir.Verbatim). What the parser does read:
//
//   - every `%name` is a use of a value defined before the op, and becomes
//     an operand, so that passes see the use and the printer renames it;
//   - the result types come from a trailing function type
//     `: (...) -> (...)`;
//   - aliases are expanded and `@symbols` recorded.
//
// Anything else is an error naming the op and the flag: results without a
// trailing function type, names the syntax defines (`%i = `, `^bb0`), uses
// of values defined later, SSA names inside `<...>`.

// verbatimUse is one `%name` the text uses, with the value it names.
type verbatimUse struct {
	tok token
	val *ir.Value
}

// parseVerbatim reads the custom syntax of the unregistered op name,
// whose name token is nameTok, up to the end of the statement.
func (p *parser) parseVerbatim(start, nameTok token, name string, nres int) *ir.Operation {
	var (
		uses      []verbatimUse
		open      []token
		colon     mark
		haveColon bool
	)
	hint := "write it in generic form (\"" + name + "\"(...) : (...) -> (...)) to use --allow-unregistered-dialect"
loop:
	for {
		t := p.tok
		if t.kind == tEOF || t.kind == tMetaOpen {
			break
		}
		if len(open) == 0 && (p.isPunct('}') || p.atLoc() || t.line > p.prevLine && p.startsStatement()) {
			break
		}
		switch t.kind {
		case tPunct:
			switch t.p {
			case '(', '[', '{':
				open = append(open, t)
			case ')', ']', '}':
				if len(open) == 0 {
					break loop
				}
				if !matches(p.sc.src[open[len(open)-1].start], t.p) {
					p.fail(t, "unbalanced '%c' in '%s'", t.p, name)
				}
				open = open[:len(open)-1]
			case ':':
				if len(open) == 0 {
					p.advance()
					colon, haveColon = p.mark(), true
					continue
				}
			}
			p.advance()
		case tPercent:
			p.advance()
			vname, idx := p.splitUse(t)
			g, ok := p.lookup(vname)
			if p.isPunct('=') || !ok && p.isPunct(':') && len(open) > 0 {
				p.fail(t, "custom assembly of unregistered op '%s' defines '%%%s', which only the op's format could read; %s", name, vname, hint)
			}
			if !ok || idx >= len(g) {
				p.fail(t, "custom assembly of unregistered op '%s' uses '%s' before its definition; %s", name, p.text(t), hint)
			}
			uses = append(uses, verbatimUse{t, g[idx]})
		case tCaret:
			p.fail(t, "custom assembly of unregistered op '%s' names block '%s', which only the op's format could read; %s", name, p.text(t), hint)
		case tHash, tBang, tBareID:
			p.skipAngles(name)
		case tError:
			p.failHere("unexpected %s in '%s'", p.describe(t), name)
		default:
			p.advance()
		}
	}
	if len(open) > 0 {
		o := open[len(open)-1]
		p.fail(o, "unbalanced '%s' in '%s'", p.text(o), name)
	}
	end := p.mark()
	textStart, textEnd := nameTok.end, p.prevEnd
	var results []ir.Type
	if nres > 0 {
		ok := false
		if haveColon {
			p.restore(colon)
			var outs []ir.Type
			_, outs, ok = p.tryFunctionType()
			ok = ok && p.prevEnd == textEnd && len(outs) == nres
			results = outs
			p.restore(end)
		}
		if !ok {
			what := "the type of its result"
			if nres > 1 {
				what = fmt.Sprintf("the types of its %d results", nres)
			}
			p.fail(nameTok, "custom assembly of unregistered op '%s' is not known, and without a trailing ': (...) -> (...)' %s cannot be determined; %s", name, what, hint)
		}
	}
	v := &ir.Verbatim{}
	operands := make([]*ir.Value, len(uses))
	for i, u := range uses {
		operands[i] = u.val
	}
	var b strings.Builder
	p.verbatimText(&b, v, nameTok, name, p.sc.src[textStart:textEnd], textStart, uses, 0)
	v.Text = b.String()
	op := ir.NewOperation(name, nil, operands, results, nil, p.opLoc(start))
	op.Verbatim = v
	return op
}

// maxAliasNesting bounds alias expansion in verbatim text (a cycle).
const maxAliasNesting = 32

// verbatimText appends text to b, recording in v where the uses are (their
// tokens start at offset base of the source; none inside alias values,
// depth > 0), expanding aliases and collecting symbols.
func (p *parser) verbatimText(b *strings.Builder, v *ir.Verbatim, nameTok token, name, text string, base int, uses []verbatimUse, depth int) {
	if depth > maxAliasNesting {
		p.fail(nameTok, "aliases in '%s' refer to themselves", name)
	}
	sc := scanner{src: text}
	at, k := 0, 0
	for {
		t := sc.next()
		if t.kind == tEOF {
			break
		}
		switch t.kind {
		case tPercent:
			if depth > 0 || k >= len(uses) || uses[k].tok.start != base+t.start {
				p.fail(nameTok, "custom assembly of unregistered op '%s' has SSA name '%s' inside a '<...>' group; write it in generic form to use --allow-unregistered-dialect", name, text[t.start:t.end])
			}
			b.WriteString(text[at:t.start])
			s := b.Len()
			b.WriteString(text[t.start:t.end])
			v.Uses = append(v.Uses, ir.TextRange{Start: s, End: b.Len()})
			at, k = t.end, k+1
		case tAt:
			sym := text[t.start+1 : t.end]
			if strings.HasPrefix(sym, `"`) {
				if u, ok := unquote(sym); ok {
					sym = u
				}
			}
			v.Symbols = append(v.Symbols, sym)
		case tHash, tBang:
			alias := text[t.start+1 : t.end]
			if alias == "" || !isLetter(alias[0]) || strings.ContainsRune(alias, '.') || t.end < len(text) && text[t.end] == '<' {
				continue // a dialect attribute or type, not an alias
			}
			table := p.aliases.attrs
			if t.kind == tBang {
				table = p.aliases.types
			}
			def := table[alias]
			if def == nil {
				p.fail(nameTok, "undefined symbol alias id '%s' in '%s'", alias, name)
			}
			value := p.src[def.start:def.end]
			if strings.HasPrefix(value, "loc(") && strings.HasSuffix(value, ")") {
				value = value[len("loc(") : len(value)-1] // used as loc(#alias)
			}
			b.WriteString(text[at:t.start])
			p.verbatimText(b, v, nameTok, name, value, -1, nil, depth+1)
			at = t.end
		}
	}
	b.WriteString(text[at:])
}

// skipAngles consumes the current token and the `<...>` group attached to
// it (`tensor<4xf32>`, `#x.y<...>`, `dense<...>`).
func (p *parser) skipAngles(name string) {
	src := p.sc.src
	end := p.tok.end
	if end < len(src) && src[end] == '<' {
		e := balancedEnd(src, end)
		if e < 0 {
			p.fail(p.tok, "unbalanced '<' in '%s'", name)
		}
		p.rawEnd(e)
		return
	}
	p.advance()
}
