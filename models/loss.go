package models

import "github.com/symopt/symopt/ir"

// crossEntropy is the mean softmax cross-entropy of logits [..., V]
// against integer labels [...], with the one-hot built from an iota
// compare as JAX's optax does.
func (n *net) crossEntropy(logits, labels *ir.Value) *ir.Value {
	d := last(logits)
	keep := seq(int(d))
	m := n.BroadcastLike(n.ReduceMax(logits, []int64{d}), keep, logits)
	z := n.Sub(logits, m)
	lse := n.Log(n.ReduceSum(n.Exp(z), []int64{d}))
	dims := n.DimsOf(logits)
	classes := n.Iota(dims, int(d), ir.I32)
	hot := n.Compare("EQ", classes, n.BroadcastTo(labels, keep, dims))
	picked := n.ReduceSum(n.Select(hot, z, n.Zeros(z)), []int64{d})
	nll := n.Sub(lse, picked)
	total := n.ReduceSum(nll, keep)
	count := n.MulDims(dims[:d]...)
	var cnt *ir.Value
	if count.Static() {
		cnt = n.scalar(float64(count.N))
	} else {
		cnt = n.Convert(count.V, n.elem)
	}
	return n.Div(total, cnt)
}

// logits runs the configured model.
func (n *net) logits() *ir.Value {
	switch n.c.Model {
	case "transformer":
		return n.transformerLogits()
	case "llama":
		return n.llamaLogits()
	}
	return n.mlpLogits()
}
