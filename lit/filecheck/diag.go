package filecheck

import (
	"io"
	"strconv"
	"strings"
)

// diagKind is the severity label of a located message.
type diagKind int

const (
	dkError diagKind = iota
	dkWarning
	dkRemark
	dkNote
)

func (k diagKind) label() string {
	switch k {
	case dkError:
		return "error: "
	case dkWarning:
		return "warning: "
	case dkRemark:
		return "remark: "
	}
	return "note: "
}

const tabStop = 8

// formatMessage renders a message located at loc the way LLVM's
// SMDiagnostic does: "file:line:col: kind: msg", the source line and a
// caret line with the given ranges underlined.
func formatMessage(loc sloc, kind diagKind, msg string, ranges ...srange) string {
	return formatColored(loc, kind, msg, false, ranges...)
}

// formatColored is formatMessage with optional ANSI colors.
func formatColored(loc sloc, kind diagKind, msg string, color bool, ranges ...srange) string {
	var sb strings.Builder
	if loc.b == nil {
		sb.WriteString(kind.label())
		sb.WriteString(msg)
		sb.WriteByte('\n')
		return sb.String()
	}
	b := loc.b
	t := b.text
	ls := loc.off
	for ls > 0 && t[ls-1] != '\n' && t[ls-1] != '\r' {
		ls--
	}
	le := loc.off
	for le < len(t) && t[le] != '\n' && t[le] != '\r' {
		le++
	}
	line, col := b.lineCol(loc.off)
	name := b.name
	if name == "-" {
		name = "<stdin>"
	}
	if color {
		sb.WriteString(ansiBold)
	}
	sb.WriteString(name)
	sb.WriteByte(':')
	sb.WriteString(strconv.Itoa(line))
	sb.WriteByte(':')
	sb.WriteString(strconv.Itoa(col))
	sb.WriteString(": ")
	if color {
		sb.WriteString(ansiReset + kind.color() + kind.label() + ansiReset + ansiBold + msg + "\n" + ansiReset)
	} else {
		sb.WriteString(kind.label())
		sb.WriteString(msg)
		sb.WriteByte('\n')
	}

	content := t[ls:le]
	for i := 0; i < len(content); i++ {
		if content[i] >= 0x80 {
			writeSourceLine(&sb, content)
			return sb.String()
		}
	}
	caret := []byte(strings.Repeat(" ", len(content)+1))
	for _, r := range ranges {
		if r.b != b || r.s > le || r.e < ls {
			continue
		}
		s, e := r.s, r.e
		if s < ls {
			s = ls
		}
		if e > le {
			e = le
		}
		s -= ls
		e -= ls
		if e > len(caret) {
			e = len(caret)
		}
		for i := s; i < e; i++ {
			caret[i] = '~'
		}
	}
	c := col - 1
	if c <= len(content) {
		caret[c] = '^'
	} else {
		caret[len(content)] = '^'
	}
	cs := strings.TrimRight(string(caret), " ")
	writeSourceLine(&sb, content)
	if color {
		sb.WriteString(ansiGreen)
	}
	out := 0
	for i := 0; i < len(cs); i++ {
		if i >= len(content) || content[i] != '\t' {
			sb.WriteByte(cs[i])
			out++
			continue
		}
		for {
			sb.WriteByte(cs[i])
			out++
			if out%tabStop == 0 {
				break
			}
		}
	}
	sb.WriteByte('\n')
	if color {
		sb.WriteString(ansiReset)
	}
	return sb.String()
}

func writeSourceLine(sb *strings.Builder, content string) {
	out := 0
	for i := 0; i < len(content); i++ {
		j := strings.IndexByte(content[i:], '\t')
		if j < 0 {
			sb.WriteString(content[i:])
			break
		}
		sb.WriteString(content[i : i+j])
		out += j
		i += j
		for {
			sb.WriteByte(' ')
			out++
			if out%tabStop == 0 {
				break
			}
		}
	}
	sb.WriteByte('\n')
}

// printMessage writes formatMessage's result to w.
func printMessage(w io.Writer, loc sloc, kind diagKind, msg string, ranges ...srange) {
	io.WriteString(w, formatColored(loc, kind, msg, colored(w), ranges...))
}

// diagError is an error carrying a located message, like LLVM's
// ErrorDiagnostic.
type diagError struct {
	loc  sloc
	msg  string
	rng  srange
	text string // the rendered message
}

func (e *diagError) Error() string { return e.text }

func newDiagRef(r sref, msg string) *diagError {
	rg := r.rng()
	return &diagError{loc: r.loc(), msg: msg, rng: rg, text: formatMessage(r.loc(), dkError, msg)}
}

func newDiagLoc(l sloc, msg string) *diagError {
	rg := srange{l.b, l.off, l.off}
	return &diagError{loc: l, msg: msg, rng: rg, text: formatMessage(l, dkError, msg)}
}

// errList joins several errors, like llvm::joinErrors.
type errList []error

func (l errList) Error() string {
	var sb strings.Builder
	for _, e := range l {
		sb.WriteString(e.Error())
	}
	return sb.String()
}

func joinErr(a, b error) error {
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	var out errList
	if l, ok := a.(errList); ok {
		out = append(out, l...)
	} else {
		out = append(out, a)
	}
	if l, ok := b.(errList); ok {
		out = append(out, l...)
	} else {
		out = append(out, b)
	}
	return out
}

// flattenErr lists the leaves of a joined error.
func flattenErr(e error) []error {
	if e == nil {
		return nil
	}
	if l, ok := e.(errList); ok {
		return l
	}
	return []error{e}
}

type undefVarError struct{ name sref }

func (e *undefVarError) Error() string { return "undefined variable: " + e.name.str() }

type overflowError struct{}

func (overflowError) Error() string { return "overflow error" }

type notFoundError struct{}

func (notFoundError) Error() string { return "String not found in input" }

// logAll writes every leaf of err followed by a newline, like
// llvm::logAllUnhandledErrors.
func logAll(w io.Writer, err error) {
	for _, e := range flattenErr(err) {
		writeErr(w, e)
		io.WriteString(w, "\n")
	}
}

// writeErr writes one error, rendering located ones for w.
func writeErr(w io.Writer, e error) {
	if d, ok := e.(*diagError); ok {
		io.WriteString(w, formatColored(d.loc, dkError, d.msg, colored(w)))
		return
	}
	io.WriteString(w, e.Error())
}
