package models

import (
	"fmt"
	"math"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/autodiff/build"
)

// llamaLogits is a LLaMA-style decoder: token embedding, RMSNorm blocks
// of causal attention (grouped-query when KVHeads < Heads) with rotary
// position embeddings and a SwiGLU MLP,
// a final RMSNorm and an untied output projection.
func (n *net) llamaLogits() *ir.Value {
	tokens := n.inputs["tokens"]
	x := n.embed(n.p("embed"), tokens)
	cos, sin, rot := n.rotary(x)
	for i := 0; i < n.c.Layers; i++ {
		p := fmt.Sprintf("layer%d.", i)
		h := n.rmsNorm(x, n.p(p+"attn_norm"))
		q := n.rope(n.splitHeads(n.dense(h, n.p(p+"wq"), nil)), cos, sin, rot)
		k := n.rope(n.repeatKV(n.splitHeads(n.dense(h, n.p(p+"wk"), nil))), cos, sin, rot)
		v := n.repeatKV(n.splitHeads(n.dense(h, n.p(p+"wv"), nil)))
		x = n.Add(x, n.dense(n.attention(q, k, v), n.p(p+"wo"), nil))
		h = n.rmsNorm(x, n.p(p+"mlp_norm"))
		g := n.silu(n.dense(h, n.p(p+"w_gate"), nil))
		u := n.dense(h, n.p(p+"w_up"), nil)
		x = n.Add(x, n.dense(n.Mul(g, u), n.p(p+"w_down"), nil))
	}
	x = n.rmsNorm(x, n.p("norm"))
	return n.dense(x, n.p("lm_head"), nil)
}

// rotary builds the cos and sin tables [B,S,heads,hd] of the positions of
// x [B,S,H], and the constant [hd,hd] matrix R with q@R = rotate_half(q)
// = concat(-q[hd/2:], q[:hd/2]), so no slicing of dynamic shapes is needed.
func (n *net) rotary(x *ir.Value) (cos, sin, rot *ir.Value) {
	hd := n.c.Hidden / n.c.Heads
	half := hd / 2
	freq := make([]float64, hd)
	for j := range freq {
		freq[j] = math.Pow(10000, -2*float64(j%half)/float64(hd))
	}
	fv := n.Floats([]int64{int64(hd)}, n.elem.(*ir.FloatType), freq)
	d := n.DimsOf(x)
	sd := []build.Dim{d[1], build.Static(int64(hd))}
	pos := n.Convert(n.Iota(sd, 0, ir.I32), n.elem)
	ang := n.Mul(pos, n.BroadcastTo(fv, []int64{1}, sd))
	full := []build.Dim{d[0], d[1], build.Static(int64(n.c.Heads)), build.Static(int64(hd))}
	cos = n.BroadcastTo(n.Cosine(ang), []int64{1, 3}, full)
	sin = n.BroadcastTo(n.Sine(ang), []int64{1, 3}, full)
	r := make([]float64, hd*hd)
	for j := 0; j < half; j++ {
		r[(j+half)*hd+j] = -1 // out[j] = -q[j+half]
		r[j*hd+j+half] = 1    // out[j+half] = q[j]
	}
	rot = n.Floats([]int64{int64(hd), int64(hd)}, n.elem.(*ir.FloatType), r)
	return cos, sin, rot
}

// rope applies the rotary embedding to q [B,S,heads,hd].
func (n *net) rope(q, cos, sin, rot *ir.Value) *ir.Value {
	return n.Add(n.Mul(q, cos), n.Mul(n.MatMul(q, rot), sin))
}

// dotLast contracts the last dim of x with dim 1 of a [V,H] table.
func dotLast(x *ir.Value) dialect.DotDims {
	return dialect.DotDims{LhsContract: []int64{last(x)}, RhsContract: []int64{1}}
}
