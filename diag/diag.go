// Package diag holds diagnostics: an error, warning, note or remark at a
// source position, rendered as `file:line:col: error: message` followed by
// the source line and a caret, the way MLIR and clang print them.
//
// It knows nothing about the IR; callers convert locations to positions.
package diag

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// Severity of a diagnostic.
type Severity int

const (
	Error Severity = iota
	Warning
	Note
	Remark
)

func (s Severity) String() string {
	return [...]string{"error", "warning", "note", "remark"}[s]
}

// Pos is a 1-based position in a named source. Line 0 means unknown.
type Pos struct {
	File      string
	Line, Col int
}

func (p Pos) String() string {
	if p.Line == 0 {
		if p.File == "" {
			return "<unknown>"
		}
		return p.File
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// Diagnostic is one message with optional attached notes.
type Diagnostic struct {
	Pos      Pos
	Severity Severity
	Msg      string
	Notes    []*Diagnostic
	// Unsupported marks an error about valid input that symopt does not
	// handle (an op without a kernel, an unknown custom_call target), as
	// opposed to bad input; the tools exit with status 2 for it.
	Unsupported bool
}

func (d *Diagnostic) Error() string {
	return d.Pos.String() + ": " + d.Severity.String() + ": " + d.Msg
}

// Errorf makes an error diagnostic.
func Errorf(pos Pos, format string, args ...any) *Diagnostic {
	return &Diagnostic{Pos: pos, Severity: Error, Msg: fmt.Sprintf(format, args...)}
}

// Unsupportedf makes an error diagnostic about input symopt does not
// handle (see Diagnostic.Unsupported).
func Unsupportedf(pos Pos, format string, args ...any) *Diagnostic {
	d := Errorf(pos, format, args...)
	d.Unsupported = true
	return d
}

// List is a set of diagnostics; it is an error when it holds any error.
type List []*Diagnostic

func (l List) Error() string {
	var b strings.Builder
	for i, d := range l {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(d.Error())
	}
	return b.String()
}

// HasErrors reports whether any diagnostic is an error.
func (l List) HasErrors() bool {
	for _, d := range l {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

// OnlyUnsupported reports whether l holds errors and every one of them is
// Unsupported.
func (l List) OnlyUnsupported() bool {
	n := 0
	for _, d := range l {
		if d.Severity == Error {
			if !d.Unsupported {
				return false
			}
			n++
		}
	}
	return n > 0
}

// Sort orders diagnostics by position (stable for equal positions).
func (l List) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i].Pos, l[j].Pos
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// Sources maps file names to their text so diagnostics can quote the line.
type Sources map[string][]byte

// Print renders d (and its notes) to w with the source line and a caret.
// As in MLIR, a note at the position of its diagnostic does not repeat
// the line.
func (s Sources) Print(w io.Writer, d *Diagnostic) {
	s.print(w, d, true)
}

func (s Sources) print(w io.Writer, d *Diagnostic, quote bool) {
	fmt.Fprintf(w, "%s: %s: %s\n", d.Pos, d.Severity, d.Msg)
	if line, ok := s.line(d.Pos); ok && quote {
		fmt.Fprintln(w, line)
		col := d.Pos.Col
		if col < 1 {
			col = 1
		}
		pad := make([]byte, 0, col)
		for i := 0; i < col-1 && i < len(line); i++ {
			if line[i] == '\t' {
				pad = append(pad, '\t')
			} else {
				pad = append(pad, ' ')
			}
		}
		fmt.Fprintf(w, "%s^\n", pad)
	}
	for _, n := range d.Notes {
		s.print(w, n, n.Pos != d.Pos)
	}
}

// PrintAll renders every diagnostic of an error (a *Diagnostic, a List, or
// any other error as a plain message).
func (s Sources) PrintAll(w io.Writer, err error) {
	switch e := err.(type) {
	case *Diagnostic:
		s.Print(w, e)
	case List:
		for _, d := range e {
			s.Print(w, d)
		}
	default:
		fmt.Fprintf(w, "error: %v\n", err)
	}
}

func (s Sources) line(p Pos) (string, bool) {
	src, ok := s[p.File]
	if !ok || p.Line < 1 {
		return "", false
	}
	line := 1
	start := 0
	for i := 0; i < len(src) && line < p.Line; i++ {
		if src[i] == '\n' {
			line++
			start = i + 1
		}
	}
	if line != p.Line {
		return "", false
	}
	end := start
	for end < len(src) && src[end] != '\n' {
		end++
	}
	text := strings.TrimRight(string(src[start:end]), "\r")
	if len(text) > 400 {
		text = text[:400]
	}
	return text, true
}
