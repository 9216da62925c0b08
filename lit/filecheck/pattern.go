package filecheck

import (
	"io"
	"strconv"
	"strings"
)

const backrefLimit = 9

// substitution is a [[VAR]] or [[#expr]] whose value is inserted into the
// regex at match time.
type substitution struct {
	from    sref // the variable name or expression text
	idx     int  // insertion offset in regexStr
	numeric bool
	expr    *expression
	ctx     *patternContext
}

func (s *substitution) resultRegex() (string, error) {
	if s.numeric {
		v, err := s.expr.ast.eval()
		if err != nil {
			return "", err
		}
		return s.expr.format.matchingString(v)
	}
	v, ok := s.ctx.globalVars[s.from.str()]
	if !ok {
		return "", &undefVarError{s.from}
	}
	return regexEscape(v.val), nil
}

func (s *substitution) resultForDiagnostics() (string, error) {
	if s.numeric {
		r, err := s.resultRegex()
		if err != nil {
			return "", err
		}
		return "\"" + r + "\"", nil
	}
	r, err := s.resultRegex()
	if err != nil {
		return "", err
	}
	return "\"" + writeEscaped(r) + "\"", nil
}

type numVarMatch struct {
	v     *numericVariable
	paren int
}

// pattern is the compiled form of one directive's pattern text.
type pattern struct {
	ctx        *patternContext
	ty         checkType
	loc        sloc
	lineNumber int // 0 for implicit patterns
	fixed      string
	regexStr   string
	subs       []*substitution
	varDefs    map[string]int
	varDefOrd  []string
	numVarDefs map[string]numVarMatch
	numDefOrd  []string
	ignoreCase bool
	compiled   *compiledRegex
}

func newPattern(ty checkType, ctx *patternContext, line int) *pattern {
	return &pattern{ctx: ctx, ty: ty, lineNumber: line, varDefs: map[string]int{}, numVarDefs: map[string]numVarMatch{}}
}

func (p *pattern) hasVariable() bool { return len(p.subs) != 0 || len(p.varDefs) != 0 }

// parse compiles the pattern text ps; errors are written to w. It returns
// 0 on success or the exit status FileCheck would stop with.
func (p *pattern) parse(ps sref, prefix string, req *request, w io.Writer) int {
	fullLines := req.matchFullLines && p.ty.kind != checkNot
	p.ignoreCase = req.ignoreCase
	p.loc = ps.loc()
	if !(req.strictWhitespace && req.matchFullLines) {
		ps = ps.rtrim(" \t")
	}
	if ps.empty() && p.ty.kind != checkEmpty {
		printMessage(w, p.loc, dkError, "found empty check string with prefix '"+prefix+":'")
		return 2
	}
	if !ps.empty() && p.ty.kind == checkEmpty {
		printMessage(w, p.loc, dkError, "found non-empty check string for empty check with prefix '"+prefix+":'")
		return 2
	}
	if p.ty.kind == checkEmpty {
		p.regexStr = "(\n$)"
		return 0
	}
	if p.ty.literal {
		p.fixed = ps.str()
		return 0
	}
	s := ps.str()
	if !fullLines && (len(s) < 2 || !strings.Contains(s, "{{") && !strings.Contains(s, "[[")) {
		p.fixed = s
		return 0
	}
	var re strings.Builder
	if fullLines {
		re.WriteByte('^')
		if !req.strictWhitespace {
			re.WriteString(" *")
		}
	}
	curParen := 1
	ep := &exprParser{ctx: p.ctx, lineNumber: p.lineNumber}
	addRegex := func(rs sref) bool {
		t, msg := translateERE(rs.str())
		if msg != "" {
			printMessage(w, rs.loc(), dkError, "invalid regex: "+msg)
			return false
		}
		re.WriteString(rs.str())
		curParen += t.nsub
		return true
	}
	for !ps.empty() {
		if ps.startsWith("{{") {
			end := ps.find("}}", 0)
			if end < 0 {
				printMessage(w, ps.loc(), dkError, "found start of regex string with no end '}}'")
				return 2
			}
			alt := strings.Contains(ps.str(), "|")
			if alt {
				re.WriteByte('(')
				curParen++
			}
			if !addRegex(ps.slice(2, end)) {
				return 2
			}
			if alt {
				re.WriteByte(')')
			}
			ps = ps.sub(end + 2)
			continue
		}
		if ps.startsWith("[[") && !ps.startsWith("[[[") {
			unparsed := ps.sub(2)
			end, code := findRegexVarEnd(unparsed, w)
			if code != 0 {
				return code
			}
			if end < 0 {
				printMessage(w, ps.loc(), dkError, "Invalid substitution block, no ]] found")
				return 2
			}
			matchStr := unparsed.take(end)
			isNum := matchStr.consume("#")
			ps = unparsed.sub(end + 2)

			isDef, substNeeded, legacy := false, false, false
			var defName string
			var substStr sref
			var matchRegexp string
			var matchRegexpRef *sref
			insertIdx := re.Len()
			if !isNum {
				varEnd := matchStr.findByte(':')
				head := matchStr
				if varEnd >= 0 {
					head = matchStr.take(varEnd)
				}
				if sp := strings.IndexAny(head.str(), " \t"); sp >= 0 {
					printMessage(w, sloc{matchStr.b, matchStr.s + sp}, dkError, "unexpected whitespace")
					return 2
				}
				orig := matchStr
				vp, err := parseVariable(&matchStr)
				if err != nil {
					logAll(w, err)
					return 2
				}
				isDef = varEnd >= 0
				substNeeded = !isDef
				if isDef {
					if vp.pseudo || !matchStr.consume(":") {
						printMessage(w, vp.name.loc(), dkError, "invalid name in string variable definition")
						return 2
					}
					if _, ok := p.ctx.globalNumVars[vp.name.str()]; ok {
						printMessage(w, vp.name.loc(), dkError, "numeric variable with name '"+vp.name.str()+"' already exists")
						return 2
					}
					defName = vp.name.str()
					m := matchStr
					matchRegexpRef = &m
				} else if vp.pseudo {
					matchStr = orig
					legacy, isNum = true, true
				} else {
					if !matchStr.empty() {
						printMessage(w, vp.name.loc(), dkError, "invalid name in string variable use")
						return 2
					}
					substStr = vp.name
				}
			}
			var expr *expression
			var defVar *numericVariable
			if isNum {
				e, v, err := ep.parseNumericSubstitutionBlock(matchStr, legacy)
				if err != nil {
					logAll(w, err)
					return 2
				}
				expr, defVar = e, v
				substNeeded = e.ast != nil
				if defVar != nil {
					isDef = true
					defName = defVar.name
				}
				if substNeeded {
					substStr = matchStr
				} else {
					matchRegexp = e.format.wildcardRegex()
				}
			}
			if isDef {
				re.WriteByte('(')
				insertIdx++
				if isNum {
					if _, ok := p.numVarDefs[defName]; !ok {
						p.numDefOrd = append(p.numDefOrd, defName)
					}
					p.numVarDefs[defName] = numVarMatch{defVar, curParen}
					p.ctx.globalNumVars[defName] = defVar
				} else {
					if _, ok := p.varDefs[defName]; !ok {
						p.varDefOrd = append(p.varDefOrd, defName)
					}
					p.varDefs[defName] = curParen
					p.ctx.definedVars[defName] = true
				}
				curParen++
			}
			if matchRegexpRef != nil && !matchRegexpRef.empty() {
				if !addRegex(*matchRegexpRef) {
					return 2
				}
			} else if matchRegexp != "" {
				re.WriteString(matchRegexp)
				curParen += countGroups(matchRegexp)
			}
			if isDef {
				re.WriteByte(')')
			}
			if substNeeded {
				if n, ok := p.varDefs[substStr.str()]; !isNum && ok {
					if n < 1 || n > backrefLimit {
						printMessage(w, substStr.loc(), dkError, "Can't back-reference more than "+strconv.Itoa(backrefLimit)+" variables")
						return 2
					}
					re.WriteString(`\` + strconv.Itoa(n))
				} else {
					p.subs = append(p.subs, &substitution{from: substStr, idx: insertIdx, numeric: isNum, expr: expr, ctx: p.ctx})
				}
			}
			continue
		}
		end := len(ps.str())
		if i := ps.find("{{", 1); i >= 0 && i < end {
			end = i
		}
		if i := ps.find("[[", 1); i >= 0 && i < end {
			end = i
		}
		re.WriteString(regexEscape(ps.take(end).str()))
		ps = ps.sub(end)
	}
	if fullLines {
		if !req.strictWhitespace {
			re.WriteString(" *")
		}
		re.WriteByte('$')
	}
	p.regexStr = re.String()
	return 0
}

// findRegexVarEnd finds the "]]" closing a substitution block, skipping
// nested brackets and escapes. A stray ']' is fatal with status 1, as in
// FileCheck.
func findRegexVarEnd(str sref, w io.Writer) (int, int) {
	off, depth := 0, 0
	for !str.empty() {
		if str.startsWith("]]") && depth == 0 {
			return off, 0
		}
		if str.front() == '\\' {
			n := 2
			if str.len() < 2 {
				n = str.len()
			}
			str = str.sub(2)
			off += n
			continue
		}
		switch str.front() {
		case '[':
			depth++
		case ']':
			if depth == 0 {
				printMessage(w, str.loc(), dkError, "missing closing \"]\" for regex variable")
				return -1, 1
			}
			depth--
		}
		str = str.sub(1)
		off++
	}
	return -1, 0
}
