package memory

import (
	"runtime"
	"sync"
)

// peakQueue evaluates the peaks of candidate orders as a scheduler
// proposes them: a helper goroutine walks the orders queued so far while
// the scheduler goes on proposing (splicing, say), and peaks, the
// barrier, has the caller walk whatever is left. The caller never waits
// for the helper: an order the helper is still walking is walked again
// by the caller (the first result is kept; numericPeaks is deterministic
// and safe to run concurrently), so the peaks are the same however the
// system schedules the two.
type peakQueue struct {
	g  *Graph
	fg *flatGraph
	ss *sampleSizes // nil without samples

	mu      sync.Mutex
	orders  [][]int
	results [][]int64
	next    int  // orders[next:] are not started
	helping bool // a helper goroutine is running
}

func newPeakQueue(g *Graph, sizes, extras [][]int64) *peakQueue {
	q := &peakQueue{g: g, fg: g.flat()}
	if len(sizes) > 0 {
		q.ss = g.samplesFor(sizes, extras)
	}
	return q
}

// walk is numericPeaks of order, on what the queue took from g.
func (q *peakQueue) walk(order []int) []int64 {
	if q.ss == nil {
		return []int64{}
	}
	return q.g.peaksOn(q.fg, q.ss, order)
}

// push queues order (not to be changed afterwards).
func (q *peakQueue) push(order []int) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.orders = append(q.orders, order)
	q.results = append(q.results, nil)
	if !q.helping && runtime.GOMAXPROCS(0) > 1 {
		q.helping = true
		go q.help()
	}
}

// take starts the next order not started; ok is false when none is left
// (and a helper that asks then stops).
func (q *peakQueue) take(helper bool) (j int, order []int, ok bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.next >= len(q.orders) {
		if helper {
			q.helping = false
		}
		return 0, nil, false
	}
	j = q.next
	q.next++
	return j, q.orders[j], true
}

func (q *peakQueue) put(j int, p []int64) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.results[j] == nil {
		q.results[j] = p
	}
}

func (q *peakQueue) help() {
	for {
		j, o, ok := q.take(true)
		if !ok {
			return
		}
		q.put(j, q.walk(o))
	}
}

// peaks returns the peaks of every order queued so far, in order, at
// each sample.
func (q *peakQueue) peaks() [][]int64 {
	for {
		j, o, ok := q.take(false)
		if !ok {
			break
		}
		q.put(j, q.walk(o))
	}
	q.mu.Lock()
	n := len(q.orders)
	q.mu.Unlock()
	out := make([][]int64, n)
	for j := range out {
		q.mu.Lock()
		p, o := q.results[j], q.orders[j]
		q.mu.Unlock()
		if p == nil {
			// the helper's, still running
			q.put(j, q.walk(o))
			q.mu.Lock()
			p = q.results[j]
			q.mu.Unlock()
		}
		out[j] = p
	}
	return out
}
