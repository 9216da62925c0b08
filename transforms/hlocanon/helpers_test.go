package hlocanon

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/transforms"
)

// litDir holds the lit tests of the patterns; every function in them is
// also an input of the Go tests here.
const litDir = "../../test/canonicalize"

// litFiles returns the lit inputs, failing the test when there are none.
func litFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(litDir, "*.mlir"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no lit inputs under %s: %v", litDir, err)
	}
	return files
}

func parseFile(t testing.TB, name string, src []byte) *ir.File {
	t.Helper()
	f, err := parser.Parse(name, src, dialect.NewRegistry(), parser.Options{})
	if err != nil {
		t.Fatalf("parse %s: %v", name, err)
	}
	return f
}

func readFile(t testing.TB, name string) []byte {
	t.Helper()
	src, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// newManager builds a pass manager for a textual pipeline of the
// transforms passes with this package's patterns and verify-each.
func newManager(pipe string) (*pipeline.Manager, error) {
	r := pipeline.NewRegistry()
	if err := transforms.Register(r, transforms.Config{Patterns: Patterns()}); err != nil {
		return nil, err
	}
	pl, err := r.Parse(pipe)
	if err != nil {
		return nil, err
	}
	return pipeline.NewManager(pl, pipeline.Config{Ops: dialect.NewRegistry(), Verify: dialect.Verify, VerifyEach: true, Threads: 1}), nil
}

// functions lists the func.func ops directly inside a module.
func functions(m *ir.Operation) []*ir.Operation {
	var out []*ir.Operation
	for _, r := range m.Regions {
		for _, b := range r.Blocks {
			for _, op := range b.Ops {
				if op.Name == "func.func" && len(op.Regions) == 1 && len(op.Regions[0].Blocks) > 0 {
					out = append(out, op)
				}
			}
		}
	}
	return out
}
