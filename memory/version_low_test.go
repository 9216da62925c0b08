package memory

import (
	"github.com/symopt/symopt/memory/traingen"
	"slices"
	"testing"
)

// TestLowBinding binds each symbol at the lower bound of its declared
// range (1 at least), and gives nil where the lowest sample (1/64 of the
// likely value, clamped to the range) is that binding already.
func TestLowBinding(t *testing.T) {
	for _, tc := range []struct {
		name, decls string
		want        []int64 // @A, @B; nil: no low binding
	}{
		{"unhinted", "", []int64{1, 1}},
		{"small likely values", "symopt.dim @A {likely = 32}\nsymopt.dim @B {likely = 64}\n", nil},
		{"lower bounds", "symopt.dim @A {likely = 4096, lower = 8}\nsymopt.dim @B {likely = 2048, lower = 2}\n", []int64{8, 2}},
		{"one symbol below its samples", "symopt.dim @A {likely = 16}\n", []int64{1, 1}},
		{"lower bound at the lowest sample", "symopt.dim @A {likely = 1024, lower = 16}\nsymopt.dim @B {likely = 1024, lower = 16}\n", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := parseModule(t, tc.decls+`func.func @f(%x: tensor<?x?xf32, [@A, @B]>) -> tensor<?x?xf32, [@A, @B]> {
  %t = stablehlo.tanh %x : tensor<?x?xf32, [@A, @B]>
  %u = stablehlo.add %t, %x : tensor<?x?xf32, [@A, @B]>
  return %u : tensor<?x?xf32, [@A, @B]>
}
`)
			z := NewSizer(m)
			c := NewComparer(z.Store())
			g := BuildGraph(firstBody(m), z, c)
			low := lowBinding(g, c, sampleBindings(g, c)[0])
			var got []int64
			if low != nil {
				for _, d := range z.Result().Dims(firstBody(m).Args()[0]) {
					s, _ := d.AsSym()
					v, ok := int64(0), false
					for x, w := range low {
						if z.Store().SameClass(x, s) {
							v, ok = w, true
						}
					}
					if !ok {
						t.Fatalf("no value for %v in %v", s, low)
					}
					got = append(got, v)
				}
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("low binding %v, want %v", got, tc.want)
			}
		})
	}
}

// TestVersionsKeepWinner checks that the low end widens only the choice
// of the second order: ScheduleVersions' winner is Schedule's order, and
// its second order is below the winner by VersionMargin at a sample or
// at the low binding.
func TestVersionsKeepWinner(t *testing.T) {
	for _, tc := range []struct {
		name string
		src  func(t *testing.T) string
	}{
		{"mlp-1-layer", func(*testing.T) string { return traingen.Generate(traingen.Presets[0]) }},
		{"llama-1-layer", llamaTrainStep},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := tc.src(t)
			order := func(versions bool) (best []int, g *Graph, c *Comparer, cands []Candidate, alt int) {
				m := parseModule(t, src)
				z := NewSizer(m)
				c = NewComparer(z.Store())
				g = BuildGraph(firstBody(m), z, c)
				if !versions {
					cands, b := Schedule(g, c, ScheduleOptions{ExactLimit: 16})
					return cands[b].Order, g, c, cands, -1
				}
				cands, b, alt := ScheduleVersions(g, c, ScheduleOptions{ExactLimit: 16})
				return cands[b].Order, g, c, cands, alt
			}
			static, _, _, _, _ := order(false)
			best, g, c, cands, alt := order(true)
			if !slices.Equal(static, best) {
				t.Fatal("ScheduleVersions changed the winner")
			}
			if alt < 0 {
				t.Fatal("no second order")
			}
			samples := sampleBindings(g, c)
			var beats bool
			for _, b := range append(samples, lowBinding(g, c, samples[0])) {
				if b == nil {
					continue
				}
				sizes, extras := g.sizesAt(b)
				pa, pb := g.NumericPeak(best, sizes, extras), g.NumericPeak(cands[alt].Order, sizes, extras)
				beats = beats || float64(pb) < float64(pa)*(1-VersionMargin)
			}
			if !beats {
				t.Errorf("second order %s is not below the winner by the margin anywhere", cands[alt].Name)
			}
		})
	}
}
