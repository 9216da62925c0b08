package traingen

import (
	"fmt"
	"strings"
)

// Config sizes a train step.
type Config struct {
	Name          string
	Hidden, FFN   int
	Layers        int
	WeightGradEnd bool // emit weight gradients after all activation gradients
	// MaxBatch, MaxSeq and LikelyBatch, LikelySeq, when set, are declared
	// as symopt.dim ranges and hints of the batch and sequence symbols.
	MaxBatch, MaxSeq       int
	LikelyBatch, LikelySeq int
}

// Presets are the graphs of the benchmark table.
var Presets = []Config{
	{Name: "tiny", Hidden: 16, FFN: 32, Layers: 1, WeightGradEnd: true, MaxBatch: 64, MaxSeq: 4096, LikelyBatch: 4, LikelySeq: 256},
	{Name: "mid", Hidden: 64, FFN: 256, Layers: 4, WeightGradEnd: true, MaxBatch: 64, MaxSeq: 4096, LikelyBatch: 4, LikelySeq: 256},
	{Name: "llama-1b-shaped", Hidden: 2048, FFN: 5632, Layers: 16, WeightGradEnd: true, MaxBatch: 64, MaxSeq: 4096, LikelyBatch: 4, LikelySeq: 256},
}

// Generate writes the module of c: @train_step(x: BxSxH, weights...) ->
// (loss, weight gradients...).
func Generate(c Config) string {
	var b strings.Builder
	h, f := c.Hidden, c.FFN
	act := fmt.Sprintf("tensor<?x?x%dxf32>", h)
	wide := fmt.Sprintf("tensor<?x?x%dxf32>", f)
	w1t := fmt.Sprintf("tensor<%dx%dxf32>", h, f)
	w2t := fmt.Sprintf("tensor<%dx%dxf32>", f, h)
	var args, rets []string
	if c.MaxBatch > 0 || c.LikelyBatch > 0 {
		fmt.Fprintf(&b, "symopt.dim @B {%s}\n", dimAttrs(c.MaxBatch, c.LikelyBatch))
		fmt.Fprintf(&b, "symopt.dim @S {%s}\n", dimAttrs(c.MaxSeq, c.LikelySeq))
		args = append(args, fmt.Sprintf("%%x: tensor<?x?x%dxf32, [@B, @S, %d]>", h, h))
	} else {
		args = append(args, "%x: "+act)
	}
	for l := 0; l < c.Layers; l++ {
		args = append(args, fmt.Sprintf("%%w1_%d: %s", l, w1t), fmt.Sprintf("%%w2_%d: %s", l, w2t))
	}
	rets = append(rets, "tensor<f32>")
	for l := 0; l < c.Layers; l++ {
		rets = append(rets, w1t, w2t)
	}
	fmt.Fprintf(&b, "func.func @train_step(%s) -> (%s) {\n", strings.Join(args, ", "), strings.Join(rets, ", "))
	p := func(format string, a ...any) { fmt.Fprintf(&b, "  "+format+"\n", a...) }
	in := "%x"
	for l := 0; l < c.Layers; l++ {
		p("%%h%d = stablehlo.dot_general %s, %%w1_%d, contracting_dims = [2] x [0] : (%s, %s) -> %s", l, in, l, typeOf(args[0], act, in), w1t, wide)
		p("%%a%d = stablehlo.tanh %%h%d : %s", l, l, wide)
		p("%%o%d = stablehlo.dot_general %%a%d, %%w2_%d, contracting_dims = [2] x [0] : (%s, %s) -> %s", l, l, l, wide, w2t, act)
		if in == "%x" {
			p("%%y%d = stablehlo.add %s, %%o%d : (%s, %s) -> %s", l, in, l, typeOf(args[0], act, in), act, act)
		} else {
			p("%%y%d = stablehlo.add %s, %%o%d : %s", l, in, l, act)
		}
		in = fmt.Sprintf("%%y%d", l)
	}
	p("%%sq = stablehlo.multiply %s, %s : %s", in, in, act)
	p("%%zero = stablehlo.constant dense<0.0> : tensor<f32>")
	p("%%loss = stablehlo.reduce(%%sq init: %%zero) applies stablehlo.add across dimensions = [0, 1, 2] : (%s, tensor<f32>) -> tensor<f32>", act)
	p("%%g%d = stablehlo.add %s, %s : %s", c.Layers, in, in, act)
	wgrad := func(l int) {
		x := "%x"
		if l > 0 {
			x = fmt.Sprintf("%%y%d", l-1)
		}
		p("%%dw2_%d = stablehlo.dot_general %%a%d, %%g%d, contracting_dims = [0, 1] x [0, 1] : (%s, %s) -> %s", l, l, l+1, wide, act, w2t)
		p("%%dw1_%d = stablehlo.dot_general %s, %%dh%d, contracting_dims = [0, 1] x [0, 1] : (%s, %s) -> %s", l, x, l, typeOf(args[0], act, x), wide, w1t)
	}
	for l := c.Layers - 1; l >= 0; l-- {
		p("%%da%d = stablehlo.dot_general %%g%d, %%w2_%d, contracting_dims = [2] x [1] : (%s, %s) -> %s", l, l+1, l, act, w2t, wide)
		p("%%sa%d = stablehlo.multiply %%a%d, %%a%d : %s", l, l, l, wide)
		p("%%dh%d = stablehlo.multiply %%da%d, %%sa%d : %s", l, l, l, wide)
		p("%%dx%d = stablehlo.dot_general %%dh%d, %%w1_%d, contracting_dims = [2] x [1] : (%s, %s) -> %s", l, l, l, wide, w1t, act)
		p("%%g%d = stablehlo.add %%g%d, %%dx%d : %s", l, l+1, l, act)
		if !c.WeightGradEnd {
			wgrad(l)
		}
	}
	if c.WeightGradEnd {
		for l := c.Layers - 1; l >= 0; l-- {
			wgrad(l)
		}
	}
	outs := []string{"%loss"}
	for l := 0; l < c.Layers; l++ {
		outs = append(outs, fmt.Sprintf("%%dw1_%d", l), fmt.Sprintf("%%dw2_%d", l))
	}
	p("return %s : %s", strings.Join(outs, ", "), strings.Join(rets, ", "))
	b.WriteString("}\n")
	return b.String()
}

func dimAttrs(upper, likely int) string {
	var parts []string
	if likely > 0 {
		parts = append(parts, fmt.Sprintf("likely = %d", likely))
	}
	parts = append(parts, "lower = 1")
	if upper > 0 {
		parts = append(parts, fmt.Sprintf("upper = %d", upper))
	}
	return strings.Join(parts, ", ")
}

// typeOf is the type of value v: the (possibly encoded) type of the input
// %x, act otherwise.
func typeOf(xDecl, act, v string) string {
	if v != "%x" {
		return act
	}
	_, t, _ := strings.Cut(xDecl, ": ")
	return t
}
