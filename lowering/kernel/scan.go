package kernel

import (
	"fmt"
	"strings"
)

// token is one lexeme of the kernel IR text.
type token struct {
	kind      byte   // 'w' word, '%' value or parameter, '@' symbol, 'n' number, 'p' punctuation, 0 end
	text      string // without the % or @ sigil
	line, col int
}

// scanner splits kernel IR text into tokens.
type scanner struct {
	src       string
	pos       int
	line, col int
}

func isWordByte(c byte) bool {
	return c == '_' || c == '.' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func (s *scanner) advance(n int) {
	for i := 0; i < n; i++ {
		if s.src[s.pos] == '\n' {
			s.line++
			s.col = 1
		} else {
			s.col++
		}
		s.pos++
	}
}

func (s *scanner) next() (token, error) {
	for s.pos < len(s.src) && strings.IndexByte(" \t\r\n", s.src[s.pos]) >= 0 {
		s.advance(1)
	}
	t := token{line: s.line, col: s.col}
	if s.pos >= len(s.src) {
		return t, nil
	}
	c := s.src[s.pos]
	word := func(from int) string {
		end := from
		for end < len(s.src) && isWordByte(s.src[end]) {
			end++
		}
		return s.src[from:end]
	}
	switch {
	case c == '%' || c == '@':
		w := word(s.pos + 1)
		if w == "" {
			return t, fmt.Errorf("%d:%d: expected a name after %c", t.line, t.col, c)
		}
		t.kind, t.text = c, w
		s.advance(1 + len(w))
	case c == '-' && s.pos+1 < len(s.src) && s.src[s.pos+1] == '>':
		t.kind, t.text = 'p', "->"
		s.advance(2)
	case c == '-' || c >= '0' && c <= '9':
		end := s.pos + 1
		for end < len(s.src) && (isWordByte(s.src[end]) ||
			(s.src[end] == '-' || s.src[end] == '+') && (s.src[end-1] == 'e' || s.src[end-1] == 'E')) {
			end++
		}
		t.kind, t.text = 'n', s.src[s.pos:end]
		s.advance(end - s.pos)
	case isWordByte(c):
		w := word(s.pos)
		t.kind, t.text = 'w', w
		s.advance(len(w))
	case strings.IndexByte("()[]{},:=*+/", c) >= 0:
		t.kind, t.text = 'p', string(c)
		s.advance(1)
	default:
		return t, fmt.Errorf("%d:%d: unexpected character %q", t.line, t.col, c)
	}
	return t, nil
}
