package interp

import (
	"fmt"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// MemoryController is an Observer that also decides, at run time, whether
// the buffers named by symopt.evict ops are freed (a memory-accounting
// runtime such as package interp/runtime). Without one, symopt.evict does
// nothing and symopt.regenerate returns its operand.
type MemoryController interface {
	Observer
	// Evict is called by symopt.evict: guard is false when its dim guard
	// does not hold, predicted is its predicted peak in bytes (-1 when it
	// has none); it reports whether v was evicted.
	Evict(op *ir.Operation, v *ir.Value, guard bool, predicted int64) bool
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
	dims := make([]int64, len(in)-1)
	for i, v := range in[1:] {
		if v.t == nil {
			return nil, fmt.Errorf("dim operand %d is not a scalar", i+1)
		}
		d, err := scalarInt(v.t)
		if err != nil {
			return nil, fmt.Errorf("dim operand %d: %w", i+1, err)
		}
		dims[i] = d
	}
	guard, predicted := true, int64(-1)
	if lo, ok := st.op.Attr(dialect.EvictMin).(*ir.IntegerAttr); ok && len(dims) == 1 {
		guard = dims[0] >= lo.Value
	}
	if p, ok := st.op.Attr(dialect.EvictPeak).(*ir.StringAttr); ok {
		v, err := evalPeak(p.Value, dims)
		if err != nil {
			return nil, fmt.Errorf("peak: %w", err)
		}
		predicted = v
	}
	mc.Evict(st.op, st.op.Operand(0), guard, predicted)
	return nil, nil
}

// evalPeak evaluates a polynomial in S0, S1, ... (the dim operands).
func evalPeak(text string, dims []int64) (int64, error) {
	e, err := symbolic.Parse(text)
	if err != nil {
		return 0, err
	}
	b := map[symbolic.Sym]int64{}
	for _, s := range e.Syms() {
		if int(s) >= len(dims) {
			//lint:ignore ST1005 the message starts with a symbol's name
			return 0, fmt.Errorf("S%d names no dim operand (%d given)", s, len(dims))
		}
		b[s] = dims[s]
	}
	return symbolic.Eval(e, b)
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
