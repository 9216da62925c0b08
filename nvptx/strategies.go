package nvptx

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"

	"github.com/symopt/symopt/lowering/kernel"
)

// rowWarpKernel emits one warp per row: warp w of block b reduces row
// b * (Block/32) + w, lane l striding over columns l, l+32, ...; a
// butterfly gives every lane the row's result. Lane 0 runs the epilogue.
func (e *emitter) rowWarpKernel() error {
	b := e.cur
	tid := e.sreg("tid.x")
	lane := b.NewAnd(tid, i64(kernel.WarpSize-1))
	warp := b.NewLShr(tid, i64(5))
	row := b.NewAdd(b.NewMul(e.sreg("ctaid.x"), i64(int64(e.k.Block/kernel.WarpSize))), warp)
	rows, cols, err := e.rowsCols()
	if err != nil {
		return err
	}
	e.returnIf(e.cur.NewICmp(enum.IPredSGE, row, rows)) // uniform per warp
	e.index[kernel.Row] = row
	e.reduced = make([]valueT, len(e.k.Phases))
	for pi, p := range e.k.Phases {
		if p.Kind == kernel.PhaseMap {
			if err := e.mapPhase(pi, kernel.Col, lane, cols, i64(kernel.WarpSize)); err != nil {
				return err
			}
			continue
		}
		acc, err := e.reducePhase(pi, kernel.Col, lane, cols, i64(kernel.WarpSize))
		if err != nil {
			return err
		}
		if e.reduced[pi], err = e.butterfly(p, acc); err != nil {
			return err
		}
	}
	return e.epilogue(e.eq(lane, 0))
}

// rowBlockKernel emits one block per row: thread t strides over columns
// t, t+Block, ...; each warp reduces with a butterfly and lane 0 writes
// shared[warp]; after a barrier warp 0 reduces shared[0..warps) with a
// second butterfly and lane 0 writes shared[0]; after a second barrier
// every thread reads it. Each reduce phase has its own shared array, so
// phases need no barrier between them. Thread 0 runs the epilogue.
func (e *emitter) rowBlockKernel() error {
	b := e.cur
	tid := e.sreg("tid.x")
	lane := b.NewAnd(tid, i64(kernel.WarpSize-1))
	warp := b.NewLShr(tid, i64(5))
	row := e.sreg("ctaid.x")
	warps := int64(e.k.Block / kernel.WarpSize)
	rows, cols, err := e.rowsCols()
	if err != nil {
		return err
	}
	e.returnIf(e.cur.NewICmp(enum.IPredSGE, row, rows)) // uniform per block
	e.index[kernel.Row] = row
	e.reduced = make([]valueT, len(e.k.Phases))
	for pi, p := range e.k.Phases {
		if p.Kind == kernel.PhaseMap {
			if err := e.mapPhase(pi, kernel.Col, tid, cols, i64(int64(e.k.Block))); err != nil {
				return err
			}
			continue
		}
		acc, err := e.reducePhase(pi, kernel.Col, tid, cols, i64(int64(e.k.Block)))
		if err != nil {
			return err
		}
		if acc, err = e.butterfly(p, acc); err != nil {
			return err
		}
		rt := regType(p.Value.Type)
		sm := e.shared(pi, rt, int(warps))
		if err := e.ifThen("warpout", e.eq(lane, 0), func() error {
			e.store1(e.sharedPtr(sm, warp), acc)
			return nil
		}); err != nil {
			return err
		}
		e.barrier()
		if err := e.ifThen("warp0", e.eq(warp, 0), func() error {
			in := e.cur.NewICmp(enum.IPredSLT, lane, i64(warps))
			x := e.load1(rt, e.sharedPtr(sm, e.cur.NewSelect(in, lane, i64(0))))
			v, err := e.butterfly(p, e.cur.NewSelect(in, x, identity(p)))
			if err != nil {
				return err
			}
			return e.ifThen("blockout", e.eq(lane, 0), func() error {
				e.store1(e.sharedPtr(sm, i64(0)), v)
				return nil
			})
		}); err != nil {
			return err
		}
		e.barrier()
		e.reduced[pi] = e.load1(rt, e.sharedPtr(sm, i64(0)))
	}
	return e.epilogue(e.eq(tid, 0))
}

// colKernel emits the tiled column reduction: block b covers columns
// 32*tile .. 32*tile+31 (tile = b mod tiles) and the rows of chunk
// b / tiles with Block/32 row lanes; thread (tx, ty) strides over rows
// start+ty, start+ty+lanes, ... of its column and writes its partial to
// shared[ty][tx]; a tree over ty, one barrier per level, leaves the
// column's result in shared[0][tx]. With a row split the chunks' results
// are then combined by the last block of the tile (splitTail). Thread
// (tx, 0) runs the epilogue.
func (e *emitter) colKernel() error {
	k := e.k
	b := e.cur
	tid := e.sreg("tid.x")
	tx := b.NewAnd(tid, i64(kernel.WarpSize-1))
	ty := b.NewLShr(tid, i64(5))
	lanes := int64(k.Block / kernel.WarpSize)
	block := e.sreg("ctaid.x")
	rows, cols, err := e.rowsCols()
	if err != nil {
		return err
	}
	tile, chunk, start, end := valueT(block), valueT(i64(0)), valueT(i64(0)), valueT(rows)
	var tiles, chunks valueT
	if k.Split != nil {
		if tiles, err = e.expr(k.ColTiles()); err != nil {
			return err
		}
		if chunks, err = e.expr(k.Chunks()); err != nil {
			return err
		}
		perChunk, err := e.expr(k.RowsPerChunk())
		if err != nil {
			return err
		}
		b := e.cur
		tile, chunk = b.NewURem(block, tiles), b.NewUDiv(block, tiles)
		start = b.NewMul(chunk, perChunk)
		limit := b.NewAdd(start, perChunk)
		end = b.NewSelect(b.NewICmp(enum.IPredSLT, limit, rows), limit, rows)
	}
	b = e.cur
	col := b.NewAdd(b.NewMul(tile, i64(kernel.WarpSize)), tx)
	active := b.NewICmp(enum.IPredSLT, col, cols)
	end = b.NewSelect(active, end, i64(0))
	first := b.NewAdd(start, ty)
	e.index[kernel.Col] = col
	e.reduced = make([]valueT, len(k.Phases))
	smem := make([]*ir.Global, len(k.Phases))
	for pi, p := range k.Phases {
		if p.Kind == kernel.PhaseMap {
			if err := e.mapPhase(pi, kernel.Row, first, end, i64(lanes)); err != nil {
				return err
			}
			continue
		}
		acc, err := e.reducePhase(pi, kernel.Row, first, end, i64(lanes))
		if err != nil {
			return err
		}
		smem[pi] = e.shared(pi, regType(p.Value.Type), k.Block)
		if e.reduced[pi], err = e.columnTree(p, smem[pi], tid, tx, ty, acc); err != nil {
			return err
		}
	}
	ty0 := e.eq(ty, 0)
	if k.Split != nil {
		c := splitCtx{tid: tid, tx: tx, ty: ty, tile: tile, chunk: chunk, chunks: chunks, cols: cols, col: col, active: active, smem: smem}
		if err := e.splitTail(c); err != nil {
			return err
		}
		ty0 = e.eq(ty, 0)
	}
	return e.epilogue(e.cur.NewAnd(active, ty0))
}

// columnTree stores each thread's partial to shared[ty][tx], halves over
// ty with one barrier per level and returns shared[0][tx].
func (e *emitter) columnTree(p *kernel.Phase, sm *ir.Global, tid, tx, ty, acc valueT) (valueT, error) {
	rt := regType(p.Value.Type)
	e.store1(e.sharedPtr(sm, tid), acc)
	e.barrier()
	for s := int64(e.k.Block/kernel.WarpSize) / 2; s >= 1; s /= 2 {
		err := e.ifThen("tree", e.cur.NewICmp(enum.IPredSLT, ty, i64(s)), func() error {
			mine := e.sharedPtr(sm, tid)
			other := e.load1(rt, e.sharedPtr(sm, e.cur.NewAdd(tid, i64(s*kernel.WarpSize))))
			v, err := e.combine(p, e.load1(rt, mine), other)
			e.store1(mine, v)
			return err
		})
		if err != nil {
			return nil, err
		}
		e.barrier()
	}
	return e.load1(rt, e.sharedPtr(sm, tx)), nil
}

// epilogue emits if (cond) { epilogue } when the kernel has one.
func (e *emitter) epilogue(cond valueT) error {
	if e.k.Epilogue == nil {
		return nil
	}
	return e.ifThen("epilogue", cond, func() error { return e.region(e.k.Epilogue) })
}
