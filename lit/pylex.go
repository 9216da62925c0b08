package lit

import (
	"fmt"
	"strings"
)

// This file and pyparse.go, pyeval.go, pybuiltins.go and pyconfig.go read lit.cfg.py
// and Python lit.local.cfg files: a small interpreter for the subset of
// Python that test configurations use (assignments, calls, if/elif/else,
// for loops, imports of lit's modules). A statement it cannot read or
// evaluate is skipped with a warning naming the file and line; the rest
// of the file still applies.

// pyTok is one token of a Python logical line.
type pyTok struct {
	kind byte   // 'n' name, 'i' integer, 's' string, 'o' operator
	text string // name, operator, digits, or the string's value
	line int
}

// pyLine is one logical line: its indentation, first physical line and
// tokens.
type pyLine struct {
	indent int
	line   int
	toks   []pyTok
	err    string // why the line could not be split into tokens
}

var pyOps = []string{"**=", "//=", ">>=", "<<=", "==", "!=", "<=", ">=", "+=", "-=", "*=", "/=", "%=", "|=", "&=", "->", "**", "//", "<<", ">>",
	"+", "-", "*", "/", "%", "(", ")", "[", "]", "{", "}", ",", ":", ".", "=", "<", ">", "|", "&", "~", "^", "@", ";"}

// pyLines splits Python source into logical lines.
func pyLines(src string) []pyLine {
	var out []pyLine
	src = strings.ReplaceAll(src, "\r\n", "\n")
	i, line := 0, 1
	for i < len(src) {
		// Start of a physical line: measure indentation.
		ind := 0
		for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
			if src[i] == '\t' {
				ind = (ind/8 + 1) * 8
			} else {
				ind++
			}
			i++
		}
		if i >= len(src) {
			break
		}
		if src[i] == '\n' || src[i] == '#' {
			for i < len(src) && src[i] != '\n' {
				i++
			}
			i++
			line++
			continue
		}
		pl := pyLine{indent: ind, line: line}
		depth := 0
	tokens:
		for i < len(src) {
			c := src[i]
			switch {
			case c == '\n':
				i++
				line++
				if depth == 0 {
					break tokens
				}
			case c == ' ' || c == '\t':
				i++
			case c == '#':
				for i < len(src) && src[i] != '\n' {
					i++
				}
			case c == '\\' && i+1 < len(src) && src[i+1] == '\n':
				i += 2
				line++
			case isNameStart(c):
				j := i
				for j < len(src) && (isNameStart(src[j]) || src[j] >= '0' && src[j] <= '9') {
					j++
				}
				word := src[i:j]
				if j < len(src) && (src[j] == '"' || src[j] == '\'') && isStrPrefix(word) {
					if strings.ContainsAny(strings.ToLower(word), "fb") {
						pl.err = fmt.Sprintf("%s-strings are not supported", word)
					}
					s, n, nl, err := pyString(src[j:], strings.ContainsAny(strings.ToLower(word), "r"))
					if err != "" {
						pl.err = err
						i = len(src)
						break tokens
					}
					pl.toks = append(pl.toks, pyTok{'s', s, line})
					line += nl
					i = j + n
					continue
				}
				pl.toks = append(pl.toks, pyTok{'n', word, line})
				i = j
			case c >= '0' && c <= '9':
				j := i
				for j < len(src) && (src[j] >= '0' && src[j] <= '9' || src[j] == '_' || src[j] == '.' || src[j] == 'x' || src[j] >= 'a' && src[j] <= 'f') {
					j++
				}
				pl.toks = append(pl.toks, pyTok{'i', src[i:j], line})
				i = j
			case c == '"' || c == '\'':
				s, n, nl, err := pyString(src[i:], false)
				if err != "" {
					pl.err = err
					i = len(src)
					break tokens
				}
				pl.toks = append(pl.toks, pyTok{'s', s, line})
				line += nl
				i += n
			default:
				op := ""
				for _, o := range pyOps {
					if strings.HasPrefix(src[i:], o) {
						op = o
						break
					}
				}
				if op == "" {
					pl.err = fmt.Sprintf("unexpected character %q", c)
					op = string(c)
				}
				switch op {
				case "(", "[", "{":
					depth++
				case ")", "]", "}":
					depth--
				}
				pl.toks = append(pl.toks, pyTok{'o', op, line})
				i += len(op)
			}
		}
		out = append(out, pl)
	}
	return out
}

func isNameStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

func isStrPrefix(w string) bool {
	switch strings.ToLower(w) {
	case "r", "u", "b", "f", "rb", "br", "fr", "rf":
		return true
	}
	return false
}

// pyString reads a string literal at the start of s; it returns its
// value, its length in s, the newlines inside it and an error text.
func pyString(s string, raw bool) (string, int, int, string) {
	q := s[:1]
	if strings.HasPrefix(s, q+q+q) {
		q = q + q + q
	}
	var sb strings.Builder
	nl := 0
	for i := len(q); i < len(s); {
		if strings.HasPrefix(s[i:], q) {
			return sb.String(), i + len(q), nl, ""
		}
		c := s[i]
		if c == '\n' {
			if len(q) == 1 {
				return "", 0, 0, "unterminated string"
			}
			nl++
		}
		if c == '\\' && i+1 < len(s) {
			n := s[i+1]
			if raw {
				sb.WriteByte(c)
				sb.WriteByte(n)
				i += 2
				continue
			}
			i += 2
			switch n {
			case 'n':
				sb.WriteByte('\n')
			case 't':
				sb.WriteByte('\t')
			case '\\', '\'', '"':
				sb.WriteByte(n)
			case '\n':
				nl++
			default:
				sb.WriteByte('\\')
				sb.WriteByte(n)
			}
			continue
		}
		sb.WriteByte(c)
		i++
	}
	return "", 0, 0, "unterminated string"
}
