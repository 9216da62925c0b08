package models

import (
	"fmt"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/autodiff/build"
)

// transformerLogits is a GPT-2 style decoder: token and learned position
// embeddings, pre-LayerNorm blocks of causal attention and a GELU MLP, a
// final LayerNorm and logits tied to the token embedding.
func (n *net) transformerLogits() *ir.Value {
	tokens := n.inputs["tokens"]
	x := n.embed(n.p("wte"), tokens)
	d := n.DimsOf(tokens)
	pos := n.Iota([]build.Dim{d[1]}, 0, ir.I32)
	x = n.Add(x, n.BroadcastLike(n.embed(n.p("wpe"), pos), []int64{1, 2}, x))
	for i := 0; i < n.c.Layers; i++ {
		p := fmt.Sprintf("layer%d.", i)
		h := n.layerNorm(x, n.p(p+"ln1.g"), n.p(p+"ln1.b"))
		q := n.splitHeads(n.dense(h, n.p(p+"wq"), nil))
		k := n.splitHeads(n.dense(h, n.p(p+"wk"), nil))
		v := n.splitHeads(n.dense(h, n.p(p+"wv"), nil))
		x = n.Add(x, n.dense(n.attention(q, k, v), n.p(p+"wo"), nil))
		h = n.layerNorm(x, n.p(p+"ln2.g"), n.p(p+"ln2.b"))
		h = n.dense(n.gelu(n.dense(h, n.p(p+"w1"), n.p(p+"b1"))), n.p(p+"w2"), n.p(p+"b2"))
		x = n.Add(x, h)
	}
	x = n.layerNorm(x, n.p("lnf.g"), n.p("lnf.b"))
	return n.Dot(x, n.p("wte"), dotLast(x))
}
