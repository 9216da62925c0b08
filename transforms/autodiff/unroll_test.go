package autodiff

import (
	"fmt"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/parser"
)

func TestTripCount(t *testing.T) {
	const loop = `
func.func @f(%%x: tensor<f32>, %%n: tensor<i32>) -> tensor<f32> {
  %%c0 = stablehlo.constant dense<%d> : tensor<i32>
  %%0:2 = stablehlo.while(%%i = %%c0, %%h = %%x) : tensor<i32>, tensor<f32>
   cond {
    %%lim = stablehlo.constant dense<%d> : tensor<i32>
    %%p = stablehlo.compare %s : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %%p : tensor<i1>
  } do {
    %%s = stablehlo.constant dense<%d> : tensor<i32>
    %%k = stablehlo.add %%i, %%s : tensor<i32>
    %%t = stablehlo.tanh %%h : tensor<f32>
    stablehlo.return %%k, %%t : tensor<i32>, tensor<f32>
  }
  return %%0#1 : tensor<f32>
}`
	for _, tc := range []struct {
		start, limit int
		cmp          string
		step         int
		want         int64
		ok           bool
	}{
		{0, 5, "LT, %i, %lim, SIGNED", 1, 5, true},
		{2, 9, "LT, %i, %lim, SIGNED", 3, 3, true},
		{0, 4, "GT, %lim, %i, SIGNED", 1, 4, true},
		{7, 3, "LT, %i, %lim, SIGNED", 1, 0, true},
		{0, 5, "LE, %i, %lim, SIGNED", 1, 0, false},
		{0, 5, "LT, %i, %n, SIGNED", 1, 0, false},
		{0, 5, "LT, %i, %lim, SIGNED", 0, 0, false},
	} {
		t.Run(fmt.Sprintf("%d..%d %s step %d", tc.start, tc.limit, tc.cmp, tc.step), func(t *testing.T) {
			src := fmt.Sprintf(loop, tc.start, tc.limit, tc.cmp, tc.step)
			f, err := parser.Parse("loop.mlir", []byte(src), dialect.NewRegistry(), parser.Options{})
			if err != nil {
				t.Fatal(err)
			}
			var w *ir.Operation
			f.Module.Walk(func(o *ir.Operation) bool {
				if o.Name == "stablehlo.while" {
					w = o
				}
				return true
			})
			n, ok := tripCount(w)
			if ok != tc.ok || n != tc.want {
				t.Fatalf("tripCount = %d, %v; want %d, %v", n, ok, tc.want, tc.ok)
			}
		})
	}
}
