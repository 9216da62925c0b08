package memory

import (
	"runtime"
	"sync/atomic"
)

// sampleLists runs the bottom-up and the top-down list schedulers with
// the buffer sizes of each sample binding (sizes[k], as Graph.sizesAt
// gives them): bu[k] and td[k] are the orders BottomUp and TopDown give
// on g's numeric view at sample k. The runs are independent and share
// nothing but g's read-only structure; a helper goroutine takes runs
// while the caller does, and the caller never waits for it: once no run
// is left to start, it does any still running itself (the first result
// is kept), so a helper that the system does not schedule costs nothing.
func (g *Graph) sampleLists(sizes [][]int64) (bu, td [][]int) {
	g.flat() // built once, before the helper reads it
	n := 2 * len(sizes)
	results := make([]atomic.Pointer[[]int], n)
	var next atomic.Int32 // runs started
	run := func(j int) {
		var order []int
		if k := j / 2; j%2 == 0 {
			order = g.listOrder(true, sizes[k])
		} else {
			order = g.listOrder(false, sizes[k])
		}
		results[j].CompareAndSwap(nil, &order)
	}
	work := func() {
		for {
			j := int(next.Add(1)) - 1
			if j >= n {
				return
			}
			run(j)
		}
	}
	if runtime.GOMAXPROCS(0) > 1 && n > 1 {
		go work()
	}
	work()
	for j := range results {
		if results[j].Load() == nil {
			run(j) // started by the helper, not done yet
		}
	}
	bu, td = make([][]int, len(sizes)), make([][]int, len(sizes))
	for j := range results {
		if j%2 == 0 {
			bu[j/2] = *results[j].Load()
		} else {
			td[j/2] = *results[j].Load()
		}
	}
	return bu, td
}
