package lit

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSubstitute(t *testing.T) {
	builtin := pathSubsts("/src/dir/a.mlir", "/exec/dir/Output/a.mlir", false)
	config := []Subst{{"%{check}", "filecheck %s"}, {"%python", "python3"}}
	tests := []struct{ in, want string }{
		{"cat %s", "cat /src/dir/a.mlir"},
		{"ls %S %p", "ls /src/dir /src/dir"},
		{"echo > %t", "echo > /exec/dir/Output/a.mlir.tmp"},
		{"mkdir %T", "mkdir /exec/dir/Output"},
		{"echo %basename_t", "echo a.mlir"},
		{"echo a%{pathsep}b", "echo a:b"},
		{"printf 100%%", "printf 100%"},
		{"printf %%s", "printf %s"},
		{"x | %{check}", "x | filecheck /src/dir/a.mlir"},
		{"%python -c 1", "python3 -c 1"},
		{"%/t", "/exec/dir/Output/a.mlir.tmp"},
		{"%:s", "src/dir/a.mlir"},
		{"%{s:real} %{/T:real}", "/src/dir/a.mlir /exec/dir/Output"},
		{"%{/t:regex_replacement}", "/exec/dir/Output/a.mlir.tmp"},
		{"FileCheck --check-prefix=X{{.*}}", "FileCheck --check-prefix=X{{.*}}"},
	}
	for _, tt := range tests {
		got, err := substitute(tt.in, config, builtin)
		if err != nil {
			t.Errorf("substitute(%q): %v", tt.in, err)
			continue
		}
		if got != tt.want {
			t.Errorf("substitute(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestRealPath(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real")
	if err := os.Mkdir(real, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(real, filepath.Join(dir, "link")); err != nil {
		t.Fatal(err)
	}
	want, _ := filepath.EvalSymlinks(filepath.Join(real))
	if got := realPath(filepath.Join(dir, "link", "not-yet", "x.tmp")); got != filepath.Join(want, "not-yet", "x.tmp") {
		t.Errorf("realPath = %q, want it under %q", got, want)
	}
	subs := pathSubsts(filepath.Join(dir, "link", "a@b&c.mlir"), "/o/Output/x", true)
	got, err := substitute("%{s:real} %{/s:regex_replacement}", subs)
	if err != nil {
		t.Fatal(err)
	}
	if w := filepath.Join(want, "a@b&c.mlir") + " " + filepath.Join(dir, "link", `a\@b\&c.mlir`); got != w {
		t.Errorf("substitute = %q, want %q", got, w)
	}
}

func TestSubstituteUnknown(t *testing.T) {
	for _, in := range []string{"%{nope}", "echo %{a-b:c} x", "cat %{}"} {
		_, err := substitute(in, nil, pathSubsts("/a", "/b", false))
		if err == nil || !strings.Contains(err.Error(), "unknown substitution %{") {
			t.Errorf("substitute(%q) error = %v, want unknown substitution", in, err)
		}
	}
	// An escaped percent sign is not a substitution.
	if got, err := substitute("echo %%{x}", nil, nil); err != nil || got != "echo %{x}" {
		t.Errorf("substitute(%%%%{x}) = %q, %v", got, err)
	}
}
