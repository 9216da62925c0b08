package driver

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/symopt/symopt/diag"
)

// expectation is one `expected-error @+1 {{text}}` comment.
type expectation struct {
	Sev     diag.Severity
	Line    int      // line the diagnostic must be on
	Pos     diag.Pos // where the comment is, for reports
	Text    string   // as written between the outer braces
	Re      *regexp.Regexp
	Matched bool
}

var expectRE = regexp.MustCompile(`expected-(error|warning|note|remark)(-re)?[ \t]*(@[+-]?[0-9]+|@above|@below)?[ \t]*\{\{`)

// parseExpectations reads the expected-* comments of a source chunk.
func parseExpectations(file string, src []byte, firstLine int) ([]*expectation, []*diag.Diagnostic) {
	lines := bytes.Split(src, []byte{'\n'})
	var out []*expectation
	var errs []*diag.Diagnostic
	var pendingBelow []*expectation
	lastCode := 0 // last line without an expectation
	for i, raw := range lines {
		lineNo := i + firstLine
		line := string(raw)
		locs := expectRE.FindAllStringSubmatchIndex(line, -1)
		if len(locs) == 0 {
			if strings.TrimSpace(line) != "" {
				for _, e := range pendingBelow {
					e.Line = lineNo
				}
				pendingBelow = nil
				lastCode = lineNo
			}
			continue
		}
		for _, m := range locs {
			pos := diag.Pos{File: file, Line: lineNo, Col: m[0] + 1}
			rest := line[m[1]:]
			end := strings.LastIndex(rest, "}}")
			if end < 0 {
				errs = append(errs, diag.Errorf(pos, "found start of regex with no end '}}'"))
				continue
			}
			e := &expectation{Pos: pos, Text: rest[:end]}
			switch line[m[2]:m[3]] {
			case "error":
				e.Sev = diag.Error
			case "warning":
				e.Sev = diag.Warning
			case "note":
				e.Sev = diag.Note
			default:
				e.Sev = diag.Remark
			}
			if m[4] >= 0 {
				re, err := expectationRegexp(e.Text)
				if err != nil {
					errs = append(errs, diag.Errorf(pos, "invalid regex: %v", err))
					continue
				}
				e.Re = re
			}
			e.Line = lineNo
			if m[6] >= 0 {
				switch d := line[m[6]+1 : m[7]]; d {
				case "above":
					e.Line = lastCode
				case "below":
					pendingBelow = append(pendingBelow, e)
				default:
					n, _ := strconv.Atoi(d)
					e.Line = lineNo + n
				}
			}
			out = append(out, e)
		}
	}
	return out, errs
}

// expectationRegexp turns `text {{re}} text` into a regexp.
func expectationRegexp(s string) (*regexp.Regexp, error) {
	var b strings.Builder
	for {
		i := strings.Index(s, "{{")
		if i < 0 {
			b.WriteString(regexp.QuoteMeta(s))
			break
		}
		b.WriteString(regexp.QuoteMeta(s[:i]))
		j := strings.Index(s[i+2:], "}}")
		if j < 0 {
			return nil, fmt.Errorf("found start of regex with no end '}}'")
		}
		b.WriteString("(?:" + s[i+2:i+2+j] + ")")
		s = s[i+2+j+2:]
	}
	return regexp.Compile(b.String())
}

func (e *expectation) matches(d *diag.Diagnostic) bool {
	if e.Matched || e.Sev != d.Severity || e.Line != d.Pos.Line {
		return false
	}
	if e.Re != nil {
		return e.Re.MatchString(d.Msg)
	}
	return strings.Contains(d.Msg, e.Text)
}

// verifyDiagnostics checks produced diagnostics against expectations and
// returns the mismatches as error diagnostics.
func verifyDiagnostics(produced []*diag.Diagnostic, exps []*expectation) []*diag.Diagnostic {
	var out []*diag.Diagnostic
	var all []*diag.Diagnostic
	for _, d := range produced {
		all = append(all, d)
		all = append(all, d.Notes...)
	}
	for _, d := range all {
		found := false
		for _, e := range exps {
			if e.matches(d) {
				e.Matched = true
				found = true
				break
			}
		}
		if !found && (d.Severity != diag.Note || isTopLevel(d, produced)) {
			out = append(out, diag.Errorf(d.Pos, "unexpected %s: %s", d.Severity, d.Msg))
		}
	}
	for _, e := range exps {
		if !e.Matched {
			out = append(out, diag.Errorf(e.Pos, "expected %s \"%s\" was not produced", e.Sev, e.Text))
		}
	}
	return out
}

func isTopLevel(d *diag.Diagnostic, list []*diag.Diagnostic) bool {
	for _, x := range list {
		if x == d {
			return true
		}
	}
	return false
}
