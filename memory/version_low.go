package memory

import (
	"fmt"
	"slices"
)

// lowEnd widens the choice of a second order to the low end of the
// symbols' ranges (lowBinding): it adds the orders of the bottom-up and
// top-down list schedulers at the low binding as candidates for the
// second order only (the winner is chosen as before, among cands), and
// gives every candidate its peak there after its peaks at the samples
// (peaks[i] at the samples at, as schedule gives them). It returns cands
// and peaks as they were when the samples reach the low end already.
func (g *Graph) lowEnd(c *Comparer, at samplePoints, cands []Candidate, peaks [][]int64) ([]Candidate, [][]int64) {
	if len(at.bindings) == 0 || len(peaks) != len(cands) {
		return cands, peaks
	}
	low := lowBinding(g, c, at.bindings[0])
	if low == nil {
		return cands, peaks
	}
	defer g.dropScratch() // the list and sample caches of this search
	s, e := g.sizesAt(low)
	// the samples' sizes, then the low end's (fresh slices: the caches
	// key by the sample set)
	sizes, extras := append(slices.Clip(at.sizes), s), append(slices.Clip(at.extras), e)
	lowSizes, lowExtras := sizes[len(at.bindings):], extras[len(at.bindings):]
	var orders [][]int
	seen := newOrderSet()
	for _, cd := range cands {
		seen.add(cd.Order)
		orders = append(orders, cd.Order)
	}
	bu, td := g.sampleLists(lowSizes)
	var added [][]int
	for _, x := range []struct {
		name  string
		order []int
	}{{"bottom-up", bu[0]}, {"top-down", td[0]}} {
		if seen.add(x.order) {
			cands = append(cands, Candidate{Name: fmt.Sprintf("%s@low", x.name), Order: x.order})
			added = append(added, x.order)
		}
	}
	atLow := g.peaksAt(lowSizes, lowExtras, orders)
	out := make([][]int64, 0, len(cands))
	for i, p := range peaks {
		out = append(out, append(append(make([]int64, 0, len(p)+1), p...), atLow[i]...))
	}
	return cands, append(out, g.peaksAt(sizes, extras, added)...)
}

// peaksAt is the peak of each order at each binding whose buffer sizes
// and node extras are given.
func (g *Graph) peaksAt(sizes, extras [][]int64, orders [][]int) [][]int64 {
	if len(orders) == 0 {
		return nil
	}
	pq := newPeakQueue(g, sizes, extras)
	for _, o := range orders {
		pq.push(o)
	}
	return pq.peaks()
}
