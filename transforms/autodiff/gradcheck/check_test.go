package gradcheck

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/parser"
)

// f(x) = sum(x*x); f_grad returns 2x (right) or 3x (wrong).
const module = `
func.func @f(%x: tensor<3xf64>) -> tensor<f64> {
  %0 = stablehlo.multiply %x, %x : tensor<3xf64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %1 = stablehlo.reduce(%0 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
  return %1 : tensor<f64>
}
func.func @f_grad(%x: tensor<3xf64>) -> (tensor<f64>, tensor<3xf64>) {
  %0 = stablehlo.multiply %x, %x : tensor<3xf64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %1 = stablehlo.reduce(%0 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
  %k = stablehlo.constant dense<FACTOR> : tensor<3xf64>
  %2 = stablehlo.multiply %k, %x : tensor<3xf64>
  return %1, %2 : tensor<f64>, tensor<3xf64>
}
`

func TestCheckJudgesGradients(t *testing.T) {
	for _, tc := range []struct {
		factor string
		want   string // "" for success, else part of the error
	}{
		{"2.0", ""},
		{"3.0", "relative error"},
		{"2.001", "relative error"},
	} {
		t.Run(tc.factor, func(t *testing.T) {
			src := strings.ReplaceAll(module, "FACTOR", tc.factor)
			f, err := parser.Parse("m.mlir", []byte(src), dialect.NewRegistry(), parser.Options{})
			if err != nil {
				t.Fatal(err)
			}
			x, _ := tensor.FromFloat64s(tensor.F64, []int64{3}, []float64{0.5, -1, 2})
			rep, err := Check(f.Module, "f", []*tensor.Tensor{x}, []int{0}, Options{})
			if tc.want == "" {
				if err != nil || rep.Checked != 3 {
					t.Fatalf("checked %d, error %v; want 3 elements and no error", rep.Checked, err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}
