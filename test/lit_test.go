// Package test holds the project's lit suite: every .mlir or .test file
// below this directory with RUN lines is a test, run in-process by
// TestLit with the project's tools registered.
package test

import (
	"bytes"
	"context"
	"testing"

	"github.com/symopt/symopt/lit"
)

// TestLit runs the whole suite; each lit test becomes a subtest.
// Select tests with LIT_FILTER, e.g. LIT_FILTER=redirects go test ./test.
func TestLit(t *testing.T) {
	var out bytes.Buffer
	s, err := lit.Run(context.Background(), lit.Options{
		Paths:    []string{"."},
		Tools:    tools(),
		ExecRoot: t.TempDir(),
		Filter:   lookupFilter(),
		Quiet:    true,
		Stdout:   &out,
	})
	if err != nil {
		t.Fatalf("lit: %v", err)
	}
	for _, r := range s.Results {
		if r.Code == lit.Excluded {
			continue
		}
		t.Run(r.Test.RelPath, func(t *testing.T) {
			if r.Code.IsFailure() {
				t.Errorf("%s: %s\n%s", r.Code, r.Name(), r.Output)
			}
		})
	}
	if t.Failed() {
		t.Logf("lit summary:\n%s", out.String())
	}
}
