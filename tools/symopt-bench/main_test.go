package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symopt/symopt/memory/traingen"
)

func TestCommandLine(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "step.mlir")
	if err := os.WriteFile(src, []byte(traingen.Generate(traingen.Presets[0])), 0o644); err != nil {
		t.Fatal(err)
	}
	svg := filepath.Join(dir, "t.svg")
	tests := []struct {
		name string
		args []string
		code int
		want []string // in stdout
	}{
		{"no command", nil, 2, nil},
		{"unknown command", []string{"fusion"}, 2, nil},
		{"memory table", []string{"memory", "--preset", "mlp-1-layer"}, 0,
			// remat cannot go below (b) on one MLP layer (docs/memory.md)
			[]string{"| mlp-1-layer | 2x64 |", "| mlp-1-layer | 3x1000 |", "ok: measured", "ok: versioned remat measured",
				"rows at or below 0.7 x (a): (c) 0, (c') 0; mean (c)/(b) 1.000 (lowest 1.000)"}},
		{"run without file", []string{"run"}, 2, nil},
		{"run missing file", []string{"run", filepath.Join(dir, "none.mlir")}, 2, nil},
		{"run unknown function", []string{"run", src, "--fn", "nope"}, 2, nil},
		{"run report", []string{"run", src, "--optimized", src, "--fn", "train_step", "--dims", "B=2,S=3", "--memory-report", "--memory-timeline", svg}, 0,
			[]string{"peak_bytes=", "evictions=0 recomputed_ops=0"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			if code := run(tc.args, &out, &errb); code != tc.code {
				t.Fatalf("exit %d, want %d; stderr:\n%s", code, tc.code, errb.String())
			}
			for _, w := range tc.want {
				if !strings.Contains(out.String(), w) {
					t.Errorf("stdout lacks %q:\n%s", w, out.String())
				}
			}
		})
	}
	if b, err := os.ReadFile(svg); err != nil || !bytes.Contains(b, []byte("<svg")) {
		t.Errorf("timeline not written: %v", err)
	}
}

// TestMemoryUsageErrors: bad flags, unknown presets and stray files are
// refused with a message on stderr and exit 2, and no table is printed.
func TestMemoryUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"unknown flag", []string{"memory", "--nosuchflag"}, "unknown flag: --nosuchflag"},
		{"unknown preset", []string{"memory", "--preset", "nosuch"}, `unknown --preset "nosuch" (want one of mlp-1-layer,`},
		{"stray file", []string{"memory", "nosuch.mlir"}, `takes no file (got "nosuch.mlir")`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			if code := run(tc.args, &out, &errb); code != 2 {
				t.Errorf("exit %d, want 2", code)
			}
			if !strings.Contains(errb.String(), tc.want) {
				t.Errorf("stderr lacks %q:\n%s", tc.want, errb.String())
			}
			if out.Len() > 0 {
				t.Errorf("printed a table anyway:\n%s", out.String())
			}
		})
	}
}
