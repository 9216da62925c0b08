package memory

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/runtime"
	"github.com/symopt/symopt/pipeline"
)

// dimsSrc has an evict whose peak reads the dims of both arguments, with
// an index constant and a dim of %y already in the body (after the
// evict).
const dimsSrc = `
func.func @two(%x: tensor<?xf32>, %y: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, index) {
  %e = stablehlo.exponential %x : tensor<?xf32>
  %a = stablehlo.add %e, %e : tensor<?xf32>
  %p = stablehlo.tanh %y : tensor<?xf32>
  %b = stablehlo.tanh %a : tensor<?xf32>
  %c = stablehlo.tanh %b : tensor<?xf32>
  %d = stablehlo.tanh %c : tensor<?xf32>
  %f = stablehlo.add %d, %e : tensor<?xf32>
  %g = stablehlo.add %f, %x : tensor<?xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %y, %c0 : tensor<?xf32>
  return %g, %p, %n : tensor<?xf32>, tensor<?xf32>, index
}`

// TestRematReusesDims runs remat on dimsSrc: the output holds one index
// constant and one dim per argument, and computes what the input does
// under the memory runtime, with evictions and without.
func TestRematReusesDims(t *testing.T) {
	ops := dialect.NewRegistry()
	passes := pipeline.NewRegistry()
	if err := Register(passes); err != nil {
		t.Fatal(err)
	}
	pl, err := passes.Parse("builtin.module(func.func(remat))")
	if err != nil {
		t.Fatal(err)
	}
	orig, opt := parseModule(t, dimsSrc), parseModule(t, dimsSrc)
	if err := pipeline.NewManager(pl, pipeline.Config{Ops: ops}).Run(opt); err != nil {
		t.Fatal(err)
	}
	if err := dialect.Verify(opt); err != nil {
		t.Fatalf("remat output does not verify: %v", err)
	}
	text := printed(t, opt)
	for _, c := range []struct {
		what string
		want int
	}{{"arith.constant 0 : index", 1}, {"tensor.dim %arg0", 1}, {"tensor.dim %arg1", 1}, {"symopt.evict", 1}} {
		if got := strings.Count(text, c.what); got != c.want {
			t.Errorf("%d times %q, want %d:\n%s", got, c.what, c.want, text)
		}
	}
	fn := firstBody(orig).ParentOp()
	for _, dims := range [][]int64{{3, 5}, {6, 2}} {
		args, err := interp.RandomInputs(fn, 11, interp.Dims{Args: map[int][]int64{0: {dims[0]}, 1: {dims[1]}}})
		if err != nil {
			t.Fatal(err)
		}
		for _, limit := range []int64{0, 1} {
			acc := runtime.New(limit)
			if err := compareRuns(interp.New(orig, interp.Options{}), interp.New(opt, interp.Options{Observer: acc}), "two", args, interp.DefaultTolerance()); err != nil {
				t.Fatalf("dims %v limit %d: %v", dims, limit, err)
			}
			if limit == 1 && acc.Evictions == 0 {
				t.Errorf("dims %v: a 1-byte limit evicted nothing", dims)
			}
		}
	}
}
