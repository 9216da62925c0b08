package lowering

import (
	"fmt"
	"strings"
	"testing"

	"github.com/symopt/symopt/internal/testtool"
	"github.com/symopt/symopt/nvptx"
)

// TestKernelsCompileWithLLC compiles every kernel of the test inputs to
// PTX. It needs llc with the NVPTX backend: skipped when missing, except
// under CI=true where that is a failure.
func TestKernelsCompileWithLLC(t *testing.T) {
	if _, err := nvptx.FindLLC(nvptx.Options{}); err != nil {
		testtool.Missing(t, "llc unusable, skipping PTX compilation: %v", err)
	}
	for _, file := range []string{"chain.mlir", "ints.mlir", "layout.mlir", "softmax.mlir", "norms.mlir", "transformer.mlir", "embed.mlir", "rounding.mlir",
		"versioned_around.mlir", "versioned_scatter.mlir"} {
		t.Run(file, func(t *testing.T) {
			lm, err := LowerModule(fuseModule(t, "testdata/"+file))
			if err != nil {
				t.Fatal(err)
			}
			m, err := nvptx.Emit(lm.Kernels()...)
			if err != nil {
				t.Fatal(err)
			}
			ptx, err := nvptx.Compile(m, nvptx.Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, k := range lm.Kernels() {
				if !strings.Contains(ptx, ".entry "+k.Name+"(") {
					t.Errorf("PTX has no entry for %s", k.Name)
				}
			}
			if strings.Contains(ptx, ".local") || strings.Contains(ptx, ".extern") {
				t.Errorf("PTX uses local memory or external functions")
			}
		})
	}
}

// TestEmbedKernelsCompileWithBothLLVMs compiles the gather, sine/cosine
// and scatter kernels with llc-19 for sm_90 and LLVM 14's llc for sm_80
// and checks that the hardware instructions they rely on are there.
func TestEmbedKernelsCompileWithBothLLVMs(t *testing.T) {
	lm, err := LowerModule(fuseModule(t, "testdata/embed.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := nvptx.Emit(lm.Kernels()...)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		major  int
		names  []string
		target string
	}{
		{19, []string{"llc-19", "llc"}, ".target sm_90"},
		{14, []string{"llc-14", "llc"}, ".target sm_80"},
	} {
		t.Run(fmt.Sprintf("llvm%d", tc.major), func(t *testing.T) {
			var tool nvptx.Tool
			for _, n := range tc.names {
				if tl, err := nvptx.FindLLC(nvptx.Options{LLC: n}); err == nil && tl.Major == tc.major {
					tool = tl
					break
				}
			}
			if tool.Path == "" {
				testtool.Missing(t, "no LLVM %d llc (tried %v)", tc.major, tc.names)
			}
			ptx, err := nvptx.Compile(m, nvptx.Options{LLC: tool.Path})
			if err != nil {
				t.Fatal(err)
			}
			for _, want := range []string{tc.target, "sin.approx.f32", "cos.approx.f32", "atom.global.add.f32", "ld.global.nc.u32"} {
				if !strings.Contains(ptx, want) {
					t.Errorf("PTX lacks %q", want)
				}
			}
			for _, k := range lm.Kernels() {
				if !strings.Contains(ptx, ".entry "+k.Name+"(") {
					t.Errorf("PTX has no entry for %s", k.Name)
				}
			}
		})
	}
}
