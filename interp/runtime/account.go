package runtime

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
)

// Accountant tracks live bytes. Use one per run.
type Accountant struct {
	// Limit is the live-byte budget; symopt.evict frees its buffer when
	// the live bytes exceed it. 0 means no limit: nothing is evicted.
	Limit int64

	live, peak int64
	bytes      map[*ir.Value]int64
	evicted    map[*ir.Value]bool
	// aliased marks a regenerate result that took over its operand's
	// buffer.
	aliasOf   map[*ir.Value]*ir.Value
	recompute int       // > 0 while running a recompute region
	aliasNext *ir.Value // result of the regenerate that is aliasing

	// Evictions counts buffers freed by symopt.evict, RecomputedOps the
	// ops run to regenerate them, Ops the ops run in all.
	Evictions, RecomputedOps, Ops int
	// Timeline is the live bytes after each op, in execution order.
	Timeline []int64
}

// New returns an accountant with the given limit (0: none).
func New(limit int64) *Accountant {
	return &Accountant{Limit: limit, bytes: map[*ir.Value]int64{}, evicted: map[*ir.Value]bool{}, aliasOf: map[*ir.Value]*ir.Value{}}
}

// Peak is the largest number of live bytes seen.
func (a *Accountant) Peak() int64 { return a.peak }

// Live is the number of bytes live now.
func (a *Accountant) Live() int64 { return a.live }

// OnOp records the live bytes before each op.
func (a *Accountant) OnOp(op *ir.Operation) {
	a.Ops++
	if a.recompute > 0 && op.Name != "symopt.regenerate_yield" {
		a.RecomputedOps++
	}
	a.Timeline = append(a.Timeline, a.live)
}

// OnAlloc counts a new value, unless it is a regenerate result taking over
// its operand's buffer.
func (a *Accountant) OnAlloc(v *ir.Value, n int64) {
	if a.aliasNext == v {
		a.aliasNext = nil
		a.bytes[v] = 0
		if src := a.aliasOf[v]; src != nil {
			a.bytes[v] = a.bytes[src]
			a.bytes[src] = 0
		}
		return
	}
	a.bytes[v] = n
	a.live += n
	a.peak = max(a.peak, a.live)
}

// OnFree releases a value's bytes (none when it was evicted or handed to
// a regenerate result).
func (a *Accountant) OnFree(v *ir.Value) {
	a.live -= a.bytes[v]
	delete(a.bytes, v)
}

// Evict frees v: with a dim guard (symopt.evict ... if %d ge N) when the
// guard holds, otherwise when the live bytes, or the op's predicted peak,
// exceed the limit.
func (a *Accountant) Evict(op *ir.Operation, v *ir.Value, guard bool, predicted int64) bool {
	if a.evicted[v] || !guard {
		return false
	}
	if op.Attr(dialect.EvictMin) == nil && (a.Limit <= 0 || max(a.live, predicted) <= a.Limit) {
		return false
	}
	n, ok := a.bytes[v]
	if !ok || n == 0 {
		return false
	}
	a.live -= n
	a.bytes[v] = 0
	a.evicted[v] = true
	a.Evictions++
	return true
}

// Evicted reports whether v was evicted; when it was, the ops that follow
// are counted as recompute until Regenerated.
func (a *Accountant) Evicted(v *ir.Value) bool {
	if a.evicted[v] {
		a.recompute++
		return true
	}
	return false
}

// Regenerated ends a regenerate: a recomputed result is a new buffer, a
// kept one takes over its operand's.
func (a *Accountant) Regenerated(op *ir.Operation, recomputed bool) {
	r := op.Result(0)
	if recomputed {
		a.recompute--
		return
	}
	a.aliasOf[r] = op.Operand(0)
	a.aliasNext = r
}
