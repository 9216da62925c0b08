package fusion_test

import (
	"testing"

	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/runtime"
	"github.com/symopt/symopt/ir"
)

// rematted is a body as remat writes it: %e is evicted after its first
// use and regenerated (exponential, then add) before its second.
const rematted = `func.func @f(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
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

// readAcross has a read of %e before its evict (the tanh) that fuses
// with an op after it (the exponential): the fusion stands after the
// evict, which must follow it.
const readAcross = `func.func @f(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e = stablehlo.dot_general %x, %x, contracting_dims = [1] x [1] : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x?xf32>
  %u = stablehlo.tanh %e : tensor<?x?xf32>
  symopt.evict %e peak "64*S0" (%n) : tensor<?x?xf32>, index
  %v = stablehlo.exponential %u : tensor<?x?xf32>
  %w = stablehlo.dot_general %v, %x, contracting_dims = [1] x [0] : (tensor<?x?xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  %r = symopt.regenerate %e : tensor<?x?xf32> {
    %e2 = stablehlo.dot_general %x, %x, contracting_dims = [1] x [1] : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x?xf32>
    symopt.regenerate_yield %e2 : tensor<?x?xf32>
  }
  %s = stablehlo.dot_general %r, %w, contracting_dims = [1] x [0] : (tensor<?x?xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  return %s : tensor<?x8xf32>
}`

// TestFuseInsideRegenerate fuses the recompute of a regenerate like a
// block of its own (what it reads from outside becomes fusion inputs)
// and leaves the evict and the regenerate in place; the fused function
// gives the interpreter's results with and without evictions.
func TestFuseInsideRegenerate(t *testing.T) {
	for _, tc := range []struct {
		name, src, body, recompute string
	}{
		{"recompute fused", rematted,
			"arith.constant tensor.dim kLoop symopt.evict stablehlo.dot_general stablehlo.dot_general symopt.regenerate kLoop func.return",
			"kLoop symopt.regenerate_yield"},
		{"evict after a fusion reading across it", readAcross,
			"arith.constant tensor.dim stablehlo.dot_general kLoop symopt.evict stablehlo.dot_general symopt.regenerate stablehlo.dot_general func.return",
			"stablehlo.dot_general symopt.regenerate_yield"},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFusedRemat(t, tc.src, tc.body, tc.recompute) })
	}
}

func checkFusedRemat(t *testing.T, src, wantBody, wantRecompute string) {
	t.Helper()
	orig := parse(t, src)
	m, _ := runFusePass(t, src)
	fn := m.Regions[0].Blocks[0].Ops[0]
	body := fn.Regions[0].Blocks[0]
	var regen *ir.Operation
	for _, op := range body.Ops {
		if op.Name == "symopt.regenerate" {
			regen = op
		}
	}
	if got := blockSummary(body); got != wantBody {
		t.Errorf("body: %s\nwant %s", got, wantBody)
	}
	if got := blockSummary(regen.Regions[0].Blocks[0]); got != wantRecompute {
		t.Errorf("recompute: %s\nwant %s", got, wantRecompute)
	}
	for _, limit := range []int64{0, 1} {
		args, err := interp.RandomInputs(fn, 3, interp.Dims{Args: map[int][]int64{0: {5, 8}}})
		if err != nil {
			t.Fatal(err)
		}
		accBefore, accAfter := runtime.New(limit), runtime.New(limit)
		both, err := interp.CompareCall(interp.New(orig, interp.Options{Observer: accBefore}), interp.New(m, interp.Options{Observer: accAfter}), "f", args, interp.DefaultTolerance())
		if both != nil || err != nil {
			t.Errorf("limit %d: %v %v", limit, both, err)
		}
		if want := int(limit); accAfter.Evictions != want || accBefore.Evictions != want {
			t.Errorf("limit %d: %d evictions before fusing and %d after, want %d", limit, accBefore.Evictions, accAfter.Evictions, want)
		}
	}
}
