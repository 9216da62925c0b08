package lit

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/sergi/go-diff/diffmatchpatch"
)

// builtinDiff compares two files (either may be "-" for stdin) and
// prints a unified diff; exit code 0 when equal, 1 when different and
// 2 on trouble, like diff(1).
func builtinDiff(sh *shell, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var opt diffOptions
	opt.context = 3
	var files []string
	for i := 1; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-u":
		case a == "-b" || a == "--ignore-space-change":
			opt.ignoreSpaceChange = true
		case a == "-w" || a == "--ignore-all-space":
			opt.ignoreAllSpace = true
		case a == "-B" || a == "--ignore-blank-lines":
			opt.ignoreBlank = true
		case a == "--strip-trailing-cr":
			opt.stripCR = true
		case a == "-U" && i+1 < len(args):
			i++
			n, err := strconv.Atoi(args[i])
			if err != nil || n < 0 {
				fmt.Fprintf(stderr, "Error: invalid '-U' value %q\n", args[i])
				return 2
			}
			opt.context = n
		case strings.HasPrefix(a, "-U"):
			n, err := strconv.Atoi(a[2:])
			if err != nil || n < 0 {
				fmt.Fprintf(stderr, "Error: invalid '-U' value %q\n", a[2:])
				return 2
			}
			opt.context = n
		case a != "-" && strings.HasPrefix(a, "-"):
			fmt.Fprintf(stderr, "Unsupported: 'diff': option %s not recognized\n", a)
			return 2
		default:
			files = append(files, a)
		}
	}
	if len(files) != 2 {
		fmt.Fprintf(stderr, "Error: missing or extra operand\n")
		return 2
	}
	var texts [2]string
	for i, f := range files {
		var data []byte
		var err error
		if f == "-" {
			data, err = io.ReadAll(stdin)
		} else {
			data, err = os.ReadFile(sh.abs(f))
		}
		if err != nil {
			fmt.Fprintf(stderr, "Error: 'diff' command failed, %s: %v\n", f, pathErr(err))
			return 2
		}
		texts[i] = string(data)
	}
	out := unifiedDiff(files[0], files[1], texts[0], texts[1], opt)
	if out == "" {
		return 0
	}
	io.WriteString(stdout, out)
	return 1
}

type diffOptions struct {
	context                                                 int
	ignoreSpaceChange, ignoreAllSpace, ignoreBlank, stripCR bool
}

// normalize returns the form of a line used for comparison.
func (o diffOptions) normalize(l string) string {
	if o.stripCR {
		l = strings.TrimSuffix(l, "\r")
	}
	if o.ignoreAllSpace {
		return strings.Join(strings.Fields(l), "")
	}
	if o.ignoreSpaceChange {
		return strings.Join(strings.Fields(l), " ")
	}
	return l
}

func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	lines := strings.SplitAfter(s, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// unifiedDiff returns a unified diff of a and b, or "" when they are
// equal under the options.
func unifiedDiff(nameA, nameB, textA, textB string, opt diffOptions) string {
	la, lb := splitLines(textA), splitLines(textB)
	keyA, keyB := make([]string, len(la)), make([]string, len(lb))
	for i, l := range la {
		keyA[i] = opt.normalize(strings.TrimSuffix(l, "\n")) + "\n"
	}
	for i, l := range lb {
		keyB[i] = opt.normalize(strings.TrimSuffix(l, "\n")) + "\n"
	}
	dmp := diffmatchpatch.New()
	ca, cb, _ := dmp.DiffLinesToRunes(strings.Join(keyA, ""), strings.Join(keyB, ""))
	diffs := dmp.DiffMainRunes(ca, cb, false)
	// ops: ' ' keep, '-' delete, '+' insert, with line indices.
	type op struct {
		kind   byte
		ia, ib int
	}
	var ops []op
	ia, ib := 0, 0
	for _, d := range diffs {
		for range []rune(d.Text) {
			switch d.Type {
			case diffmatchpatch.DiffEqual:
				ops = append(ops, op{' ', ia, ib})
				ia, ib = ia+1, ib+1
			case diffmatchpatch.DiffDelete:
				ops = append(ops, op{'-', ia, ib})
				ia++
			case diffmatchpatch.DiffInsert:
				ops = append(ops, op{'+', ia, ib})
				ib++
			}
		}
	}
	changed := func(o op) bool {
		if o.kind == ' ' {
			return false
		}
		if !opt.ignoreBlank {
			return true
		}
		if o.kind == '-' {
			return strings.TrimSpace(la[o.ia]) != ""
		}
		return strings.TrimSpace(lb[o.ib]) != ""
	}
	var b strings.Builder
	for i := 0; i < len(ops); {
		if !changed(ops[i]) {
			i++
			continue
		}
		start := max(0, i-opt.context)
		end, gap := i, 0
		for j := i; j < len(ops) && gap <= 2*opt.context; j++ {
			if changed(ops[j]) {
				end, gap = j, 0
			} else {
				gap++
			}
		}
		end = min(len(ops), end+opt.context+1)
		if b.Len() == 0 {
			fmt.Fprintf(&b, "--- %s\n+++ %s\n", nameA, nameB)
		}
		hunk := ops[start:end]
		na, nb := 0, 0
		for _, o := range hunk {
			if o.kind != '+' {
				na++
			}
			if o.kind != '-' {
				nb++
			}
		}
		fmt.Fprintf(&b, "@@ -%s +%s @@\n", hunkRange(hunk[0].ia, na), hunkRange(hunk[0].ib, nb))
		for _, o := range hunk {
			line := ""
			if o.kind == '+' {
				line = lb[o.ib]
			} else {
				line = la[o.ia]
			}
			b.WriteByte(o.kind)
			b.WriteString(line)
			if !strings.HasSuffix(line, "\n") {
				b.WriteString("\n\\ No newline at end of file\n")
			}
		}
		i = end
	}
	return b.String()
}

func hunkRange(start, n int) string {
	if n == 0 {
		return fmt.Sprintf("%d,0", start)
	}
	if n == 1 {
		return strconv.Itoa(start + 1)
	}
	return fmt.Sprintf("%d,%d", start+1, n)
}
