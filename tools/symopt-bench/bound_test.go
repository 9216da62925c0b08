package main

import (
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/memory"
	"github.com/symopt/symopt/memory/traingen"
	"github.com/symopt/symopt/symbolic"
)

// chain has one valid order, so its bound must be its peak.
const chain = `func.func @chain(%x: tensor<?x?xf32>, %w: tensor<8x8xf32>) -> tensor<?x?xf32> {
  %a = stablehlo.exponential %x : tensor<?x?xf32>
  %b = stablehlo.tanh %a : tensor<?x?xf32>
  %c = stablehlo.add %b, %x : tensor<?x?xf32>
  %d = stablehlo.multiply %c, %c : tensor<?x?xf32>
  return %d : tensor<?x?xf32>
}
`

// TestBoundBelowOptimum: the (g) bound is never above the exact optimum
// (exhaustive search) of small train steps at several bindings, and is
// the peak itself where only one order exists.
func TestBoundBelowOptimum(t *testing.T) {
	tests := []struct {
		name  string
		src   string
		tight bool
	}{
		{"mlp-1-layer", traingen.Generate(traingen.Presets[0]), false},
		{"weight-grads-inline", traingen.Generate(traingen.Config{Hidden: 8, FFN: 24, Layers: 1}), false},
		{"narrow", traingen.Generate(traingen.Config{Hidden: 4, FFN: 4, Layers: 1, WeightGradEnd: true}), false},
		{"chain", chain, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := parse(tc.src, dialect.NewRegistry())
			if err != nil {
				t.Fatal(err)
			}
			z := memory.NewSizer(m)
			c := memory.NewComparer(z.Store())
			g := memory.BuildGraph(funcBody(m), z, c)
			bd := newBound(g)
			for _, v := range []int64{1, 3, 16, 100} {
				sizes, extras := g.Eval(func(e symbolic.Expr) int64 {
					b := map[symbolic.Sym]int64{}
					for _, s := range e.Syms() {
						b[s] = v
					}
					x, err := symbolic.Eval(e, b)
					if err != nil {
						t.Fatal(err)
					}
					return x
				})
				_, opt, ok := memory.Exact(g, sizes, extras, 20)
				if !ok {
					t.Fatalf("no exact search on %d ops", len(g.Nodes))
				}
				lb := bd.at(sizes, extras)
				var entry int64
				for _, id := range g.Outer {
					entry += sizes[id]
				}
				if lb > opt || lb < entry {
					t.Errorf("dims %d: bound %d outside [entry %d, optimum %d]", v, lb, entry, opt)
				}
				if tc.tight && lb != opt {
					t.Errorf("dims %d: bound %d, the only order peaks at %d", v, lb, opt)
				}
			}
		})
	}
}
