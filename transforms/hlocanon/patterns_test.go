package hlocanon

import (
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/transforms/rewrite"
)

// allPatterns lists the patterns of every family.
func allPatterns() []rewrite.Pattern {
	var out []rewrite.Pattern
	for _, f := range [][]rewrite.Pattern{arithPatterns(), unaryPatterns(), layoutPatterns(), slicePatterns(),
		selectPatterns(), dynamicPatterns(), controlPatterns()} {
		out = append(out, f...)
	}
	return out
}

// TestEveryPatternHasALitTest runs each pattern alone (with folding) over
// the lit inputs and requires it to apply somewhere, so a pattern without
// a lit input (or one that never matches) fails.
func TestEveryPatternHasALitTest(t *testing.T) {
	files := litFiles(t)
	srcs := make([][]byte, len(files))
	for i, f := range files {
		srcs[i] = readFile(t, f)
	}
	names := map[string]bool{}
	for _, p := range allPatterns() {
		if names[p.Name] {
			t.Errorf("pattern name %s used twice", p.Name)
		}
		names[p.Name] = true
		applied := 0
		for i, f := range files {
			file := parseFile(t, f, srcs[i])
			cfg := rewrite.DefaultConfig()
			cfg.Ops = dialect.NewRegistry()
			applied += rewrite.Apply(file.Module, rewrite.NewPatternSet(p), cfg).Rewrites
		}
		if applied == 0 {
			t.Errorf("pattern %s applies to no lit input under %s", p.Name, litDir)
		}
	}
	if got := Patterns().Len(); got != len(allPatterns()) {
		t.Errorf("Patterns() has %d patterns, the families %d", got, len(allPatterns()))
	}
}

// TestPatternsVerify canonicalizes every lit input with verify-each: no
// pattern may leave IR the verifier rejects.
func TestPatternsVerify(t *testing.T) {
	for _, f := range litFiles(t) {
		file := parseFile(t, f, readFile(t, f))
		m, err := newManager("builtin.module(func.func(canonicalize{test-convergence}),cse)")
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Run(file.Module); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
}

func TestNormInt(t *testing.T) {
	tests := []struct {
		v        int64
		width    int
		unsigned bool
		want     int64
	}{
		{255, 8, false, -1},
		{-1, 8, false, -1},
		{-1, 8, true, 255},
		{128, 8, false, -128},
		{1, 1, true, 1},
		{-1, 1, true, 1},
		{-5, 64, false, -5},
		{0x1_0000_0001, 32, false, 1},
	}
	for _, tc := range tests {
		if got := normInt(tc.v, tc.width, tc.unsigned); got != tc.want {
			t.Errorf("normInt(%d, %d, %v) = %d, want %d", tc.v, tc.width, tc.unsigned, got, tc.want)
		}
	}
}

func TestIntIdentity(t *testing.T) {
	tests := []struct {
		kind     string
		width    int
		unsigned bool
		want     int64
		ok       bool
	}{
		{"add", 32, false, 0, true},
		{"multiply", 8, false, 1, true},
		{"maximum", 8, false, -128, true},
		{"maximum", 8, true, 0, true},
		{"minimum", 16, false, 32767, true},
		{"minimum", 8, true, 255, true},
		{"and", 1, true, 1, true},
		{"and", 32, false, -1, true},
		{"or", 1, true, 0, true},
		{"subtract", 32, false, 0, false},
	}
	for _, tc := range tests {
		got, ok := intIdentity(tc.kind, tc.width, tc.unsigned)
		if ok != tc.ok || ok && got != tc.want {
			t.Errorf("intIdentity(%s, %d, %v) = %d, %v; want %d, %v", tc.kind, tc.width, tc.unsigned, got, ok, tc.want, tc.ok)
		}
	}
}
