package memory

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/symopt/symopt/memory/traingen"
	"github.com/symopt/symopt/symbolic"
)

// TestSplitPeaksMatchNumericPeak evaluates orders of a train step at
// several samples with the samples split in two groups (whatever the
// order's length) and in one, and wants NumericPeak's figures at each.
func TestSplitPeaksMatchNumericPeak(t *testing.T) {
	m := parseModule(t, traingen.Generate(traingen.Presets[1]))
	z := NewSizer(m)
	c := NewComparer(z.Store())
	g := BuildGraph(firstBody(m), z, c)
	var sizes, extras [][]int64
	for _, f := range []float64{1.0 / 64, 1.0 / 4, 1, 4, 16} {
		s, e := g.Eval(func(x symbolic.Expr) int64 {
			v, err := symbolic.Eval(x, scaledLikely(g, c, f))
			if err != nil {
				t.Fatalf("eval %s: %v", x, err)
			}
			return v
		})
		sizes, extras = append(sizes, s), append(extras, e)
	}
	for name, order := range map[string][]int{"input": g.InputOrder(), "bottom-up": BottomUp(g, c), "top-down": TopDown(g, c)} {
		var want []int64
		for k := range sizes {
			want = append(want, g.NumericPeak(order, sizes[k], extras[k]))
		}
		for _, minWork := range []int{0, 1 << 30} {
			for range 3 { // the helper may or may not get to run
				if got := g.splitPeaks(order, sizes, extras, minWork); !slices.Equal(got, want) {
					t.Errorf("%s, split from %d: peaks %v, want %v", name, minWork, got, want)
				}
			}
		}
	}
}

// TestBufSyms compares the symbols read from the size vectors with those
// of the size expressions, and the order set with a set of printed
// orders.
func TestBufSyms(t *testing.T) {
	for _, src := range []string{traingen.Generate(traingen.Presets[1]), hoisted} {
		m := parseModule(t, src)
		z := NewSizer(m)
		c := NewComparer(z.Store())
		g := BuildGraph(firstBody(m), z, c)
		want := map[symbolic.Sym]bool{}
		for _, b := range g.Bufs {
			for _, s := range b.Size.Syms() {
				want[s] = true
			}
		}
		if got := g.bufSyms(); !maps.Equal(got, want) {
			t.Errorf("symbols %v, want %v", got, want)
		}
		set, seen := newOrderSet(), map[string]bool{}
		for _, o := range [][]int{g.InputOrder(), BottomUp(g, c), TopDown(g, c), g.InputOrder(), BottomUp(g, c)} {
			key := fmt.Sprint(o)
			if got := set.add(o); got != !seen[key] {
				t.Errorf("order set says new=%v for an order seen=%v", got, seen[key])
			}
			seen[key] = true
		}
	}
}
