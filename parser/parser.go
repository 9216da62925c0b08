package parser

import (
	"fmt"
	"runtime/debug"
	"strings"
	"unsafe"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/ir"
)

// Options tune the parser.
type Options struct {
	// AllowUnregistered accepts ops with no row in the registry, like
	// mlir-opt --allow-unregistered-dialect. Without it such ops are errors
	// (when a registry is given).
	AllowUnregistered bool
	// NoFallback rejects the pretty form of ops that have no assembly
	// format, as mlir-opt does, instead of reading it leniently.
	NoFallback bool
	// MaxDepth bounds region and attribute nesting (default 100000).
	MaxDepth int
	// MaxErrors stops after that many errors (default 50).
	MaxErrors int
	// FirstLine is the line number of the first line of src (default 1),
	// for a piece of a larger file (see Split): positions are then those
	// of the whole file.
	FirstLine int
}

// bailout unwinds the parse of one statement after an error was recorded.
type bailout struct{}

// parser holds the state of one Parse call.
type parser struct {
	sc       scanner
	tok      token // the current, not yet consumed token
	file     string
	reg      *ir.Registry
	opts     Options
	errs     diag.List
	depth    int
	maxDepth int // opts.MaxDepth, lowered while trying alternatives

	aliases  *aliasTable
	types    map[string]ir.Type // interned types by their text
	scope    *scope
	src      string // the whole source
	prevEnd  int    // end offset of the last consumed token
	prevLine int    // line of the last consumed token
	quiet    int    // >0 while trying alternatives: errors are not recorded
	unknown  ir.Type
	parents  []string // names of the ops whose regions are being parsed

	// Scratch buffers reused across ops.
	operandBuf []*ir.Value
	useBuf     []token
	locSlab    []ir.FileLineColLoc
	typeBuf    []ir.Type
}

// Parse reads one MLIR source. reg may be nil (everything unregistered).
// The error, when not nil, is a diag.List with every error found.
//
// The IR shares memory with src (names and strings are not copied): src
// must not be modified after the call.
func Parse(filename string, src []byte, reg *ir.Registry, opts Options) (f *ir.File, err error) {
	if opts.MaxDepth <= 0 {
		opts.MaxDepth = 100000
	}
	if opts.MaxErrors <= 0 {
		opts.MaxErrors = 50
	}
	if opts.FirstLine <= 0 {
		opts.FirstLine = 1
	}
	if reg == nil {
		opts.AllowUnregistered = true
	}
	p := &parser{
		file:     filename,
		reg:      reg,
		opts:     opts,
		maxDepth: opts.MaxDepth,
		types:    make(map[string]ir.Type, 64),
	}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				p.errs = append(p.errs, diag.Errorf(diag.Pos{File: filename, Line: p.tok.line, Col: p.tok.col},
					"internal parser error: %v\n%s", r, debug.Stack()))
			}
			f, err = nil, p.errs
		}
	}()
	f = p.parseFile(unsafe.String(unsafe.SliceData(src), len(src)))
	if len(p.errs) > 0 {
		p.errs.Sort()
		return nil, p.errs
	}
	return f, nil
}

// pos converts a token to a diagnostic position.
func (p *parser) pos(t token) diag.Pos { return diag.Pos{File: p.file, Line: t.line, Col: t.col} }

// record adds an error without unwinding.
func (p *parser) record(t token, format string, args ...any) {
	if p.quiet > 0 || len(p.errs) >= p.opts.MaxErrors {
		return
	}
	p.errs = append(p.errs, diag.Errorf(p.pos(t), format, args...))
}

// fail records an error at t and unwinds the current statement.
func (p *parser) fail(t token, format string, args ...any) {
	p.record(t, format, args...)
	panic(bailout{})
}

// failNote fails at t with an error that carries a note at notePos, as
// MLIR attaches `note: prior use here` to the error.
func (p *parser) failNote(t token, notePos diag.Pos, note string, format string, args ...any) {
	if p.quiet == 0 && len(p.errs) < p.opts.MaxErrors {
		d := diag.Errorf(p.pos(t), format, args...)
		d.Notes = append(d.Notes, &diag.Diagnostic{Pos: notePos, Severity: diag.Note, Msg: note})
		p.errs = append(p.errs, d)
	}
	panic(bailout{})
}

// failHere fails at the current token; when that token starts a later
// line than the previous one, the error points just past the previous
// token instead, as MLIR does.
func (p *parser) failHere(format string, args ...any) {
	t := p.tok
	if p.prevLine > 0 && t.line > p.prevLine && p.prevEnd <= t.start {
		ls := p.prevEnd
		for ls > 0 && p.sc.src[ls-1] != '\n' {
			ls--
		}
		t = token{kind: t.kind, start: p.prevEnd, end: p.prevEnd, line: p.prevLine, col: p.prevEnd - ls + 1}
	}
	p.fail(t, format, args...)
}

// text returns the source text of t.
func (p *parser) text(t token) string { return p.sc.src[t.start:t.end] }

// advance consumes the current token.
func (p *parser) advance() {
	p.prevEnd = p.tok.end
	p.prevLine = p.tok.line
	p.tok = p.sc.next()
}

// rawEnd resumes token scanning at byte offset pos.
func (p *parser) rawEnd(pos int) {
	// Keep line numbers right across the skipped (or re-read) text, which
	// may span lines (multi-line dialect attributes).
	sc := &p.sc
	if pos >= sc.pos {
		for k := sc.pos; k < pos; k++ {
			if sc.src[k] == '\n' {
				sc.line++
				sc.lineStart = k + 1
			}
		}
	} else {
		sc.line -= strings.Count(sc.src[pos:sc.pos], "\n")
		sc.lineStart = strings.LastIndexByte(sc.src[:pos], '\n') + 1
	}
	p.sc.pos = pos
	p.prevEnd = pos
	p.prevLine = p.sc.line
	p.tok = p.sc.next()
}

// isPunct reports whether the current token is punctuation c.
func (p *parser) isPunct(c byte) bool { return p.tok.kind == tPunct && p.tok.p == c }

// eatPunct consumes punctuation c when present.
func (p *parser) eatPunct(c byte) bool {
	if p.tok.kind == tPunct && p.tok.p == c {
		p.advance()
		return true
	}
	return false
}

// expectPunct consumes punctuation c or fails.
func (p *parser) expectPunct(c byte, what string) {
	if !p.eatPunct(c) {
		p.failHere("expected '%s' %s, found %s", punctName(c), what, p.describe(p.tok))
	}
}

func punctName(c byte) string {
	switch c {
	case pArrow:
		return "->"
	case pEllipsis:
		return "..."
	}
	return string(c)
}

// isKeyword reports whether the current token is the bare word kw.
func (p *parser) isKeyword(kw string) bool {
	return p.tok.kind == tBareID && p.text(p.tok) == kw
}

func (p *parser) eatKeyword(kw string) bool {
	if p.isKeyword(kw) {
		p.advance()
		return true
	}
	return false
}

// describe names a token for error messages.
func (p *parser) describe(t token) string {
	switch t.kind {
	case tEOF:
		return "end of input"
	case tError:
		if t.start < len(p.sc.src) && p.sc.src[t.start] == '"' {
			return "unterminated string"
		}
		return fmt.Sprintf("invalid character %q", p.sc.src[t.start:t.end])
	}
	s := p.text(t)
	if len(s) > 40 {
		s = s[:40] + "..."
	}
	return "'" + s + "'"
}

// tryDepth bounds the nesting a quiet attempt may explore.
const tryDepth = 256

// enter guards recursion depth.
func (p *parser) enter() {
	p.depth++
	if p.depth > p.maxDepth {
		p.failHere("nesting deeper than %d levels", p.maxDepth)
	}
}

func (p *parser) leave() { p.depth-- }

// mark and restore implement lookahead by saving the scanner state.
type mark struct {
	sc                scanner
	tok               token
	prevEnd, prevLine int
}

func (p *parser) mark() mark { return mark{p.sc, p.tok, p.prevEnd, p.prevLine} }
func (p *parser) restore(m mark) {
	p.sc, p.tok, p.prevEnd, p.prevLine = m.sc, m.tok, m.prevEnd, m.prevLine
}

// try runs f quietly; on failure it rewinds and reports false. Tries
// nest at most tryDepth levels deeper than where they start, so that
// retrying at every token of a pathological input stays linear.
func (p *parser) try(f func()) (ok bool) {
	m := p.mark()
	depth, maxDepth := p.depth, p.maxDepth
	if p.depth+tryDepth < p.maxDepth {
		p.maxDepth = p.depth + tryDepth
	}
	p.quiet++
	defer func() {
		p.quiet--
		p.maxDepth = maxDepth
		if r := recover(); r != nil {
			if _, isBail := r.(bailout); !isBail {
				panic(r)
			}
			p.restore(m)
			p.depth = depth
			ok = false
		}
	}()
	f()
	return true
}
