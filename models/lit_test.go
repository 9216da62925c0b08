package models

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/symopt/symopt/driver"
	"github.com/symopt/symopt/lit"
	"github.com/symopt/symopt/lit/filecheck"
)

// TestLitModels runs the lit tests of test/models with symopt-models,
// symopt and filecheck in-process. Their REQUIRES: symopt-models feature
// comes from a placeholder executable on PATH, so the suite-wide lit run
// (which has no symopt-models) reports them unsupported instead of
// failing.
func TestLitModels(t *testing.T) {
	bin := t.TempDir()
	if err := os.WriteFile(filepath.Join(bin, "symopt-models"), []byte("#!/bin/sh\nexit 2\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	models := func(args []string, _ io.Reader, stdout, stderr io.Writer) int { return Main(args, stdout, stderr) }
	var out bytes.Buffer
	s, err := lit.Run(context.Background(), lit.Options{
		Paths:    []string{filepath.Join("..", "test", "models")},
		Tools:    lit.Registry{"symopt-models": models, "symopt": driver.Main, "filecheck": filecheck.Main},
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
