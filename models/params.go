package models

import (
	"fmt"
	"strings"

	"github.com/symopt/symopt/transforms/autodiff/build"
)

// Param is one trainable tensor: its name (for docs and tests; MLIR
// arguments carry no names) and static shape.
type Param struct {
	Name  string
	Shape []int64
}

// Params lists the model's parameters in argument order.
func Params(c Config) []Param {
	h, f, v := int64(c.Hidden), int64(c.FFN), int64(c.Vocab)
	var ps []Param
	add := func(name string, shape ...int64) { ps = append(ps, Param{name, shape}) }
	switch c.Model {
	case "mlp":
		in := h
		for i := 0; i < c.Layers; i++ {
			add(fmt.Sprintf("layer%d.w", i), in, f)
			add(fmt.Sprintf("layer%d.b", i), f)
			in = f
		}
		add("out.w", in, v)
		add("out.b", v)
	case "transformer":
		add("wte", v, h)
		add("wpe", int64(c.MaxSeq), h)
		for i := 0; i < c.Layers; i++ {
			p := fmt.Sprintf("layer%d.", i)
			add(p+"ln1.g", h)
			add(p+"ln1.b", h)
			add(p+"wq", h, h)
			add(p+"wk", h, h)
			add(p+"wv", h, h)
			add(p+"wo", h, h)
			add(p+"ln2.g", h)
			add(p+"ln2.b", h)
			add(p+"w1", h, f)
			add(p+"b1", f)
			add(p+"w2", f, h)
			add(p+"b2", h)
		}
		add("lnf.g", h)
		add("lnf.b", h)
	case "llama":
		add("embed", v, h)
		for i := 0; i < c.Layers; i++ {
			p := fmt.Sprintf("layer%d.", i)
			kv := int64(c.kvHeads() * (c.Hidden / c.Heads))
			add(p+"attn_norm", h)
			add(p+"wq", h, h)
			add(p+"wk", h, kv)
			add(p+"wv", h, kv)
			add(p+"wo", h, h)
			add(p+"mlp_norm", h)
			add(p+"w_gate", h, f)
			add(p+"w_up", h, f)
			add(p+"w_down", f, h)
		}
		add("norm", h)
		add("lm_head", h, v)
	}
	return ps
}

// Input is one data argument: its name, shape (with -1 for dynamic dims)
// and whether it holds integers.
type Input struct {
	Name  string
	Shape []int64
	Int   bool
}

// Inputs lists the data arguments that follow the parameters (and the
// optimizer state): the network input, then the labels unless Emit is
// "forward".
func Inputs(c Config) []Input {
	b, s := dimOrDyn(c.Batch), dimOrDyn(c.Seq)
	var in []Input
	if c.Model == "mlp" {
		in = append(in, Input{"x", []int64{b, int64(c.Hidden)}, false})
		if c.Emit != "forward" {
			in = append(in, Input{"labels", []int64{b}, true})
		}
		return in
	}
	in = append(in, Input{"tokens", []int64{b, s}, true})
	if c.Emit != "forward" {
		in = append(in, Input{"labels", []int64{b, s}, true})
	}
	return in
}

func dimOrDyn(n int) int64 {
	if n == 0 {
		return -1
	}
	return int64(n)
}

// ArgumentTable lists the arguments of the generated function, one a
// line: index, name and type (Adam's moments are named m.NAME and v.NAME).
func ArgumentTable(c Config) string {
	elem := elemType(c)
	var b strings.Builder
	i := 0
	row := func(name string, t fmt.Stringer) {
		fmt.Fprintf(&b, "%d\t%s\t%s\n", i, name, t)
		i++
	}
	params := Params(c)
	for _, p := range params {
		row(p.Name, build.Tensor(p.Shape, elem))
	}
	if c.Emit == "train-step" && c.Optimizer == "adam" {
		for _, pre := range []string{"m.", "v."} {
			for _, p := range params {
				row(pre+p.Name, build.Tensor(p.Shape, elem))
			}
		}
		row("step", build.Tensor(nil, elem))
	}
	for _, in := range Inputs(c) {
		row(in.Name, inputType(c, in, elem))
	}
	return b.String()
}
