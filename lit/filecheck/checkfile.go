package filecheck

import (
	"io"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// prefixMatcher finds the earliest occurrence of any prefix, preferring
// longer prefixes at the same position.
type prefixMatcher struct {
	prefixes []string
	pos      []int
	input    sref
}

func newPrefixMatcher(check, comment []string, input sref) *prefixMatcher {
	all := append(append([]string{}, check...), comment...)
	sort.SliceStable(all, func(i, j int) bool { return len(all[i]) > len(all[j]) })
	m := &prefixMatcher{prefixes: all, pos: make([]int, len(all)), input: input}
	for i, p := range all {
		m.pos[i] = input.find(p, 0)
	}
	return m
}

// match returns the index (relative to input) and text of the next prefix
// occurrence at or after from, or -1.
func (m *prefixMatcher) match(from int) (int, string) {
	best, bestP := -1, ""
	for i, p := range m.prefixes {
		if m.pos[i] != -1 && m.pos[i] < from {
			m.pos[i] = m.input.find(p, from)
		}
		if m.pos[i] != -1 && (best == -1 || m.pos[i] < best) {
			best, bestP = m.pos[i], p
		}
	}
	return best, bestP
}

// firstMatchingPrefix advances *buf to the next valid directive. It returns
// the prefix used, the text after the directive and its type.
func (c *checker) firstMatchingPrefix(m *prefixMatcher, buf *sref, line *int) (string, sref, checkType) {
	for !buf.empty() {
		at, prefix := m.match(buf.s - m.input.s)
		if at < 0 {
			return "", sref{}, ct(checkNone)
		}
		loc := at - (buf.s - m.input.s)
		skipped := buf.take(loc)
		*buf = buf.sub(loc)
		*line += strings.Count(skipped.str(), "\n")
		if skipped.empty() || !isPartOfWord(skipped.back()) {
			ty, after := classify(c.req, *buf, prefix)
			if ty.kind != checkNone {
				return prefix, after, ty
			}
		}
		k := len(prefix)
		for k < buf.len() && isPartOfWord(buf.at(k)) {
			k++
		}
		*buf = buf.sub(k)
	}
	return "", sref{}, ct(checkNone)
}

// implicitPatternBuffers are the synthesized buffers of
// --implicit-check-not patterns, for labelling dump annotations.
type implicitPatternBuffers []*buffer

// readCheckFile parses the check file into c.strings. It returns 0 or the
// exit status to stop with.
func (c *checker) readCheckFile(checkBuf *buffer, imp *implicitPatternBuffers) int {
	req := c.req
	if code := c.defineCmdlineVariables(); code != 0 {
		return code
	}
	c.ctx.lineVar = &numericVariable{name: "@LINE", format: exprFormat{kind: fmtUnsigned}}
	c.ctx.globalNumVars["@LINE"] = c.ctx.lineVar

	var implicit []dagNot
	for _, ps := range req.implicitCheckNot {
		pre := "-implicit-check-not='"
		b := newBuffer("command line", pre+ps+"'")
		*imp = append(*imp, b)
		p := newPattern(ct(checkNot), c.ctx, 0)
		// Errors in implicit patterns are reported but, as in FileCheck,
		// do not stop the run.
		p.parse(sref{b, len(pre), len(pre) + len(ps)}, "IMPLICIT-CHECK", req, c.w)
		implicit = append(implicit, dagNot{p, "IMPLICIT-CHECK"})
	}
	dagNots := append([]dagNot{}, implicit...)
	line := 1
	if len(req.checkPrefixes) == 0 {
		req.checkPrefixes = []string{"CHECK"}
		req.isDefaultPrefix = true
	}
	if len(req.commentPrefixes) == 0 {
		req.commentPrefixes = []string{"COM", "RUN"}
	}
	buf := whole(checkBuf)
	m := newPrefixMatcher(req.checkPrefixes, req.commentPrefixes, buf)
	notFound := map[string]bool{}
	for _, p := range req.checkPrefixes {
		notFound[p] = true
	}
	distinct := len(notFound)
	for {
		prefix, after, ty := c.firstMatchingPrefix(m, &buf, &line)
		if prefix == "" {
			break
		}
		if ty.kind != checkComment {
			delete(notFound, prefix)
		}
		prefixStart := buf.loc()
		if after.b == nil || after.empty() {
			buf = buf.sub(len(prefix))
		} else {
			buf = after
		}
		switch ty.kind {
		case checkMisspelled:
			d := sref{buf.b, prefixStart.off, after.s}
			printMessage(c.w, prefixStart, dkError, "misspelled directive '"+d.str()+"'")
			return 2
		case checkBadNot:
			printMessage(c.w, buf.loc(), dkError, "unsupported -NOT combo on prefix '"+prefix+"'")
			return 2
		case checkBadCount:
			printMessage(c.w, buf.loc(), dkError, "invalid count in -COUNT specification on prefix '"+prefix+"'")
			return 2
		}
		if !(req.strictWhitespace && req.matchFullLines) {
			buf = buf.ltrim(" \t")
		}
		eol := strings.IndexAny(buf.str(), "\n\r")
		if eol < 0 {
			eol = buf.len()
		}
		patLoc := buf.loc()
		patBuf := buf.take(eol)
		buf = buf.sub(eol)
		if ty.kind == checkComment {
			continue
		}
		p := newPattern(ty, c.ctx, line)
		if code := p.parse(patBuf, prefix, req, c.w); code != 0 {
			return code
		}
		if ty.kind == checkLabel && p.hasVariable() {
			printMessage(c.w, prefixStart, dkError, "found '"+prefix+"-LABEL:' with variable definition or use")
			return 2
		}
		if (ty.kind == checkNext || ty.kind == checkSame || ty.kind == checkEmpty) && len(c.strings) == 0 {
			t := "SAME"
			if ty.kind == checkNext {
				t = "NEXT"
			} else if ty.kind == checkEmpty {
				t = "EMPTY"
			}
			printMessage(c.w, prefixStart, dkError, "found '"+prefix+"-"+t+"' without previous '"+prefix+": line")
			return 2
		}
		if ty.kind == checkDAG || ty.kind == checkNot {
			dagNots = append(dagNots, dagNot{p, prefix})
			continue
		}
		c.strings = append(c.strings, &checkString{pat: p, prefix: prefix, loc: patLoc, dagNot: dagNots})
		dagNots = append([]dagNot{}, implicit...)
	}
	noneFound := len(notFound) == distinct
	unexpectedlyUnused := !req.allowUnusedPrefixes && len(notFound) != 0
	if (noneFound || unexpectedlyUnused) && (len(implicit) == 0 || !req.isDefaultPrefix) {
		var missing []string
		for p := range notFound {
			missing = append(missing, p)
		}
		sort.Strings(missing)
		var sb strings.Builder
		sb.WriteString("error: no check strings found with prefix")
		if len(missing) > 1 {
			sb.WriteString("es ")
		} else {
			sb.WriteString(" ")
		}
		for i, p := range missing {
			if i > 0 {
				sb.WriteString(", ")
			}
			sb.WriteString("'" + p + ":'")
		}
		sb.WriteString("\n")
		io.WriteString(c.w, sb.String())
		return 2
	}
	if len(dagNots) != 0 {
		p := newPattern(ct(checkEOF), c.ctx, line+1)
		c.strings = append(c.strings, &checkString{pat: p, prefix: req.checkPrefixes[0], loc: buf.loc(), dagNot: dagNots})
	}
	return 0
}

var prefixValidator = regexp.MustCompile(`^[a-zA-Z0-9_-]*$`)

func validatePrefixes(w io.Writer, kind string, unique map[string]bool, prefixes []string) bool {
	for _, p := range prefixes {
		if p == "" {
			io.WriteString(w, "error: supplied "+kind+" prefix must not be the empty string\n")
			return false
		}
		if !prefixValidator.MatchString(p) {
			io.WriteString(w, "error: supplied "+kind+" prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: '"+p+"'\n")
			return false
		}
		if unique[p] {
			io.WriteString(w, "error: supplied "+kind+" prefix must be unique among check and comment prefixes: '"+p+"'\n")
			return false
		}
		unique[p] = true
	}
	return true
}

func validateCheckPrefixes(w io.Writer, req *request) bool {
	unique := map[string]bool{}
	if len(req.checkPrefixes) == 0 {
		unique["CHECK"] = true
	}
	if len(req.commentPrefixes) == 0 {
		unique["COM"], unique["RUN"] = true, true
	}
	return validatePrefixes(w, "check", unique, req.checkPrefixes) &&
		validatePrefixes(w, "comment", unique, req.commentPrefixes)
}

// defineCmdlineVariables applies -D and -D# definitions.
func (c *checker) defineCmdlineVariables() int {
	defs := c.req.globalDefines
	if len(defs) == 0 {
		return 0
	}
	var diag strings.Builder
	type idx struct{ s, n int }
	var idxs []idx
	for i, d := range defs {
		pre := "Global define #" + strconv.Itoa(i+1) + ": "
		eq := strings.IndexByte(d, '=')
		if eq < 0 {
			idxs = append(idxs, idx{diag.Len(), 0})
			continue
		}
		if d[0] == '#' {
			diag.WriteString(pre + d + " (parsed as: [[")
			sub := d[:eq] + ":" + d[eq+1:]
			idxs = append(idxs, idx{diag.Len(), len(sub)})
			diag.WriteString(sub + "]])\n")
		} else {
			diag.WriteString(pre)
			idxs = append(idxs, idx{diag.Len(), len(d)})
			diag.WriteString(d + "\n")
		}
	}
	b := newBuffer("Global defines", diag.String())
	var errs error
	ep := &exprParser{ctx: c.ctx}
	for _, ix := range idxs {
		def := sref{b, ix.s, ix.s + ix.n}
		if def.empty() {
			errs = joinErr(errs, newDiagRef(def, "missing equal sign in global definition"))
			continue
		}
		if def.front() == '#' {
			e, v, err := ep.parseNumericSubstitutionBlock(def.sub(1), false)
			if err != nil {
				errs = joinErr(errs, err)
				continue
			}
			if e.ast == nil {
				// FileCheck 19 crashes here; report it instead.
				errs = joinErr(errs, newDiagLoc(def.endLoc(), "missing numeric expression in global definition"))
				continue
			}
			val, err := e.ast.eval()
			if err != nil {
				errs = joinErr(errs, err)
				continue
			}
			v.value = val
			c.ctx.globalNumVars[v.name] = v
			continue
		}
		eq := def.findByte('=')
		name := def.take(eq)
		orig := name
		vp, err := parseVariable(&name)
		if err != nil {
			errs = joinErr(errs, err)
			continue
		}
		if vp.pseudo || !name.empty() {
			errs = joinErr(errs, newDiagRef(orig, "invalid name in string variable definition '"+orig.str()+"'"))
			continue
		}
		n := vp.name.str()
		if _, ok := c.ctx.globalNumVars[n]; ok {
			errs = joinErr(errs, newDiagRef(vp.name, "numeric variable with name '"+n+"' already exists"))
			continue
		}
		if _, ok := c.ctx.globalVars[n]; !ok {
			c.ctx.globalVars[n] = strVar{val: def.sub(eq + 1).str()}
		}
		c.ctx.definedVars[n] = true
	}
	if errs != nil {
		logAll(c.w, errs)
		return 2
	}
	return 0
}
