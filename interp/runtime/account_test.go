package runtime_test

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/runtime"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/parser"
)

// %e (4*N bytes) is evicted after its first use and regenerated before
// its second; %d is the dim that guards and predictions read.
const src = `func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %e = stablehlo.exponential %x : tensor<?xf32>
  %a = stablehlo.add %e, %e : tensor<?xf32>
  EVICT
  %b = stablehlo.tanh %a : tensor<?xf32>
  %r = symopt.regenerate %e : tensor<?xf32> {
    %e2 = stablehlo.exponential %x : tensor<?xf32>
    symopt.regenerate_yield %e2 : tensor<?xf32>
  }
  %f = stablehlo.add %b, %r : tensor<?xf32>
  return %f : tensor<?xf32>
}`

func TestAccountant(t *testing.T) {
	const n = 100 // elements of %x; every f32 tensor is 400 bytes
	// Index scalars are 8 bytes; %c0 dies at tensor.dim, %d right away
	// unless the evict reads it (then at the evict). Without eviction the
	// peak is at %b: x+e+a+b = 1600. Evicting %e lowers it to x+e+a (+d
	// when read) before the evict, or x+a+b = 1200 after.
	tests := []struct {
		name      string
		evict     string
		limit     int64
		peak      int64
		evictions int
		recompute int
	}{
		{"no limit", "symopt.evict %e : tensor<?xf32>", 0, 1600, 0, 0},
		{"limit above peak", "symopt.evict %e : tensor<?xf32>", 1 << 20, 1600, 0, 0},
		// at the evict: x, e, a = 1200 bytes > 1000
		{"limit forces eviction", "symopt.evict %e : tensor<?xf32>", 1000, 1200, 1, 1},
		{"guard holds", "symopt.evict %e if %d ge 100 : tensor<?xf32>, index", 0, 1208, 1, 1},
		{"guard fails", "symopt.evict %e if %d ge 101 : tensor<?xf32>, index", 0, 1600, 0, 0},
		// live is 1208 <= 1300 at the evict, but the prediction 16*N = 1600
		// exceeds the limit
		{"prediction over limit", `symopt.evict %e peak "16*S0" (%d) : tensor<?xf32>, index`, 1300, 1208, 1, 1},
		{"prediction under limit", `symopt.evict %e peak "4*S0" (%d) : tensor<?xf32>, index`, 1300, 1600, 0, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			text := strings.Replace(src, "EVICT", tc.evict, 1)
			f, err := parser.Parse("t.mlir", []byte(text), dialect.NewRegistry(), parser.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := dialect.Verify(f.Module); err != nil {
				t.Fatal(err)
			}
			f32, err := tensor.ParseDType("f32")
			if err != nil {
				t.Fatal(err)
			}
			x, err := tensor.New(f32, []int64{n})
			if err != nil {
				t.Fatal(err)
			}
			acc := runtime.New(tc.limit)
			out, err := interp.New(f.Module, interp.Options{Observer: acc}).Call("main", []*tensor.Tensor{x})
			if err != nil {
				t.Fatal(err)
			}
			if len(out) != 1 || out[0].Len() != n {
				t.Fatalf("bad result %v", out)
			}
			if acc.Peak() != tc.peak || acc.Evictions != tc.evictions || acc.RecomputedOps != tc.recompute {
				t.Errorf("peak %d, %d evictions, %d recomputed; want %d, %d, %d", acc.Peak(), acc.Evictions, acc.RecomputedOps, tc.peak, tc.evictions, tc.recompute)
			}
			if acc.Live() != 0 {
				t.Errorf("%d bytes still live after the call", acc.Live())
			}
		})
	}
}
