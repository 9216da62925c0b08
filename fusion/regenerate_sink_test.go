package fusion_test

import (
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/runtime"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/hlo"
	"github.com/symopt/symopt/memory"
	"github.com/symopt/symopt/models"
	"github.com/symopt/symopt/parser"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/transforms/shapes"
)

// readerAfterDot regenerates %e for a multiply that fuses with an add
// after a dot: the fusion stands at the add, and the regenerate must
// follow it past the dot rather than stay where the multiply was.
const readerAfterDot = `func.func @f(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %a = stablehlo.exponential %x : tensor<?x8xf32>
  %e = stablehlo.add %a, %x : tensor<?x8xf32>
  %u = stablehlo.tanh %e : tensor<?x8xf32>
  symopt.evict %e peak "64*S0" (%n) : tensor<?x8xf32>, index
  %v = stablehlo.dot_general %u, %u, contracting_dims = [1] x [1] : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x?xf32>
  %r = symopt.regenerate %e : tensor<?x8xf32> {
    %a2 = stablehlo.exponential %x : tensor<?x8xf32>
    %e2 = stablehlo.add %a2, %x : tensor<?x8xf32>
    symopt.regenerate_yield %e2 : tensor<?x8xf32>
  }
  %p = stablehlo.multiply %r, %x : tensor<?x8xf32>
  %w = stablehlo.dot_general %v, %u, contracting_dims = [1] x [0] : (tensor<?x?xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  %y = stablehlo.add %p, %w : tensor<?x8xf32>
  return %y : tensor<?x8xf32>
}`

// TestFuseKeepsRegeneratePlace fuses bodies whose regenerate's reader
// joins a fusion standing later: the regenerate goes just before that
// fusion, and the interpreter gives the unfused results with and without
// evictions.
func TestFuseKeepsRegeneratePlace(t *testing.T) {
	for _, tc := range []struct {
		name, src, body, recompute string
	}{
		{"reader fused past a dot", readerAfterDot,
			"arith.constant tensor.dim kLoop symopt.evict stablehlo.dot_general stablehlo.dot_general symopt.regenerate kLoop func.return",
			"kLoop symopt.regenerate_yield"},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFusedRemat(t, tc.src, tc.body, tc.recompute) })
	}
}

// TestFusedLlamaEvictionsLowerPeak runs remat and fuse on the tiny llama
// train step: with every evict firing (a limit of one byte) the
// interpreter's peak of the fused module is below its peak without a
// limit, and the fused module gives the unfused one's results.
func TestFusedLlamaEvictionsLowerPeak(t *testing.T) {
	src, err := models.PresetText("tiny", "llama", "train-step")
	if err != nil {
		t.Fatal(err)
	}
	unfused := rematModule(t, src, "schedule-memory,remat")
	fused := rematModule(t, src, "schedule-memory,remat,fuse")
	fn := findFunc(unfused, "train_step")
	if fn == nil {
		t.Fatal("no @train_step")
	}
	args, err := interp.RandomInputs(fn, 3, interp.Dims{Args: map[int][]int64{21: {2, 16}, 22: {2, 16}}})
	if err != nil {
		t.Fatal(err)
	}
	peak := map[int64]int64{}
	for _, limit := range []int64{0, 1} {
		before, after := runtime.New(limit), runtime.New(limit)
		both, err := interp.CompareCall(interp.New(unfused, interp.Options{Observer: before}), interp.New(fused, interp.Options{Observer: after}), "train_step", args, interp.DefaultTolerance())
		if both != nil || err != nil {
			t.Fatalf("limit %d: %v %v", limit, both, err)
		}
		if after.Evictions != before.Evictions {
			t.Errorf("limit %d: %d evictions fused, %d unfused", limit, after.Evictions, before.Evictions)
		}
		peak[limit] = after.Peak()
	}
	if peak[1] >= peak[0] {
		t.Errorf("fused peak with every evict firing %d, want below %d (no limit)", peak[1], peak[0])
	}
}

// rematModule parses src and runs symbolic-shapes and the function
// passes fns on it.
func rematModule(t *testing.T, src []byte, fns string) *ir.Operation {
	t.Helper()
	reg := dialect.NewRegistry()
	f, err := parser.Parse("llama.mlir", src, reg, parser.Options{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	passes := pipeline.NewRegistry()
	for _, r := range []func(*pipeline.Registry) error{shapes.Register, memory.Register} {
		if err := r(passes); err != nil {
			t.Fatal(err)
		}
	}
	if err := fusion.Register(passes, fusion.PassConfig{Lowerable: hlo.CanLower}); err != nil {
		t.Fatal(err)
	}
	pl, err := passes.Parse("builtin.module(symbolic-shapes,func.func(" + fns + "))")
	if err != nil {
		t.Fatal(err)
	}
	if err := pipeline.NewManager(pl, pipeline.Config{Ops: reg, Verify: dialect.Verify}).Run(f.Module); err != nil {
		t.Fatalf("%s: %v", fns, err)
	}
	return f.Module
}

func findFunc(m *ir.Operation, name string) *ir.Operation {
	for _, op := range m.Regions[0].Blocks[0].Ops {
		if s, ok := op.Attr("sym_name").(*ir.StringAttr); ok && s.Value == name {
			return op
		}
	}
	return nil
}
