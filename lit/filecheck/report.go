package filecheck

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// matchType classifies a diagnostic recorded for the input dump.
type matchType int

const (
	matchFoundAndExpected matchType = iota
	matchFoundButExcluded
	matchFoundButWrongLine
	matchFoundButDiscarded
	matchFoundErrorNote
	matchNoneAndExcluded
	matchNoneButExpected
	matchNoneForInvalidPattern
	matchFuzzy
)

// fcDiag is one diagnostic recorded for --dump-input.
type fcDiag struct {
	checkTy             checkType
	checkLoc            sloc
	matchTy             matchType
	startLine, startCol int
	endLine, endCol     int
	note                string
}

// checker runs the checks of one FileCheck invocation.
type checker struct {
	req     *request
	ctx     *patternContext
	w       io.Writer // stderr
	diags   *[]fcDiag
	strings []*checkString
	diffOut *strings.Builder // non-nil with --diff
}

func (c *checker) addDiag(ty checkType, loc sloc, mt matchType, r srange, note string) {
	d := fcDiag{checkTy: ty, checkLoc: loc, matchTy: mt, note: note}
	d.startLine, d.startCol = r.b.lineCol(r.s)
	d.endLine, d.endCol = r.b.lineCol(r.e)
	*c.diags = append(*c.diags, d)
}

// processMatchResult records a match or search range for the dump and
// returns it as a range.
func (c *checker) processMatchResult(mt matchType, loc sloc, ty checkType, buf sref, pos, n int, adjustPrev bool) srange {
	r := srange{buf.b, buf.s + pos, buf.s + pos + n}
	if c.diags != nil {
		if adjustPrev {
			c.retypeLastDiags(mt)
		} else {
			c.addDiag(ty, loc, mt, r, "")
		}
	}
	return r
}

func (c *checker) printSubstitutions(p *pattern, r srange, mt matchType, toDiags bool) {
	for _, s := range p.subs {
		v, err := s.resultForDiagnostics()
		if err != nil {
			continue
		}
		msg := "with \"" + writeEscaped(s.from.str()) + "\" equal to " + v
		if toDiags {
			c.addDiag(p.ty, p.loc, mt, srange{r.b, r.s, r.s}, msg)
		} else {
			printMessage(c.w, r.start(), dkNote, msg)
		}
	}
}

func (c *checker) printVariableDefs(p *pattern, mt matchType, toDiags bool) {
	type capture struct {
		name string
		r    srange
	}
	var caps []capture
	for _, name := range p.varDefOrd {
		v := c.ctx.globalVars[name]
		if v.rng != nil {
			caps = append(caps, capture{name, *v.rng})
		}
	}
	for _, name := range p.numDefOrd {
		nv := p.numVarDefs[name]
		if nv.v.strValue == nil {
			continue
		}
		caps = append(caps, capture{name, *nv.v.strValue})
	}
	if len(caps) == 0 {
		return
	}
	sort.SliceStable(caps, func(i, j int) bool { return caps[i].r.s < caps[j].r.s })
	for _, cp := range caps {
		msg := "captured var \"" + cp.name + "\""
		if toDiags {
			c.addDiag(p.ty, p.loc, mt, cp.r, msg)
		} else {
			printMessage(c.w, cp.r.start(), dkNote, msg, cp.r)
		}
	}
}

// printMatch reports a found pattern; it returns true if that is an error.
func (c *checker) printMatch(expected bool, prefix string, loc sloc, p *pattern, count int, buf sref, pos, n int) bool {
	hasError := !expected
	printDiag := true
	if !hasError {
		if !c.req.verbose {
			return false
		}
		if !c.req.verboseVerbose && p.ty.kind == checkEOF {
			return false
		}
		printDiag = c.diags == nil
	}
	mt := matchFoundAndExpected
	if !expected {
		mt = matchFoundButExcluded
	}
	r := c.processMatchResult(mt, loc, p.ty, buf, pos, n, false)
	if c.diags != nil {
		c.printSubstitutions(p, r, mt, true)
		c.printVariableDefs(p, mt, true)
	}
	if !printDiag {
		return hasError
	}
	word := "expected"
	if !expected {
		word = "excluded"
	}
	msg := fmt.Sprintf("%s: %s string found in input", p.ty.description(prefix), word)
	if p.ty.count > 1 {
		msg += fmt.Sprintf(" (%d out of %d)", count, p.ty.count)
	}
	kind := dkRemark
	if !expected {
		kind = dkError
	}
	printMessage(c.w, loc, kind, msg)
	printMessage(c.w, r.start(), dkNote, "found here", r)
	c.printSubstitutions(p, r, mt, false)
	c.printVariableDefs(p, mt, false)
	return hasError
}

// printNoMatch reports a pattern that was not found; it returns true if
// that is an error.
func (c *checker) printNoMatch(expected bool, prefix string, loc sloc, p *pattern, count int, buf sref, matchErr error) bool {
	hasError := expected
	hasPatternError := false
	mt := matchNoneAndExcluded
	if expected {
		mt = matchNoneButExpected
	}
	var msgs []string
	for _, e := range flattenErr(matchErr) {
		if d, ok := e.(*diagError); ok {
			hasError, hasPatternError = true, true
			mt = matchNoneForInvalidPattern
			writeErr(c.w, d)
			msgs = append(msgs, d.msg)
		}
	}
	printDiag := true
	if !hasError {
		if !c.req.verboseVerbose {
			return false
		}
		printDiag = c.diags == nil
	}
	sr := c.processMatchResult(mt, loc, p.ty, buf, 0, buf.len(), false)
	if c.diags != nil {
		for _, m := range msgs {
			c.addDiag(p.ty, loc, mt, srange{sr.b, sr.s, sr.s}, m)
		}
		c.printSubstitutions(p, sr, mt, true)
	}
	if !printDiag {
		return hasError
	}
	if !hasPatternError {
		word := "expected"
		if !expected {
			word = "excluded"
		}
		msg := fmt.Sprintf("%s: %s string not found in input", p.ty.description(prefix), word)
		if p.ty.count > 1 {
			msg += fmt.Sprintf(" (%d out of %d)", count, p.ty.count)
		}
		kind := dkError
		if !expected {
			kind = dkRemark
		}
		printMessage(c.w, loc, kind, msg)
		printMessage(c.w, sr.start(), dkNote, "scanning from here")
	}
	c.printSubstitutions(p, sr, mt, false)
	if expected {
		if i := p.fuzzyMatch(buf.str()); i >= 0 {
			r := c.processMatchResult(matchFuzzy, p.loc, p.ty, buf, i, 0, false)
			printMessage(c.w, r.start(), dkNote, "possible intended match here")
		}
	}
	return hasError
}

func (c *checker) reportMatchResult(expected bool, prefix string, loc sloc, p *pattern, count int, buf sref, m matchResult) bool {
	if m.found {
		return c.printMatch(expected, prefix, loc, p, count, buf, m.pos, m.len)
	}
	return c.printNoMatch(expected, prefix, loc, p, count, buf, m.err)
}

// retypeLastDiags changes the match type of the diagnostics recorded for
// the most recent pattern, as FileCheck does when a found match turns out
// to be on the wrong line or discarded.
func (c *checker) retypeLastDiags(mt matchType) {
	ds := *c.diags
	if len(ds) == 0 {
		return
	}
	cl := ds[len(ds)-1].checkLoc
	for i := len(ds) - 1; i >= 0 && ds[i].checkLoc == cl; i-- {
		ds[i].matchTy = mt
	}
}
