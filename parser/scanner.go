package parser

// tokKind classifies a token of the fine scanner.
type tokKind uint8

const (
	tEOF       tokKind = iota
	tError             // a byte that starts no token
	tBareID            // foo, foo.bar, i32
	tPercent           // %name or %name#3
	tCaret             // ^bb0
	tAt                // @sym or @"sym"
	tHash              // #name
	tBang              // !name
	tInt               // 42, 0x1F
	tFloat             // 1.5, 2.0e-3
	tString            // "..."
	tPunct             // ( ) [ ] { } < > , = : ? * + - -> ...
	tMetaOpen          // {-#
	tMetaClose         // #-}
)

// Punctuation codes stored in token.p for tPunct.
const (
	pArrow    = 'A' // ->
	pEllipsis = 'E' // ...
)

// token is a slice [start, end) of the source with its position.
type token struct {
	kind       tokKind
	p          byte // punctuation code for tPunct
	start, end int
	line, col  int
}

// scanner turns source text into tokens on demand. It keeps the line and
// the offset of the line start so that every token carries a position
// without a second pass.
type scanner struct {
	src       string
	pos       int
	line      int
	lineStart int
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isHex(c byte) bool    { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }
func isIDChar(c byte) bool { return isLetter(c) || isDigit(c) || c == '$' || c == '.' }

// isSuffixChar reports bytes allowed after %, ^, #, ! and @.
func isSuffixChar(c byte) bool { return isIDChar(c) || c == '-' }

// skipSpace skips white space and `//` comments, tracking lines.
func (s *scanner) skipSpace() {
	src := s.src
	for s.pos < len(src) {
		switch c := src[s.pos]; c {
		case '\n':
			s.pos++
			s.line++
			s.lineStart = s.pos
		case ' ', '\t', '\r':
			s.pos++
		case '/':
			if s.pos+1 < len(src) && src[s.pos+1] == '/' {
				for s.pos < len(src) && src[s.pos] != '\n' {
					s.pos++
				}
				continue
			}
			return
		default:
			return
		}
	}
}

// next scans one token.
func (s *scanner) next() token {
	s.skipSpace()
	t := token{start: s.pos, line: s.line, col: s.pos - s.lineStart + 1}
	src := s.src
	if s.pos >= len(src) {
		t.kind = tEOF
		t.end = s.pos
		return t
	}
	c := src[s.pos]
	switch {
	case isLetter(c):
		s.pos++
		for s.pos < len(src) && isIDChar(src[s.pos]) {
			s.pos++
		}
		t.kind = tBareID
	case isDigit(c):
		t.kind = s.scanNumber()
	case c == '"':
		t.kind = s.scanString()
	case c == '%':
		s.pos++
		s.scanSuffix()
		if s.pos+1 < len(src) && src[s.pos] == '#' && isDigit(src[s.pos+1]) {
			s.pos++
			for s.pos < len(src) && isDigit(src[s.pos]) {
				s.pos++
			}
		}
		t.kind = tPercent
	case c == '^':
		s.pos++
		s.scanSuffix()
		t.kind = tCaret
	case c == '!':
		s.pos++
		s.scanSuffix()
		t.kind = tBang
	case c == '@':
		s.pos++
		if s.pos < len(src) && src[s.pos] == '"' {
			t.kind = s.scanString()
			if t.kind == tString {
				t.kind = tAt
			}
		} else {
			s.scanSuffix()
			t.kind = tAt
		}
	case c == '#':
		if s.pos+2 < len(src) && src[s.pos+1] == '-' && src[s.pos+2] == '}' {
			s.pos += 3
			t.kind = tMetaClose
			break
		}
		s.pos++
		s.scanSuffix()
		t.kind = tHash
	case c == '{' && s.pos+2 < len(src) && src[s.pos+1] == '-' && src[s.pos+2] == '#':
		s.pos += 3
		t.kind = tMetaOpen
	case c == '-' && s.pos+1 < len(src) && src[s.pos+1] == '>':
		s.pos += 2
		t.kind, t.p = tPunct, pArrow
	case c == '.' && s.pos+2 < len(src) && src[s.pos+1] == '.' && src[s.pos+2] == '.':
		s.pos += 3
		t.kind, t.p = tPunct, pEllipsis
	default:
		switch c {
		case '(', ')', '[', ']', '{', '}', '<', '>', ',', '=', ':', '?', '*', '+', '-', '|':
			s.pos++
			t.kind, t.p = tPunct, c
		default:
			s.pos++
			t.kind = tError
		}
	}
	t.end = s.pos
	return t
}

func (s *scanner) scanSuffix() {
	for s.pos < len(s.src) && isSuffixChar(s.src[s.pos]) {
		s.pos++
	}
}

// scanNumber scans an integer (decimal or 0x hex) or a float.
func (s *scanner) scanNumber() tokKind {
	src := s.src
	if src[s.pos] == '0' && s.pos+2 < len(src) && src[s.pos+1] == 'x' && isHex(src[s.pos+2]) {
		s.pos += 2
		for s.pos < len(src) && isHex(src[s.pos]) {
			s.pos++
		}
		return tInt
	}
	for s.pos < len(src) && isDigit(src[s.pos]) {
		s.pos++
	}
	if s.pos >= len(src) || src[s.pos] != '.' {
		return tInt
	}
	s.pos++
	for s.pos < len(src) && isDigit(src[s.pos]) {
		s.pos++
	}
	if s.pos < len(src) && (src[s.pos] == 'e' || src[s.pos] == 'E') {
		p := s.pos + 1
		if p < len(src) && (src[p] == '+' || src[p] == '-') {
			p++
		}
		if p < len(src) && isDigit(src[p]) {
			s.pos = p
			for s.pos < len(src) && isDigit(src[s.pos]) {
				s.pos++
			}
		}
	}
	return tFloat
}

// scanString scans a quoted string with backslash escapes. A string left
// open at a newline or at the end of input is an error token.
func (s *scanner) scanString() tokKind {
	src := s.src
	s.pos++ // opening quote
	for s.pos < len(src) {
		switch src[s.pos] {
		case '"':
			s.pos++
			return tString
		case '\\':
			s.pos += 2
		case '\n':
			return tError
		default:
			s.pos++
		}
	}
	if s.pos > len(src) {
		s.pos = len(src)
	}
	return tError
}
