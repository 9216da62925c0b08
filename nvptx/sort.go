package nvptx

import (
	"math/bits"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/symopt/symopt/lowering/kernel"
)

// rowSortKernel emits a RowSort kernel (see kernel.Builder.RowSort): block
// = row; the columns' permutation lives in a shared i32 array of 2*Block
// slots; the bitonic network over the first P = 2^stages slots (P the
// next power of two at least cols and 2) runs as two nested loops over
// the stage (k = 2 << kk) and the step (j = k >> 1+jj) with a barrier
// after each step (threads past P/2 swap nothing: their slots hold only
// columns past the row); then each thread runs the map phase for its
// columns c = tid,
// tid+Block (c < cols) with Src = the column sorted to c. A launch with
// more columns than 2*Block traps; empty rows return at once (the
// comparator must not read them).
func (e *emitter) rowSortKernel() error {
	if e.k.Cols.Op == kernel.ExprConst && e.k.Cols.C == 0 {
		return nil
	}
	block := int64(e.k.Block)
	n := 2 * block
	tid := e.sreg("tid.x")
	row := e.sreg("ctaid.x")
	rows, cols, err := e.rowsCols()
	if err != nil {
		return err
	}
	if e.k.Cols.Op != kernel.ExprConst {
		if err := e.ifThen("sort.toolong", e.cur.NewICmp(enum.IPredSGT, cols, i64(n)), func() error {
			e.cur.NewCall(e.intr.get("llvm.trap", types.Void))
			return nil
		}); err != nil {
			return err
		}
	}
	// uniform per block: rows past the last, and empty rows
	e.returnIf(e.cur.NewOr(e.cur.NewICmp(enum.IPredSGE, row, rows), e.cur.NewICmp(enum.IPredEQ, cols, i64(0))))
	e.index[kernel.Row] = row
	perm := e.shared(0, types.I32, int(n))
	for _, i := range []valueT{tid, e.cur.NewAdd(tid, i64(block))} {
		e.store1(e.sharedPtr(perm, i), e.cur.NewTrunc(i, types.I32))
	}
	e.barrier()
	stages, err := e.sortStages()
	if err != nil {
		return err
	}
	_, err = e.forLoop("sort.stage", i64(0), stages, i64(1), nil, func(kk valueT, _ []valueT) ([]valueT, error) {
		k := e.cur.NewShl(i64(2), kk)
		_, err := e.forLoop("sort.step", i64(0), e.cur.NewAdd(kk, i64(1)), i64(1), nil, func(jj valueT, _ []valueT) ([]valueT, error) {
			b := e.cur
			shift := b.NewSub(kk, jj) // j = 1 << shift
			j := b.NewShl(i64(1), shift)
			// i = 2*j*(tid/j) + tid%j
			i := b.NewAdd(b.NewShl(b.NewLShr(tid, shift), b.NewAdd(shift, i64(1))), b.NewAnd(tid, b.NewSub(j, i64(1))))
			l := b.NewAdd(i, j)
			x := b.NewSExt(e.load1(types.I32, e.sharedPtr(perm, i)), types.I64)
			y := b.NewSExt(e.load1(types.I32, e.sharedPtr(perm, l)), types.I64)
			xy, yx, err := e.sortOrder(x, y, cols)
			if err != nil {
				return nil, err
			}
			b = e.cur
			asc := b.NewICmp(enum.IPredEQ, b.NewAnd(i, k), i64(0))
			swap := b.NewSelect(asc, yx, xy)
			e.store1(e.sharedPtr(perm, i), b.NewTrunc(b.NewSelect(swap, y, x), types.I32))
			e.store1(e.sharedPtr(perm, l), b.NewTrunc(b.NewSelect(swap, x, y), types.I32))
			e.barrier()
			return nil, nil
		})
		return nil, err
	})
	if err != nil {
		return err
	}
	_, err = e.forLoop("sort.map", tid, cols, i64(block), nil, func(c valueT, _ []valueT) ([]valueT, error) {
		e.index[kernel.Col] = c
		e.index[kernel.Src] = e.cur.NewSExt(e.load1(types.I32, e.sharedPtr(perm, c)), types.I64)
		return nil, e.region(e.k.Phases[1].Body)
	})
	return err
}

// sortStages is log2 of the network size: the bits of cols-1 (at least
// one), a constant when cols is.
func (e *emitter) sortStages() (valueT, error) {
	if c := e.k.Cols; c.Op == kernel.ExprConst {
		return i64(int64(max(bits.Len64(uint64(c.C-1)), 1))), nil
	}
	cols, err := e.expr(e.k.Cols)
	if err != nil {
		return nil, err
	}
	b := e.cur
	ctlz := e.intr.get("llvm.ctlz.i64", types.I64, types.I64, types.I1)
	width := b.NewSub(i64(64), b.NewCall(ctlz, b.NewSub(cols, i64(1)), constant.False))
	return b.NewSelect(b.NewICmp(enum.IPredSLE, cols, i64(1)), i64(1), width), nil
}

// sortOrder emits whether column x sorts strictly before column y and
// whether y sorts before x, as the interpreter defines it: columns at or
// past cols sort last; between real columns the compare phase decides
// (run both ways) and ties keep column order. Out-of-range columns are
// read as column 0, and their results masked.
func (e *emitter) sortOrder(x, y, cols valueT) (xy, yx valueT, err error) {
	b := e.cur
	inX := b.NewICmp(enum.IPredSLT, x, cols)
	inY := b.NewICmp(enum.IPredSLT, y, cols)
	cx, cy := b.NewSelect(inX, x, i64(0)), b.NewSelect(inY, y, i64(0))
	cmp := e.k.Phases[0]
	less := func(lhs, rhs valueT) (valueT, error) {
		e.index[kernel.Lhs], e.index[kernel.Rhs] = lhs, rhs
		if err := e.region(cmp.Body); err != nil {
			return nil, err
		}
		return e.vals[cmp.Value.ID()], nil
	}
	lxy, err := less(cx, cy)
	if err != nil {
		return nil, nil, err
	}
	lyx, err := less(cy, cx)
	if err != nil {
		return nil, nil, err
	}
	b = e.cur
	both := b.NewAnd(inX, inY)
	tieXY := b.NewAnd(b.NewXor(lyx, constant.True), b.NewICmp(enum.IPredSLT, x, y))
	tieYX := b.NewAnd(b.NewXor(lxy, constant.True), b.NewICmp(enum.IPredSLT, y, x))
	xy = b.NewSelect(both, b.NewOr(lxy, tieXY), b.NewAnd(inX, b.NewXor(inY, constant.True)))
	yx = b.NewSelect(both, b.NewOr(lyx, tieYX), b.NewAnd(inY, b.NewXor(inX, constant.True)))
	return xy, yx, nil
}
