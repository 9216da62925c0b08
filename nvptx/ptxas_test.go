package nvptx_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symopt/symopt/driver"
	"github.com/symopt/symopt/internal/testtool"
	"github.com/symopt/symopt/models"
	"github.com/symopt/symopt/nvptx"
)

// ptxasArchs are the targets every kernel must assemble for.
var ptxasArchs = []string{"sm_90", "sm_80"}

// assembleAll runs ptxas -v on ptx for arch and checks that it reports
// every .entry of ptx and that no kernel spills registers.
func assembleAll(t *testing.T, ptx, arch, ptxas string) {
	t.Helper()
	us, err := nvptx.Resources(ptx, nvptx.Options{Ptxas: ptxas, Arch: arch})
	if err != nil {
		t.Fatal(err)
	}
	if want := strings.Count(ptx, ".entry "); len(us) != want {
		t.Errorf("ptxas reported %d kernels, the PTX has %d", len(us), want)
	}
	for _, u := range us {
		if u.Spills() {
			t.Errorf("%s spills on %s: %d bytes stored, %d loaded (%d registers)", u.Kernel, arch, u.SpillStores, u.SpillLoads, u.Registers)
		}
	}
}

// driverPTX runs symopt --emit=ptx --arch=arch on src (named file).
func driverPTX(t *testing.T, file string, src []byte, arch string) string {
	t.Helper()
	var out, errs bytes.Buffer
	if code := driver.Main([]string{"--emit=ptx", "--arch=" + arch, "-"}, bytes.NewReader(src), &out, &errs); code != 0 {
		t.Fatalf("symopt --emit=ptx %s: exit %d\n%s", file, code, errs.String())
	}
	return out.String()
}

// wantNoCollectives checks that symopt --emit=ptx refuses a module with
// collectives (llama_dp2.mlir, data parallel over two devices) as not
// supported: code generation compiles for one device.
func wantNoCollectives(t *testing.T, src []byte) {
	t.Helper()
	var out, errs bytes.Buffer
	code := driver.Main([]string{"--emit=ptx", "-"}, bytes.NewReader(src), &out, &errs)
	if code != 2 || !strings.Contains(errs.String(), "has no collectives (not supported)") {
		t.Errorf("symopt --emit=ptx on collectives: exit %d, want 2 and 'not supported'\n%s", code, errs.String())
	}
}

// needLLC19 returns LLVM 19's llc, the one that targets sm_90.
func needLLC19(t *testing.T) {
	t.Helper()
	needTool(t, 19, "llc-19", "llc")
}

// TestPtxasTestKernels assembles the kernels the other tests build (the
// samples, every operation on every type, every reduction strategy) for
// sm_90 and sm_80.
func TestPtxasTestKernels(t *testing.T) {
	ptxas := testtool.PTXAS(t)
	needLLC19(t)
	m := emit(t, allKernels(t)...)
	for _, arch := range ptxasArchs {
		t.Run(arch, func(t *testing.T) {
			ptx, err := nvptx.Compile(m, nvptx.Options{CPU: arch})
			if err != nil {
				t.Fatal(err)
			}
			assembleAll(t, ptx, arch, ptxas)
		})
	}
}

// TestPtxasExamples assembles every kernel symopt --emit=ptx builds for
// examples/*.mlir, for sm_90 and sm_80.
func TestPtxasExamples(t *testing.T) {
	ptxas := testtool.PTXAS(t)
	needLLC19(t)
	files, err := filepath.Glob(filepath.Join(testtool.RepoRoot(t), "examples", "*.mlir"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(src, []byte("stablehlo.all_reduce")) {
			t.Run(filepath.Base(f), func(t *testing.T) { wantNoCollectives(t, src) })
			continue
		}
		for _, arch := range ptxasArchs {
			t.Run(filepath.Base(f)+"/"+arch, func(t *testing.T) {
				assembleAll(t, driverPTX(t, f, src, arch), arch, ptxas)
			})
		}
	}
}

// TestPtxasLlama1b assembles every kernel of the llama-1b train step
// (symopt-models --preset=llama-1b --train-step | symopt --emit=ptx), for
// sm_90 and sm_80: each distinct kernel once, as the module holds it.
func TestPtxasLlama1b(t *testing.T) {
	if testing.Short() {
		t.Skip("llama-1b takes about ten seconds per target")
	}
	ptxas := testtool.PTXAS(t)
	needLLC19(t)
	src, err := models.PresetText("llama-1b", "llama", "train-step")
	if err != nil {
		t.Fatal(err)
	}
	for _, arch := range ptxasArchs {
		t.Run(arch, func(t *testing.T) {
			assembleAll(t, driverPTX(t, "llama-1b", src, arch), arch, ptxas)
		})
	}
}

// TestFindPtxasLooksInVenv finds the ptxas of the nvidia-cuda-nvcc wheel
// in ./.venv when neither $PTXAS nor PATH has one, and names the places it
// looked when there is none.
func TestFindPtxasLooksInVenv(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	t.Setenv("PTXAS", "")
	t.Setenv("PATH", dir)
	t.Setenv("VIRTUAL_ENV", "")
	t.Setenv("CUDA_HOME", "")
	t.Setenv("CUDA_PATH", "")
	t.Setenv("HOME", dir)
	for _, p := range []string{"/usr/local/cuda/bin/ptxas", "/opt/cuda/bin/ptxas"} {
		if _, err := os.Stat(p); err == nil {
			t.Skipf("%s is installed", p)
		}
	}
	_, err := nvptx.FindPtxas("")
	if !errors.Is(err, nvptx.ErrNoPtxas) || !strings.Contains(err.Error(), "looked in: ") ||
		!strings.Contains(err.Error(), ".venv/lib/python3*/site-packages/nvidia/cu1*/bin/ptxas") {
		t.Errorf("no ptxas: got %v, want ErrNoPtxas naming the places searched", err)
	}
	bin := filepath.Join(dir, ".venv", "lib", "python3.11", "site-packages", "nvidia", "cu13", "bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(bin, "ptxas"), []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	got, err := nvptx.FindPtxas("")
	if err != nil || !strings.HasSuffix(got, "nvidia/cu13/bin/ptxas") {
		t.Errorf("FindPtxas = %q, %v; want the wheel's ptxas in .venv", got, err)
	}
}

func TestParseUsage(t *testing.T) {
	out := `ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'k1' for 'sm_90'
ptxas info    : Function properties for k1
    8 bytes stack frame, 12 bytes spill stores, 16 bytes spill loads
ptxas info    : Used 255 registers, used 1 barriers, 1028 bytes smem
ptxas info    : Compile time = 37.221 ms
ptxas info    : Compiling entry function 'k2' for 'sm_90'
ptxas info    : Function properties for k2
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 32 registers, used 0 barriers
`
	us, err := nvptx.ParseUsage(out)
	if err != nil {
		t.Fatal(err)
	}
	want := []nvptx.Usage{
		{Kernel: "k1", Registers: 255, SpillStores: 12, SpillLoads: 16, Stack: 8, Shared: 1028, Barriers: 1},
		{Kernel: "k2", Registers: 32},
	}
	if len(us) != len(want) || us[0] != want[0] || us[1] != want[1] {
		t.Errorf("ParseUsage = %+v, want %+v", us, want)
	}
	if !us[0].Spills() || us[1].Spills() {
		t.Error("Spills wrong")
	}
	if _, err := nvptx.ParseUsage("garbage"); err == nil {
		t.Error("ParseUsage of no entries succeeded")
	}
}
