package filecheck

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
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

// maxExactRegexes bounds the exact regexes one back-reference search
// keeps compiled, one per set of group values tried.
const maxExactRegexes = 64

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
//
// With back-references, the relaxed regex proposes where a match may
// start and with which group values; the exact regex, with those values
// in place of the back-references, confirms it. An exact match starting
// there is one of the relaxed matches starting there, so it ends no later
// than the longest of them: the exact regex only searches up to the end
// of that line, and each try costs the length of a line, not of the rest
// of the input. poll, when not nil, is called now and then during a long
// search (it stops the run when its time is up).
func (c *compiledRegex) match(buf string, poll func()) []int {
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
	exacts := map[string]*regexp.Regexp{}
	for try, from := 0, 0; from <= len(buf); try++ {
		if poll != nil && try%64 == 63 {
			poll()
		}
		m := c.re.FindStringSubmatchIndex(buf[from:])
		if m == nil {
			return nil
		}
		start := m[0]
		end := from + m[1]
		if i := strings.IndexByte(buf[end:], '\n'); i >= 0 {
			end += i
		} else {
			end = len(buf)
		}
		window := buf[from:end]
		vals := func(sub []int) map[int]string {
			v := map[int]string{}
			for n := 1; n <= c.t.nsub; n++ {
				if sub[2*n] >= 0 {
					v[n] = window[sub[2*n]:sub[2*n+1]]
				}
			}
			return v
		}
		rv := vals(m)
		exactSrc := replaceBackrefs(c.t.src, func(n int) string { return regexp.QuoteMeta(rv[n]) })
		exact, ok := exacts[exactSrc]
		if !ok {
			if len(exacts) >= maxExactRegexes {
				clear(exacts)
			}
			exact, _ = regexp.Compile(c.flags + exactSrc)
			if exact != nil {
				exact.Longest()
			}
			exacts[exactSrc] = exact
		}
		if exact != nil {
			if em := exact.FindStringSubmatchIndex(window); em != nil && em[0] == start {
				ev := vals(em)
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
		// Next try one character on: widened text (bytewise.go) has
		// characters of several bytes, and a try must start on one.
		_, size := utf8.DecodeRuneInString(buf[from+start:])
		from += start + max(size, 1)
	}
	return nil
}
