package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symopt/symopt/internal/testtool"
)

// twoKernels is PTX with two kernels in two pieces, as symopt
// --split-input-file prints them; k_shared uses 1024 bytes of shared
// memory.
const twoKernels = `// -----
.version 8.0
.target sm_80
.address_size 64

.visible .entry k_copy(.param .u64 p) {
	.reg .b64 %rd<3>;
	.reg .b32 %r<2>;
	ld.param.u64 %rd1, [p];
	cvta.to.global.u64 %rd2, %rd1;
	ld.global.u32 %r1, [%rd2];
	st.global.u32 [%rd2+4], %r1;
	ret;
}
// -----
// -----
.version 8.0
.target sm_80
.address_size 64

.visible .entry k_shared(.param .u64 p) {
	.shared .align 4 .b8 buf[1024];
	.reg .b64 %rd<3>;
	.reg .b32 %r<2>;
	ld.param.u64 %rd1, [p];
	cvta.to.global.u64 %rd2, %rd1;
	ld.global.u32 %r1, [%rd2];
	st.shared.u32 [buf], %r1;
	bar.sync 0;
	ld.shared.u32 %r1, [buf+4];
	st.global.u32 [%rd2+4], %r1;
	ret;
}
`

func TestReportPTX(t *testing.T) {
	ptxas := testtool.PTXAS(t)
	f := filepath.Join(t.TempDir(), "two.ptx")
	if err := os.WriteFile(f, []byte(twoKernels), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	if code := run([]string{"--ptxas", ptxas, "--arch", "sm_80", f}, &out, &errs); code != 0 {
		t.Fatalf("exit %d\n%s", code, errs.String())
	}
	for _, want := range []string{
		"sm_80: 2 kernels assembled",
		"kernels spilling: 0; largest static shared memory: 1024 bytes",
		"two.ptx#1:k_shared",
		"registers: min ",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
}

func TestReportErrors(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run(nil, &out, &errs); code != 2 || !strings.Contains(errs.String(), "usage:") {
		t.Errorf("no inputs: exit %d, want 2 with usage", code)
	}
	errs.Reset()
	if code := run([]string{"--ptxas", "/no/such/ptxas", "x.ptx"}, &out, &errs); code != 1 || !strings.Contains(errs.String(), "ptxas not found") {
		t.Errorf("missing ptxas: exit %d, want 1; stderr:\n%s", code, errs.String())
	}
}

// TestReportTargetMismatch: PTX written for sm_90 does not assemble for
// sm_80, and the report says to write it for the target asked.
func TestReportTargetMismatch(t *testing.T) {
	ptxas := testtool.PTXAS(t)
	f := filepath.Join(t.TempDir(), "k.ptx")
	if err := os.WriteFile(f, []byte(strings.ReplaceAll(twoKernels, ".target sm_80", ".target sm_90")), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	code := run([]string{"--ptxas", ptxas, "--arch", "sm_80", f}, &out, &errs)
	if code != 1 || !strings.Contains(errs.String(), "the PTX targets sm_90: write it with symopt --arch=sm_80") {
		t.Errorf("exit %d, want 1 with a hint; stderr:\n%s", code, errs.String())
	}
}

func TestSplitPTX(t *testing.T) {
	got := splitPTX(twoKernels)
	if len(got) != 2 || !strings.Contains(got[0], "k_copy") || !strings.Contains(got[1], "k_shared") {
		t.Errorf("splitPTX gave %d pieces: %q", len(got), got)
	}
}
