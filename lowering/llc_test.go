package lowering

import (
	"os"
	"strings"
	"testing"

	"github.com/symopt/symopt/nvptx"
)

// TestKernelsCompileWithLLC compiles every kernel of the test inputs to
// PTX. It needs llc with the NVPTX backend: skipped when missing, except
// under CI=true where that is a failure.
func TestKernelsCompileWithLLC(t *testing.T) {
	if _, err := nvptx.FindLLC(nvptx.Options{}); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true but llc is unusable: %v", err)
		}
		t.Skipf("llc unusable, skipping PTX compilation: %v", err)
	}
	for _, file := range []string{"chain.mlir", "ints.mlir", "layout.mlir", "softmax.mlir", "norms.mlir", "transformer.mlir", "embed.mlir"} {
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
