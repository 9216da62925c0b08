package interp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symopt/symopt/internal/testtool"
)

const referenceModule = `func.func @main(%a: tensor<?x4xf32>, %b: tensor<4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.exponential %a : tensor<?x4xf32>
  %d = stablehlo.get_dimension_size %a, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %r = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %c4 = stablehlo.constant dense<4> : tensor<1xi32>
  %s = stablehlo.concatenate %r, %c4, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %1 = stablehlo.dynamic_broadcast_in_dim %b, %s, dims = [1] : (tensor<4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
  %2 = stablehlo.add %0, %1 : tensor<?x4xf32>
  return %2 : tensor<?x4xf32>
}
`

// TestReferenceFlags: --reference accepts only xla, refuses the flags it
// does not combine with, and a missing Python is "unsupported" (exit 2),
// not a failed comparison.
func TestReferenceFlags(t *testing.T) {
	mod := filepath.Join(t.TempDir(), "m.mlir")
	if err := os.WriteFile(mod, []byte(referenceModule), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{mod, "--reference", "iree"}, "the only reference is xla"},
		{[]string{mod, "--reference", "xla", "--compare-with", mod}, "does not combine with --compare-with"},
		{[]string{mod, "--reference", "xla", "--split-input-file"}, "does not combine with --split-input-file"},
		{[]string{mod, "--reference", "xla", "--partitions", "2", "--random-inputs", "1", "--dims", "arg0=3x4"}, "unsupported: --reference=xla on a 1x2 process grid"},
	} {
		if code, _, stderr := runMain(t, c.args...); code != ExitUsage || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and %q", c.args, code, stderr, c.want)
		}
	}
	t.Setenv("SYMOPT_PYTHON", filepath.Join(t.TempDir(), "no-python"))
	code, _, stderr := runMain(t, mod, "--reference", "xla", "--random-inputs", "1", "--dims", "arg0=3x4")
	if code != ExitUsage || !strings.Contains(stderr, "SYMOPT_PYTHON") {
		t.Errorf("missing Python: exit %d, stderr %q; want exit 2 naming SYMOPT_PYTHON", code, stderr)
	}
}

// TestReferenceXLA runs a module with a dynamic dim through XLA (after
// shape refinement) and the interpreter: results match at two sizes.
func TestReferenceXLA(t *testing.T) {
	t.Setenv("SYMOPT_PYTHON", testtool.Python(t))
	mod := filepath.Join(t.TempDir(), "m.mlir")
	if err := os.WriteFile(mod, []byte(referenceModule), 0o644); err != nil {
		t.Fatal(err)
	}
	// symopt's dim annotations are taken out for XLA.
	annotated := filepath.Join(t.TempDir(), "a.mlir")
	text := "symopt.dim @B\n" + strings.ReplaceAll(referenceModule, "tensor<?x4xf32>", "tensor<?x4xf32, [@B, 4]>")
	if err := os.WriteFile(annotated, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	// 64-bit arguments reach XLA unnarrowed.
	wide := filepath.Join(t.TempDir(), "w.mlir")
	if err := os.WriteFile(wide, []byte("func.func @main(%a: tensor<?xi64>, %b: tensor<4xf64>) -> (tensor<?xi64>, tensor<4xf64>) {\n  %0 = stablehlo.add %a, %a : tensor<?xi64>\n  %1 = stablehlo.multiply %b, %b : tensor<4xf64>\n  return %0, %1 : tensor<?xi64>, tensor<4xf64>\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ file, dims string }{{mod, "arg0=1x4"}, {mod, "arg0=5x4"}, {annotated, "B=3"}, {wide, "arg0=3"}} {
		code, stdout, stderr := runMain(t, c.file, "--reference", "xla", "--random-inputs", "2", "--dims", c.dims)
		if code != ExitOK || !strings.Contains(stdout, "results match XLA") {
			t.Errorf("%s %s: exit %d\nstdout: %s\nstderr: %s", filepath.Base(c.file), c.dims, code, stdout, stderr)
		}
	}
}
