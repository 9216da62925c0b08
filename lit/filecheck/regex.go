package filecheck

import (
	"regexp"
	"strconv"
	"strings"
)

// compiledRegex matches one translated ERE with LLVM's semantics: POSIX
// leftmost-longest, newline-sensitive, optionally case-insensitive, with
// back-references emulated on top of Go's RE2 engine.
type compiledRegex struct {
	lit   string // when isLit, the regex is this plain string
	isLit bool
	t     *ereTranslation
	re    *regexp.Regexp // the pattern itself, or its relaxed form with back-references
	flags string
}

const maxBackrefTries = 2000

func compileRegex(ere string, ignoreCase bool) (*compiledRegex, string) {
	t, msg := translateERE(ere)
	if msg != "" {
		return nil, msg
	}
	if t.isLit && !ignoreCase && t.literal != "" {
		return &compiledRegex{lit: t.literal, isLit: true, t: t}, ""
	}
	flags := "(?m)"
	if ignoreCase {
		flags = "(?mi)"
	}
	src := t.src
	if t.backrefs {
		src = relaxBackrefs(t, src)
	}
	re, err := regexp.Compile(flags + src)
	if err != nil {
		return nil, err.Error()
	}
	re.Longest()
	return &compiledRegex{t: t, re: re, flags: flags}, ""
}

// uncapture turns capturing groups of Go source s into non-capturing ones.
func uncapture(s string) string {
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		sb.WriteByte(c)
		if c == '\\' && i+1 < len(s) {
			i++
			sb.WriteByte(s[i])
			continue
		}
		if c == '(' && (i+1 >= len(s) || s[i+1] != '?') {
			sb.WriteString("?:")
		}
	}
	return sb.String()
}

// replaceBackrefs rewrites every back-reference mark in s with f(n).
func replaceBackrefs(s string, f func(n int) string) string {
	var sb strings.Builder
	for {
		i := strings.Index(s, backrefMark)
		if i < 0 {
			sb.WriteString(s)
			return sb.String()
		}
		j := strings.Index(s[i+1:], backrefMark) + i + 1
		n, _ := strconv.Atoi(s[i+1 : j])
		sb.WriteString(s[:i])
		sb.WriteString(f(n))
		s = s[j+1:]
	}
}

// relaxBackrefs replaces each back-reference with a copy of the group it
// refers to, giving a regex that accepts a superset of the matches.
func relaxBackrefs(t *ereTranslation, s string) string {
	return replaceBackrefs(s, func(n int) string {
		g := replaceBackrefs(t.groupSrc[n], func(int) string { return "(?:.*)" })
		return "(?:" + uncapture(g) + ")"
	})
}

// match finds the first match in buf and returns submatch offsets like
// FindStringSubmatchIndex, or nil.
func (c *compiledRegex) match(buf string) []int {
	if c.isLit {
		i := strings.Index(buf, c.lit)
		if i < 0 {
			return nil
		}
		return []int{i, i + len(c.lit)}
	}
	if !c.t.backrefs {
		return c.re.FindStringSubmatchIndex(buf)
	}
	from := 0
	for try := 0; try < maxBackrefTries && from <= len(buf); try++ {
		m := c.re.FindStringSubmatchIndex(buf[from:])
		if m == nil {
			return nil
		}
		start := m[0]
		vals := func(sub []int, off int) map[int]string {
			v := map[int]string{}
			for n := 1; n <= c.t.nsub; n++ {
				if sub[2*n] >= 0 {
					v[n] = buf[off+sub[2*n] : off+sub[2*n+1]]
				}
			}
			return v
		}
		rv := vals(m, from)
		exactSrc := replaceBackrefs(c.t.src, func(n int) string { return regexp.QuoteMeta(rv[n]) })
		if exact, err := regexp.Compile(c.flags + exactSrc); err == nil {
			exact.Longest()
			if em := exact.FindStringSubmatchIndex(buf[from:]); em != nil && em[0] == start {
				ev := vals(em, from)
				ok := true
				for n := range rv {
					if strings.Contains(c.t.src, backrefMark+strconv.Itoa(n)+backrefMark) && ev[n] != rv[n] {
						ok = false
					}
				}
				if ok {
					for i := range em {
						if em[i] >= 0 {
							em[i] += from
						}
					}
					return em
				}
			}
		}
		from += start + 1
	}
	return nil
}
