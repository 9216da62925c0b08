package memory

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/symopt/symopt/memory/traingen"
	"github.com/symopt/symopt/models"
	"github.com/symopt/symopt/symbolic"
)

// TestNumericPeaksMatchNumericPeak evaluates orders of a train step at
// several samples in one walk and wants NumericPeak's figures at each
// (an op with regions included).
func TestNumericPeaksMatchNumericPeak(t *testing.T) {
	m := parseModule(t, traingen.Generate(traingen.Presets[1]))
	z := NewSizer(m)
	c := NewComparer(z.Store())
	g := BuildGraph(firstBody(m), z, c)
	var sizes, extras [][]int64
	for _, f := range []float64{1.0 / 64, 1.0 / 4, 1, 4, 16} {
		bind := scaledLikely(g, c, f)
		s, e := g.Eval(func(x symbolic.Expr) int64 {
			v, err := symbolic.Eval(x, bind)
			if err != nil {
				t.Fatalf("eval %s: %v", x, err)
			}
			return v
		})
		sizes, extras = append(sizes, s), append(extras, e)
	}
	withExtra := 0
	for _, e := range extras[0] {
		if e != 0 {
			withExtra++
		}
	}
	if withExtra == 0 {
		t.Fatalf("no op with regions to check extras on")
	}
	for name, order := range map[string][]int{"input": g.InputOrder(), "bottom-up": BottomUp(g, c), "top-down": TopDown(g, c)} {
		var want []int64
		for k := range sizes {
			want = append(want, g.NumericPeak(order, sizes[k], extras[k]))
		}
		if got := g.numericPeaks(order, sizes, extras); !slices.Equal(got, want) {
			t.Errorf("%s: peaks %v, want %v", name, got, want)
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

// TestNumericPeaksOfSplices evaluates orders and their splices at one
// set of samples, so that most evaluations resume from a prefix of an
// earlier one, and wants NumericPeak's figures for each.
func TestNumericPeaksOfSplices(t *testing.T) {
	cfg, err := models.Preset("tiny")
	if err != nil {
		t.Fatal(err)
	}
	cfg.Model, cfg.Emit = "llama", "train-step"
	text, err := models.Text(cfg)
	if err != nil {
		t.Fatal(err)
	}
	m := parseModule(t, string(text))
	z := NewSizer(m)
	c := NewComparer(z.Store())
	g := BuildGraph(firstBody(m), z, c)
	var sizes, extras [][]int64
	for _, f := range []float64{1.0 / 16, 1, 8} {
		bind := scaledLikely(g, c, f)
		s, e := g.Eval(func(x symbolic.Expr) int64 {
			v, err := symbolic.Eval(x, bind)
			if err != nil {
				t.Fatalf("eval %s: %v", x, err)
			}
			return v
		})
		sizes, extras = append(sizes, s), append(extras, e)
	}
	base := [][]int{g.InputOrder(), BottomUp(g, c), TopDown(g, c)}
	orders := append([][]int(nil), base...)
	for i, a := range base {
		for _, b := range base[i+1:] {
			orders = append(orders, splices(a, b)...)
		}
	}
	resumed := 0
	for _, o := range orders {
		var hs []uint64
		hs = g.samplesFor(sizes, extras).prefix.prefixHashes(o, hs)
		pos := make([]int32, len(o))
		if hs2 := g.samplesFor(sizes, extras).prefix.positionsAndHashes(o, nil, pos); !slices.Equal(hs2, hs) {
			t.Errorf("positionsAndHashes: hashes %v, prefixHashes %v", hs2, hs)
		}
		for k, n := range o {
			if pos[n] != int32(k) {
				t.Fatalf("positionsAndHashes: node %d at %d, want %d", n, pos[n], k)
			}
		}
		live, peak := make([]int64, len(sizes)), make([]int64, len(sizes))
		if g.samplesFor(sizes, extras).prefix.resume(o, hs, live, peak) > 0 {
			resumed++
		}
		got := g.numericPeaks(o, sizes, extras)
		for k := range sizes {
			if want := g.NumericPeak(o, sizes[k], extras[k]); got[k] != want {
				t.Errorf("sample %d: peak %d, NumericPeak %d", k, got[k], want)
			}
		}
	}
	if resumed < len(orders)/2 {
		t.Errorf("only %d of %d orders resumed from a prefix", resumed, len(orders))
	}
}

// prefixHashes is positionsAndHashes without the positions: the hash of
// order[:j] for every j that is a positive multiple of the stride below
// len(order) (hs[j/stride-1]), written on its own as a reference.
func (ps *prefixStates) prefixHashes(order []int, hs []uint64) []uint64 {
	hs = hs[:0]
	h := uint64(14695981039346656037)
	for j, n := range order {
		if j > 0 && j%ps.stride == 0 {
			hs = append(hs, h)
		}
		h ^= uint64(n)
		h *= 1099511628211
	}
	return hs
}
