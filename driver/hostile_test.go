package driver

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/internal/testtool"
)

// Hostile inputs: the cost of a run must grow linearly with the input.
// Each test runs the same shape of input at sizes n and 4n and compares
// the bytes allocated (deterministic, unlike time on a shared machine);
// a quadratic step shows up as a ratio near 16.

// checkLinear runs symopt on gen(n) and gen(4n) and fails when the
// allocation grows by more than maxRatio.
func checkLinear(t *testing.T, gen func(n int) string, n int, maxRatio float64, args ...string) {
	t.Helper()
	measure := func(n int) uint64 {
		src := gen(n)
		return testtool.Allocated(func() {
			_, stderr, code := run(t, src, args...)
			if code != 0 {
				t.Fatalf("n=%d: exit %d: %.300s", n, code, stderr)
			}
		})
	}
	small, big := measure(n), measure(4*n)
	ratio := float64(big) / float64(small)
	t.Logf("n=%d: %d bytes, 4n: %d bytes, ratio %.1f", n, small, big, ratio)
	if ratio > maxRatio {
		t.Errorf("allocation grows %.1fx from n=%d to 4n (limit %.0fx): not linear", ratio, n, maxRatio)
	}
}

func deepTuple(n int) string {
	return strings.Repeat("tuple<", n) + "i32" + strings.Repeat(">", n)
}

func TestDeepTypeIsLinear(t *testing.T) {
	gen := func(n int) string {
		ty := deepTuple(n)
		return "func.func @f(%arg0: " + ty + ") -> " + ty + " {\n  return %arg0 : " + ty + "\n}\n"
	}
	checkLinear(t, gen, 1000, 6)
}

func TestDeepFunctionTypeIsLinear(t *testing.T) {
	gen := func(n int) string {
		ty := strings.Repeat("tuple<(i32) -> ", n) + "i32" + strings.Repeat(">", n)
		return "func.func @f(%arg0: " + ty + ") {\n  return\n}\n"
	}
	checkLinear(t, gen, 1000, 6)
}

// Pieces of many (blank) lines each: padding every piece with the lines
// before it made the total quadratic.
func TestManySplitsAreLinear(t *testing.T) {
	gen := func(n int) string {
		piece := strings.Repeat("\n", 400) + "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n// -----\n"
		return strings.Repeat(piece, n)
	}
	checkLinear(t, gen, 200, 6, "--split-input-file")
}
