package interp

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// Running n pieces (of many blank lines) allocates in proportion to n: pieces are parsed where
// they lie in the file, not padded with the lines before them.
func TestManySplitsAreLinear(t *testing.T) {
	dir := t.TempDir()
	piece := strings.Repeat("\n", 400) + "func.func @main() {\n  %a = stablehlo.constant dense<3> : tensor<i32>\n  check.expect_eq_const %a, dense<3> : tensor<i32>\n  func.return\n}\n"
	measure := func(n int) uint64 {
		path := filepath.Join(dir, "s.mlir")
		if err := os.WriteFile(path, []byte(strings.Repeat(piece+"// -----\n", n)+piece), 0o644); err != nil {
			t.Fatal(err)
		}
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		code, _, stderr := runMain(t, "-q", "--split-input-file", path)
		runtime.ReadMemStats(&after)
		if code != ExitOK {
			t.Fatalf("exit %d: %.300s", code, stderr)
		}
		return after.TotalAlloc - before.TotalAlloc
	}
	small, big := measure(200), measure(800)
	if ratio := float64(big) / float64(small); ratio > 6 {
		t.Errorf("4x the pieces allocate %.1fx the bytes (%d -> %d)", ratio, small, big)
	}
}
