package filecheck

import (
	"fmt"
	"strings"
)

// LLVM's regex library (Henry Spencer's POSIX ERE engine with
// back-references) error texts, as regerror prints them.
const (
	reErrCollate = "invalid collating element"
	reErrCtype   = "invalid character class"
	reErrEscape  = "trailing backslash (\\)"
	reErrSubreg  = "invalid backreference number"
	reErrBrack   = "brackets ([ ]) not balanced"
	reErrParen   = "parentheses not balanced"
	reErrBrace   = "braces not balanced"
	reErrBadBr   = "invalid repetition count(s)"
	reErrRange   = "invalid character range"
	reErrBadRpt  = "repetition-operator operand invalid"
	reErrEmpty   = "empty (sub)expression"
)

const dupMax = 255

// backrefMark encloses a back-reference number in translated output.
const backrefMark = "\x00"

// ereTranslation is an LLVM ERE rewritten in Go's regexp syntax.
type ereTranslation struct {
	src      string         // Go syntax; back-references appear as \x00N\x00
	nsub     int            // number of capture groups
	groupSrc map[int]string // Go source of each group's body
	backrefs bool
	literal  string // the text matched, when isLiteral
	isLit    bool   // the expression is a plain string
}

type ereParser struct {
	s        string
	i        int
	out      strings.Builder
	nsub     int
	closed   map[int]bool
	groupSrc map[int]string
	backrefs bool
	err      string
	lit      strings.Builder
	nonLit   bool
}

// translateERE validates an LLVM extended regular expression and rewrites
// it for Go's regexp package. The returned error text is LLVM's.
func translateERE(s string) (*ereTranslation, string) {
	p := &ereParser{s: s, closed: map[int]bool{}, groupSrc: map[int]string{}}
	p.ere(-1)
	if p.err == "" && p.i < len(p.s) {
		p.fail(reErrParen)
	}
	if p.err != "" {
		return nil, p.err
	}
	return &ereTranslation{src: p.out.String(), nsub: p.nsub, groupSrc: p.groupSrc, backrefs: p.backrefs,
		literal: p.lit.String(), isLit: !p.nonLit}, ""
}

// countGroups returns the number of capture groups of a valid ERE.
func countGroups(s string) int {
	t, err := translateERE(s)
	if err != "" {
		return 0
	}
	return t.nsub
}

func (p *ereParser) fail(e string) {
	if p.err == "" {
		p.err = e
	}
	p.i = len(p.s)
}

func (p *ereParser) more() bool  { return p.i < len(p.s) }
func (p *ereParser) peek() byte  { return p.s[p.i] }
func (p *ereParser) more2() bool { return p.i+1 < len(p.s) }
func (p *ereParser) peek2() byte { return p.s[p.i+1] }

// ere parses alternatives up to stop (-1: end of text).
func (p *ereParser) ere(stop int) {
	for {
		emitted := false
		for p.more() && p.peek() != '|' && int(p.peek()) != stop {
			p.exp()
			emitted = true
		}
		if p.err != "" {
			return
		}
		if !emitted {
			p.fail(reErrEmpty)
			return
		}
		if !p.more() || p.peek() != '|' {
			return
		}
		p.i++
		p.nonLit = true
		p.out.WriteByte('|')
	}
}

func isRepStart(p *ereParser) bool {
	if !p.more() {
		return false
	}
	c := p.peek()
	return c == '*' || c == '+' || c == '?' || c == '{' && p.more2() && isDigit(p.peek2())
}

// exp parses one atom and its optional repetition.
func (p *ereParser) exp() {
	c := p.s[p.i]
	p.i++
	atomStart := p.out.Len()
	wrap := false
	wasCaret := false
	switch c {
	case '(', '^', '$', '.', '[':
		p.nonLit = true
	}
	switch c {
	case '(':
		if !p.more() {
			p.fail(reErrParen)
			return
		}
		p.nsub++
		n := p.nsub
		p.out.WriteByte('(')
		bodyStart := p.out.Len()
		if p.peek() != ')' {
			p.ere(')')
		}
		if p.err != "" {
			return
		}
		if !p.more() || p.peek() != ')' {
			p.fail(reErrParen)
			return
		}
		p.i++
		p.groupSrc[n] = p.out.String()[bodyStart:]
		p.closed[n] = true
		p.out.WriteByte(')')
	case ')':
		p.fail(reErrParen)
		return
	case '^':
		p.out.WriteByte('^')
		wasCaret = true
		wrap = true
	case '$':
		p.out.WriteByte('$')
		wrap = true
	case '|':
		p.fail(reErrEmpty)
		return
	case '*', '+', '?':
		p.fail(reErrBadRpt)
		return
	case '.':
		p.out.WriteByte('.')
	case '[':
		p.bracket()
		if p.err != "" {
			return
		}
	case '\\':
		if !p.more() {
			p.fail(reErrEscape)
			return
		}
		c = p.s[p.i]
		p.i++
		if c >= '1' && c <= '9' {
			n := int(c - '0')
			if !p.closed[n] {
				p.fail(reErrSubreg)
				return
			}
			p.backrefs = true
			p.nonLit = true
			fmt.Fprintf(&p.out, "%s%d%s", backrefMark, n, backrefMark)
			wrap = true
		} else {
			p.ordinary(c)
		}
	case '{':
		if p.more() && isDigit(p.peek()) {
			p.fail(reErrBadRpt)
			return
		}
		p.ordinary(c)
	default:
		p.ordinary(c)
	}
	if !isRepStart(p) {
		return
	}
	r := p.s[p.i]
	p.i++
	p.nonLit = true
	if wasCaret {
		p.fail(reErrBadRpt)
		return
	}
	if wrap {
		atom := p.out.String()[atomStart:]
		p.truncate(atomStart)
		p.out.WriteString("(?:" + atom + ")")
	}
	switch r {
	case '*', '+', '?':
		p.out.WriteByte(r)
	case '{':
		lo := p.count()
		if p.err != "" {
			return
		}
		hi := lo
		inf := false
		if p.more() && p.peek() == ',' {
			p.i++
			if p.more() && isDigit(p.peek()) {
				hi = p.count()
				if p.err != "" {
					return
				}
				if lo > hi {
					p.fail(reErrBadBr)
					return
				}
			} else {
				inf = true
			}
		}
		if !p.more() || p.peek() != '}' {
			for p.more() && p.peek() != '}' {
				p.i++
			}
			if !p.more() {
				p.fail(reErrBrace)
				return
			}
			p.fail(reErrBadBr)
			return
		}
		p.i++
		switch {
		case inf:
			fmt.Fprintf(&p.out, "{%d,}", lo)
		case lo == hi:
			fmt.Fprintf(&p.out, "{%d}", lo)
		default:
			fmt.Fprintf(&p.out, "{%d,%d}", lo, hi)
		}
	}
	if isRepStart(p) {
		p.fail(reErrBadRpt)
	}
}

func (p *ereParser) truncate(n int) {
	s := p.out.String()[:n]
	p.out.Reset()
	p.out.WriteString(s)
}

func (p *ereParser) count() int {
	n, digits := 0, 0
	for p.more() && isDigit(p.peek()) && n <= dupMax {
		n = n*10 + int(p.peek()-'0')
		p.i++
		digits++
	}
	if digits == 0 || n > dupMax {
		p.fail(reErrBadBr)
	}
	return n
}

// ordinary emits a literal byte. Like LLVM's regex engine, matching is
// on bytes: a byte from 0x80 up is one character, whatever UTF-8
// sequence it is part of (see bytewise.go for how Go's regexp is made to
// see it so).
func (p *ereParser) ordinary(c byte) {
	p.out.WriteString(quoteByte(c))
	p.lit.WriteByte(c)
}

func quoteByte(c byte) string {
	switch {
	case isAlnum(c) || c == '_' || c == ' ':
		return string(c)
	case isPrint(c):
		return `\` + string(c)
	}
	return fmt.Sprintf(`\x{%x}`, byteRune(c))
}

var ereClasses = map[string]func(c byte) bool{
	"alnum":  isAlnum,
	"alpha":  isAlpha,
	"blank":  func(c byte) bool { return c == ' ' || c == '\t' },
	"cntrl":  func(c byte) bool { return c < 0x20 || c == 0x7f },
	"digit":  isDigit,
	"graph":  func(c byte) bool { return c > 0x20 && c < 0x7f },
	"lower":  func(c byte) bool { return c >= 'a' && c <= 'z' },
	"print":  isPrint,
	"punct":  func(c byte) bool { return c > 0x20 && c < 0x7f && !isAlnum(c) },
	"space":  func(c byte) bool { return c == ' ' || c >= '\t' && c <= '\r' },
	"upper":  func(c byte) bool { return c >= 'A' && c <= 'Z' },
	"xdigit": func(c byte) bool { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' },
}

// bracket parses a bracket expression after its '['.
func (p *ereParser) bracket() {
	if strings.HasPrefix(p.s[p.i:], "[:<:]]") || strings.HasPrefix(p.s[p.i:], "[:>:]]") {
		p.i += 6
		p.out.WriteString(`\b`)
		return
	}
	var set [256]bool
	invert := false
	if p.more() && p.peek() == '^' {
		invert = true
		p.i++
	}
	if p.more() && p.peek() == ']' {
		set[']'] = true
		p.i++
	} else if p.more() && p.peek() == '-' {
		set['-'] = true
		p.i++
	}
	for p.more() && p.peek() != ']' && !(p.peek() == '-' && p.more2() && p.peek2() == ']') {
		p.bterm(&set)
		if p.err != "" {
			return
		}
	}
	if p.more() && p.peek() == '-' {
		set['-'] = true
		p.i++
	}
	if !p.more() || p.peek() != ']' {
		p.fail(reErrBrack)
		return
	}
	p.i++
	var sb strings.Builder
	sb.WriteByte('[')
	if invert {
		sb.WriteString(`^\n`)
	}
	any := false
	for c := 0; c < 256; c++ {
		if !set[c] {
			continue
		}
		e := c
		// Ranges do not cross 0x80, where byteRune's mapping changes.
		for e+1 < 256 && set[e+1] && e+1 != 0x80 {
			e++
		}
		any = true
		fmt.Fprintf(&sb, `\x{%x}`, byteRune(byte(c)))
		if e > c {
			fmt.Fprintf(&sb, `-\x{%x}`, byteRune(byte(e)))
		}
		c = e
	}
	if !invert && !any {
		// Nothing can match; Go's regexp has no empty class.
		sb.WriteString(`^\x00-\x{10FFFF}`)
	}
	sb.WriteByte(']')
	p.out.WriteString(sb.String())
}

func (p *ereParser) bterm(set *[256]bool) {
	var c byte
	switch p.peek() {
	case '[':
		if p.more2() {
			c = p.peek2()
		}
	case '-':
		p.fail(reErrRange)
		return
	}
	switch c {
	case ':':
		p.i += 2
		if !p.more() {
			p.fail(reErrBrack)
			return
		}
		if c := p.peek(); c == '-' || c == ']' {
			p.fail(reErrCtype)
			return
		}
		st := p.i
		for p.more() && isAlpha(p.peek()) {
			p.i++
		}
		fn, ok := ereClasses[p.s[st:p.i]]
		if !ok {
			p.fail(reErrCtype)
			return
		}
		for i := 0; i < 256; i++ {
			if fn(byte(i)) {
				set[i] = true
			}
		}
		if !p.more() {
			p.fail(reErrBrack)
			return
		}
		if !strings.HasPrefix(p.s[p.i:], ":]") {
			p.fail(reErrCtype)
			return
		}
		p.i += 2
	case '=':
		p.i += 2
		if !p.more() {
			p.fail(reErrBrack)
			return
		}
		if c := p.peek(); c == '-' || c == ']' {
			p.fail(reErrCollate)
			return
		}
		v, ok := p.collElem('=')
		if !ok {
			return
		}
		set[v] = true
		if !p.more() {
			p.fail(reErrBrack)
			return
		}
		if !strings.HasPrefix(p.s[p.i:], "=]") {
			p.fail(reErrCollate)
			return
		}
		p.i += 2
	default:
		start, ok := p.symbol()
		if !ok {
			return
		}
		finish := start
		if p.more() && p.peek() == '-' && p.more2() && p.peek2() != ']' {
			p.i++
			if p.more() && p.peek() == '-' {
				p.i++
				finish = '-'
			} else if finish, ok = p.symbol(); !ok {
				return
			}
		}
		if start > finish {
			p.fail(reErrRange)
			return
		}
		for i := int(start); i <= int(finish); i++ {
			set[i] = true
		}
	}
}

func (p *ereParser) symbol() (byte, bool) {
	if !p.more() {
		p.fail(reErrBrack)
		return 0, false
	}
	if !strings.HasPrefix(p.s[p.i:], "[.") {
		c := p.s[p.i]
		p.i++
		return c, true
	}
	p.i += 2
	v, ok := p.collElem('.')
	if !ok {
		return 0, false
	}
	if !strings.HasPrefix(p.s[p.i:], ".]") {
		p.fail(reErrCollate)
		return 0, false
	}
	p.i += 2
	return v, true
}

// collElem parses a collating element name up to "<end>]"; only single
// characters are supported, as in LLVM (plus a few POSIX names).
func (p *ereParser) collElem(end byte) (byte, bool) {
	st := p.i
	for p.more() && !(p.peek() == end && p.more2() && p.peek2() == ']') {
		p.i++
	}
	if !p.more() {
		p.fail(reErrBrack)
		return 0, false
	}
	name := p.s[st:p.i]
	if len(name) == 1 {
		return name[0], true
	}
	if v, ok := collNames[name]; ok {
		return v, true
	}
	p.fail(reErrCollate)
	return 0, false
}

var collNames = map[string]byte{
	"NUL": 0, "tab": '\t', "newline": '\n', "space": ' ', "hyphen": '-', "period": '.',
	"slash": '/', "backslash": '\\', "left-square-bracket": '[', "right-square-bracket": ']',
	"circumflex": '^', "underscore": '_', "left-brace": '{', "right-brace": '}',
	"vertical-line": '|', "tilde": '~', "comma": ',', "colon": ':', "semicolon": ';',
	"hyphen-minus": '-', "full-stop": '.', "zero": '0', "one": '1', "two": '2',
}

// regexEscape escapes ERE metacharacters like llvm::Regex::escape.
func regexEscape(s string) string {
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(`()^$|*+?.[]\{}`, s[i]) >= 0 || s[i] == 0 {
			sb.WriteByte('\\')
		}
		sb.WriteByte(s[i])
	}
	return sb.String()
}
