package fusion

import (
	"runtime"
	"sync/atomic"

	"github.com/symopt/symopt/ir"
)

// classifyChunk is how many ops one run of a classifier classifies.
const classifyChunk = 256

// classifier classifies the ops of a block (clsOther for host ops) in
// chunks: a helper goroutine takes chunks from the start, and finish has
// the caller take the rest, never waiting for the helper: it classifies
// any chunk the helper has not finished itself (the first result is
// kept). classify only reads the IR, and lowerable must be safe for
// concurrent use (the pass manager already runs fuse on sibling
// functions at once), so the classes are the same however the system
// schedules the two. The caller may build the rest of the graph in
// between.
type classifier struct {
	ops       []*ir.Operation
	host      map[*ir.Operation]bool
	lowerable func(*ir.Operation) bool
	chunks    []atomic.Pointer[[]class]
	next      atomic.Int32 // chunks started
}

// startClassify starts classifying ops.
func startClassify(ops []*ir.Operation, host map[*ir.Operation]bool, lowerable func(*ir.Operation) bool) *classifier {
	c := &classifier{ops: ops, host: host, lowerable: lowerable}
	c.chunks = make([]atomic.Pointer[[]class], (len(ops)+classifyChunk-1)/classifyChunk)
	if runtime.GOMAXPROCS(0) > 1 && len(c.chunks) > 1 {
		go c.work()
	}
	return c
}

func (c *classifier) run(k int) {
	part := c.ops[k*classifyChunk : min(len(c.ops), (k+1)*classifyChunk)]
	cls := make([]class, len(part))
	for i, op := range part {
		if !c.host[op] {
			cls[i] = classify(op, c.lowerable)
		}
	}
	c.chunks[k].CompareAndSwap(nil, &cls)
}

func (c *classifier) work() {
	for {
		k := int(c.next.Add(1)) - 1
		if k >= len(c.chunks) {
			return
		}
		c.run(k)
	}
}

// finish returns the class of each op.
func (c *classifier) finish() []class {
	c.work()
	out := make([]class, 0, len(c.ops))
	for k := range c.chunks {
		if c.chunks[k].Load() == nil {
			c.run(k) // started by the helper, not done yet
		}
		out = append(out, *c.chunks[k].Load()...)
	}
	return out
}

// classifyOps returns the class of each op (clsOther for host ops).
func classifyOps(ops []*ir.Operation, host map[*ir.Operation]bool, lowerable func(*ir.Operation) bool) []class {
	return startClassify(ops, host, lowerable).finish()
}
