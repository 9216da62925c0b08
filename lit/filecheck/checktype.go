package filecheck

import "strconv"

// checkKind is the directive kind of a check line.
type checkKind int

const (
	checkNone checkKind = iota
	checkPlain
	checkNext
	checkSame
	checkNot
	checkDAG
	checkLabel
	checkEmpty
	checkComment
	checkEOF
	checkBadNot
	checkBadCount
	checkMisspelled
)

// checkType is a directive kind with its count and modifiers.
type checkType struct {
	kind    checkKind
	count   int
	literal bool
}

func ct(k checkKind) checkType { return checkType{kind: k, count: 1} }

func (t checkType) modifiers() string {
	if t.literal {
		return "{LITERAL}"
	}
	return ""
}

// description is the directive name used in messages, e.g. CHECK-NEXT.
func (t checkType) description(prefix string) string {
	switch t.kind {
	case checkNone:
		return "invalid"
	case checkMisspelled:
		return "misspelled"
	case checkPlain:
		if t.count > 1 {
			return prefix + "-COUNT" + t.modifiers()
		}
		return prefix + t.modifiers()
	case checkNext:
		return prefix + "-NEXT" + t.modifiers()
	case checkSame:
		return prefix + "-SAME" + t.modifiers()
	case checkNot:
		return prefix + "-NOT" + t.modifiers()
	case checkDAG:
		return prefix + "-DAG" + t.modifiers()
	case checkLabel:
		return prefix + "-LABEL" + t.modifiers()
	case checkEmpty:
		return prefix + "-EMPTY" + t.modifiers()
	case checkComment:
		return prefix
	case checkEOF:
		return "implicit EOF"
	case checkBadNot:
		return "bad NOT"
	case checkBadCount:
		return "bad COUNT"
	}
	return "unknown"
}

// abbreviation labels the directive in --dump-input annotations.
func (t checkType) abbreviation() string {
	switch t.kind {
	case checkPlain:
		if t.count > 1 {
			return "count"
		}
		return "check"
	case checkNext:
		return "next"
	case checkSame:
		return "same"
	case checkNot:
		return "not"
	case checkDAG:
		return "dag"
	case checkLabel:
		return "label"
	case checkEmpty:
		return "empty"
	case checkComment:
		return "com"
	case checkEOF:
		return "eof"
	case checkBadNot:
		return "bad-not"
	case checkBadCount:
		return "bad-count"
	case checkMisspelled:
		return "misspelled"
	}
	return "invalid"
}

// findCheckType classifies the text following a prefix occurrence; buf
// starts at the prefix. It returns the type and the text after the
// directive's colon (or the point where classification stopped).
func findCheckType(req *request, buf sref, prefix string) (checkType, sref, bool) {
	misspelled := false
	if buf.len() <= len(prefix) {
		return ct(checkNone), sref{}, false
	}
	rest := buf.sub(len(prefix))
	for _, c := range req.commentPrefixes {
		if c == prefix {
			if rest.consume(":") {
				return ct(checkComment), rest, false
			}
			return ct(checkNone), sref{}, false
		}
	}
	consumeMods := func(t checkType) (checkType, sref, bool) {
		if rest.consume(":") {
			return t, rest, misspelled
		}
		if !rest.consume("{") {
			return ct(checkNone), sref{}, misspelled
		}
		for {
			rest = rest.ltrim(" \t\n\v\f\r")
			if rest.consume("LITERAL") {
				t.literal = true
			} else {
				return ct(checkNone), rest, misspelled
			}
			rest = rest.ltrim(" \t\n\v\f\r")
			if !rest.consume(",") {
				break
			}
		}
		if !rest.consume("}:") {
			return ct(checkNone), rest, misspelled
		}
		return t, rest, misspelled
	}
	if rest.consume(":") {
		return ct(checkPlain), rest, false
	}
	if rest.front() == '{' {
		return consumeMods(ct(checkPlain))
	}
	if rest.consume("_") {
		misspelled = true
	} else if !rest.consume("-") {
		return ct(checkNone), sref{}, false
	}
	if rest.consume("COUNT-") {
		s := rest.str()
		n := 0
		neg := false
		if n < len(s) && s[n] == '-' {
			neg = true
			n++
		}
		d := n
		for n < len(s) && isDigit(s[n]) {
			n++
		}
		if n == d {
			return ct(checkBadCount), rest, misspelled
		}
		v, err := strconv.ParseInt(s[:n], 10, 64)
		if err != nil {
			return ct(checkBadCount), rest, misspelled
		}
		rest.s += n
		if neg || v <= 0 || v > 1<<31-1 {
			return ct(checkBadCount), rest, misspelled
		}
		if rest.empty() || rest.front() != ':' && rest.front() != '{' {
			return ct(checkBadCount), rest, misspelled
		}
		t := ct(checkPlain)
		t.count = int(v)
		return consumeMods(t)
	}
	for _, bad := range []string{"DAG-NOT:", "NOT-DAG:", "NEXT-NOT:", "NOT-NEXT:", "SAME-NOT:", "NOT-SAME:", "EMPTY-NOT:", "NOT-EMPTY:"} {
		if rest.startsWith(bad) {
			return ct(checkBadNot), rest, misspelled
		}
	}
	for _, d := range []struct {
		s string
		k checkKind
	}{{"NEXT", checkNext}, {"SAME", checkSame}, {"NOT", checkNot}, {"DAG", checkDAG}, {"LABEL", checkLabel}, {"EMPTY", checkEmpty}} {
		if rest.consume(d.s) {
			return consumeMods(ct(d.k))
		}
	}
	return ct(checkNone), rest, misspelled
}

// classify wraps findCheckType, turning misspelled directives into
// checkMisspelled.
func classify(req *request, buf sref, prefix string) (checkType, sref) {
	t, rest, missp := findCheckType(req, buf, prefix)
	if t.kind != checkNone && missp {
		return ct(checkMisspelled), rest
	}
	return t, rest
}
