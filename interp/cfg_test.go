package interp

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// TestCFGLoops checks branching loops: an endless
// loop hits the branch bound, a loop that ends returns its last value.
func TestCFGLoops(t *testing.T) {
	cases := []struct {
		name, src, want string
	}{
		{"endless loop", `
func.func @f(%x: tensor<i32>) -> tensor<i32> {
  cf.br ^a(%x : tensor<i32>)
^a(%y: tensor<i32>):
  cf.br ^a(%y : tensor<i32>)
}`, "branches taken"},
		{"loop that ends", `
func.func @f(%x: tensor<i32>) -> tensor<i32> {
  %one = stablehlo.constant dense<1> : tensor<i32>
  %lim = stablehlo.constant dense<50> : tensor<i32>
  cf.br ^a(%x : tensor<i32>)
^a(%y: tensor<i32>):
  %y2 = stablehlo.add %y, %one : tensor<i32>
  %lt = stablehlo.compare LT, %y2, %lim : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %c = tensor.extract %lt[] : tensor<i1>
  cf.cond_br %c, ^a(%y2 : tensor<i32>), ^b
^b:
  func.return %y2 : tensor<i32>
}`, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := parseFile(t, "c.mlir", []byte(c.src))
			in := New(f.Module, Options{MaxWhileIterations: 100})
			x := tensor.Must(tensor.FromInt64s(tensor.I32, []int64{}, []int64{7}))
			out, err := in.Call("f", []*tensor.Tensor{x})
			if c.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				if len(out) != 1 || out[0].Int64At(0) != 50 {
					t.Errorf("got %v, want one tensor holding 50", out)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want one containing %q", err, c.want)
			}
		})
	}
}
