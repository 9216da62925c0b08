package hlocanon

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/transforms"
	"github.com/symopt/symopt/transforms/rewrite"
)

// TestCorpus measures the patterns on a directory of real MLIR files: it
// runs canonicalize and cse (with verify-each) on every piece that parses
// and verifies, counts how often each pattern applied and how many
// verify-after-pass failures there were (the test fails on any), and runs
// each function before and after on random inputs. Differences are
// attributed to the patterns only when a run without them agrees. It is a
// measurement, not part of the regular suite: it runs only when
// SYMOPT_CORPUS names the directory, e.g.
//
//	SYMOPT_CORPUS=/work/shared/corpus go test -run TestCorpus -v ./transforms/hlocanon
func TestCorpus(t *testing.T) {
	dir := os.Getenv("SYMOPT_CORPUS")
	if dir == "" {
		t.Skip("SYMOPT_CORPUS not set: no corpus to measure")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.mlir"))
	if len(files) == 0 {
		t.Skipf("no .mlir files in %s", dir)
	}
	st := &corpusStats{hits: map[string]int{}, notRun: map[string]int{}}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, piece := range bytes.Split(src, []byte("\n// -----")) {
			st.piece(fmt.Sprintf("%s#%d", filepath.Base(f), i), piece)
		}
	}
	t.Logf("pieces: %d parsed and verified, %d unparsable, %d not verifying before the pass", st.pieces, st.unparsable, st.badInput)
	t.Logf("functions processed: %d; verify-after-pass failures: %d", st.funcs, len(st.verifyFailed))
	t.Logf("interpreter: %d ran, %d agree, %d differ (%d of them also without the patterns), %d not run",
		st.ran, st.agree, len(st.differ), st.differBaseline, st.funcs-st.ran)
	names := make([]string, 0, len(st.hits))
	for n := range st.hits {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		t.Logf("  %-40s %5d rewrites", n, st.hits[n])
	}
	logTop(t, "not run", st.notRun, 10)
	for _, d := range st.differ {
		t.Logf("DIFFER %s", d)
	}
	for _, v := range st.verifyFailed {
		t.Errorf("verify after pass: %s", v)
	}
}

type corpusStats struct {
	pieces, unparsable, badInput int
	funcs, ran, agree            int
	differBaseline               int
	differ, verifyFailed         []string
	hits, notRun                 map[string]int
}

// countingPatterns returns this package's patterns with each application
// counted in hits.
func countingPatterns(hits map[string]int) *rewrite.PatternSet {
	ps := rewrite.NewPatternSet()
	for _, p := range allPatterns() {
		p := p
		inner := p.Rewrite
		p.Rewrite = func(rw *rewrite.Rewriter, op *ir.Operation) bool {
			ok := inner(rw, op)
			if ok {
				hits[p.Name]++
			}
			return ok
		}
		ps.Add(p)
	}
	return ps
}

// runPipeline runs canonicalize,cse with verify-each on m.
func runPipeline(m *ir.Operation, ps *rewrite.PatternSet) error {
	r := pipeline.NewRegistry()
	if err := transforms.Register(r, transforms.Config{Patterns: ps}); err != nil {
		return err
	}
	pl, err := r.Parse("builtin.module(func.func(canonicalize,cse))")
	if err != nil {
		return err
	}
	return pipeline.NewManager(pl, pipeline.Config{Ops: dialect.NewRegistry(), Verify: dialect.Verify, VerifyEach: true, Threads: 1}).Run(m)
}

func (st *corpusStats) piece(name string, src []byte) {
	parse := func() *ir.File {
		f, err := parser.Parse(name, src, dialect.NewRegistry(), parser.Options{AllowUnregistered: true})
		if err != nil {
			return nil
		}
		return f
	}
	before := parse()
	if before == nil {
		st.unparsable++
		return
	}
	if dialect.Verify(before.Module) != nil {
		st.badInput++
		return
	}
	st.pieces++
	after, baseline := parse(), parse()
	if err := runPipeline(after.Module, countingPatterns(st.hits)); err != nil {
		st.verifyFailed = append(st.verifyFailed, fmt.Sprintf("%s: %v", name, err))
		return
	}
	if err := runPipeline(baseline.Module, nil); err != nil {
		baseline = nil
	}
	opts := interp.Options{Resources: before.Resources, MaxWhileIterations: 10000, MaxElements: 1 << 20}
	bi := interp.New(before.Module, opts)
	opts.Resources = after.Resources
	ai := interp.New(after.Module, opts)
	var basei *interp.Interpreter
	if baseline != nil {
		opts.Resources = baseline.Resources
		basei = interp.New(baseline.Module, opts)
	}
	for _, fn := range functions(before.Module) {
		st.funcs++
		fname := dialect.SymbolName(fn)
		args, err := interp.RandomInputs(fn, 1, interp.Dims{Default: 3})
		if err == nil {
			_, err = bi.Call(fname, args)
		}
		if err != nil {
			st.notRun[shortReason(err)]++
			continue
		}
		st.ran++
		both, err := interp.CompareCall(bi, ai, fname, args, interp.DefaultTolerance())
		if err == nil && both == nil {
			st.agree++
			continue
		}
		if err == nil {
			err = fmt.Errorf("fails after the pass: %v", both)
		}
		st.differ = append(st.differ, fmt.Sprintf("%s @%s: %v", name, fname, err))
		if basei != nil {
			if bb, be := interp.CompareCall(bi, basei, fname, args, interp.DefaultTolerance()); bb != nil || be != nil {
				st.differBaseline++
			}
		}
	}
}

func shortReason(err error) string {
	msg := err.Error()
	if re, ok := err.(*interp.RunError); ok {
		msg = re.Op + ": " + re.Err.Error()
	}
	if len(msg) > 70 {
		msg = msg[:70]
	}
	return msg
}

func logTop(t *testing.T, what string, counts map[string]int, n int) {
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return counts[keys[i]] > counts[keys[j]] })
	for i, k := range keys {
		if i == n {
			break
		}
		t.Logf("  %s %4d: %s", what, counts[k], k)
	}
}
