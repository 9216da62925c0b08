package models

import (
	"fmt"

	"github.com/symopt/symopt/ir"
)

// mlpLogits: tanh dense layers of width FFN, then a dense layer to Vocab
// classes. x is [B,Hidden].
func (n *net) mlpLogits() *ir.Value {
	h := n.inputs["x"]
	for i := 0; i < n.c.Layers; i++ {
		h = n.Tanh(n.dense(h, n.p(fmt.Sprintf("layer%d.w", i)), n.p(fmt.Sprintf("layer%d.b", i))))
	}
	return n.dense(h, n.p("out.w"), n.p("out.b"))
}
