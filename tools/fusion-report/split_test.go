package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An error in a later piece of a --split-input-file run points at its line
// in the whole file.
func TestSplitKeepsLines(t *testing.T) {
	good := "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  %r = stablehlo.add %a, %a : tensor<4xf32>\n  return %r : tensor<4xf32>\n}\n"
	bad := "func.func @g(%a: tensor<4xf32>) -> tensor<4xf32> {\n  %r = stablehlo.add %a, %b : tensor<4xf32>\n  return %r : tensor<4xf32>\n}\n"
	path := filepath.Join(t.TempDir(), "s.mlir")
	if err := os.WriteFile(path, []byte(good+"// -----\n"+good+"// -----\n"+bad), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	if code := run([]string{"--split-input-file", path}, &out, &errs); code != 1 {
		t.Fatalf("exit %d, want 1: %s", code, errs.String())
	}
	if !strings.Contains(errs.String(), "s.mlir:12:") {
		t.Errorf("the error does not point at line 12:\n%s", errs.String())
	}
}
