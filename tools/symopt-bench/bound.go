package main

import (
	"github.com/symopt/symopt/memory"
)

// bound is a lower bound on the peak of every valid order of a graph, for
// the (g) column: what no schedule can go below, so where (g) is above
// 0.7 x (a) no reordering reaches 0.7.
//
// While node n runs, these are live in every order: the arguments (on
// entry), n's operands, results and region peak, and every value defined
// by an ancestor of n (or an argument) that a descendant of n reads:
// ancestors run before n and descendants after it in any topological
// order, and the terminator comes last.
type bound struct {
	g      *memory.Graph
	forced [][]int32 // per node: buffers live across it in every order
}

// bitset is a set of node indices.
type bitset []uint64

func newBitset(n int) bitset    { return make(bitset, (n+63)/64) }
func (b bitset) set(i int)      { b[i/64] |= 1 << (i % 64) }
func (b bitset) has(i int) bool { return b[i/64]&(1<<(i%64)) != 0 }
func (b bitset) or(c bitset) {
	for k := range b {
		b[k] |= c[k]
	}
}

func newBound(g *memory.Graph) *bound {
	n := len(g.Nodes)
	anc := make([]bitset, n)
	desc := make([]bitset, n)
	// the input order is a topological order
	for i := range g.Nodes {
		anc[i] = newBitset(n)
		for _, p := range g.Nodes[i].Preds {
			anc[i].or(anc[p])
			anc[i].set(p)
		}
	}
	for i := n - 1; i >= 0; i-- {
		desc[i] = newBitset(n)
		for _, s := range g.Nodes[i].Succs {
			desc[i].or(desc[s])
			desc[i].set(s)
		}
	}
	if t := g.Fixed; t >= 0 {
		for i := range g.Nodes {
			if i != t {
				anc[t].set(i)
				desc[i].set(t)
			}
		}
	}
	b := &bound{g: g, forced: make([][]int32, n)}
	for i := range g.Nodes {
		own := map[int]bool{}
		for _, id := range g.Nodes[i].Uses {
			own[id] = true
		}
		for _, id := range g.Nodes[i].Defs {
			own[id] = true
		}
		for id, buf := range g.Bufs {
			if own[id] || (buf.Def >= 0 && !anc[i].has(buf.Def)) {
				continue
			}
			for _, u := range buf.Users {
				if desc[i].has(u) {
					b.forced[i] = append(b.forced[i], int32(id))
					break
				}
			}
		}
	}
	return b
}

// at is the bound with the buffer sizes and node extras of one binding.
func (b *bound) at(sizes, extras []int64) int64 {
	var lb int64
	for _, id := range b.g.Outer {
		lb += sizes[id]
	}
	for i, n := range b.g.Nodes {
		var in, out, across int64
		for _, id := range n.Uses {
			in += sizes[id]
		}
		for _, id := range n.Defs {
			out += sizes[id]
		}
		for _, id := range b.forced[i] {
			across += sizes[id]
		}
		lb = max(lb, across+in+out, across+in+extras[i])
	}
	return lb
}
