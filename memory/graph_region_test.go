package memory

import (
	"testing"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/models"
)

// TestConstRegionPeak checks the shortcut for small constant-size region
// bodies against the peak of their graphs, on every op with regions of
// a LLaMA train step (reduce and compare bodies) and on hand-written
// bodies that free values at different points.
func TestConstRegionPeak(t *testing.T) {
	cfg, err := models.Preset("tiny")
	if err != nil {
		t.Fatal(err)
	}
	cfg.Model, cfg.Emit, cfg.Layers = "llama", "train-step", 1
	text, err := models.Text(cfg)
	if err != nil {
		t.Fatal(err)
	}
	srcs := []string{string(text), `
func.func @f(%x: tensor<4xf32>) -> tensor<f32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    reducer(%a: tensor<f32>, %b: tensor<f32>) {
      %s = stablehlo.add %a, %b : tensor<f32>
      %big = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %u = stablehlo.multiply %s, %s : tensor<f32>
      %v = stablehlo.add %u, %s : tensor<f32>
      stablehlo.return %v : tensor<f32>
    }
  return %r : tensor<f32>
}`}
	regions := 0
	for _, src := range srcs {
		m := parseModule(t, src)
		z := NewSizer(m)
		c := NewComparer(z.Store())
		m.Walk(func(op *ir.Operation) bool {
			if len(op.Regions) == 0 || op.Name == "func.func" || op.Name == "builtin.module" {
				return true
			}
			got, ok := constRegionPeak(op, z)
			if !ok {
				return true
			}
			regions++
			want := graphRegionPeak(op, z, c)
			if k, isConst := want.Constant(); !isConst || k != got {
				t.Errorf("%s: shortcut peak %d, graph peak %s", op.Name, got, want)
			}
			return true
		})
	}
	if regions < 2 {
		t.Errorf("only %d region ops took the shortcut", regions)
	}
}
