package parser_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

// corpusDir holds real MLIR files for measurement; the test skips when it
// is absent (set SYMOPT_CORPUS to point elsewhere).
func corpusDir() string {
	if d := os.Getenv("SYMOPT_CORPUS"); d != "" {
		return d
	}
	return "/work/shared/corpus"
}

var (
	splitRe    = regexp.MustCompile(`(?m)^// -----.*$`)
	expectedRe = regexp.MustCompile(`expected-error\s*(@[-+]?\w+)?\s*\{\{`)
)

// expectedLines returns the lines that expected-error comments point at.
func expectedLines(src string) map[int]bool {
	out := map[int]bool{}
	for i, line := range strings.Split(src, "\n") {
		m := expectedRe.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		n := i + 1
		switch off := m[1]; {
		case off == "":
		case off == "@above":
			n--
		case off == "@below":
			n++
		default:
			d, err := strconv.Atoi(off[1:])
			if err == nil {
				n += d
			}
		}
		out[n] = true
	}
	return out
}

// TestCorpus parses every `// -----` split of the corpus. A split passes
// when it parses, or when it carries expected-error lines and the parser
// reports an error on one of them.
// noFormatRe picks the op name out of a NoFallback parse error.
var noFormatRe = regexp.MustCompile(`custom op '([^']+)' has no assembly format`)

func TestCorpus(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpusDir(), "*.mlir"))
	if len(files) == 0 {
		t.Skip("no corpus at " + corpusDir())
	}
	reg := dialect.NewRegistry()
	total, pass, parsed, roundTrips, strict := 0, 0, 0, 0, 0
	noFormat := map[string]int{} // pretty ops read by the lenient fallback
	var rtFail, genericFail []string
	causes := map[string][]string{}
	for _, fn := range files {
		b, err := os.ReadFile(fn)
		if err != nil {
			t.Fatal(err)
		}
		for i, split := range splitRe.Split(string(b), -1) {
			total++
			name := fmt.Sprintf("%s#%d", filepath.Base(fn), i)
			f, err := parser.Parse(name, []byte(split), reg, parser.Options{AllowUnregistered: true})
			if _, err := parser.Parse(name, []byte(split), reg, parser.Options{AllowUnregistered: true, NoFallback: true}); err == nil {
				strict++
			} else if m := noFormatRe.FindStringSubmatch(err.Error()); m != nil && f != nil {
				noFormat[m[1]]++
			}
			if err == nil {
				pass++
				parsed++
				roundTrips++
				if msg := roundTrip(name, f, reg, false); msg != "" {
					roundTrips--
					rtFail = append(rtFail, msg)
				}
				if msg := roundTrip(name, f, reg, true); msg != "" {
					genericFail = append(genericFail, msg)
				}
				continue
			}
			var list diag.List
			if !errors.As(err, &list) || len(list) == 0 {
				t.Errorf("%s: error is not a diag.List: %v", name, err)
				continue
			}
			exp := expectedLines(split)
			if len(exp) > 0 && exp[list[0].Pos.Line] {
				pass++
				continue
			}
			msg := list[0].Msg
			key := regexp.MustCompile(`'[^']*'|"[^"]*"|\d+`).ReplaceAllString(msg, "_")
			if len(key) > 90 {
				key = key[:90]
			}
			causes[key] = append(causes[key], list[0].Error())
		}
	}
	keys := make([]string, 0, len(causes))
	for k := range causes {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return len(causes[keys[i]]) > len(causes[keys[j]]) })
	for i, k := range keys {
		if i >= 25 && os.Getenv("CORPUS_ALL") == "" {
			break
		}
		t.Logf("%4d  %s\n        e.g. %s", len(causes[k]), k, causes[k][0])
		if os.Getenv("CORPUS_ALL") != "" {
			for _, c := range causes[k][1:] {
				t.Logf("        %s", c)
			}
		}
	}
	for i, m := range rtFail {
		if i >= 20 {
			break
		}
		t.Errorf("not a fixed point: %s", m)
	}
	t.Logf("print -> parse -> print fixed points: %d of %d splits that parse (the other passing splits fail at an expected-error line)", roundTrips, parsed)
	for _, m := range genericFail {
		t.Errorf("generic form not a fixed point: %s", m)
	}
	t.Logf("without the lenient fallback for unknown pretty ops: %d of %d splits parse", strict, total)
	ops := make([]string, 0, len(noFormat))
	for op := range noFormat {
		ops = append(ops, op)
	}
	sort.Slice(ops, func(i, j int) bool {
		return noFormat[ops[i]] > noFormat[ops[j]] || noFormat[ops[i]] == noFormat[ops[j]] && ops[i] < ops[j]
	})
	for i, op := range ops {
		if i >= 15 {
			break
		}
		t.Logf("  first op without a format in %4d splits: %s", noFormat[op], op)
	}
	ratio := float64(pass) / float64(total)
	t.Logf("corpus: %d of %d splits pass (%.1f%%)", pass, total, 100*ratio)
	if ratio < 0.97 {
		t.Errorf("only %.1f%% of corpus splits parse, want at least 97%%", 100*ratio)
	}
}

// roundTrip prints f, parses the text and prints again; it returns a
// description of the first difference, or "" for a fixed point.
func roundTrip(name string, f *ir.File, reg *ir.Registry, generic bool) string {
	var a, b bytes.Buffer
	opts := ir.PrintOptions{Generic: generic}
	if err := ir.PrintFile(&a, f, opts); err != nil {
		return name + ": print: " + err.Error()
	}
	g, err := parser.Parse(name+".printed", a.Bytes(), reg, parser.Options{AllowUnregistered: true})
	if err != nil {
		return name + ": reparse: " + strings.SplitN(err.Error(), "\n", 2)[0] + "\n" + lineOf(a.String(), err)
	}
	if err := ir.PrintFile(&b, g, opts); err != nil {
		return name + ": print again: " + err.Error()
	}
	if a.String() != b.String() {
		al, bl := strings.Split(a.String(), "\n"), strings.Split(b.String(), "\n")
		for i := range al {
			if i >= len(bl) || al[i] != bl[i] {
				other := ""
				if i < len(bl) {
					other = bl[i]
				}
				return fmt.Sprintf("%s: line %d differs:\n  %s\n  %s", name, i+1, al[i], other)
			}
		}
		return name + ": second print is longer"
	}
	return ""
}

func lineOf(src string, err error) string {
	var list diag.List
	if !errors.As(err, &list) || len(list) == 0 {
		return ""
	}
	lines := strings.Split(src, "\n")
	if l := list[0].Pos.Line; l >= 1 && l <= len(lines) {
		return "  " + lines[l-1]
	}
	return ""
}
