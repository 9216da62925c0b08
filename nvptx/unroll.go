package nvptx

import (
	"github.com/llir/llvm/ir/value"

	"github.com/symopt/symopt/lowering/kernel"
)

// unroll is how many elements one iteration of a phase loop handles.
const unroll = 4

// stridedLoop emits for (iv = start; iv < end; iv += step) { r; acc =
// fold(acc) } (fold may be nil, with acc nil) and returns the final acc.
// llc does not unroll loops, and a GPU thread issues in order, so a plain
// loop has one load in flight per thread. The main loop therefore handles
// unroll elements per iteration: first the loads (and the index arithmetic
// they need) of all of them, then the rest of each body and fold, element
// by element, so results combine in the same order as the plain loop. A
// remainder loop finishes the last elements. Loads are only hoisted when
// the region stores to no buffer it loads from.
func (e *emitter) stridedLoop(name string, r *kernel.Region, idx kernel.IndexKind, start, end, step, acc valueT,
	fold func(valueT) (valueT, error)) (valueT, error) {
	var carried []valueT
	if fold != nil {
		carried = []valueT{acc}
	}
	plain := func(iv valueT, c []valueT) ([]valueT, error) {
		e.index[idx] = iv
		if err := e.region(r); err != nil {
			return nil, err
		}
		if fold == nil {
			return nil, nil
		}
		v, err := fold(c[0])
		return []valueT{v}, err
	}
	hoist := hoistable(r)
	if hoist == nil {
		res, err := e.forLoop(name, start, end, step, carried, plain)
		return first(res), err
	}
	b := e.cur
	last := b.NewSub(end, b.NewMul(step, i64(unroll-1))) // iv < last: all unroll elements are in range
	wide := b.NewMul(step, i64(unroll))
	iv, res, err := e.forLoopIV(name+"x4", start, last, wide, carried, func(iv valueT, c []valueT) ([]valueT, error) {
		saved := e.vals
		defer func() { e.vals = saved }()
		lanes := make([][]valueT, unroll)
		ivs := make([]valueT, unroll)
		for j := range lanes {
			lanes[j] = make([]valueT, len(saved))
			ivs[j] = iv
			if j > 0 {
				ivs[j] = e.cur.NewAdd(iv, e.cur.NewMul(step, i64(int64(j))))
			}
		}
		for pass := 0; pass < 2; pass++ {
			for j := range lanes {
				e.vals, e.index[idx] = lanes[j], ivs[j]
				if err := e.insts(r, func(in *kernel.Inst) bool { return hoist[in] == (pass == 0) }); err != nil {
					return nil, err
				}
				if pass == 1 && fold != nil {
					v, err := fold(c[0])
					if err != nil {
						return nil, err
					}
					c = []valueT{v}
				}
			}
		}
		return c, nil
	})
	if err != nil {
		return nil, err
	}
	res, err = e.forLoop(name, iv, end, step, res, plain)
	return first(res), err
}

func first(vs []valueT) value.Value {
	if len(vs) == 0 {
		return nil
	}
	return vs[0]
}

// insts emits the instructions of r that keep accepts, in order.
func (e *emitter) insts(r *kernel.Region, keep func(*kernel.Inst) bool) error {
	for _, in := range r.Insts {
		if !keep(in) {
			continue
		}
		v, err := e.inst(in)
		if err != nil {
			return err
		}
		e.vals[in.ID()] = v
	}
	return nil
}

// hoistable returns the loads of r and the instructions their offsets
// depend on, or nil when r has no loads or stores to a buffer it loads.
func hoistable(r *kernel.Region) map[*kernel.Inst]bool {
	loaded, stored := map[int]bool{}, map[int]bool{}
	set := map[*kernel.Inst]bool{}
	var mark func(in *kernel.Inst)
	mark = func(in *kernel.Inst) {
		if set[in] {
			return
		}
		set[in] = true
		for _, a := range in.Args {
			mark(a)
		}
	}
	for _, in := range r.Insts {
		switch in.Op {
		case kernel.OpLoad:
			loaded[in.Param] = true
			mark(in)
		case kernel.OpStore, kernel.OpStoreIf, kernel.OpAtomicAdd, kernel.OpAtomicMax, kernel.OpAtomicMin, kernel.OpAtomicMul:
			stored[in.Param] = true
		}
	}
	for p := range loaded {
		if stored[p] {
			return nil
		}
	}
	if len(set) == 0 {
		return nil
	}
	return set
}
