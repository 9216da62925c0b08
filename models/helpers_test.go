package models

import (
	"testing"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// paramArgs makes small random parameters (norm gains near 1).
func paramArgs(t *testing.T, c Config, dt tensor.DType, seed uint64) []*tensor.Tensor {
	t.Helper()
	var out []*tensor.Tensor
	for i, p := range Params(c) {
		x, err := tensor.Random(dt, p.Shape, seed+uint64(i), tensor.RandomOptions{FloatLo: -0.3, FloatHi: 0.3})
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Shape) == 1 && isGain(p.Name) {
			x, err = tensor.Random(dt, p.Shape, seed+uint64(i), tensor.RandomOptions{FloatLo: 0.8, FloatHi: 1.2})
			if err != nil {
				t.Fatal(err)
			}
		}
		out = append(out, x)
	}
	return out
}

func isGain(name string) bool {
	for _, s := range []string{"norm", ".g"} {
		if len(name) >= len(s) && name[len(name)-len(s):] == s {
			return true
		}
	}
	return false
}

// dataArgs makes the network input and labels for batch b and seq s.
func dataArgs(t *testing.T, c Config, dt tensor.DType, b, s int64, seed uint64) []*tensor.Tensor {
	t.Helper()
	var out []*tensor.Tensor
	for i, in := range Inputs(c) {
		shape := append([]int64{}, in.Shape...)
		if shape[0] < 0 {
			shape[0] = b
		}
		if len(shape) > 1 && shape[1] < 0 {
			shape[1] = s
		}
		var x *tensor.Tensor
		var err error
		if in.Int {
			x, err = tensor.Random(tensor.I32, shape, seed+uint64(i), tensor.RandomOptions{IntLo: 0, IntHi: int64(c.Vocab - 1)})
		} else {
			x, err = tensor.Random(dt, shape, seed+uint64(i), tensor.RandomOptions{FloatLo: -1, FloatHi: 1})
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, x)
	}
	return out
}

func tiny(t *testing.T, model string) Config {
	t.Helper()
	c, err := Preset("tiny")
	if err != nil {
		t.Fatal(err)
	}
	c.Model = model
	return c
}

// firstFunc is the first func.func of module m (after the symopt.dim
// declarations of the named dims).
func firstFunc(t *testing.T, m *ir.Operation) *ir.Operation {
	t.Helper()
	for _, op := range m.Regions[0].Entry().Ops {
		if op.Name == "func.func" {
			return op
		}
	}
	t.Fatal("module has no func.func")
	return nil
}
