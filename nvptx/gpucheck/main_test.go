package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symopt/symopt/internal/testtool"
	"github.com/symopt/symopt/nvptx"
)

func needLLC(t *testing.T) {
	t.Helper()
	if _, err := nvptx.FindLLC(nvptx.Options{}); err != nil {
		testtool.Missing(t, "%s", err)
	}
}

func TestBundleLayout(t *testing.T) {
	needLLC(t)
	dir := t.TempDir()
	if code := run([]string{"-o", dir, "--scale", "64"}); code != 0 {
		t.Fatalf("gpucheck exited %d", code)
	}
	data, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	var man manifest
	if err := json.Unmarshal(data, &man); err != nil {
		t.Fatal(err)
	}
	want := []string{"add_f32", "chain_f32", "softmax_warp", "softmax_block", "rowsum_warp", "rowsum_block", "colmean", "colmean_split", "sort_rows", "argmax_rows"}
	if len(man.Kernels) != len(want) {
		t.Fatalf("%d kernels, want %d", len(man.Kernels), len(want))
	}
	for i, k := range man.Kernels {
		if k.Name != want[i] {
			t.Errorf("kernel %d is %s, want %s", i, k.Name, want[i])
		}
		ptx, err := os.ReadFile(filepath.Join(dir, k.PTX))
		if err != nil || !strings.Contains(string(ptx), ".visible .entry "+k.Name+"(") {
			t.Errorf("%s: PTX missing or without its .entry (%v)", k.Name, err)
		}
		for _, p := range k.Params {
			if p.Kind != "buffer" || p.Role == "scratch" {
				continue
			}
			st, err := os.Stat(filepath.Join(dir, k.Check.Files[p.Name]))
			if err != nil || st.Size() != int64(4*k.Check.Sizes[p.Name]) {
				t.Errorf("%s: %s data missing or of the wrong size (%v)", k.Name, p.Name, err)
			}
			if p.Role == "in" && k.Bench.Sizes[p.Name] < k.Check.Sizes[p.Name] {
				t.Errorf("%s: timed %s smaller than checked", k.Name, p.Name)
			}
		}
		if k.Check.Grid < 1 || k.Bench.Grid < 1 || k.Bench.Bytes <= 0 {
			t.Errorf("%s: bad launch sizes %+v %+v", k.Name, k.Check, k.Bench)
		}
	}
	py, err := exec.LookPath("python3")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("python3 not found: cannot check run.py --dry-run")
		}
		t.Log("python3 not found: run.py --dry-run not checked")
		return
	}
	out, err := exec.Command(py, filepath.Join(dir, "run.py"), "--dry-run", dir).CombinedOutput()
	if err != nil {
		t.Errorf("run.py --dry-run: %v\n%s", err, out)
	}
}

func TestUsage(t *testing.T) {
	for _, args := range [][]string{{}, {"-o"}, {"-o", "x", "extra"}, {"--scale", "0", "-o", "x"}, {"--bogus"}} {
		if code := run(args); code != 2 {
			t.Errorf("gpucheck %q exited %d, want 2", args, code)
		}
	}
}
