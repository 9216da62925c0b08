package memory

import (
	"slices"
	"testing"

	"github.com/symopt/symopt/memory/traingen"
)

// Every splice of two valid orders is a valid order that starts with the
// first's prefix and keeps the second's relative order after it.
func TestSplicesAreValidOrders(t *testing.T) {
	m := parseModule(t, traingen.Generate(traingen.Config{Hidden: 8, FFN: 16, Layers: 2, WeightGradEnd: true}))
	z := NewSizer(m)
	c := NewComparer(z.Store())
	g := BuildGraph(firstBody(m), z, c)
	orders := map[string][]int{"input": g.InputOrder(), "bottom-up": BottomUp(g, c), "top-down": TopDown(g, c)}
	if slices.Equal(orders["input"], orders["bottom-up"]) {
		t.Fatal("bottom-up left the input order: the test needs two different orders")
	}
	for na, a := range orders {
		for nb, b := range orders {
			ss := splices(a, b)
			if len(ss) != 2*(spliceCuts-1) {
				t.Fatalf("%s/%s: %d splices, want %d", na, nb, len(ss), 2*(spliceCuts-1))
			}
			for k, s := range ss {
				checkOrder(t, g, s)
				first, second := a, b
				if k%2 == 1 {
					first, second = b, a
				}
				p := (k/2 + 1) * len(a) / spliceCuts
				if !slices.Equal(s[:p], first[:p]) {
					t.Errorf("%s/%s splice %d: prefix %v, want %v", na, nb, k, s[:p], first[:p])
				}
				var rest []int
				for _, i := range second {
					if !slices.Contains(first[:p], i) {
						rest = append(rest, i)
					}
				}
				if !slices.Equal(s[p:], rest) {
					t.Errorf("%s/%s splice %d: suffix %v, want %v", na, nb, k, s[p:], rest)
				}
			}
		}
	}
}

// numericPeaks agrees with NumericPeak at every sample, for every order
// the schedulers and splices produce.
func TestNumericPeaksAtSamples(t *testing.T) {
	m := parseModule(t, traingen.Generate(traingen.Presets[1]))
	z := NewSizer(m)
	c := NewComparer(z.Store())
	g := BuildGraph(firstBody(m), z, c)
	var sizes, extras [][]int64
	for _, b := range sampleBindings(g, c) {
		s, e := g.sizesAt(b)
		sizes, extras = append(sizes, s), append(extras, e)
	}
	orders := append([][]int{g.InputOrder(), BottomUp(g, c), TopDown(g, c)}, splices(g.InputOrder(), BottomUp(g, c))...)
	for i, o := range orders {
		got := g.numericPeaks(o, sizes, extras)
		for k := range sizes {
			if want := g.NumericPeak(o, sizes[k], extras[k]); got[k] != want {
				t.Errorf("order %d sample %d: %d, NumericPeak %d", i, k, got[k], want)
			}
		}
	}
}

// splices returns the splices of a and b as eachSplice gives them.
func splices(a, b []int) [][]int {
	var out [][]int
	eachSplice(a, b, func(_ int, o []int) { out = append(out, slices.Clone(o)) })
	return out
}
