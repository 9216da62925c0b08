package driver

import (
	"regexp"
	"slices"
	"testing"

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
				"--pass-pipeline=builtin.module(symbolic-shapes,func.func(fuse),lower-to-kernels)", file)
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
