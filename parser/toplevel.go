package parser

import (
	"io"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The top level of a file is a participle grammar over coarse tokens: an
// alias name, `=`, an alias value, a chunk of top-level operations, or the
// resource trailer. Operation chunks are parsed by the recursive descent
// in ops.go; keeping them one token each keeps participle's token buffer
// (64 bytes a token) small on large files.

const (
	tkEOF lexer.TokenType = lexer.EOF - iota
	tkAliasName
	tkEquals
	tkAliasValue
	tkOps
	tkResources
)

// topFile is the syntax tree of a file's top level.
type topFile struct {
	Entries []*topEntry `parser:"@@*"`
}

type topEntry struct {
	Alias     *topAlias `parser:"  @@"`
	Ops       *topText  `parser:"| @@"`
	Resources *topRes   `parser:"| @@"`
}

type topAlias struct {
	Pos   lexer.Position
	Name  string   `parser:"@AliasName '='"`
	Value *topText `parser:"@@"`
}

type topText struct {
	Pos  lexer.Position
	Text string `parser:"@( Ops | AliasValue )"`
}

type topRes struct {
	Pos  lexer.Position
	Text string `parser:"@Resources"`
}

// topDef is the lexer.Definition of the coarse top-level tokens.
type topDef struct{}

func (topDef) Symbols() map[string]lexer.TokenType {
	return map[string]lexer.TokenType{
		"EOF": tkEOF, "AliasName": tkAliasName, "Equals": tkEquals,
		"AliasValue": tkAliasValue, "Ops": tkOps, "Resources": tkResources,
	}
}

func (d topDef) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return d.LexString(filename, string(b))
}

func (topDef) LexString(filename, src string) (lexer.Lexer, error) {
	return &topLexer{file: filename, s: scanner{src: src, line: 1}}, nil
}

var topParser = participle.MustBuild[topFile](participle.Lexer(topDef{}), participle.UseLookahead(2))

// topLexer cuts a file into coarse tokens.
type topLexer struct {
	file    string
	s       scanner
	pending []lexer.Token
}

func (l *topLexer) position(off int) lexer.Position {
	return lexer.Position{Filename: l.file, Offset: off, Line: l.s.line, Column: off - l.s.lineStart + 1}
}

func (l *topLexer) Next() (lexer.Token, error) {
	if len(l.pending) > 0 {
		t := l.pending[0]
		l.pending = l.pending[1:]
		return t, nil
	}
	s := &l.s
	s.skipSpace()
	src := s.src
	start := s.pos
	pos := l.position(start)
	if start >= len(src) {
		return lexer.Token{Type: tkEOF, Pos: pos}, nil
	}
	if strings.HasPrefix(src[start:], "{-#") {
		end := strings.Index(src[start+3:], "#-}")
		if end < 0 {
			return lexer.Token{}, &lexer.Error{Msg: "unterminated '{-#' (missing '#-}')", Pos: pos}
		}
		body := src[start+3 : start+3+end]
		l.advanceTo(start + 3 + end + 3)
		return lexer.Token{Type: tkResources, Value: body, Pos: pos}, nil
	}
	if nameEnd, valStart, ok := aliasHead(src, start); ok {
		l.advanceTo(valStart)
		s.skipSpace()
		vpos := l.position(s.pos)
		vstart := s.pos
		l.advanceTo(valueEnd(src, vstart))
		l.pending = append(l.pending,
			lexer.Token{Type: tkEquals, Value: "=", Pos: pos},
			lexer.Token{Type: tkAliasValue, Value: strings.TrimRight(src[vstart:s.pos], " \t\r\n"), Pos: vpos})
		return lexer.Token{Type: tkAliasName, Value: src[start:nameEnd], Pos: pos}, nil
	}
	l.advanceTo(opsEnd(src, start))
	return lexer.Token{Type: tkOps, Value: strings.TrimRight(src[start:s.pos], " \t\r\n"), Pos: pos}, nil
}

// advanceTo moves the scanner to off, counting lines.
func (l *topLexer) advanceTo(off int) {
	s := &l.s
	for i := s.pos; i < off; i++ {
		if s.src[i] == '\n' {
			s.line++
			s.lineStart = i + 1
		}
	}
	s.pos = off
}

// aliasHead recognizes `#name =` or `!name =` at i and returns the end of
// the name and the offset after `=`.
func aliasHead(src string, i int) (nameEnd, valStart int, ok bool) {
	if i >= len(src) || src[i] != '#' && src[i] != '!' {
		return 0, 0, false
	}
	j := i + 1
	for j < len(src) && isSuffixChar(src[j]) {
		j++
	}
	if j == i+1 {
		return 0, 0, false
	}
	k := j
	for k < len(src) && (src[k] == ' ' || src[k] == '\t') {
		k++
	}
	if k >= len(src) || src[k] != '=' || k+1 < len(src) && src[k+1] == '=' {
		return 0, 0, false
	}
	return j, k + 1, true
}

// valueEnd finds the end of an alias value: the first newline outside
// brackets and strings.
func valueEnd(src string, i int) int {
	depth := 0
	for ; i < len(src); i++ {
		switch c := src[i]; c {
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}':
			depth--
		case '>':
			if i > 0 && src[i-1] != '-' {
				depth--
			}
		case '"':
			i = skipString(src, i)
		case '/':
			if i+1 < len(src) && src[i+1] == '/' && depth <= 0 {
				return i
			}
		case '\n':
			if depth <= 0 {
				return i
			}
		}
	}
	return len(src)
}

// opsEnd finds the end of a run of top-level ops: a line starting, outside
// brackets, with an alias definition or the resource trailer.
func opsEnd(src string, i int) int {
	depth := 0
	lineStart := true
	for ; i < len(src); i++ {
		c := src[i]
		if lineStart && depth <= 0 {
			if c == ' ' || c == '\t' || c == '\r' {
				continue
			}
			if _, _, ok := aliasHead(src, i); ok || strings.HasPrefix(src[i:], "{-#") {
				return i
			}
		}
		lineStart = false
		switch c {
		case '\n':
			lineStart = true
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case '"':
			i = skipString(src, i)
		case '/':
			if i+1 < len(src) && src[i+1] == '/' {
				for i < len(src) && src[i] != '\n' {
					i++
				}
				lineStart = true
			}
		}
	}
	return len(src)
}

// skipString returns the offset of the closing quote of the string at i
// (or the end of the line when it is unterminated).
func skipString(src string, i int) int {
	for i++; i < len(src); i++ {
		switch src[i] {
		case '\\':
			i++
		case '"':
			return i
		case '\n':
			return i - 1
		}
	}
	return len(src)
}
