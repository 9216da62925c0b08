package interp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/transforms"
)

func parseFile(t *testing.T, name string, src []byte) *ir.File {
	t.Helper()
	f, err := parser.Parse(name, src, dialect.NewRegistry(), parser.Options{AllowUnregistered: true})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return f
}

// runPasses applies a textual pipeline of the transforms package.
func runPasses(t *testing.T, m *ir.Operation, text string) {
	t.Helper()
	r := pipeline.NewRegistry()
	if err := transforms.Register(r, transforms.Config{}); err != nil {
		t.Fatal(err)
	}
	pl, err := r.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	if err := pipeline.NewManager(pl, pipeline.Config{Ops: dialect.NewRegistry()}).Run(m); err != nil {
		t.Fatalf("%s: %v", text, err)
	}
}

// TestPassesKeepResults runs canonicalize and cse over the differential
// programs and the self-checking programs and compares every function on
// seeded random inputs before and after.
func TestPassesKeepResults(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "diff", "*.mlir"))
	progs, _ := filepath.Glob(filepath.Join("testdata", "programs", "*.mlir"))
	if len(files) == 0 || len(progs) == 0 {
		t.Fatal("no test programs")
	}
	pipes := []string{
		"builtin.module(func.func(canonicalize))",
		"builtin.module(func.func(cse))",
		"builtin.module(func.func(canonicalize,cse))",
	}
	dims := []Dims{{Default: 1}, {Default: 5}}
	compared := 0
	for _, file := range append(files, progs...) {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, pipe := range pipes {
			before := parseFile(t, file, src)
			after := parseFile(t, file, src)
			runPasses(t, after.Module, pipe)
			for _, fn := range New(before.Module, Options{}).Functions() {
				name := symName(fn)
				err := Compare(before.Module, after.Module, name, CompareOptions{Seed: 7, Trials: 2, Dims: dims, Tol: DefaultTolerance()})
				if err != nil {
					t.Errorf("%s after %s: %v", file, pipe, err)
				}
				compared++
			}
		}
	}
	if compared < 3*len(progs) {
		t.Errorf("compared only %d functions", compared)
	}
}

// TestCompareFindsDifferences checks that the helper is not vacuous: a
// changed op, a changed constant and a trap on one side are all reported.
func TestCompareFindsDifferences(t *testing.T) {
	base := `func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<2.0> : tensor<4xf32>
  %r = stablehlo.OP %x, %c : tensor<4xf32>
  func.return %r : tensor<4xf32>
}`
	tests := []struct {
		name, before, after, want string
	}{
		{"op", "add", "subtract", "results differ"},
		{"constant", "add", "add", "results differ"},
		{"same", "multiply", "multiply", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := strings.ReplaceAll(base, "OP", tc.before)
			a := strings.ReplaceAll(base, "OP", tc.after)
			if tc.name == "constant" {
				a = strings.Replace(a, "2.0", "2.5", 1)
			}
			err := Compare(parseFile(t, "b.mlir", []byte(b)).Module, parseFile(t, "a.mlir", []byte(a)).Module, "f", CompareOptions{Seed: 1, Tol: DefaultTolerance()})
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("unexpected difference: %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
}
