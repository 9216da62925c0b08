package pipeline

import (
	"fmt"
	"strings"

	"github.com/sergi/go-diff/diffmatchpatch"
)

// diffContext is the number of unchanged lines around each hunk.
const diffContext = 3

// lineOp is one line of a line diff: ' ' kept, '-' removed, '+' added.
type lineOp struct {
	kind byte
	text string
}

// lineDiff diffs two texts line by line.
func lineDiff(a, b string) []lineOp {
	dmp := diffmatchpatch.New()
	ca, cb, lines := dmp.DiffLinesToChars(a, b)
	diffs := dmp.DiffCharsToLines(dmp.DiffMain(ca, cb, false), lines)
	var ops []lineOp
	for _, d := range diffs {
		kind := byte(' ')
		switch d.Type {
		case diffmatchpatch.DiffDelete:
			kind = '-'
		case diffmatchpatch.DiffInsert:
			kind = '+'
		}
		text := strings.TrimSuffix(d.Text, "\n")
		for _, l := range strings.Split(text, "\n") {
			ops = append(ops, lineOp{kind, l})
		}
	}
	return ops
}

// UnifiedDiff returns the unified diff (`---`/`+++` headers and `@@` hunks
// with three lines of context) turning a into b, or "" when they are equal.
func UnifiedDiff(a, b, nameA, nameB string) string {
	if a == b {
		return ""
	}
	ops := lineDiff(a, b)
	var out strings.Builder
	fmt.Fprintf(&out, "--- %s\n+++ %s\n", nameA, nameB)
	// Line numbers (1-based) of each op in a and b.
	na, nb := make([]int, len(ops)), make([]int, len(ops))
	la, lb := 1, 1
	for i, op := range ops {
		na[i], nb[i] = la, lb
		if op.kind != '+' {
			la++
		}
		if op.kind != '-' {
			lb++
		}
	}
	for i := 0; i < len(ops); {
		if ops[i].kind == ' ' {
			i++
			continue
		}
		// Grow a hunk from the first change, merging changes whose
		// context windows touch.
		start := max(0, i-diffContext)
		end := i
		for j := i; j < len(ops); j++ {
			if ops[j].kind != ' ' {
				end = j
			} else if j-end > 2*diffContext {
				break
			}
		}
		stop := min(len(ops), end+diffContext+1)
		countA, countB := 0, 0
		for _, op := range ops[start:stop] {
			if op.kind != '+' {
				countA++
			}
			if op.kind != '-' {
				countB++
			}
		}
		fmt.Fprintf(&out, "@@ -%s +%s @@\n", hunkRange(na[start], countA), hunkRange(nb[start], countB))
		for _, op := range ops[start:stop] {
			out.WriteByte(op.kind)
			out.WriteString(op.text)
			out.WriteByte('\n')
		}
		i = stop
	}
	return out.String()
}

// hunkRange prints `start,count` the way diff -u does: a count of one is
// omitted and an empty range starts at the line before.
func hunkRange(start, count int) string {
	switch count {
	case 0:
		return fmt.Sprintf("%d,0", start-1)
	case 1:
		return fmt.Sprint(start)
	}
	return fmt.Sprintf("%d,%d", start, count)
}
