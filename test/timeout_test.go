package test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/symopt/symopt/lit"
)

// In-process tools stop at the test's timeout as a killed process would:
// the runner waits for them, and a tool that kept running (burning CPU
// through the tests after it) leaves a note in the test's output.
func TestInProcessToolsStopAtTimeout(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"lit.cfg": "name = slow\nsuffixes = .mlir .txt\ntimeout = 1\n",
		"loop.mlir": `// RUN: symopt-run --max-steps 0 %s
func.func @main() -> tensor<i32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.while(%i = %c) : tensor<i32>
    cond {
      %t = stablehlo.constant dense<true> : tensor<i1>
      stablehlo.return %t : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %j : tensor<i32>
    }
  return %0 : tensor<i32>
}
`,
		// Every line offers back-reference candidates that are rejected:
		// FileCheck-19 needs seconds for it too.
		"check.txt":  "RUN: filecheck %s --input-file %S/Inputs/big\nCHECK: [[X:a+]]b[[X]]c{{$}}\n",
		"Inputs/big": strings.Repeat("aab"+strings.Repeat("a", 48)+"c\n", 2_000_000),
	}
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "Inputs", "lit.local.cfg"), []byte("suffixes =\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	s, err := lit.Run(context.Background(), lit.Options{Paths: []string{dir}, Tools: tools(), Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range s.Results {
		if r.Code != lit.Timeout || strings.Contains(r.Output, "still running") {
			t.Errorf("%s: %s\n%s", r.Name(), r.Code, r.Output)
		}
	}
	if d := time.Since(start); d > 20*time.Second {
		t.Errorf("took %v for two tests of 1 s", d)
	}
}
