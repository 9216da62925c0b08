package memory

import (
	"fmt"
	"slices"
	"testing"

	"github.com/symopt/symopt/memory/traingen"
	"github.com/symopt/symopt/models"
	"github.com/symopt/symopt/symbolic"
)

// The reference list schedulers compare the symbolic deltas pairwise over
// the ready list at every step (proofs first, then likely values), as the
// schedulers did before they keyed a heap by the likely values. The fast
// ones must give the same orders.

// TestListSchedulersMatchPairwise schedules train steps of traingen and
// models with both and wants equal orders, symbolic and at numeric sample
// bindings.
func TestListSchedulersMatchPairwise(t *testing.T) {
	llama := func(preset string, layers int) string {
		c, err := models.Preset(preset)
		if err != nil {
			t.Fatal(err)
		}
		c.Model, c.Emit, c.Layers = "llama", "train-step", layers
		text, err := models.Text(c)
		if err != nil {
			t.Fatal(err)
		}
		return string(text)
	}
	tests := []struct{ name, src string }{
		{"mlp-2-layers", traingen.Generate(traingen.Config{Hidden: 8, FFN: 64, Layers: 2})},
		{"mlp-mid-hinted", traingen.Generate(traingen.Presets[1])},
		{"llama-tiny-1-layer", llama("tiny", 1)},
		{"llama-tiny", llama("tiny", 2)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := parseModule(t, tc.src)
			z := NewSizer(m)
			c := NewComparer(z.Store())
			g := BuildGraph(firstBody(m), z, c)
			check := func(name string, g *Graph) {
				if got, want := BottomUp(g, c), refBottomUp(g); !slices.Equal(got, want) {
					t.Errorf("%s: bottom-up differs from the pairwise scheduler", name)
				}
				if got, want := TopDown(g, c), refTopDown(g); !slices.Equal(got, want) {
					t.Errorf("%s: top-down differs from the pairwise scheduler", name)
				}
			}
			check("symbolic", g)
			for _, f := range []float64{1.0 / 16, 1, 4} {
				bind := scaledLikely(g, c, f)
				sizes, extras := g.Eval(func(e symbolic.Expr) int64 {
					v, err := symbolic.Eval(e, bind)
					if err != nil {
						t.Fatalf("eval %s: %v", e, err)
					}
					return v
				})
				check(fmt.Sprintf("likely*%g", f), g.WithSizes(sizes, extras))
			}
		})
	}
}

// refTopDown is the top-down list scheduler from the first op on: among the ops whose
// predecessors are scheduled, it picks the one whose memory delta (bytes
// allocated minus bytes freed) is smallest, comparing the deltas
// symbolically (proofs, then likely values; ties keep the input order).
// scaledLikely binds every symbol of g's sizes at f times its likely
// value (at least 1).
func scaledLikely(g *Graph, c *Comparer, f float64) map[symbolic.Sym]int64 {
	b := map[symbolic.Sym]int64{}
	for _, buf := range g.Bufs {
		for _, s := range buf.Size.Syms() {
			b[s] = max(1, int64(f*float64(c.Likely(symbolic.Var(s)))))
		}
	}
	return b
}

func refTopDown(g *Graph) []int {
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
	dc := newRefDeltaCache(g)
	dc.compute = func(i int, d vec) {
		for _, x := range g.Nodes[i].Defs {
			d.add(g.bv[x])
		}
		for _, u := range g.Nodes[i].Uses {
			if remaining[u] == 1 {
				d.sub(g.bv[u])
			}
		}
	}
	order := make([]int, 0, n)
	for len(ready) > 0 {
		best := 0
		for k := 1; k < len(ready); k++ {
			o := g.sp.order(dc.get(ready[k]), dc.get(ready[best]))
			if o < 0 || o == 0 && ready[k] < ready[best] {
				best = k
			}
		}
		i := ready[best]
		ready = append(ready[:best], ready[best+1:]...)
		order = append(order, i)
		for _, u := range g.Nodes[i].Uses {
			remaining[u]--
			if remaining[u] == 1 {
				dc.touchUsers(u)
			}
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

// refBottomUp is the bottom-up list scheduler: it builds the order from
// the terminator backwards; among the ops whose successors are all placed,
// it picks the one whose placement grows the memory live at that point the
// least (operands that become live minus results that stop being live),
// comparing symbolically (ties keep the input order).
func refBottomUp(g *Graph) []int {
	n := len(g.Nodes)
	outdeg := make([]int, n)
	for i := range g.Nodes {
		outdeg[i] = len(g.Nodes[i].Succs)
	}
	live := make([]bool, len(g.Bufs))
	dc := newRefDeltaCache(g)
	dc.compute = func(i int, d vec) {
		for _, u := range g.Nodes[i].Uses {
			if !live[u] {
				d.add(g.bv[u])
			}
		}
		for _, x := range g.Nodes[i].Defs {
			if live[x] {
				d.sub(g.bv[x])
			}
		}
	}
	rev := make([]int, 0, n)
	place := func(i int) {
		rev = append(rev, i)
		for _, d := range g.Nodes[i].Defs {
			live[d] = false
		}
		for _, u := range g.Nodes[i].Uses {
			if !live[u] {
				live[u] = true
				dc.touchUsers(u)
				if d := g.Bufs[u].Def; d >= 0 {
					dc.dirty[d] = true
				}
			}
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
	for len(ready) > 0 {
		best := 0
		for k := 1; k < len(ready); k++ {
			o := g.sp.order(dc.get(ready[k]), dc.get(ready[best]))
			if o < 0 || o == 0 && ready[k] > ready[best] {
				best = k
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

// refDeltaCache keeps each node's memory delta until a buffer it touches
// changes state.
type refDeltaCache struct {
	g       *Graph
	d       []vec
	dirty   []bool
	compute func(i int, d vec)
}

func newRefDeltaCache(g *Graph) *refDeltaCache {
	dc := &refDeltaCache{g: g, d: make([]vec, len(g.Nodes)), dirty: make([]bool, len(g.Nodes))}
	for i := range dc.dirty {
		dc.dirty[i] = true
	}
	return dc
}

func (dc *refDeltaCache) get(i int) vec {
	if dc.dirty[i] {
		if dc.d[i] == nil {
			dc.d[i] = dc.g.sp.zero()
		} else {
			clear(dc.d[i])
		}
		dc.compute(i, dc.d[i])
		dc.dirty[i] = false
	}
	return dc.d[i]
}

// touchUsers marks the users of buffer b for recomputation.
func (dc *refDeltaCache) touchUsers(b int) {
	for _, u := range dc.g.Bufs[b].Users {
		dc.dirty[u] = true
	}
}

// TestSampleLists checks the concurrent runs against the list schedulers
// on each sample's numeric view.
func TestSampleLists(t *testing.T) {
	m := parseModule(t, traingen.Generate(traingen.Presets[1]))
	z := NewSizer(m)
	c := NewComparer(z.Store())
	g := BuildGraph(firstBody(m), z, c)
	var sizes [][]int64
	for _, f := range []float64{1.0 / 16, 1, 4} {
		bind := scaledLikely(g, c, f)
		s, _ := g.Eval(func(e symbolic.Expr) int64 {
			v, err := symbolic.Eval(e, bind)
			if err != nil {
				t.Fatalf("eval %s: %v", e, err)
			}
			return v
		})
		sizes = append(sizes, s)
	}
	bu, td := g.sampleLists(sizes)
	// The reference runs the schedulers on a graph of its own, so that no
	// order cached by sampleLists can stand in for the one computed here.
	fresh := BuildGraph(firstBody(m), z, c)
	for k, s := range sizes {
		if want := bottomUpSizes(fresh, fresh.flat(), s); !slices.Equal(bu[k], want) {
			t.Errorf("sample %d: bottom-up differs", k)
		}
		if want := topDownSizes(fresh, fresh.flat(), s); !slices.Equal(td[k], want) {
			t.Errorf("sample %d: top-down differs", k)
		}
	}
	if slices.Equal(bu[0], bu[len(bu)-1]) && slices.Equal(td[0], td[len(td)-1]) {
		t.Errorf("the samples 1/16 and 4 times the likely dims give the same orders: the test compares nothing that depends on the sizes")
	}
}
