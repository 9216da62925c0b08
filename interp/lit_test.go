package interp

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/symopt/symopt/lit"
	"github.com/symopt/symopt/lit/filecheck"
)

// TestLitInterp runs the lit tests of test/interp with symopt-run and
// filecheck in-process. Their REQUIRES: symopt-run feature comes from a
// placeholder executable on PATH, so the suite-wide lit run (which has no
// symopt-run) reports them unsupported instead of failing.
func TestLitInterp(t *testing.T) {
	bin := t.TempDir()
	if err := os.WriteFile(filepath.Join(bin, "symopt-run"), []byte("#!/bin/sh\nexit 2\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	var out bytes.Buffer
	s, err := lit.Run(context.Background(), lit.Options{
		Paths:    []string{filepath.Join("..", "test", "interp")},
		Tools:    lit.Registry{"symopt-run": Main, "filecheck": filecheck.Main},
		ExecRoot: t.TempDir(),
		Quiet:    true,
		Stdout:   &out,
	})
	if err != nil {
		t.Fatalf("lit: %v", err)
	}
	ran := 0
	for _, r := range s.Results {
		if r.Code == lit.Excluded {
			continue
		}
		ran++
		t.Run(r.Test.RelPath, func(t *testing.T) {
			if r.Code.IsFailure() || r.Code == lit.Unsupported {
				t.Errorf("%s: %s\n%s", r.Code, r.Name(), r.Output)
			}
		})
	}
	if ran < 3 {
		t.Errorf("ran %d lit tests:\n%s", ran, out.String())
	}
}
