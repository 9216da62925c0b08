package testtool

import (
	"os"
	"path/filepath"
	"testing"
)

func TestRepoRootHoldsGoMod(t *testing.T) {
	if _, err := os.Stat(filepath.Join(RepoRoot(t), "go.mod")); err != nil {
		t.Fatal(err)
	}
}

func TestRequired(t *testing.T) {
	t.Setenv("CI", "")
	t.Setenv("SYMOPT_REQUIRE_TOOLS", "")
	if Required() {
		t.Error("required with neither variable set")
	}
	t.Setenv("SYMOPT_REQUIRE_TOOLS", "1")
	if !Required() {
		t.Error("not required with SYMOPT_REQUIRE_TOOLS=1")
	}
	t.Setenv("SYMOPT_REQUIRE_TOOLS", "")
	t.Setenv("CI", "true")
	if !Required() {
		t.Error("not required with CI=true")
	}
}
