package nvptx

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/symopt/symopt/lowering/kernel"
)

// atomic emits an atomic read-modify-write of element off of buffer p:
// atomic_add is one atomicrmw (see atomicAdd); integer atomic_max and
// atomic_min are atomicrmw max/min (atom.global.max.s32/.s64); float
// max/min and every atomic_mul are a compare-and-swap loop on the
// element's bits, combining with the same instruction sequence as the
// plain binary op, so NaN propagates exactly as in the interpreter.
func (e *emitter) atomic(op kernel.Op, p int, off, v valueT) error {
	t := e.k.Params[p].Elem
	switch {
	case op == kernel.OpAtomicAdd:
		e.atomicAdd(p, off, v)
		return nil
	case t.IsInt() && op == kernel.OpAtomicMax:
		e.cur.NewAtomicRMW(enum.AtomicOpMax, e.elemPtr(p, off), v, enum.AtomicOrderingMonotonic)
		return nil
	case t.IsInt() && op == kernel.OpAtomicMin:
		e.cur.NewAtomicRMW(enum.AtomicOpMin, e.elemPtr(p, off), v, enum.AtomicOrderingMonotonic)
		return nil
	}
	return e.casLoop(op.Combine(), p, off, v)
}

// casLoop emits
//
//	old = load bits; do { seen, ok = cmpxchg(ptr, old, bits(op(old, v))); old = seen } while !ok
//
// on the i32 or i64 bits of the element (f32, f64, i32 or i64).
func (e *emitter) casLoop(op kernel.Op, p int, off, v valueT) error {
	t := e.k.Params[p].Elem
	bits := types.I32
	if t.Bytes() == 8 {
		bits = types.I64
	}
	ptr := e.elemPtr(p, off)
	if t.IsFloat() {
		ptr = e.cur.NewBitCast(ptr, pointerTo(bits, globalSpace))
	}
	pre := e.cur
	first := pre.NewLoad(bits, ptr)
	first.Align = alignOf(t.Bytes())
	loop := e.block("cas")
	done := e.block("cas.done")
	pre.NewBr(loop)
	old := loop.NewPhi(ir.NewIncoming(first, pre))
	e.cur = loop
	var cur valueT = old
	if t.IsFloat() {
		cur = loop.NewBitCast(old, regType(t))
	}
	var next valueT
	var err error
	switch {
	case t.IsFloat() && (op == kernel.OpMax || op == kernel.OpMin):
		next = e.maxMin(op == kernel.OpMax, cur, v)
	case t.IsFloat():
		next, err = e.floatBinary(op, cur, v)
	default:
		next, err = e.intBinary(op, t, cur, v)
	}
	if err != nil {
		return fmt.Errorf("atomic %s on %s: %w", op, t, err)
	}
	if t.IsFloat() {
		next = e.cur.NewBitCast(next, bits)
	}
	latch := e.cur
	pair := latch.NewCmpXchg(ptr, old, next, enum.AtomicOrderingMonotonic, enum.AtomicOrderingMonotonic)
	old.Incs = append(old.Incs, ir.NewIncoming(latch.NewExtractValue(pair, 0), latch))
	latch.NewCondBr(latch.NewExtractValue(pair, 1), done, loop)
	e.cur = done
	return nil
}
