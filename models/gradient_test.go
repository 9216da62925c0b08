package models

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/transforms/autodiff"
	"github.com/symopt/symopt/transforms/autodiff/gradcheck"
)

// TestTinyModelGradients differentiates the f64 loss of each tiny model
// and compares sampled gradient elements of every parameter with central
// differences, at two bindings of the dynamic batch and seq dims.
func TestTinyModelGradients(t *testing.T) {
	for _, model := range []string{"mlp", "transformer", "llama", "llama-gqa"} {
		t.Run(model, func(t *testing.T) {
			c := tiny(t, strings.TrimSuffix(model, "-gqa"))
			if model == "llama-gqa" {
				c.Heads, c.KVHeads = 4, 2
			}
			c.DType, c.Emit = "f64", "loss"
			m, err := Generate(c)
			if err != nil {
				t.Fatal(err)
			}
			params := Params(c)
			wrt := make([]int, len(params))
			for i := range wrt {
				wrt[i] = i
			}
			if _, err := autodiff.Differentiate(dialect.NewRegistry(), m, "main", wrt); err != nil {
				t.Fatal(err)
			}
			if err := dialect.Verify(m); err != nil {
				t.Fatal(err)
			}
			for _, bind := range [][2]int64{{2, 3}, {3, 5}} {
				args := append(paramArgs(t, c, tensor.F64, 1), dataArgs(t, c, tensor.F64, bind[0], bind[1], 100)...)
				rep, err := gradcheck.Check(m, "main", args, wrt, gradcheck.Options{Samples: 3, Seed: uint64(bind[1])})
				if err != nil {
					t.Fatalf("batch %d seq %d: %v", bind[0], bind[1], err)
				}
				if rep.Checked < len(params) {
					t.Fatalf("checked %d elements for %d parameters", rep.Checked, len(params))
				}
			}
		})
	}
}
