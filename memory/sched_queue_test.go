package memory

import (
	"slices"
	"testing"

	"github.com/symopt/symopt/memory/traingen"
)

// TestShareRuns wants every run's result in its place, for counts with
// and without work for the helper.
func TestShareRuns(t *testing.T) {
	for _, n := range []int{0, 1, 2, 7, 100} {
		got := shareRuns(n, func(j int) int { return j*j + 1 })
		if len(got) != n {
			t.Fatalf("n=%d: %d results", n, len(got))
		}
		for j, v := range got {
			if v != j*j+1 {
				t.Errorf("n=%d: result %d is %d, want %d", n, j, v, j*j+1)
			}
		}
	}
}

// TestPeakQueueMatchesNumericPeaks pushes orders of a train step (with
// repeats and splices that share prefixes) in batches and wants, after
// each batch, the peaks numericPeaks gives on a fresh graph one order at
// a time.
func TestPeakQueueMatchesNumericPeaks(t *testing.T) {
	for _, preset := range traingen.Presets[:2] {
		src := traingen.Generate(preset)
		m := parseModule(t, src)
		z := NewSizer(m)
		c := NewComparer(z.Store())
		g := BuildGraph(firstBody(m), z, c)
		var sizes, extras [][]int64
		for _, b := range sampleBindings(g, c) {
			s, e := g.sizesAt(b)
			sizes, extras = append(sizes, s), append(extras, e)
		}
		in, bu, td := g.InputOrder(), BottomUp(g, c), TopDown(g, c)
		batches := [][][]int{{in, bu, td, in}, splices(in, bu), splices(bu, td)}
		// the reference: a graph of its own, so no prefix state is shared
		ref := BuildGraph(firstBody(m), z, c)
		q := newPeakQueue(g, sizes, extras)
		var want [][]int64
		for b, batch := range batches {
			for _, o := range batch {
				q.push(o)
				want = append(want, ref.numericPeaks(o, sizes, extras))
			}
			got := q.peaks()
			if len(got) != len(want) {
				t.Fatalf("%s batch %d: %d peaks, want %d", preset.Name, b, len(got), len(want))
			}
			for j := range want {
				if !slices.Equal(got[j], want[j]) {
					t.Errorf("%s batch %d: order %d: peaks %v, want %v", preset.Name, b, j, got[j], want[j])
				}
			}
		}
	}
}
