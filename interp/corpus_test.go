package interp

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/transforms"
)

// TestCorpusDifferential runs canonicalize+cse over every parseable
// function of a corpus of MLIR files and compares each function before and
// after on random inputs (dynamic dimensions of size 3). It only runs when
// SYMOPT_CORPUS names a directory (tools/symopt-run/corpus-diff.sh sets
// it); it is a measurement, not part of the regular test suite.
func TestCorpusDifferential(t *testing.T) {
	dir := os.Getenv("SYMOPT_CORPUS")
	if dir == "" {
		t.Skip("SYMOPT_CORPUS not set")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.mlir"))
	if len(files) == 0 {
		t.Skipf("no .mlir files in %s", dir)
	}
	var st corpusStats
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, piece := range parser.Split(src) {
			st.chunk(f, piece.Text)
		}
	}
	t.Logf("pieces: %d parsed, %d unparsable, %d where the passes failed", st.parsed, st.unparsable, st.passFailed)
	t.Logf("functions: %d total, %d ran, %d matched, %d differ, %d not run", st.funcs, st.ran, st.matched, len(st.differ), st.funcs-st.ran)
	reasons := make([]string, 0, len(st.notRun))
	for r := range st.notRun {
		reasons = append(reasons, r)
	}
	sort.Slice(reasons, func(i, j int) bool { return st.notRun[reasons[i]] > st.notRun[reasons[j]] })
	for i, r := range reasons {
		if i == 15 {
			break
		}
		t.Logf("  not run %4d: %s", st.notRun[r], r)
	}
	for _, d := range st.differ {
		t.Logf("DIFFER %s", d)
	}
}

type corpusStats struct {
	parsed, unparsable, passFailed int
	funcs, ran, matched            int
	differ                         []string
	notRun                         map[string]int
}

func (st *corpusStats) chunk(name string, src []byte) {
	if st.notRun == nil {
		st.notRun = map[string]int{}
	}
	reg := dialect.NewRegistry()
	before, err := parser.Parse(name, src, reg, parser.Options{AllowUnregistered: true})
	if err != nil {
		st.unparsable++
		return
	}
	st.parsed++
	after, _ := parser.Parse(name, src, reg, parser.Options{AllowUnregistered: true})
	r := pipeline.NewRegistry()
	_ = transforms.Register(r, transforms.Config{})
	pl, _ := r.Parse("builtin.module(func.func(canonicalize,cse))")
	if err := pipeline.NewManager(pl, pipeline.Config{Ops: reg}).Run(after.Module); err != nil {
		st.passFailed++
		return
	}
	bi := New(before.Module, Options{Resources: before.Resources, MaxWhileIterations: 10000, MaxElements: 1 << 22})
	ai := New(after.Module, Options{Resources: after.Resources, MaxWhileIterations: 10000, MaxElements: 1 << 22})
	for _, fn := range bi.Functions() {
		st.funcs++
		fname := symName(fn)
		args, err := RandomInputs(fn, 1, Dims{Default: 3})
		if err == nil {
			err = sizeLimit(args)
		}
		if err == nil {
			_, err = bi.Call(fname, args)
		}
		if err != nil {
			st.notRun[reason(err)]++
			continue
		}
		st.ran++
		if _, err := CompareCall(bi, ai, fname, args, DefaultTolerance()); err != nil {
			st.differ = append(st.differ, fmt.Sprintf("%s @%s: %v", filepath.Base(name), fname, err))
			continue
		}
		st.matched++
	}
}

func sizeLimit(args []*tensor.Tensor) error {
	n := 0
	for _, a := range args {
		if a != nil { // tokens
			n += a.Len()
		}
	}
	if n > 1<<22 {
		return fmt.Errorf("inputs too large")
	}
	return nil
}

// reason shortens an error to its op name and first words, for grouping.
func reason(err error) string {
	if re, ok := err.(*RunError); ok {
		msg := re.Err.Error()
		if len(msg) > 60 {
			msg = msg[:60]
		}
		return re.Op + ": " + msg
	}
	msg := err.Error()
	if len(msg) > 80 {
		msg = msg[:80]
	}
	return msg
}
