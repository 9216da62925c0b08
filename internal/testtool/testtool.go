// Package testtool finds the external tools that tests compare symopt
// against (LLVM 19's FileCheck, mlir-opt and llc, lit, the Python
// environment with jax and jaxlib, ptxas). A missing tool skips the test
// with a message, except when SYMOPT_REQUIRE_TOOLS=1 (./test.sh) or
// CI=true, where it fails it: the full test command skips nothing.
//
// Only tests import this package.
package testtool

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// Required reports whether missing tools fail tests instead of skipping
// them.
func Required() bool {
	return os.Getenv("SYMOPT_REQUIRE_TOOLS") == "1" || os.Getenv("CI") == "true"
}

// Missing skips t, or fails it when tools are required, saying what is
// missing and how to get it.
func Missing(t testing.TB, format string, args ...any) {
	t.Helper()
	msg := fmt.Sprintf(format, args...)
	if Required() {
		t.Fatalf("%s (required: ./test.sh installs the test tools)", msg)
	}
	t.Skipf("%s; ./test.sh installs it", msg)
}

// Path returns the path of a tool on PATH, or skips/fails t.
func Path(t testing.TB, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		Missing(t, "%s not found on PATH", name)
	}
	return p
}

// RepoRoot returns the directory holding go.mod, searched upward from the
// test's working directory.
func RepoRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatal("no go.mod above the test's directory")
		}
		dir = up
	}
}

// Python returns the interpreter of the environment with jax, jaxlib and
// numpy: $SYMOPT_PYTHON, else the repository's .venv (made by
// interop/setup.sh). It skips/fails t when neither can import jax.
func Python(t testing.TB) string {
	t.Helper()
	candidates := []string{os.Getenv("SYMOPT_PYTHON"), filepath.Join(RepoRoot(t), ".venv", "bin", "python")}
	for _, p := range candidates {
		if p == "" {
			continue
		}
		if err := exec.Command(p, "-c", "import jax, jaxlib, numpy").Run(); err == nil {
			return p
		}
	}
	Missing(t, "no Python with jax, jaxlib and numpy (set SYMOPT_PYTHON or run interop/setup.sh)")
	return ""
}

// PTXAS returns NVIDIA's ptxas: $PTXAS, PATH, or the one the
// nvidia-cuda-nvcc wheel put in the repository's .venv.
func PTXAS(t testing.TB) string {
	t.Helper()
	if p := os.Getenv("PTXAS"); p != "" {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	if p, err := exec.LookPath("ptxas"); err == nil {
		return p
	}
	matches, _ := filepath.Glob(filepath.Join(RepoRoot(t), ".venv", "lib", "python3*", "site-packages", "nvidia", "cu13", "bin", "ptxas"))
	if len(matches) > 0 {
		return matches[0]
	}
	Missing(t, "ptxas not found ($PTXAS, PATH, or .venv from interop/requirements.txt)")
	return ""
}

// Allocated returns the bytes the process allocates while f runs (after a
// collection, so earlier garbage does not count). Allocation is the
// deterministic measure of a cost, unlike time on a shared machine.
func Allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}
