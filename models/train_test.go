package models

import (
	"testing"

	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/interp/tensor"
)

// nextTokenData is a fixed synthetic task: labels are (token+1) mod vocab.
func nextTokenData(t *testing.T, c Config, b, s int64) (tokens, labels *tensor.Tensor) {
	t.Helper()
	tokens, err := tensor.Random(tensor.I32, []int64{b, s}, 42, tensor.RandomOptions{IntLo: 0, IntHi: int64(c.Vocab - 1)})
	if err != nil {
		t.Fatal(err)
	}
	next := make([]int64, 0, b*s)
	for _, v := range tokens.Ints() {
		next = append(next, (v+1)%int64(c.Vocab))
	}
	labels, err = tensor.FromInt64s(tensor.I32, []int64{b, s}, next)
	if err != nil {
		t.Fatal(err)
	}
	return tokens, labels
}

// TestTinyModelsTrain runs the tiny LLaMA (and transformer) training
// step 50 times on the interpreter, feeding the updated parameters (and
// optimizer state) back, and expects the loss to fall below half its
// first value.
func TestTinyModelsTrain(t *testing.T) {
	for _, opt := range []struct {
		model, name string
		lr          float64
	}{{"llama", "adam", 0.01}, {"llama", "sgd", 1.0}, {"transformer", "adam", 0.01}} {
		t.Run(opt.model+"/"+opt.name, func(t *testing.T) {
			c := tiny(t, opt.model)
			c.Emit, c.Optimizer, c.LR = "train-step", opt.name, opt.lr
			m, err := Generate(c)
			if err != nil {
				t.Fatal(err)
			}
			in := interp.New(m, interp.Options{})
			state := paramArgs(t, c, tensor.F32, 7)
			np := len(state)
			if opt.name == "adam" {
				for i := 0; i < 2*np; i++ {
					z, _ := tensor.New(tensor.F32, state[i%np].Shape())
					state = append(state, z)
				}
				state = append(state, tensor.Scalar(tensor.F32, 0))
			}
			tokens, labels := nextTokenData(t, c, 4, 8)
			var first, loss float64
			for step := 0; step < 50; step++ {
				out, err := in.Call("train_step", append(append([]*tensor.Tensor{}, state...), tokens, labels))
				if err != nil {
					t.Fatalf("step %d: %v", step, err)
				}
				if len(out) != 1+len(state) {
					t.Fatalf("train_step returns %d values, want %d", len(out), 1+len(state))
				}
				loss = float64(out[0].F32s()[0])
				if step == 0 {
					first = loss
				}
				state = out[1:]
			}
			t.Logf("%s %s: loss %.4f -> %.4f", opt.model, opt.name, first, loss)
			if !(loss < first/2) {
				t.Fatalf("loss went from %.4f to %.4f in 50 steps; want below half", first, loss)
			}
		})
	}
}
