package filecheck

import (
	"io"
	"strings"
)

// ANSI sequences as LLVM's raw_ostream emits them with --color.
const (
	ansiBold       = "\x1b[1m" // SAVEDCOLOR, whatever the bold flag
	ansiReset      = "\x1b[0m"
	ansiRed        = "\x1b[0;1;31m"
	ansiGreen      = "\x1b[0;1;32m"
	ansiBlue       = "\x1b[0;1;34m"
	ansiMagenta    = "\x1b[0;1;35m"
	ansiCyan       = "\x1b[0;1;36m"
	ansiBlack      = "\x1b[0;1;30m" // also BRIGHT_BLACK in bold
	ansiCyanBg     = "\x1b[0;1;46m"
	ansiNoteColor  = ansiBlack
	ansiRemarkCol  = ansiBlue
	ansiWarningCol = ansiMagenta
)

// colorWriter marks stderr as accepting colored diagnostics (--color).
type colorWriter struct{ io.Writer }

func colored(w io.Writer) bool {
	_, ok := w.(*colorWriter)
	return ok
}

func (k diagKind) color() string {
	switch k {
	case dkError:
		return ansiRed
	case dkWarning:
		return ansiWarningCol
	case dkRemark:
		return ansiRemarkCol
	}
	return ansiNoteColor
}

// coloredDumpHelp is dumpInputHelp as printed with --color.
func coloredDumpHelp() string {
	s := dumpInputHelp
	for _, tok := range []string{"L:", "T:L", "T:L'N", "^~~", "!~~", "X~~", "?", "..."} {
		s = replaceOnce(s, "\n  - "+tok+" ", "\n  - "+ansiBold+tok+ansiReset+" ")
	}
	return replaceOnce(s, "colors success, error, fuzzy match, discarded match, unmatched input",
		"colors "+ansiGreen+"success"+ansiReset+", "+ansiRed+"error"+ansiReset+", "+ansiMagenta+"fuzzy match"+
			ansiReset+", "+ansiCyan+"discarded match"+ansiReset+", "+ansiCyanBg+"unmatched input"+ansiReset)
}

func replaceOnce(s, old, new string) string {
	if i := strings.Index(s, old); i >= 0 {
		return s[:i] + new + s[i+len(old):]
	}
	return s
}
