package filecheck

import (
	"fmt"
	"strings"

	"github.com/sergi/go-diff/diffmatchpatch"
)

// maxDiffLines bounds how many expected lines one --diff hunk shows.
const maxDiffLines = 10

// patternLine returns the directive's pattern text as written.
func patternLine(p *pattern) string {
	if p.loc.b == nil {
		return ""
	}
	t := p.loc.b.text[p.loc.off:]
	if i := strings.IndexAny(t, "\n\r"); i >= 0 {
		t = t[:i]
	}
	return strings.TrimRight(t, " \t")
}

// recordDiff appends to c.diffOut a line diff between the patterns from
// check string i on (up to the next failure-free block end) and the input
// lines where they were expected.
func (c *checker) recordDiff(i int, region sref) {
	var want []string
	first := c.strings[i]
	for k := i; k < len(c.strings) && len(want) < maxDiffLines; k++ {
		cs := c.strings[k]
		if k > i && cs.pat.ty.kind == checkLabel {
			break
		}
		if cs.pat.ty.kind == checkEOF {
			continue
		}
		want = append(want, patternLine(cs.pat))
	}
	if len(want) == 0 {
		return
	}
	start := region.s
	if f := first.pat.fuzzyMatch(region.str()); f >= 0 {
		start += f
	} else if nl := strings.IndexByte(region.str(), '\n'); nl == 0 {
		start++
	}
	for start > 0 && region.b.text[start-1] != '\n' {
		start--
	}
	rest := region.b.text[start:]
	var got []string
	for len(got) < len(want) && rest != "" {
		line := rest
		if j := strings.IndexByte(rest, '\n'); j >= 0 {
			line, rest = rest[:j], rest[j+1:]
		} else {
			rest = ""
		}
		got = append(got, strings.TrimSpace(line))
	}
	for k := range want {
		want[k] = strings.TrimSpace(want[k])
	}
	wl, _ := first.pat.loc.b.lineCol(first.pat.loc.off)
	gl, _ := region.b.lineCol(start)
	dmp := diffmatchpatch.New()
	a, b, lines := dmp.DiffLinesToChars(strings.Join(want, "\n")+"\n", strings.Join(got, "\n")+"\n")
	diffs := dmp.DiffCharsToLines(dmp.DiffMain(a, b, false), lines)
	fmt.Fprintf(c.diffOut, "--- %s:%d\n+++ %s:%d\n", first.pat.loc.b.name, wl, region.b.name, gl)
	for _, d := range diffs {
		mark := " "
		switch d.Type {
		case diffmatchpatch.DiffDelete:
			mark = "-"
		case diffmatchpatch.DiffInsert:
			mark = "+"
		}
		for _, l := range strings.SplitAfter(d.Text, "\n") {
			if l == "" {
				continue
			}
			c.diffOut.WriteString(mark + l)
			if !strings.HasSuffix(l, "\n") {
				c.diffOut.WriteByte('\n')
			}
		}
	}
}
