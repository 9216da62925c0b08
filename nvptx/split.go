package nvptx

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/symopt/symopt/lowering/kernel"
)

// splitCtx carries the values of a split column reduction that its tail
// needs.
type splitCtx struct {
	tid, tx, ty, tile, chunk, chunks, cols, col, active valueT
	smem                                                []*ir.Global
}

// splitTail emits the end of a split column reduction: row ty == 0 stores
// each phase's chunk result to its partial buffer, every thread fences,
// thread 0 bumps the tile's counter and tells the block through shared
// memory whether it was the last chunk to finish. Other blocks return;
// the last one combines the chunks' partials (volatile loads, so no stale
// cache line is read) with the same strided loop and tree, and resets the
// counter for the next launch.
func (e *emitter) splitTail(c splitCtx) error {
	k := e.k
	var reducePhases []int
	for pi, p := range k.Phases {
		if p.Kind == kernel.PhaseReduce {
			reducePhases = append(reducePhases, pi)
		}
	}
	slot := e.cur.NewAdd(e.cur.NewMul(c.chunk, c.cols), c.col)
	if err := e.ifThen("partial", e.cur.NewAnd(c.active, e.eq(c.ty, 0)), func() error {
		for n, pi := range reducePhases {
			e.store(k.Partials[n], slot, e.reduced[pi])
		}
		return nil
	}); err != nil {
		return err
	}
	e.cur.NewCall(e.intr.get("llvm.nvvm.membar.gl", types.Void))
	e.barrier()
	flag := e.m.NewGlobalDef(k.Name+".last", constant.NewUndef(types.I32))
	flag.Linkage = enum.LinkageInternal
	flag.AddrSpace = sharedSpace
	flag.Typ = pointerTo(types.I32, sharedSpace)
	flag.Align = ir.Align(4)
	if err := e.ifThen("count", e.eq(c.tid, 0), func() error {
		b := e.cur
		old := b.NewAtomicRMW(enum.AtomicOpAdd, e.elemPtr(k.Counter, c.tile), i32(1), enum.AtomicOrderingMonotonic)
		lastChunk := b.NewTrunc(b.NewSub(c.chunks, i64(1)), types.I32)
		b.NewStore(b.NewZExt(b.NewICmp(enum.IPredEQ, old, lastChunk), types.I32), flag)
		return nil
	}); err != nil {
		return err
	}
	e.barrier()
	e.returnIf(e.cur.NewICmp(enum.IPredEQ, e.cur.NewLoad(types.I32, flag), i32(0)))
	lanes := i64(int64(k.Block / kernel.WarpSize))
	end := e.cur.NewSelect(c.active, c.chunks, i64(0))
	for n, pi := range reducePhases {
		p := k.Phases[pi]
		param := k.Partials[n]
		res, err := e.forLoop("chunks", c.ty, end, lanes, []valueT{identity(p)},
			func(iv valueT, acc []valueT) ([]valueT, error) {
				b := e.cur
				ld := b.NewLoad(memType(p.Value.Type), e.elemPtr(param, b.NewAdd(b.NewMul(iv, c.cols), c.col)))
				ld.Volatile = true
				ld.Align = alignOf(p.Value.Type.Bytes())
				v, err := e.combine(p, acc[0], e.fromMem(p.Value.Type, ld))
				return []valueT{v}, err
			})
		if err != nil {
			return err
		}
		if e.reduced[pi], err = e.columnTree(p, c.smem[pi], c.tid, c.tx, c.ty, res[0]); err != nil {
			return err
		}
	}
	return e.ifThen("reset", e.eq(c.tid, 0), func() error {
		e.cur.NewStore(i32(0), e.elemPtr(k.Counter, c.tile))
		return nil
	})
}
