package driver

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/symopt/symopt/internal/testtool"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering"
)

// TestKeptLoweringIsTakenOnceForItsModule checks that --emit takes the
// lowering lower-to-kernels kept only for the module it lowered, once.
func TestKeptLoweringIsTakenOnceForItsModule(t *testing.T) {
	a, b := &ir.Operation{Name: "builtin.module"}, &ir.Operation{Name: "builtin.module"}
	lm := &lowering.Module{}
	for _, tc := range []struct {
		name       string
		kept, take *ir.Operation
		want       *lowering.Module
	}{
		{"same module", a, a, lm},
		{"another module", a, b, nil},
		{"nothing kept", nil, a, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var k keptLowering
			if tc.kept != nil {
				k.keep(tc.kept, lm)
			}
			if got := k.take(tc.take); got != tc.want {
				t.Errorf("take = %p, want %p", got, tc.want)
			}
			if got := k.take(tc.take); got != nil {
				t.Errorf("second take = %p, want nil", got)
			}
		})
	}
}

// TestEmitFromKeptLoweringMatchesFreshLowering compares --emit=llvm after
// the default pipeline (which hands over the pass's lowering) with the
// same passes given as --pass-pipeline (which lowers again).
func TestEmitFromKeptLoweringMatchesFreshLowering(t *testing.T) {
	for _, file := range []string{"../examples/mlp.mlir", "../examples/llama.mlir", "../lowering/testdata/versioned_scatter.mlir"} {
		t.Run(file, func(t *testing.T) {
			kept, errs, code := run(t, "", "--emit=llvm", file)
			if code != 0 {
				t.Fatalf("default pipeline: exit %d: %s", code, errs)
			}
			fresh, errs, code := run(t, "", "--emit=llvm",
				"--pass-pipeline=builtin.module(inline{default-pipeline=\"\"},symbol-dce,func.func(hlo-expand),symbolic-shapes,func.func(fuse),lower-to-kernels)", file)
			if code != 0 {
				t.Fatalf("explicit pipeline: exit %d: %s", code, errs)
			}
			if kept != fresh || kept == "" {
				t.Errorf("--emit=llvm differs between the kept and a fresh lowering (%d and %d bytes)", len(kept), len(fresh))
			}
		})
	}
}

// TestEmitVersionedBody emits LLVM IR for versioned bodies (an scf.if on
// the dims whose branches the default pipeline fuses): one definition per
// distinct kernel of both sides.
func TestEmitVersionedBody(t *testing.T) {
	for _, tc := range []struct {
		file    string
		kernels []string
	}{
		{"../lowering/testdata/versioned_scatter.mlir", []string{"accumulate_k0_init", "accumulate_k0", "accumulate_k1", "accumulate_k2_init", "accumulate_k2", "accumulate_k4"}},
		{"../lowering/testdata/versioned_around.mlir", []string{"f_k0", "f_k1", "f_k2", "f_k3", "f_k4"}},
		{"../lowering/testdata/versioned_copies.mlir", []string{"f_k0", "f_k1"}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			out, errs, code := run(t, "", "--emit=llvm", tc.file)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			var got []string
			for _, m := range regexp.MustCompile(`(?m)^define void @(\w+)\(`).FindAllStringSubmatch(out, -1) {
				got = append(got, m[1])
			}
			if !slices.Equal(got, tc.kernels) {
				t.Errorf("defines %v, want %v", got, tc.kernels)
			}
		})
	}
}

// TestEmitRematRecomputes emits LLVM IR for a body with remat's evict and
// regenerate ops: the recompute's fusion (f_k1, exponential and add
// without the body's tanh) gets a kernel of its own next to the body's,
// and the module defines each once.
func TestEmitRematRecomputes(t *testing.T) {
	src := `func.func @f(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %a = stablehlo.exponential %x : tensor<?x8xf32>
  %e = stablehlo.add %a, %x : tensor<?x8xf32>
  %u = stablehlo.tanh %e : tensor<?x8xf32>
  symopt.evict %e peak "64*S0" (%n) : tensor<?x8xf32>, index
  %v = stablehlo.dot_general %u, %u, contracting_dims = [1] x [1] : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x?xf32>
  %w = stablehlo.dot_general %v, %u, contracting_dims = [1] x [0] : (tensor<?x?xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  %r = symopt.regenerate %e : tensor<?x8xf32> {
    %a2 = stablehlo.exponential %x : tensor<?x8xf32>
    %e2 = stablehlo.add %a2, %x : tensor<?x8xf32>
    symopt.regenerate_yield %e2 : tensor<?x8xf32>
  }
  %y = stablehlo.multiply %w, %r : tensor<?x8xf32>
  return %y : tensor<?x8xf32>
}`
	file := filepath.Join(t.TempDir(), "remat.mlir")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, pipeline string
		kernels        []string
	}{
		{"fused and lowered", "--pass-pipeline=builtin.module(func.func(fuse),lower-to-kernels)", []string{"f_k0", "f_k1", "f_k2"}},
		{"default pipeline", "", []string{"f_k0", "f_k1", "f_k2"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := []string{"--emit=llvm", file}
			if tc.pipeline != "" {
				args = append([]string{tc.pipeline}, args...)
			}
			out, errs, code := run(t, "", args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			var got []string
			for _, m := range regexp.MustCompile(`(?m)^define void @(\w+)\(`).FindAllStringSubmatch(out, -1) {
				got = append(got, m[1])
			}
			if !slices.Equal(got, tc.kernels) {
				t.Errorf("defines %v, want %v", got, tc.kernels)
			}
		})
	}
}

// TestEmitExitCodes: an op with no kernel is "not supported" (exit 2)
// unless some error is about bad input (exit 1); calls are inlined.
func TestEmitExitCodes(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		code      int
		want      string
	}{
		{"calls", `func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @f(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = call @f(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}`, 0, ""},
		{"only library calls", `func.func @main(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}`, 2, "no kernels to compile: every op is a library call"},
		{"custom call", `func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @my_kernel(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}`, 2, "custom_call targets with no kernel: @my_kernel"},
		{"unsupported and bad input", `func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @my_kernel(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %x : tensor<5xf32>
  return %0 : tensor<4xf32>
}`, 1, "custom_call targets with no kernel: @my_kernel"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, errs, code := run(t, tc.src, "--emit=llvm", "--split-input-file", "-")
			if code != tc.code || !strings.Contains(errs, tc.want) {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, tc.code, errs)
			}
		})
	}
}

// TestEmitArchAndPtxasFlags checks --arch (an sm_NN name, else a usage
// error) and that --emit=cubin with a --ptxas that does not exist fails
// with exit 1 naming it and how to install ptxas; llc runs first, so the
// check needs LLVM 19.
func TestEmitArchAndPtxasFlags(t *testing.T) {
	const src = `func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}`
	if _, errs, code := run(t, src, "--emit=ptx", "--arch=volta", "-"); code != 2 || !strings.Contains(errs, "unknown --arch 'volta'") {
		t.Errorf("--arch=volta: exit %d, want 2; stderr:\n%s", code, errs)
	}
	if _, err := exec.LookPath("llc-19"); err != nil {
		testtool.Missing(t, "llc-19 not on PATH")
	}
	out, errs, code := run(t, src, "--emit=ptx", "--arch=sm_80", "-")
	if code != 0 || !strings.Contains(out, ".target sm_80") {
		t.Errorf("--arch=sm_80: exit %d, want PTX for sm_80; stderr:\n%s", code, errs)
	}
	_, errs, code = run(t, src, "--emit=cubin", "--ptxas=/no/such/ptxas", "-o", t.TempDir()+"/k.cubin", "-")
	if code != 1 || !strings.Contains(errs, "/no/such/ptxas") || !strings.Contains(errs, "nvidia-cuda-nvcc") {
		t.Errorf("--ptxas=/no/such/ptxas: exit %d, want 1 naming it; stderr:\n%s", code, errs)
	}
}
