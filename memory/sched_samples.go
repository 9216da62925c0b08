package memory

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
