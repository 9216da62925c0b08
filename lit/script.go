package lit

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// runLine is one RUN command after joining '\' continuations.
type runLine struct {
	line   int     // line of the first RUN: of the command
	text   string  // command before substitution
	substs []Subst // substitutions in force: DEFINEs, then the config's
}

// script is what a test file says about itself.
type script struct {
	runs         []runLine
	requires     []string // each must hold
	unsupported  []string // any may hold
	xfails       []string // any may hold; "*" always holds
	allowRetries int
}

var keywords = []string{"RUN:", "REQUIRES:", "UNSUPPORTED:", "XFAIL:", "ALLOW_RETRIES:", "REDEFINE:", "DEFINE:", "END."}

var substNameRE = regexp.MustCompile(`^%\{[_a-zA-Z][-_:0-9a-zA-Z]*\}$`)

// findKeyword returns the leftmost keyword in line and the text after it.
func findKeyword(line string) (kw, rest string, ok bool) {
	best := -1
	for _, k := range keywords {
		if i := strings.Index(line, k); i >= 0 && (best < 0 || i < best) {
			best, kw = i, k
		}
	}
	if best < 0 {
		return "", "", false
	}
	return kw, line[best+len(kw):], true
}

// parseScript reads the keyword lines of a test file. substs are the
// configuration's substitutions, which DEFINE and REDEFINE extend.
func parseScript(path, text string, substs []Subst) (*script, error) {
	s := &script{}
	errorf := func(line int, format string, args ...any) error {
		return fmt.Errorf("%s:%d: %s", path, line, fmt.Sprintf(format, args...))
	}
	cont := "" // keyword whose last line ended in '\'
	var defLine int
	var defKW, defText string
	retriesSeen := false
	lines := strings.Split(text, "\n")
	for i, raw := range lines {
		n := i + 1
		kw, rest, ok := findKeyword(strings.TrimSuffix(raw, "\r"))
		if !ok {
			continue
		}
		rest = strings.TrimRight(rest, " \t")
		if cont != "" && kw != cont {
			return nil, errorf(n, "%s line follows a %s line ending in '\\'", kw, cont)
		}
		switch kw {
		case "END.":
			if strings.TrimSpace(rest) != "" {
				return nil, errorf(n, "'END.' must be followed by nothing, got %q", rest)
			}
			return s, s.finish(path, len(lines), cont)
		case "RUN:":
			if cont != "" {
				last := &s.runs[len(s.runs)-1]
				last.text = last.text[:len(last.text)-1] + rest
			} else {
				s.runs = append(s.runs, runLine{line: n, text: rest, substs: substs})
			}
			cont = ""
			if strings.HasSuffix(rest, `\`) {
				cont = "RUN:"
			}
		case "DEFINE:", "REDEFINE:":
			if cont != "" {
				defText = defText[:len(defText)-1] + rest
			} else {
				defLine, defKW, defText = n, kw, rest
			}
			cont = ""
			if strings.HasSuffix(rest, `\`) {
				cont = defKW
				continue
			}
			var err error
			if substs, err = define(defKW, defText, substs); err != nil {
				return nil, errorf(defLine, "%v", err)
			}
		case "REQUIRES:", "UNSUPPORTED:", "XFAIL:":
			exprs, err := parseExprList(rest, kw == "XFAIL:")
			if err != nil {
				return nil, errorf(n, "%s %v", kw, err)
			}
			dst := map[string]*[]string{"REQUIRES:": &s.requires, "UNSUPPORTED:": &s.unsupported, "XFAIL:": &s.xfails}[kw]
			*dst = append(*dst, exprs...)
		case "ALLOW_RETRIES:":
			if retriesSeen {
				return nil, errorf(n, "more than one ALLOW_RETRIES: line")
			}
			retriesSeen = true
			v, err := strconv.Atoi(strings.TrimSpace(rest))
			if err != nil || v < 0 {
				return nil, errorf(n, "ALLOW_RETRIES: want a non-negative integer, got %q", strings.TrimSpace(rest))
			}
			s.allowRetries = v
		}
	}
	return s, s.finish(path, len(lines), cont)
}

func (s *script) finish(path string, line int, cont string) error {
	if cont != "" {
		return fmt.Errorf("%s:%d: unterminated %s line (the last one ends in '\\')", path, line, cont)
	}
	return nil
}

// define applies a DEFINE: or REDEFINE: body "%{name} = value".
func define(kw, body string, substs []Subst) ([]Subst, error) {
	name, value, ok := strings.Cut(body, "=")
	name = strings.TrimSpace(name)
	if !ok || !substNameRE.MatchString(name) {
		return nil, fmt.Errorf("%s want '%%{name} = value', got %q", kw, strings.TrimSpace(body))
	}
	value = strings.TrimSpace(value)
	idx := slices.IndexFunc(substs, func(s Subst) bool { return s.Key == name })
	if kw == "DEFINE:" {
		if idx >= 0 {
			//lint:ignore ST1005 lit's own wording
			return nil, fmt.Errorf("DEFINE: %s is already defined; use REDEFINE:", name)
		}
		return append([]Subst{{Key: name, Value: value}}, substs...), nil
	}
	if idx < 0 {
		//lint:ignore ST1005 lit's own wording
		return nil, fmt.Errorf("REDEFINE: %s is not defined; use DEFINE:", name)
	}
	substs = slices.Clone(substs)
	substs[idx].Value = value
	return substs, nil
}

// parseExprList splits a comma-separated list of feature expressions and
// checks each one's syntax.
func parseExprList(text string, allowStar bool) ([]string, error) {
	var out []string
	for _, e := range strings.Split(text, ",") {
		e = strings.TrimSpace(e)
		if e == "" {
			continue
		}
		if !(allowStar && e == "*") {
			if _, err := evalFeatures(e, nil); err != nil {
				return nil, err
			}
		}
		out = append(out, e)
	}
	return out, nil
}
