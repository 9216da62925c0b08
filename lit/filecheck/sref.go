package filecheck

import (
	"bytes"
	"strings"
)

// buffer is one named text that diagnostics can point into: the check
// file, the input, a synthesized command-line buffer.
type buffer struct {
	name  string
	text  string
	lines []int // offsets of '\n', built on first use
	lower *string

	widened  *widened // see wide
	wideDone bool
}

func newBuffer(name, text string) *buffer { return &buffer{name: name, text: text} }

// lineCol returns the 1-based line and column of offset off.
func (b *buffer) lineCol(off int) (int, int) {
	if b.lines == nil {
		b.lines = make([]int, 0, strings.Count(b.text, "\n")+1)
		t := b.text
		base := 0
		for {
			i := strings.IndexByte(t, '\n')
			if i < 0 {
				break
			}
			b.lines = append(b.lines, base+i)
			base += i + 1
			t = t[i+1:]
		}
	}
	// number of newlines strictly before off
	lo, hi := 0, len(b.lines)
	for lo < hi {
		m := (lo + hi) / 2
		if b.lines[m] < off {
			lo = m + 1
		} else {
			hi = m
		}
	}
	lineStart := 0
	if lo > 0 {
		lineStart = b.lines[lo-1] + 1
	}
	// Like LLVM's SourceMgr, lines are counted by '\n' but columns restart
	// after '\r' too.
	if i := strings.LastIndexByte(b.text[lineStart:off], '\r'); i >= 0 {
		lineStart += i + 1
	}
	return lo + 1, off - lineStart + 1
}

// sref is a slice of a buffer that remembers where it lies, like LLVM's
// StringRef over a SourceMgr buffer.
type sref struct {
	b    *buffer
	s, e int
}

func whole(b *buffer) sref { return sref{b, 0, len(b.text)} }

func (r sref) str() string     { return r.b.text[r.s:r.e] }
func (r sref) len() int        { return r.e - r.s }
func (r sref) empty() bool     { return r.e == r.s }
func (r sref) at(i int) byte   { return r.b.text[r.s+i] }
func (r sref) front() byte     { return r.b.text[r.s] }
func (r sref) back() byte      { return r.b.text[r.e-1] }
func (r sref) loc() sloc       { return sloc{r.b, r.s} }
func (r sref) rng() srange     { return srange(r) }
func (r sref) endLoc() sloc    { return sloc{r.b, r.e} }
func (r sref) sub(i int) sref  { return r.slice(i, r.len()) }
func (r sref) take(n int) sref { return r.slice(0, n) }
func (r sref) dropBack(n int) sref {
	if n > r.len() {
		n = r.len()
	}
	return sref{r.b, r.s, r.e - n}
}

// slice returns [i, j) clamped to r.
func (r sref) slice(i, j int) sref {
	n := r.len()
	if i > n {
		i = n
	}
	if j > n {
		j = n
	}
	if j < i {
		j = i
	}
	return sref{r.b, r.s + i, r.s + j}
}

func (r sref) startsWith(p string) bool { return strings.HasPrefix(r.str(), p) }

func (r *sref) consume(p string) bool {
	if r.startsWith(p) {
		r.s += len(p)
		return true
	}
	return false
}

// find returns the index of p at or after from, or -1.
func (r sref) find(p string, from int) int {
	if from > r.len() {
		return -1
	}
	i := strings.Index(r.str()[from:], p)
	if i < 0 {
		return -1
	}
	return i + from
}

func (r sref) findByte(c byte) int { return strings.IndexByte(r.str(), c) }

func (r sref) ltrim(set string) sref {
	for r.s < r.e && strings.IndexByte(set, r.b.text[r.s]) >= 0 {
		r.s++
	}
	return r
}

func (r sref) rtrim(set string) sref {
	for r.e > r.s && strings.IndexByte(set, r.b.text[r.e-1]) >= 0 {
		r.e--
	}
	return r
}

func (r sref) trim(set string) sref { return r.ltrim(set).rtrim(set) }

// sloc is a position in a buffer.
type sloc struct {
	b   *buffer
	off int
}

// srange is a half-open range in a buffer.
type srange struct {
	b    *buffer
	s, e int
}

func (r srange) start() sloc { return sloc{r.b, r.s} }

const spaceChars = " \t"

func isAlpha(c byte) bool      { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool      { return c >= '0' && c <= '9' }
func isAlnum(c byte) bool      { return isAlpha(c) || isDigit(c) }
func isPrint(c byte) bool      { return c >= 0x20 && c <= 0x7e }
func isPartOfWord(c byte) bool { return isAlnum(c) || c == '-' || c == '_' }

// writeEscaped mimics raw_ostream::write_escaped.
func writeEscaped(s string) string {
	var w bytes.Buffer
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '\\':
			w.WriteString(`\\`)
		case '\t':
			w.WriteString(`\t`)
		case '\n':
			w.WriteString(`\n`)
		case '"':
			w.WriteString(`\"`)
		default:
			if isPrint(c) {
				w.WriteByte(c)
			} else {
				w.WriteByte('\\')
				w.WriteByte('0' + (c>>6)&7)
				w.WriteByte('0' + (c>>3)&7)
				w.WriteByte('0' + c&7)
			}
		}
	}
	return w.String()
}
