package pipeline

import (
	"strings"

	"github.com/symopt/symopt/diag"
)

// PipelineFile is the file name used in positions of pipeline-string errors.
const PipelineFile = "<pass-pipeline>"

// element is one parsed entry of a textual pipeline: a pass with optional
// `{options}`, or an anchor op name with a nested `(pipeline)`.
type element struct {
	name      string
	col       int // 1-based column of the name
	options   string
	optCol    int // column of the first byte inside `{`
	hasOpts   bool
	hasNested bool
	nested    []*element
}

type pipelineParser struct {
	src string
	pos int
}

func (p *pipelineParser) errorf(off int, format string, args ...any) *diag.Diagnostic {
	return diag.Errorf(diag.Pos{File: PipelineFile, Line: 1, Col: off + 1}, format, args...)
}

func (p *pipelineParser) skipSpace() {
	for p.pos < len(p.src) && isSpace(p.src[p.pos]) {
		p.pos++
	}
}

// parseList reads `element (, element)*` up to a `)` (nested) or the end.
func (p *pipelineParser) parseList(nested bool, open int) ([]*element, error) {
	var out []*element
	for {
		p.skipSpace()
		if p.pos >= len(p.src) {
			if nested {
				return nil, p.errorf(open, "unbalanced parentheses: '(' is never closed")
			}
			if len(out) > 0 {
				return nil, p.errorf(p.pos, "expected a pass name after ','")
			}
			return out, nil
		}
		if p.src[p.pos] == ')' {
			if !nested {
				return nil, p.errorf(p.pos, "unbalanced parentheses: extra ')'")
			}
			if len(out) > 0 {
				return nil, p.errorf(p.pos, "expected a pass name after ','")
			}
			return out, nil
		}
		el, err := p.parseElement()
		if err != nil {
			return nil, err
		}
		out = append(out, el)
		p.skipSpace()
		if p.pos >= len(p.src) {
			if nested {
				return nil, p.errorf(open, "unbalanced parentheses: '(' is never closed")
			}
			return out, nil
		}
		switch p.src[p.pos] {
		case ',':
			p.pos++
		case ')':
			if !nested {
				return nil, p.errorf(p.pos, "unbalanced parentheses: extra ')'")
			}
			return out, nil
		default:
			return nil, p.errorf(p.pos, "expected ',' or ')' but found '%c'", p.src[p.pos])
		}
	}
}

func isNameByte(c byte) bool {
	return c == '-' || c == '_' || c == '.' || c == '$' ||
		'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

func (p *pipelineParser) parseElement() (*element, error) {
	start := p.pos
	for p.pos < len(p.src) && isNameByte(p.src[p.pos]) {
		p.pos++
	}
	if p.pos == start {
		return nil, p.errorf(p.pos, "expected a pass or op name but found '%c'", p.src[p.pos])
	}
	el := &element{name: p.src[start:p.pos], col: start + 1}
	p.skipSpace()
	if p.pos < len(p.src) && p.src[p.pos] == '{' {
		open := p.pos
		end, err := p.matchBrace(open)
		if err != nil {
			return nil, err
		}
		el.hasOpts = true
		el.options = p.src[open+1 : end]
		el.optCol = open + 2
		p.pos = end + 1
		p.skipSpace()
	}
	if p.pos < len(p.src) && p.src[p.pos] == '(' {
		open := p.pos
		p.pos++
		nested, err := p.parseList(true, open)
		if err != nil {
			return nil, err
		}
		p.pos++ // ')'
		el.hasNested = true
		el.nested = nested
	}
	return el, nil
}

// matchBrace returns the index of the `}` closing the `{` at open, skipping
// quoted strings.
func (p *pipelineParser) matchBrace(open int) (int, error) {
	depth := 0
	var quote byte
	for i := open; i < len(p.src); i++ {
		c := p.src[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '{':
			depth++
		case c == '}':
			depth--
			if depth == 0 {
				return i, nil
			}
		}
	}
	return 0, p.errorf(open, "unbalanced braces: '{' is never closed")
}

func parseElements(text string) ([]*element, error) {
	p := &pipelineParser{src: text}
	return p.parseList(false, 0)
}

// Parse builds a pipeline from mlir-opt's textual syntax. A string whose
// only element is an op anchor (`builtin.module(...)`, `any(...)`) is run
// on that op; anything else (`cse,canonicalize`) is an implicit
// `builtin.module(...)` in which passes anchored on a nested op are nested
// automatically (`func.func(...)` around consecutive ones), as mlir-opt
// does for pass flags. Errors are diagnostics positioned in PipelineFile,
// line 1, at the offending column.
func (r *Registry) Parse(text string) (*Pipeline, error) {
	els, err := parseElements(text)
	if err != nil {
		return nil, err
	}
	if len(els) == 1 && els[0].hasNested && !els[0].hasOpts && r.Lookup(els[0].name) == nil {
		return r.build(els[0].name, els[0].nested, text, false)
	}
	return r.build("builtin.module", els, text, true)
}

// PassFlag is one shorthand pass flag (`--canonicalize=max-iterations=3`).
type PassFlag struct {
	Name    string
	Options string // text of the option list, without braces
}

// FromFlags builds the implicit module pipeline that shorthand pass flags
// spell, in order.
func (r *Registry) FromFlags(flags []PassFlag) (*Pipeline, error) {
	var parts []string
	for _, f := range flags {
		if f.Options != "" {
			parts = append(parts, f.Name+"{"+f.Options+"}")
		} else {
			parts = append(parts, f.Name)
		}
	}
	return r.Parse(strings.Join(parts, ","))
}

func (r *Registry) build(anchor string, els []*element, text string, implicit bool) (*Pipeline, error) {
	root, err := r.buildOp(anchor, els, text, implicit)
	if err != nil {
		return nil, err
	}
	return &Pipeline{root: root, reg: r}, nil
}

func (r *Registry) buildOp(anchor string, els []*element, text string, implicit bool) (*opPipeline, error) {
	op := &opPipeline{anchor: anchor}
	if anchor == "any" {
		op.anchor = ""
	}
	for _, el := range els {
		if el.hasNested {
			if el.hasOpts {
				return nil, diag.Errorf(diag.Pos{File: PipelineFile, Line: 1, Col: el.col}, "op anchor '%s' takes no options", el.name)
			}
			nested, err := r.buildOp(el.name, el.nested, text, false)
			if err != nil {
				return nil, err
			}
			op.items = append(op.items, &item{nested: nested})
			continue
		}
		def := r.Lookup(el.name)
		if def == nil {
			return nil, diag.Errorf(diag.Pos{File: PipelineFile, Line: 1, Col: el.col}, "unknown pass '%s'", el.name)
		}
		opts, off, err := parseOptions(def, el.options)
		if err != nil {
			return nil, diag.Errorf(diag.Pos{File: PipelineFile, Line: 1, Col: el.optCol + off}, "%v", err)
		}
		p, err := def.New(opts)
		if err != nil {
			return nil, diag.Errorf(diag.Pos{File: PipelineFile, Line: 1, Col: el.col}, "cannot create pass '%s': %v", def.Name, err)
		}
		inst := &passInstance{def: def, pass: p, opts: opts, stats: newStatCounters(def.Stats)}
		if def.Anchor != "" && op.anchor != "" && def.Anchor != op.anchor {
			if !implicit {
				return nil, diag.Errorf(diag.Pos{File: PipelineFile, Line: 1, Col: el.col},
					"pass '%s' runs on '%s' and cannot be scheduled on '%s'; nest it: %s(%s)",
					def.Name, def.Anchor, anchorName(op.anchor), def.Anchor, def.Name)
			}
			// Implicit nesting: reuse a trailing nested pipeline on the
			// same anchor, as mlir-opt merges consecutive pass flags.
			if n := len(op.items); n > 0 && op.items[n-1].nested != nil && op.items[n-1].nested.anchor == def.Anchor && op.items[n-1].implicit {
				last := op.items[n-1].nested
				last.items = append(last.items, &item{pass: inst})
				continue
			}
			op.items = append(op.items, &item{implicit: true, nested: &opPipeline{anchor: def.Anchor, items: []*item{{pass: inst}}}})
			continue
		}
		op.items = append(op.items, &item{pass: inst})
	}
	return op, nil
}

func anchorName(a string) string {
	if a == "" {
		return "any"
	}
	return a
}

// Sources returns the diag.Sources that let a pipeline-string error be
// printed with its line and a caret.
func Sources(text string) diag.Sources {
	return diag.Sources{PipelineFile: []byte(text)}
}
