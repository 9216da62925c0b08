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
}

// Presets are the graphs of the benchmark table.
var Presets = []Config{
	{Name: "tiny", Hidden: 16, FFN: 32, Layers: 1, WeightGradEnd: true},
	{Name: "mid", Hidden: 64, FFN: 256, Layers: 4, WeightGradEnd: true},
	{Name: "llama-1b-shaped", Hidden: 2048, FFN: 5632, Layers: 16, WeightGradEnd: true},
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
	args = append(args, "%x: "+act)
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
		p("%%h%d = stablehlo.dot_general %s, %%w1_%d, contracting_dims = [2] x [0] : (%s, %s) -> %s", l, in, l, act, w1t, wide)
		p("%%a%d = stablehlo.tanh %%h%d : %s", l, l, wide)
		p("%%o%d = stablehlo.dot_general %%a%d, %%w2_%d, contracting_dims = [2] x [0] : (%s, %s) -> %s", l, l, l, wide, w2t, act)
		p("%%y%d = stablehlo.add %s, %%o%d : %s", l, in, l, act)
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
		p("%%dw1_%d = stablehlo.dot_general %s, %%dh%d, contracting_dims = [0, 1] x [0, 1] : (%s, %s) -> %s", l, x, l, act, wide, w1t)
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
