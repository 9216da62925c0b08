package filecheck

import (
	"strings"
)

// maxCachedRegexes bounds the per-run cache of compiled regexes.
const maxCachedRegexes = 4096

// matchResult is the outcome of one search for a pattern.
type matchResult struct {
	found    bool
	pos, len int   // relative to the searched buffer
	err      error // notFoundError or pattern errors when !found
}

// lowerText returns b's text in ASCII lower case, computed once.
func (b *buffer) lowerText() string {
	if b.lower == nil {
		l := asciiLower(b.text)
		b.lower = &l
	}
	return *b.lower
}

func asciiLower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			bs := []byte(s)
			for j := i; j < len(bs); j++ {
				if c := bs[j]; c >= 'A' && c <= 'Z' {
					bs[j] = c + 'a' - 'A'
				}
			}
			return string(bs)
		}
	}
	return s
}

// match searches buf for the pattern.
func (p *pattern) match(buf sref) matchResult {
	p.ctx.poll()
	if p.ty.kind == checkEOF {
		return matchResult{found: true, pos: buf.len()}
	}
	if p.fixed != "" {
		var i int
		if p.ignoreCase {
			i = strings.Index(buf.b.lowerText()[buf.s:buf.e], asciiLower(p.fixed))
		} else {
			i = strings.Index(buf.str(), p.fixed)
		}
		if i < 0 {
			return matchResult{err: notFoundError{}}
		}
		return matchResult{found: true, pos: i, len: len(p.fixed)}
	}
	cr := p.compiled
	if len(p.subs) != 0 || cr == nil {
		rs := p.regexStr
		if len(p.subs) != 0 {
			if p.lineNumber != 0 {
				p.ctx.lineVar.value = bigInt(p.lineNumber)
			}
			var sb strings.Builder
			last := 0
			var errs error
			for _, s := range p.subs {
				v, err := s.resultRegex()
				if err != nil {
					for _, e := range flattenErr(err) {
						switch e := e.(type) {
						case overflowError:
							errs = joinErr(errs, newDiagRef(s.from, "unable to substitute variable or numeric expression: overflow error"))
						case *undefVarError:
							errs = joinErr(errs, newDiagRef(e.name, e.Error()))
						default:
							errs = joinErr(errs, e)
						}
					}
					continue
				}
				sb.WriteString(p.regexStr[last:s.idx])
				sb.WriteString(v)
				last = s.idx
			}
			if errs != nil {
				return matchResult{err: errs}
			}
			sb.WriteString(p.regexStr[last:])
			rs = sb.String()
		}
		key := rs
		if p.ignoreCase {
			key = "i" + rs
		} else {
			key = "c" + rs
		}
		c, ok := p.ctx.regexCache[key]
		if !ok {
			c, _ = compileRegex(rs, p.ignoreCase)
			if len(p.ctx.regexCache) > maxCachedRegexes {
				clear(p.ctx.regexCache)
			}
			p.ctx.regexCache[key] = c
		}
		if c == nil {
			return matchResult{err: notFoundError{}}
		}
		cr = c
		if len(p.subs) == 0 {
			p.compiled = c
		}
	}
	m := matchBytes(cr, buf, p.ctx.poll)
	if m == nil {
		return matchResult{err: notFoundError{}}
	}
	for _, name := range p.varDefOrd {
		g := p.varDefs[name]
		s, e := m[2*g], m[2*g+1]
		if s < 0 {
			s, e = m[0], m[0]
		}
		p.ctx.globalVars[name] = strVar{val: buf.str()[s:e], rng: &srange{buf.b, buf.s + s, buf.s + e}}
	}
	skip := 0
	if p.ty.kind == checkEmpty {
		skip = 1
	}
	for _, name := range p.numDefOrd {
		nv := p.numVarDefs[name]
		s, e := m[2*nv.paren], m[2*nv.paren+1]
		if s < 0 {
			s, e = m[0], m[0]
		}
		// A match only sets the value: the variable is not put back in
		// the table, so once --enable-var-scope has cleared (and dropped)
		// a local numeric variable, later CHECK-LABELs leave its new value
		// alone, as FileCheck-19 does.
		nv.v.value = nv.v.format.valueFromString(buf.str()[s:e])
		nv.v.strValue = &srange{buf.b, buf.s + s, buf.s + e}
	}
	return matchResult{found: true, pos: m[0] + skip, len: m[1] - m[0] - skip}
}

// matchDistance is the edit distance between the start of buf's first line
// and the pattern text, used to suggest a possible intended match.
func (p *pattern) matchDistance(buf string) int {
	ex := p.fixed
	if ex == "" {
		ex = p.regexStr
	}
	pre := buf
	if len(pre) > len(ex) {
		pre = pre[:len(ex)]
	}
	if i := strings.IndexByte(pre, '\n'); i >= 0 {
		pre = pre[:i]
	}
	return editDistance(pre, ex)
}

func editDistance(a, b string) int {
	row := make([]int, len(b)+1)
	for j := range row {
		row[j] = j
	}
	for i := 1; i <= len(a); i++ {
		prev := row[0]
		row[0] = i
		for j := 1; j <= len(b); j++ {
			old := row[j]
			if a[i-1] == b[j-1] {
				row[j] = prev
			} else {
				m := prev
				if row[j-1] < m {
					m = row[j-1]
				}
				if old < m {
					m = old
				}
				row[j] = m + 1
			}
			prev = old
		}
	}
	return row[len(b)]
}

// fuzzyMatch returns the offset in buf of a likely intended match, or -1.
func (p *pattern) fuzzyMatch(buf string) int {
	n := len(buf)
	if n > 4096 {
		n = 4096
	}
	l := len(p.fixed)
	if len(p.regexStr) > l {
		l = len(p.regexStr)
	}
	if 4096*2048 < n*l {
		return -1
	}
	best := -1
	bestQ := 0.0
	lines := 0
	for i := 0; i < n; i++ {
		if buf[i] == '\n' {
			lines++
		}
		if buf[i] == ' ' || buf[i] == '\t' {
			continue
		}
		q := float64(p.matchDistance(buf[i:])) + float64(lines)/100.0
		if q < bestQ || best < 0 {
			best, bestQ = i, q
		}
	}
	if best > 0 && bestQ < 50 {
		return best
	}
	return -1
}
