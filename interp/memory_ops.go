package interp

import (
	"fmt"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
)

// MemoryController is an Observer that also decides, at run time, whether
// the buffers named by symopt.evict ops are freed (a memory-accounting
// runtime such as package interp/runtime). Without one, symopt.evict does
// nothing and symopt.regenerate returns its operand.
type MemoryController interface {
	Observer
	// Evict is called by symopt.evict with guard false when its dim guard
	// does not hold; it reports whether v was evicted.
	Evict(op *ir.Operation, v *ir.Value, guard bool) bool
	// Evicted reports whether v was evicted and must be recomputed. The
	// ops run next (OnOp) are the recompute, up to Regenerated.
	Evicted(v *ir.Value) bool
	// Regenerated is called when symopt.regenerate op has its value,
	// recomputed or not; OnAlloc of its result follows.
	Regenerated(op *ir.Operation, recomputed bool)
}

func memoryHandlers() map[string]handler {
	return map[string]handler{
		"symopt.evict":      evictOp,
		"symopt.regenerate": regenerateOp,
	}
}

func controller(ex *executor) MemoryController {
	if ex.quiet > 0 {
		return nil
	}
	mc, _ := ex.obs.(MemoryController)
	return mc
}

func evictOp(ex *executor, st *step, in []value) ([]value, error) {
	mc := controller(ex)
	if mc == nil {
		return nil, nil
	}
	guard := true
	if len(in) == 2 {
		if in[1].t == nil {
			return nil, fmt.Errorf("guard operand is not a scalar")
		}
		d, err := scalarInt(in[1].t)
		if err != nil {
			return nil, fmt.Errorf("guard: %v", err)
		}
		lo, _ := st.op.Attr(dialect.EvictMin).(*ir.IntegerAttr)
		guard = lo != nil && d >= lo.Value
	}
	mc.Evict(st.op, st.op.Operand(0), guard)
	return nil, nil
}

func regenerateOp(ex *executor, st *step, in []value) ([]value, error) {
	mc := controller(ex)
	if mc == nil || !mc.Evicted(st.op.Operand(0)) {
		if mc != nil {
			mc.Regenerated(st.op, false)
		}
		return in[:1], nil
	}
	if err := needRegions(st, 1); err != nil {
		return nil, err
	}
	out, err := ex.runBlock(ex.frame, st.regions[0], nil)
	if err != nil {
		return nil, err
	}
	mc.Regenerated(st.op, true)
	return out, nil
}
