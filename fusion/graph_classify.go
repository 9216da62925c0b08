package fusion

import (
	"runtime"
	"sync/atomic"

	"github.com/symopt/symopt/ir"
)

// classifyChunk is how many ops one run of classifyOps classifies.
const classifyChunk = 256

// classifyOps returns the class of each op (clsOther for host ops). The
// ops are classified in chunks; a helper goroutine takes chunks while the
// caller does, and the caller never waits for it: once no chunk is left
// to start, it classifies any the helper has not finished itself (the
// first result is kept). classify only reads the IR, and lowerable must
// be safe for concurrent use (the pass manager already runs fuse on
// sibling functions at once), so the classes are the same however the
// system schedules the two.
func classifyOps(ops []*ir.Operation, host map[*ir.Operation]bool, lowerable func(*ir.Operation) bool) []class {
	n := (len(ops) + classifyChunk - 1) / classifyChunk
	chunks := make([]atomic.Pointer[[]class], n)
	var next atomic.Int32 // chunks started
	run := func(c int) {
		part := ops[c*classifyChunk : min(len(ops), (c+1)*classifyChunk)]
		cls := make([]class, len(part))
		for i, op := range part {
			if !host[op] {
				cls[i] = classify(op, lowerable)
			}
		}
		chunks[c].CompareAndSwap(nil, &cls)
	}
	work := func() {
		for {
			c := int(next.Add(1)) - 1
			if c >= n {
				return
			}
			run(c)
		}
	}
	if runtime.GOMAXPROCS(0) > 1 && n > 1 {
		go work()
	}
	work()
	out := make([]class, 0, len(ops))
	for c := range chunks {
		if chunks[c].Load() == nil {
			run(c) // started by the helper, not done yet
		}
		out = append(out, *chunks[c].Load()...)
	}
	return out
}
