package nvptx_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/symopt/symopt/nvptx"
)

// TestCompileWithLLVM compiles every test kernel with both llc versions:
// no external calls or spills (every math function inlined), and the
// instructions the kernels should select.
func TestCompileWithLLVM(t *testing.T) {
	compileEach(t, allKernels(t), ptxWant{
		target: true,
		none:   []string{".extern", "call.uni", ".local"},
		match: []string{`shfl\.sync\.bfly\.b32`, `bar\.sync`, `ld\.global(\.nc)?\.v4\.f32`,
			`st\.global\.v4\.f32`, `ex2\.approx`, `\.shared`, `ld\.global\.nc\.f32`,
			`popc\.b32`, `popc\.b64`, `clz\.b32`, `clz\.b64`, `shl\.b32`, `shr\.s64`, `shr\.u32`, `sin\.approx`, `lg2\.approx`,
			`div\.u32`, `div\.u64`, `rem\.u32`, `setp\.[lg][te]\.u32`},
	})
}

func TestToolErrors(t *testing.T) {
	_, err := nvptx.FindLLC(nvptx.Options{LLC: "no-such-llc"})
	if err == nil || !strings.Contains(err.Error(), "apt-get install llvm-19") {
		t.Errorf("missing llc: got %v, want an install hint", err)
	}
	_, err = nvptx.Assemble(".version 8.0", nvptx.Options{Ptxas: "no-such-ptxas"})
	if !errors.Is(err, nvptx.ErrNoPtxas) || !strings.Contains(err.Error(), "CUDA toolkit") {
		t.Errorf("missing ptxas: got %v, want ErrNoPtxas", err)
	}
	m := emit(t, allKernels(t)[0])
	if _, err := nvptx.Compile(m, nvptx.Options{LLC: "no-such-llc"}); err == nil {
		t.Error("Compile with a missing llc succeeded")
	}
}
