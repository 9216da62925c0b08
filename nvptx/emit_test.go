package nvptx_test

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/lowering/kernel/samples"
	"github.com/symopt/symopt/nvptx"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// checkInOrder is a small FileCheck: each pattern (a regular expression)
// must match a line after the line the previous pattern matched.
func checkInOrder(t *testing.T, text string, patterns ...string) {
	t.Helper()
	lines := strings.Split(text, "\n")
	at := 0
	for _, p := range patterns {
		re := regexp.MustCompile(p)
		found := false
		for ; at < len(lines); at++ {
			if re.MatchString(lines[at]) {
				found = true
				at++
				break
			}
		}
		if !found {
			t.Errorf("no line matching %q after the previous match in:\n%s", p, text)
			return
		}
	}
}

// emit emits ks as one module.
func emit(t *testing.T, ks ...*kernel.Kernel) *nvptx.Module {
	t.Helper()
	m, err := nvptx.Emit(ks...)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestEmitChecks(t *testing.T) {
	add, _ := samples.Add()
	warp, _ := samples.Softmax(kernel.Warp, 0)
	block, _ := samples.Softmax(kernel.Block, 256)
	col, _ := samples.ColMean("colmean", 256, nil)
	chain, _ := samples.Chain()
	split, _ := samples.ColMean("colmean_split", 256, kernel.DefaultSplit(kernel.DimRef("S0"), kernel.DimRef("S1")))
	for _, tc := range []struct {
		k      *kernel.Kernel
		style  nvptx.PointerStyle
		checks []string
	}{
		{add.Kernel, nvptx.Opaque, []string{
			`^target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"$`,
			`^target triple = "nvptx64-nvidia-cuda"$`,
			`^define void @add_f32\(ptr addrspace\(1\) noalias readonly %a, ptr addrspace\(1\) noalias readonly %b, ptr addrspace\(1\) noalias %out, i64 %S0\) \{$`,
			`call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x\(\)`,
			`call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x\(\)`,
			`= sdiv i64 %S0, 4$`,
			`^vloop.header`,
			`= load <4 x float>, ptr addrspace\(1\) %\d+, align 16$`,
			`= load <4 x float>, ptr addrspace\(1\) %\d+, align 16$`,
			`^\s+store <4 x float> %\d+, ptr addrspace\(1\) %\d+, align 16$`,
			`^tail.header`,
			`= load float, ptr addrspace\(1\) %\d+, align 4$`,
			`^!nvvm.annotations = !\{!0\}$`,
			`^!0 = !\{ptr @add_f32, !"kernel", i32 1\}$`,
		}},
		{add.Kernel, nvptx.Typed, []string{
			`^define void @add_f32\(float addrspace\(1\)\* noalias readonly %a, float addrspace\(1\)\* noalias readonly %b, float addrspace\(1\)\* noalias %out, i64 %S0\)`,
			`= bitcast float addrspace\(1\)\* %\d+ to <4 x float> addrspace\(1\)\*$`,
			`^!0 = !\{void \(float addrspace\(1\)\*, float addrspace\(1\)\*, float addrspace\(1\)\*, i64\)\* @add_f32, !"kernel", i32 1\}$`,
		}},
		{chain.Kernel, nvptx.Opaque, []string{
			`^define void @chain_f32\(ptr addrspace\(1\) noalias readonly %x, ptr addrspace\(1\) noalias readonly %bias, ptr addrspace\(1\) noalias %out, i64 %S0, i64 %S1\)`,
			`= mul i64 %S0, %S1$`,
			`= srem i64 %\d+, %S1$`,
			`call float @llvm.nvvm.ex2.approx.f\(float %\d+\)`,
			`call float @llvm.copysign.f32`,
			`call float @llvm.sqrt.f32`,
			`= fcmp uno float`,
		}},
		{warp.Kernel, nvptx.Opaque, []string{
			`= lshr i64 %\d+, 5$`,
			`= icmp sge i64 %\d+, %S0$`,
			`^phase0.\.header`,
			`call float @llvm.nvvm.shfl.sync.bfly.f32\(i32 -1, float %\d+, i32 16, i32 31\)`,
			`call float @llvm.nvvm.shfl.sync.bfly.f32\(i32 -1, float %\d+, i32 1, i32 31\)`,
			`^phase1.\.header`,
			`call float @llvm.nvvm.shfl.sync.bfly.f32\(i32 -1, float %\d+, i32 16, i32 31\)`,
			`^phase2.\.header`,
			`= fdiv float`,
			`store float %\d+, ptr addrspace\(1\)`,
		}},
		{block.Kernel, nvptx.Opaque, []string{
			`^@softmax_block.smem0 = internal addrspace\(3\) global \[8 x float\] undef, align 8$`,
			`^@softmax_block.smem1 = internal addrspace\(3\) global \[8 x float\] undef, align 8$`,
			`call float @llvm.nvvm.shfl.sync.bfly.f32\(i32 -1, float %\d+, i32 1, i32 31\)`,
			`^warpout.*then`,
			`getelementptr inbounds \[8 x float\], ptr addrspace\(3\) @softmax_block.smem0, i64 0, i64 %\d+`,
			`call void @llvm.nvvm.barrier0\(\)`,
			`^warp0.*then`,
			`call float @llvm.nvvm.shfl.sync.bfly.f32`,
			`call void @llvm.nvvm.barrier0\(\)`,
			`load float, ptr addrspace\(3\)`,
		}},
		{col.Kernel, nvptx.Opaque, []string{
			`^@colmean.smem0 = internal addrspace\(3\) global \[256 x float\] undef`,
			`= select i1 %\d+, i64 %S0, i64 0$`,
			`call void @llvm.nvvm.barrier0\(\)`,
			`^tree.*then`, `call void @llvm.nvvm.barrier0\(\)`,
			`^tree.*then`, `call void @llvm.nvvm.barrier0\(\)`,
			`^tree.*then`, `call void @llvm.nvvm.barrier0\(\)`,
			`^epilogue.*then`,
			`= sitofp i64 %S0 to float$`,
		}},
		{split.Kernel, nvptx.Opaque, []string{
			`^@colmean_split.last = internal addrspace\(3\) global i32 undef, align 4$`,
			`^define void @colmean_split\(.*ptr addrspace\(1\) noalias %scratch_partial0, ptr addrspace\(1\) noalias %scratch_counter\)`,
			`= urem i64 %\d+, %\d+$`,
			`= udiv i64 %\d+, %\d+$`,
			`^phase0`,
			`call void @llvm.nvvm.barrier0\(\)`,
			`^partial.*then`,
			`store float %\d+, ptr addrspace\(1\) %\d+, align 4$`,
			`call void @llvm.nvvm.membar.gl\(\)`,
			`call void @llvm.nvvm.barrier0\(\)`,
			`= atomicrmw add ptr addrspace\(1\) %\d+, i32 1 monotonic$`,
			`store i32 %\d+, ptr addrspace\(3\) @colmean_split.last`,
			`call void @llvm.nvvm.barrier0\(\)`,
			`= load i32, ptr addrspace\(3\) @colmean_split.last$`,
			`^exit\d+:`, `ret void`,
			`^chunks`,
			`= load volatile float, ptr addrspace\(1\) %\d+, align 4$`,
			`^reset.*then`,
			`store i32 0, ptr addrspace\(1\) %\d+`,
			`^epilogue.*then`,
		}},
	} {
		t.Run(tc.k.Name+"/"+tc.style.String(), func(t *testing.T) {
			checkInOrder(t, emit(t, tc.k).Text(tc.style), tc.checks...)
		})
	}
}

// TestOpaqueTextHasNoTypedPointers checks the rewrite of every kernel:
// no '*' survives, and the typed form has the same number of lines.
func TestOpaqueTextHasNoTypedPointers(t *testing.T) {
	for _, k := range allKernels(t) {
		m := emit(t, k)
		opaque, typed := m.Text(nvptx.Opaque), m.Text(nvptx.Typed)
		if i := strings.IndexByte(opaque, '*'); i >= 0 {
			t.Errorf("%s: typed pointer left in opaque text near %q", k.Name, opaque[max(0, i-60):i+1])
		}
		if strings.Count(opaque, "\n") != strings.Count(typed, "\n") {
			t.Errorf("%s: opaque and typed texts differ in line count", k.Name)
		}
		if !strings.Contains(typed, " addrspace(1)*") {
			t.Errorf("%s: typed text has no typed global pointer", k.Name)
		}
	}
}

func TestEmitGolden(t *testing.T) {
	s, err := samples.RowSum(kernel.Warp, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := emit(t, s.Kernel).Text(nvptx.Opaque)
	path := filepath.Join("testdata", "rowsum_warp.ll")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("emitted module differs from %s; rerun with -update and review the diff", path)
	}
}

func TestEmitErrors(t *testing.T) {
	good, _ := samples.Add()
	bad := &kernel.Kernel{Name: "bad", Strategy: kernel.Loop, Block: 256, Vector: 1}
	dup, _ := samples.Add()
	named := *good.Kernel
	named.Name = "has-dash"
	for _, tc := range []struct {
		name string
		ks   []*kernel.Kernel
		want string
	}{
		{"unverified", []*kernel.Kernel{bad}, "kernel bad: count: missing expression"},
		{"duplicate", []*kernel.Kernel{good.Kernel, dup.Kernel}, `kernel "add_f32": want a unique name`},
		{"bad name", []*kernel.Kernel{&named}, `kernel "has-dash"`},
	} {
		_, err := nvptx.Emit(tc.ks...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want %q", tc.name, err, tc.want)
		}
	}
}
