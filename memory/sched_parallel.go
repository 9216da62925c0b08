package memory

import (
	"runtime"
	"sync/atomic"
)

// shareRuns returns run(j) for j in [0, n). The runs must be independent
// and deterministic (they may run more than once). A helper goroutine
// takes runs while the caller does, and the caller never waits for it:
// once no run is left to start, the caller does any still running
// itself (the first result is kept), so a helper that the system does
// not schedule costs nothing, and on a busy machine the result is the
// same as on an idle one.
func shareRuns[T any](n int, run func(j int) T) []T {
	results := make([]atomic.Pointer[T], n)
	var next atomic.Int32 // runs started
	do := func(j int) {
		v := run(j)
		results[j].CompareAndSwap(nil, &v)
	}
	work := func() {
		for {
			j := int(next.Add(1)) - 1
			if j >= n {
				return
			}
			do(j)
		}
	}
	if runtime.GOMAXPROCS(0) > 1 && n > 1 {
		go work()
	}
	work()
	out := make([]T, n)
	for j := range results {
		if results[j].Load() == nil {
			do(j) // started by the helper, not done yet
		}
		out[j] = *results[j].Load()
	}
	return out
}
