package memory

import "github.com/symopt/symopt/symbolic"

// sampleLists runs the bottom-up and the top-down list schedulers with
// the buffer sizes of each sample binding (sizes[k], as Graph.sizesAt
// gives them): bu[k] and td[k] are the orders BottomUp and TopDown give
// on g's numeric view at sample k. The runs are independent and share
// nothing but g's read-only structure, and run two at a time (shareRuns).
// The sizes must not change afterwards (listOrder caches by them), and
// the orders are the cache's own: the caller writes none of them and
// drops the cache when done (Graph.dropScratch).
func (g *Graph) sampleLists(sizes [][]int64) (bu, td [][]int) {
	g.flat() // built once, before the helper reads it
	fc := g.fc
	orders := shareRuns(2*len(sizes), func(j int) []int {
		return g.listOrderIn(fc, j%2 == 0, sizes[j/2], true)
	})
	bu, td = make([][]int, len(sizes)), make([][]int, len(sizes))
	for j, o := range orders {
		if j%2 == 0 {
			bu[j/2] = o
		} else {
			td[j/2] = o
		}
	}
	return bu, td
}

// lowBinding binds each symbol of the graph's sizes at the lower bound
// of its range (1 at least): the low end of the declared ranges, which
// the samples (from 1/64 of the likely value up) leave out where the
// likely value is large (1024 for unhinted symbols). nil when the graph
// has no symbols or the lowest sample is that binding already.
func lowBinding(g *Graph, c *Comparer, lowest map[symbolic.Sym]int64) map[symbolic.Sym]int64 {
	syms := g.bufSyms()
	m := make(map[symbolic.Sym]int64, len(syms))
	same := true
	for s := range syms {
		lo, _ := c.st.Range(s)
		m[s] = max(lo, 1)
		same = same && lowest[s] == m[s]
	}
	if len(m) == 0 || same {
		return nil
	}
	return m
}
