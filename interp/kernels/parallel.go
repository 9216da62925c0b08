package kernels

import (
	"runtime"
	"sync"
)

// minParallel is the amount of work (roughly element operations) below
// which a kernel runs on the calling goroutine.
const minParallel = 1 << 15

// parallelFor calls body over [0, n) split into contiguous chunks, one per
// core, when cost (an estimate of total work) is large enough.
func parallelFor(n int, cost int, body func(lo, hi int)) {
	workers := runtime.GOMAXPROCS(0)
	if workers > n {
		workers = n
	}
	if workers <= 1 || cost < minParallel {
		if n > 0 {
			body(0, n)
		}
		return
	}
	var wg sync.WaitGroup
	chunk := (n + workers - 1) / workers
	for lo := 0; lo < n; lo += chunk {
		hi := min(lo+chunk, n)
		wg.Add(1)
		go func(lo, hi int) {
			defer wg.Done()
			body(lo, hi)
		}(lo, hi)
	}
	wg.Wait()
}
