package lowering

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/diag"
)

const validSrc = `func.func @f(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = stablehlo.exponential %a : tensor<4x4xf32>
  %1 = stablehlo.dot_general %0, %0, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}
`

// TestValidateNamesTheStep: a plan whose step reads a buffer that the step
// meant to write it does not is an internal error naming the reader; a
// sound plan passes.
func TestValidateNamesTheStep(t *testing.T) {
	m, reg := parseText(t, "v.mlir", []byte(validSrc))
	fuseAll(t, m, reg)
	p, err := LowerFunc(Funcs(m)[0])
	if err != nil {
		t.Fatal(err)
	}
	if errs := p.validate(); len(errs) != 0 {
		t.Fatalf("sound plan: %v", errs)
	}
	if len(p.Steps) != 2 || p.Steps[0].Kind != KernelStep || p.Steps[1].Kind != LibraryStep {
		t.Fatalf("want a kernel then a library call, got %d steps", len(p.Steps))
	}
	p.Steps[0].Writes = nil
	errs := p.validate()
	if len(errs) != 1 {
		t.Fatalf("got %d errors %v, want 1", len(errs), errs)
	}
	d, ok := errs[0].(*diag.Diagnostic)
	want := "internal error: plan of @f: step 2 (library call 'symopt.cublas.gemm') reads buffer"
	if !ok || !strings.Contains(d.Msg, want) || d.Unsupported || d.Pos.Line != 3 {
		t.Errorf("got %v, want %q at line 3", errs[0], want)
	}
}
