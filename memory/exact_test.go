package memory

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/symopt/symopt/symbolic"
)

// randomGraph builds a DAG of n nodes, each defining one buffer of a
// random size and reading up to three earlier buffers (and some
// arguments).
func randomGraph(r *rand.Rand, n, args int) (*Graph, []int64) {
	g := &Graph{Fixed: -1}
	var sizes []int64
	for range args {
		g.Outer = append(g.Outer, len(g.Bufs))
		g.Bufs = append(g.Bufs, Buffer{Def: -1, Size: symbolic.Const(0)})
		sizes = append(sizes, 1+r.Int64N(50))
	}
	g.Nodes = make([]Node, n)
	for i := range n {
		seen := map[int]bool{}
		for range r.IntN(4) {
			if len(g.Bufs) == 0 {
				break
			}
			b := r.IntN(len(g.Bufs))
			if seen[b] {
				continue
			}
			seen[b] = true
			g.Nodes[i].Uses = append(g.Nodes[i].Uses, b)
			g.Bufs[b].Users = append(g.Bufs[b].Users, i)
			if d := g.Bufs[b].Def; d >= 0 {
				g.Nodes[i].Preds = append(g.Nodes[i].Preds, d)
				g.Nodes[d].Succs = append(g.Nodes[d].Succs, i)
			}
		}
		g.Nodes[i].Defs = []int{len(g.Bufs)}
		g.Bufs = append(g.Bufs, Buffer{Def: i, Size: symbolic.Const(0)})
		sizes = append(sizes, 1+r.Int64N(100))
	}
	for i := range g.Bufs {
		g.Bufs[i].Size = symbolic.Const(sizes[i])
	}
	for i := range g.Nodes {
		g.Nodes[i].Extra = symbolic.Const(0)
	}
	g.vectorize(NewComparer(symbolic.NewStore()))
	return g, sizes
}

// bruteForce is the lowest peak over every topological order.
func bruteForce(g *Graph, sizes, extras []int64) int64 {
	best := int64(math.MaxInt64)
	n := len(g.Nodes)
	placed := make([]bool, n)
	order := make([]int, 0, n)
	var rec func()
	rec = func() {
		if len(order) == n {
			best = min(best, g.NumericPeak(order, sizes, extras))
			return
		}
		for i := range n {
			if placed[i] {
				continue
			}
			ok := true
			for _, p := range g.Nodes[i].Preds {
				ok = ok && placed[p]
			}
			if !ok {
				continue
			}
			placed[i] = true
			order = append(order, i)
			rec()
			order = order[:len(order)-1]
			placed[i] = false
		}
	}
	rec()
	return best
}

// TestExactIsOptimal compares the exact search with enumeration of every
// order on random small graphs, and checks that the list schedulers give
// valid orders never below the optimum.
func TestExactIsOptimal(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for trial := range 60 {
		g, sizes := randomGraph(r, 2+r.IntN(6), r.IntN(3))
		extras := make([]int64, len(g.Nodes))
		order, peak, ok := Exact(g, sizes, extras, MaxExactNodes)
		if !ok {
			t.Fatalf("trial %d: exact search refused %d nodes", trial, len(g.Nodes))
		}
		checkOrder(t, g, order)
		if want := bruteForce(g, sizes, extras); peak != want {
			t.Errorf("trial %d: exact peak %d, enumeration %d", trial, peak, want)
		}
		if got := g.NumericPeak(order, sizes, extras); got != peak {
			t.Errorf("trial %d: exact order peaks at %d, search said %d", trial, got, peak)
		}
		c := NewComparer(symbolic.NewStore())
		for name, o := range map[string][]int{"top-down": TopDown(g, c), "bottom-up": BottomUp(g, c)} {
			checkOrder(t, g, o)
			if p := g.NumericPeak(o, sizes, extras); p < peak {
				t.Errorf("trial %d: %s peak %d below the optimum %d", trial, name, p, peak)
			}
		}
	}
}
