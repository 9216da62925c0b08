package lit

import (
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"

	"github.com/sergi/go-diff/diffmatchpatch"
)

// builtinDiff compares two files (either may be "-" for stdin) like
// lit's built-in diff: a context diff by default, a unified one with -u
// or -U N; exit code 0 when equal, 1 when different or on trouble.
func builtinDiff(sh *shell, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	opt := diffOptions{context: 3}
	var files []string
	for i := 1; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-u":
			opt.unified = true
		case a == "-b":
			opt.ignoreSpaceChange = true
		case a == "-w":
			opt.ignoreAllSpace = true
		case a == "--strip-trailing-cr":
			opt.stripCR = true
		case a == "-U" || a == "-I":
			if i+1 == len(args) {
				fmt.Fprintf(stderr, "Unsupported: 'diff': option %s requires argument\n", a)
				return 1
			}
			i++
			if !opt.setArg(a[1], args[i], stderr) {
				return 1
			}
		case strings.HasPrefix(a, "-U") || strings.HasPrefix(a, "-I"):
			if !opt.setArg(a[1], a[2:], stderr) {
				return 1
			}
		case a != "-" && strings.HasPrefix(a, "-"):
			fmt.Fprintf(stderr, "Unsupported: 'diff': option %s not recognized\n", a)
			return 1
		default:
			files = append(files, a)
		}
	}
	if len(files) != 2 {
		fmt.Fprintf(stderr, "Error: missing or extra operand\n")
		return 1
	}
	var lines [2][]string
	for i, f := range files {
		var data []byte
		var err error
		if f == "-" {
			data, err = io.ReadAll(stdin)
		} else {
			files[i] = sh.abs(f)
			data, err = os.ReadFile(files[i])
		}
		if err != nil {
			fmt.Fprintf(stderr, "Error: 'diff' command failed, %s: %v\n", f, pathErr(err))
			return 1
		}
		lines[i] = opt.prepare(string(data))
	}
	out := formatDiff(files[0], files[1], lines[0], lines[1], opt)
	if out == "" {
		return 0
	}
	io.WriteString(stdout, out)
	return 1
}

type diffOptions struct {
	context                                    int
	unified                                    bool
	ignoreSpaceChange, ignoreAllSpace, stripCR bool
	ignoreRE                                   *regexp.Regexp
}

// setArg handles -U N and -I REGEX.
func (o *diffOptions) setArg(flag byte, val string, stderr io.Writer) bool {
	if flag == 'U' {
		n, err := strconv.Atoi(val)
		if err != nil || n < 0 {
			fmt.Fprintf(stderr, "Error: invalid '-U' argument: %s\n", val)
			return false
		}
		o.context, o.unified = n, true
		return true
	}
	re, err := regexp.Compile(val)
	if err != nil {
		fmt.Fprintf(stderr, "Error: invalid '-I' argument: %v\n", err)
		return false
	}
	o.ignoreRE = re
	return true
}

// prepare splits text into lines and normalizes them as the options
// say; the normalized lines are compared and printed, as in lit.
func (o diffOptions) prepare(text string) []string {
	var out []string
	for _, l := range splitLines(text) {
		if o.ignoreRE != nil && o.ignoreRE.MatchString(l) && o.ignoreRE.FindStringIndex(l)[0] == 0 {
			continue
		}
		if o.stripCR {
			l = strings.ReplaceAll(l, "\r\n", "\n")
		}
		if o.ignoreAllSpace {
			l = strings.Join(strings.Fields(l), "") + "\n"
		} else if o.ignoreSpaceChange {
			l = strings.Join(strings.Fields(l), " ") + "\n"
		}
		out = append(out, l)
	}
	return out
}

// splitLines splits text after each newline, keeping the newlines.
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

// opcode is a difflib-style edit: a[i1:i2] becomes b[j1:j2].
type opcode struct {
	tag            byte // '=' equal, '!' replace, '-' delete, '+' insert
	i1, i2, j1, j2 int
}

// diffOpcodes computes a line diff of a and b as opcodes.
func diffOpcodes(a, b []string) []opcode {
	dmp := diffmatchpatch.New()
	ca, cb, _ := dmp.DiffLinesToRunes(strings.Join(a, ""), strings.Join(b, ""))
	var ops []opcode
	i, j := 0, 0
	for _, d := range dmp.DiffMainRunes(ca, cb, false) {
		n := len([]rune(d.Text))
		var op opcode
		switch d.Type {
		case diffmatchpatch.DiffEqual:
			op = opcode{'=', i, i + n, j, j + n}
		case diffmatchpatch.DiffDelete:
			op = opcode{'-', i, i + n, j, j}
		default:
			op = opcode{'+', i, i, j, j + n}
		}
		i, j = op.i2, op.j2
		if k := len(ops) - 1; k >= 0 && op.tag != '=' && ops[k].tag != '=' {
			ops[k] = opcode{'!', ops[k].i1, op.i2, ops[k].j1, op.j2}
			continue
		}
		ops = append(ops, op)
	}
	return ops
}

// groupOpcodes splits opcodes into hunks with n lines of context, like
// difflib's get_grouped_opcodes.
func groupOpcodes(ops []opcode, n int) [][]opcode {
	if len(ops) == 0 || len(ops) == 1 && ops[0].tag == '=' {
		return nil
	}
	if ops[0].tag == '=' {
		o := &ops[0]
		o.i1, o.j1 = max(o.i1, o.i2-n), max(o.j1, o.j2-n)
	}
	if last := &ops[len(ops)-1]; last.tag == '=' {
		last.i2, last.j2 = min(last.i2, last.i1+n), min(last.j2, last.j1+n)
	}
	var groups [][]opcode
	var g []opcode
	for _, o := range ops {
		if o.tag == '=' && o.i2-o.i1 > 2*n {
			g = append(g, opcode{'=', o.i1, min(o.i2, o.i1+n), o.j1, min(o.j2, o.j1+n)})
			groups = append(groups, g)
			g = nil
			o.i1, o.j1 = max(o.i1, o.i2-n), max(o.j1, o.j2-n)
		}
		g = append(g, o)
	}
	if len(g) > 0 && !(len(g) == 1 && g[0].tag == '=') {
		groups = append(groups, g)
	}
	return groups
}

// formatDiff returns the diff of a and b, or "" when they are equal.
func formatDiff(nameA, nameB string, a, b []string, opt diffOptions) string {
	groups := groupOpcodes(diffOpcodes(a, b), opt.context)
	if len(groups) == 0 {
		return ""
	}
	var w strings.Builder
	line := func(prefix, l string) {
		w.WriteString(prefix)
		w.WriteString(l)
		if !strings.HasSuffix(l, "\n") {
			w.WriteString("\n")
		}
	}
	if opt.unified {
		fmt.Fprintf(&w, "--- %s\n+++ %s\n", nameA, nameB)
	} else {
		fmt.Fprintf(&w, "*** %s\n--- %s\n", nameA, nameB)
	}
	for _, g := range groups {
		first, last := g[0], g[len(g)-1]
		if opt.unified {
			fmt.Fprintf(&w, "@@ -%s +%s @@\n", rangeUnified(first.i1, last.i2), rangeUnified(first.j1, last.j2))
			for _, o := range g {
				for _, l := range a[o.i1:o.i2] {
					line(map[byte]string{'=': " ", '-': "-", '!': "-"}[o.tag], l)
				}
				if o.tag != '=' {
					for _, l := range b[o.j1:o.j2] {
						line("+", l)
					}
				}
			}
			continue
		}
		prefix := map[byte]string{'=': "  ", '-': "- ", '+': "+ ", '!': "! "}
		w.WriteString("***************\n")
		fmt.Fprintf(&w, "*** %s ****\n", rangeContext(first.i1, last.i2))
		if hasTag(g, '!', '-') {
			for _, o := range g {
				if o.tag != '+' {
					for _, l := range a[o.i1:o.i2] {
						line(prefix[o.tag], l)
					}
				}
			}
		}
		fmt.Fprintf(&w, "--- %s ----\n", rangeContext(first.j1, last.j2))
		if hasTag(g, '!', '+') {
			for _, o := range g {
				if o.tag != '-' {
					for _, l := range b[o.j1:o.j2] {
						line(prefix[o.tag], l)
					}
				}
			}
		}
	}
	return w.String()
}

func hasTag(g []opcode, t1, t2 byte) bool {
	for _, o := range g {
		if o.tag == t1 || o.tag == t2 {
			return true
		}
	}
	return false
}

// rangeUnified and rangeContext format line ranges as difflib does.
func rangeUnified(start, stop int) string {
	begin, n := start+1, stop-start
	if n == 1 {
		return strconv.Itoa(begin)
	}
	if n == 0 {
		begin--
	}
	return fmt.Sprintf("%d,%d", begin, n)
}

func rangeContext(start, stop int) string {
	begin, n := start+1, stop-start
	if n == 0 {
		begin--
	}
	if n <= 1 {
		return strconv.Itoa(begin)
	}
	return fmt.Sprintf("%d,%d", begin, begin+n-1)
}
