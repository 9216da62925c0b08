package memory

import (
	"github.com/symopt/symopt/symbolic"
)

// TopDown is a list scheduler from the first op on: among the ops whose
// predecessors are scheduled, it picks the one whose memory delta (bytes
// allocated minus bytes freed) is smallest, comparing the deltas
// symbolically (ties keep the input order).
func TopDown(g *Graph, c *Comparer) []int {
	n := len(g.Nodes)
	indeg := make([]int, n)
	for i := range g.Nodes {
		indeg[i] = len(g.Nodes[i].Preds)
	}
	remaining := make([]int, len(g.Bufs))
	for id, b := range g.Bufs {
		remaining[id] = len(b.Users)
	}
	var ready []int
	for i := range g.Nodes {
		if indeg[i] == 0 && i != g.Fixed {
			ready = append(ready, i)
		}
	}
	order := make([]int, 0, n)
	var terms []symbolic.Expr
	delta := func(i int) symbolic.Expr {
		terms = terms[:0]
		for _, d := range g.Nodes[i].Defs {
			terms = append(terms, g.Bufs[d].Size)
		}
		for _, u := range g.Nodes[i].Uses {
			if remaining[u] == 1 {
				terms = append(terms, negate(g.Bufs[u].Size))
			}
		}
		return sumOrZero(terms)
	}
	for len(ready) > 0 {
		best, bestD := 0, delta(ready[0])
		for k := 1; k < len(ready); k++ {
			d := delta(ready[k])
			o, _ := c.Order(d, bestD)
			if o < 0 || o == 0 && ready[k] < ready[best] {
				best, bestD = k, d
			}
		}
		i := ready[best]
		ready = append(ready[:best], ready[best+1:]...)
		order = append(order, i)
		for _, u := range g.Nodes[i].Uses {
			remaining[u]--
		}
		for _, s := range g.Nodes[i].Succs {
			indeg[s]--
			if indeg[s] == 0 && s != g.Fixed {
				ready = append(ready, s)
			}
		}
	}
	if g.Fixed >= 0 {
		order = append(order, g.Fixed)
	}
	return order
}

// BottomUp is the list scheduler of BladeDISC++: it builds the order from
// the terminator backwards; among the ops whose successors are all placed,
// it picks the one whose placement grows the memory live at that point the
// least (operands that become live minus results that stop being live),
// comparing symbolically (ties keep the input order).
func BottomUp(g *Graph, c *Comparer) []int {
	n := len(g.Nodes)
	outdeg := make([]int, n)
	for i := range g.Nodes {
		outdeg[i] = len(g.Nodes[i].Succs)
	}
	live := make([]bool, len(g.Bufs))
	rev := make([]int, 0, n)
	place := func(i int) {
		rev = append(rev, i)
		for _, d := range g.Nodes[i].Defs {
			live[d] = false
		}
		for _, u := range g.Nodes[i].Uses {
			live[u] = true
		}
	}
	var ready []int
	if g.Fixed >= 0 {
		place(g.Fixed)
		for _, p := range g.Nodes[g.Fixed].Preds {
			outdeg[p]--
		}
	}
	for i := range g.Nodes {
		if outdeg[i] == 0 && i != g.Fixed {
			ready = append(ready, i)
		}
	}
	var terms []symbolic.Expr
	delta := func(i int) symbolic.Expr {
		terms = terms[:0]
		for _, u := range g.Nodes[i].Uses {
			if !live[u] {
				terms = append(terms, g.Bufs[u].Size)
			}
		}
		for _, d := range g.Nodes[i].Defs {
			if live[d] {
				terms = append(terms, negate(g.Bufs[d].Size))
			}
		}
		return sumOrZero(terms)
	}
	for len(ready) > 0 {
		best, bestD := 0, delta(ready[0])
		for k := 1; k < len(ready); k++ {
			d := delta(ready[k])
			o, _ := c.Order(d, bestD)
			if o < 0 || o == 0 && ready[k] > ready[best] {
				best, bestD = k, d
			}
		}
		i := ready[best]
		ready = append(ready[:best], ready[best+1:]...)
		place(i)
		for _, p := range g.Nodes[i].Preds {
			outdeg[p]--
			if outdeg[p] == 0 && p != g.Fixed {
				ready = append(ready, p)
			}
		}
	}
	order := make([]int, len(rev))
	for k, i := range rev {
		order[len(rev)-1-k] = i
	}
	return order
}

func negate(e symbolic.Expr) symbolic.Expr {
	r, err := symbolic.Neg(e)
	if err != nil {
		return symbolic.Const(0)
	}
	return r
}

func sumOrZero(es []symbolic.Expr) symbolic.Expr {
	if len(es) == 0 {
		return symbolic.Const(0)
	}
	s, err := symbolic.Sum(es...)
	if err != nil {
		return symbolic.Const(0)
	}
	return s
}
