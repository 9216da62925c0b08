package fusion

import (
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/symopt/symopt/ir"
)

// classifyChunk is how many ops one run of a classifier classifies.
const classifyChunk = 256

// classifier classifies the ops of a block (clsOther for host ops) in
// chunks: a helper goroutine takes chunks from the start, and finish has
// the caller take the rest, then wait for the chunk the helper may still
// be on (the helper reads the IR, which the caller goes on to change;
// a helper that never ran finds no chunk left as soon as the caller
// waits). classify only reads the IR, and lowerable must be safe for
// concurrent use (the pass manager already runs fuse on sibling
// functions at once), so the classes are the same however the system
// schedules the two. The caller may build the rest of the graph in
// between.
type classifier struct {
	ops       []*ir.Operation
	host      map[*ir.Operation]bool
	lowerable func(*ir.Operation) bool
	chunks    [][]class
	next      atomic.Int32 // chunks started
	helper    sync.WaitGroup
}

// startClassify starts classifying ops.
func startClassify(ops []*ir.Operation, host map[*ir.Operation]bool, lowerable func(*ir.Operation) bool) *classifier {
	c := &classifier{ops: ops, host: host, lowerable: lowerable}
	c.chunks = make([][]class, (len(ops)+classifyChunk-1)/classifyChunk)
	if runtime.GOMAXPROCS(0) > 1 && len(c.chunks) > 1 {
		c.helper.Add(1)
		go func() {
			defer c.helper.Done()
			c.work()
		}()
	}
	return c
}

// work classifies chunks until none is left to start; each chunk is
// written by the one goroutine that started it.
func (c *classifier) work() {
	for {
		k := int(c.next.Add(1)) - 1
		if k >= len(c.chunks) {
			return
		}
		part := c.ops[k*classifyChunk : min(len(c.ops), (k+1)*classifyChunk)]
		cls := make([]class, len(part))
		for i, op := range part {
			if !c.host[op] {
				cls[i] = classify(op, c.lowerable)
			}
		}
		c.chunks[k] = cls
	}
}

// finish returns the class of each op.
func (c *classifier) finish() []class {
	c.work()
	c.helper.Wait()
	out := make([]class, 0, len(c.ops))
	for _, cls := range c.chunks {
		out = append(out, cls...)
	}
	return out
}

// classifyOps returns the class of each op (clsOther for host ops).
func classifyOps(ops []*ir.Operation, host map[*ir.Operation]bool, lowerable func(*ir.Operation) bool) []class {
	return startClassify(ops, host, lowerable).finish()
}
