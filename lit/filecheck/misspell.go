package filecheck

import (
	"io"
	"strings"
)

var directiveSuffixes = []string{"NEXT", "SAME", "NOT", "DAG", "LABEL", "EMPTY", "COUNT"}

// warnMisspelled reports directive-like words that FileCheck would silently
// ignore, such as CHECK-LABLE: or "CHECK foo" without a colon. It only
// looks at prefixes written where a directive usually starts: after
// nothing but comment punctuation and blanks on the line.
func warnMisspelled(w io.Writer, b *buffer, req *request) {
	t := b.text
	off := 0
	for off <= len(t) {
		end := strings.IndexByte(t[off:], '\n')
		if end < 0 {
			end = len(t) - off
		}
		line := t[off : off+end]
		for _, p := range req.checkPrefixes {
			if msg, col := misspelling(line, p); msg != "" {
				printMessage(w, sloc{b, off + col}, dkWarning, msg)
				break
			}
		}
		off += end + 1
	}
}

// misspelling classifies one check-file line; it returns a warning and the
// column of the prefix, or "".
func misspelling(line, prefix string) (string, int) {
	i := strings.Index(line, prefix)
	if i < 0 || strings.Trim(line[:i], " \t/;#!*-") != "" {
		return "", 0
	}
	rest := line[i+len(prefix):]
	switch {
	case strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "{"):
		return "", 0
	case strings.HasPrefix(rest, " ") && strings.TrimSpace(rest) != "":
		return "directive '" + prefix + "' is not followed by ':' and will be ignored", i
	case strings.HasPrefix(rest, "-") || strings.HasPrefix(rest, "_"):
		word := rest[1:]
		j := 0
		for j < len(word) && (isAlnum(word[j]) || word[j] == '-') {
			j++
		}
		suffix := word[:j]
		after := word[j:]
		for _, d := range directiveSuffixes {
			if suffix == d || d == "COUNT" && strings.HasPrefix(suffix, "COUNT-") {
				if !strings.HasPrefix(after, ":") && !strings.HasPrefix(after, "{") && strings.TrimSpace(after) != "" {
					return "directive '" + prefix + "-" + suffix + "' is not followed by ':' and will be ignored", i
				}
				return "", 0
			}
		}
		for _, d := range directiveSuffixes {
			if suffix != "" && editDistance(suffix, d) <= 2 && (strings.HasPrefix(after, ":") || strings.HasPrefix(after, " ")) {
				return "possibly misspelled directive '" + prefix + "-" + suffix + "' (did you mean '" + prefix + "-" + d + ":'?)", i
			}
		}
	}
	return "", 0
}
