package pipeline

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/ir"
)

func run(t *testing.T, pipe string, cfg Config, m *ir.Operation) (string, error) {
	t.Helper()
	p, err := testRegistry(t).Parse(pipe)
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	cfg.IROut = &out
	err = NewManager(p, cfg).Run(m)
	return out.String(), err
}

func TestRunNesting(t *testing.T) {
	m := testModule("a", "b")
	if _, err := run(t, "builtin.module(func.func(mark{value=7}),on-module)", Config{}, m); err != nil {
		t.Fatal(err)
	}
	for _, f := range m.Regions[0].Blocks[0].Ops {
		if v, ok := f.Attr("marked").(*ir.IntegerAttr); !ok || v.Value != 7 {
			t.Errorf("func %v not marked with 7: %v", f.Attr("sym_name"), f.Attr("marked"))
		}
		if f.Regions[0].Blocks[0].Ops[0].Attr("marked") != nil {
			t.Errorf("nested pipeline ran on an op below func.func")
		}
	}
	if got := m.Attr("opts"); got == nil || got.(*ir.StringAttr).Value != "false [] x" {
		t.Errorf("module pass saw options %v", got)
	}
	if m.Attr("marked") != nil {
		t.Errorf("func.func pipeline ran on the module")
	}
}

func TestRunWrongAnchor(t *testing.T) {
	_, err := run(t, "func.func(mark)", Config{}, testModule("a"))
	if err == nil || !strings.Contains(err.Error(), "can't run 'func.func' pass manager on 'builtin.module' op") {
		t.Fatalf("err = %v", err)
	}
}

func TestPrintIRBeforeAfter(t *testing.T) {
	m := testModule("a")
	out, err := run(t, "func.func(mark),noop", Config{PrintBeforeAll: true, PrintAfterAll: true}, m)
	if err != nil {
		t.Fatal(err)
	}
	banners := regexp.MustCompile(`(?m)^// -----// IR Dump .*$`).FindAllString(out, -1)
	want := []string{
		"// -----// IR Dump Before Mark (mark) //----- //",
		"// -----// IR Dump After Mark (mark) //----- //",
		"// -----// IR Dump Before NoOp (noop) //----- //",
		"// -----// IR Dump After NoOp (noop) //----- //",
	}
	if strings.Join(banners, "\n") != strings.Join(want, "\n") {
		t.Fatalf("banners:\n%s\nwant:\n%s", strings.Join(banners, "\n"), strings.Join(want, "\n"))
	}
	// The func dump is the function alone followed by one blank line; the
	// module dump is followed by two, as mlir-opt prints them.
	fn := printOp(t, m.Regions[0].Blocks[0].Ops[0])
	mod := printOp(t, m)
	if !strings.HasSuffix(out, want[3]+"\n"+strings.TrimRight(mod, "\n")+"\n\n\n") {
		t.Errorf("module dump layout wrong:\n%q", out)
	}
	if !strings.Contains(out, want[1]+"\n"+strings.TrimRight(fn, "\n")+"\n\n"+want[2]) {
		t.Errorf("func dump layout wrong:\n%q", out)
	}
	if strings.Contains(strings.Split(out, want[1])[0], "marked") {
		t.Errorf("before dump already shows the change")
	}
}

func TestPrintIRAfterChangeAndSelected(t *testing.T) {
	out, err := run(t, "mark,noop,mark", Config{PrintAfterAll: true, PrintAfterChange: true}, testModule("a"))
	if err != nil {
		t.Fatal(err)
	}
	// The second mark sets the same value: no change, no dump.
	if n := strings.Count(out, "IR Dump After"); n != 1 || !strings.Contains(out, "After Mark (mark)") {
		t.Errorf("after-change printed %d dumps:\n%s", n, out)
	}
	out, _ = run(t, "mark,noop", Config{PrintAfter: []string{"noop"}, PrintBefore: []string{"mark"}}, testModule("a"))
	if strings.Count(out, "IR Dump") != 2 || !strings.Contains(out, "Before Mark") || !strings.Contains(out, "After NoOp") {
		t.Errorf("selected dumps wrong:\n%s", out)
	}
}

func TestPassFailure(t *testing.T) {
	out, err := run(t, "mark,fail,noop", Config{PrintAfterFailure: true, PrintAfterAll: true}, testModule("a"))
	if err == nil || err.Error() != "pass 'fail' failed: boom" {
		t.Fatalf("err = %v", err)
	}
	if !strings.Contains(out, "// -----// IR Dump After Fail Failed (fail) //----- //") || !strings.Contains(out, "broken") {
		t.Errorf("no after-failure dump:\n%s", out)
	}
	if strings.Contains(out, "NoOp") {
		t.Errorf("pipeline went on after a failure")
	}
}

func TestPanicRecovered(t *testing.T) {
	for _, debug := range []bool{false, true} {
		_, err := run(t, "builtin.module(func.func(panic))", Config{Debug: debug}, testModule("a"))
		if err == nil || !strings.HasPrefix(err.Error(), "internal error in pass 'panic': index out of range") {
			t.Fatalf("err = %v", err)
		}
		if hasStack := strings.Contains(err.Error(), "goroutine"); hasStack != debug {
			t.Errorf("debug=%v: stack present=%v", debug, hasStack)
		}
	}
}

func TestVerifyEach(t *testing.T) {
	calls := 0
	verify := func(op *ir.Operation) error {
		calls++
		if op.Attr("marked") != nil {
			return diag.Errorf(diag.Pos{File: "in.mlir", Line: 3, Col: 5}, "'test.op' op is bad")
		}
		return nil
	}
	_, err := run(t, "noop,mark,noop", Config{Verify: verify, VerifyEach: true}, testModule("a"))
	d, ok := err.(*diag.Diagnostic)
	if !ok || d.Msg != "verification failed after pass 'mark': 'test.op' op is bad" || d.Pos.Line != 3 {
		t.Fatalf("err = %v", err)
	}
	if calls != 1 {
		t.Errorf("verifier ran %d times; noop marks the IR unchanged", calls)
	}
	calls = 0
	if _, err := run(t, "mark", Config{Verify: verify}, testModule("a")); err != nil || calls != 0 {
		t.Errorf("verify-each off: err=%v calls=%d", err, calls)
	}
	_, err = run(t, "mark", Config{Verify: func(*ir.Operation) error { return errors.New("plain") }, VerifyEach: true}, testModule("a"))
	if err == nil || err.Error() != "verification failed after pass 'mark': plain" {
		t.Errorf("err = %v", err)
	}
}

func TestParallelDeterministic(t *testing.T) {
	names := []string{"f0", "f1", "f2", "f3", "f4", "f5", "f6", "f7"}
	var outs []string
	for _, threads := range []int{1, 4} {
		m := testModule(names...)
		out, err := run(t, "noop,func.func(mark,on-func)", Config{PrintAfterAll: true, Threads: threads}, m)
		if err != nil {
			t.Fatal(err)
		}
		outs = append(outs, out)
	}
	if outs[0] != outs[1] {
		t.Errorf("parallel output differs from sequential:\n%s\n---\n%s", outs[0], outs[1])
	}
	if strings.Count(outs[1], "IR Dump After Mark") != len(names) {
		t.Errorf("expected one dump per function")
	}
	// dumps follow function order
	idx := -1
	for _, n := range names {
		i := strings.Index(outs[1], `"`+n+`"`)
		if i < idx {
			t.Errorf("dump of %s out of order", n)
		}
		idx = i
	}
}

func TestPrintDiff(t *testing.T) {
	out, err := run(t, "noop,mark", Config{PrintDiff: true}, testModule("a"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out, "NoOp") {
		t.Errorf("diff printed for an unchanged pass:\n%s", out)
	}
	for _, want := range []string{"// -----// IR Diff After Mark (mark) //----- //\n--- before mark\n+++ after mark\n@@ ", "\n+"} {
		if !strings.Contains(out, want) {
			t.Errorf("diff output lacks %q:\n%s", want, out)
		}
	}
}

func TestStatistics(t *testing.T) {
	p, err := testRegistry(t).Parse("func.func(mark),noop")
	if err != nil {
		t.Fatal(err)
	}
	mgr := NewManager(p, Config{Threads: 2})
	if err := mgr.Run(testModule("a", "b", "c")); err != nil {
		t.Fatal(err)
	}
	if v, ok := mgr.Stat("mark", "num-marked"); !ok || v != 3 {
		t.Errorf("num-marked = %d, %v", v, ok)
	}
	var b strings.Builder
	mgr.WriteStatistics(&b)
	want := "'func.func' Pipeline\n  Mark\n    (S) 3 num-marked - Number of ops marked\nNoOp\n"
	if !strings.HasSuffix(b.String(), want) || !strings.Contains(b.String(), "... Pass statistics report ...") {
		t.Errorf("statistics:\n%s", b.String())
	}
}

func TestAnyAnchor(t *testing.T) {
	// Op-agnostic passes run on whatever op `any` matches; a pass anchored
	// on another op fails at run time, naming both.
	m := testModule("a")
	if _, err := run(t, "any(mark)", Config{}, m); err != nil || m.Attr("marked") == nil {
		t.Fatalf("any(mark): err=%v", err)
	}
	_, err := run(t, "any(on-func)", Config{}, testModule("a"))
	if err == nil || !strings.Contains(err.Error(), "pass 'on-func' runs on 'func.func' and cannot run on 'builtin.module' op") {
		t.Fatalf("err = %v", err)
	}
	if _, err := run(t, "builtin.module(any(on-func))", Config{}, testModule("a")); err != nil {
		t.Fatalf("nested any over functions: %v", err)
	}
}

func TestChanged(t *testing.T) {
	for pipe, want := range map[string]bool{"noop": false, "noop,mark": true, "builtin.module(func.func(mark))": true} {
		p, err := testRegistry(t).Parse(pipe)
		if err != nil {
			t.Fatal(err)
		}
		m := NewManager(p, Config{})
		if err := m.Run(testModule("a")); err != nil {
			t.Fatal(err)
		}
		if m.Changed() != want {
			t.Errorf("%s: Changed() = %v, want %v", pipe, m.Changed(), want)
		}
	}
}

func TestVerifierPanicRecovered(t *testing.T) {
	verify := func(*ir.Operation) error { panic("nil map") }
	for _, threads := range []int{1, 2} {
		_, err := run(t, "builtin.module(func.func(mark))", Config{Verify: verify, VerifyEach: true, Threads: threads}, testModule("a", "b"))
		if err == nil || !strings.Contains(err.Error(), "internal error in pass 'mark'") || !strings.Contains(err.Error(), "verifier panicked: nil map") {
			t.Errorf("threads=%d: err = %v", threads, err)
		}
	}
}
