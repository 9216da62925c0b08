package memory

import (
	"runtime"
	"sync"
)

// sampleLists runs the bottom-up and the top-down list schedulers with
// the buffer sizes of each sample binding (sizes[k], as Graph.sizesAt
// gives them): bu[k] and td[k] are the orders BottomUp and TopDown give
// on g's numeric view at sample k. The runs are independent and share
// nothing but g's read-only structure, so they run on up to GOMAXPROCS
// goroutines.
func (g *Graph) sampleLists(sizes [][]int64) (bu, td [][]int) {
	g.flat() // built once, before the workers read it
	n := len(sizes)
	bu, td = make([][]int, n), make([][]int, n)
	jobs := make(chan int, 2*n)
	for j := range 2 * n {
		jobs <- j
	}
	close(jobs)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), 2*n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				if k := j / 2; j%2 == 0 {
					bu[k] = g.listOrder(true, sizes[k])
				} else {
					td[k] = g.listOrder(false, sizes[k])
				}
			}
		}()
	}
	wg.Wait()
	return bu, td
}
