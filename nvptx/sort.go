package nvptx

import (
	"math/bits"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/symopt/symopt/lowering/kernel"
)

// rowSortKernel emits a RowSort kernel (see kernel.Builder.RowSort): block
// = row; the columns' permutation lives in a shared i32 array of
// SortSlots slots, or for a global sort in the row's 2*cols elements of
// the scratch buffer (plain loads and stores: the barriers order them
// within the block); the bitonic network over the first P = 2^stages
// slots (P the next power of two at least cols and 2) runs as two nested
// loops over the stage (k = 2 << kk) and the step (j = k >> 1+jj); in a
// step thread tid takes pairs t = tid, tid+Block, ... below P/2, and a
// barrier ends the step. Then each thread runs the map phase for its
// columns c = tid, tid+Block, ... below cols with Src = the column sorted
// to c. Empty rows return at once (the comparator must not read them).
func (e *emitter) rowSortKernel() error {
	if e.k.Cols.Op == kernel.ExprConst && e.k.Cols.C == 0 {
		return nil
	}
	block := i64(int64(e.k.Block))
	tid := e.sreg("tid.x")
	row := e.sreg("ctaid.x")
	rows, cols, err := e.rowsCols()
	if err != nil {
		return err
	}
	// uniform per block: rows past the last, and empty rows
	e.returnIf(e.cur.NewOr(e.cur.NewICmp(enum.IPredSGE, row, rows), e.cur.NewICmp(enum.IPredEQ, cols, i64(0))))
	e.index[kernel.Row] = row
	var slot func(i valueT) valueT
	if e.k.SortGlobal() {
		base := e.cur.NewMul(row, e.cur.NewShl(cols, i64(1)))
		slot = func(i valueT) valueT { return e.elemPtr(e.k.Partials[0], e.cur.NewAdd(base, i)) }
	} else {
		perm := e.shared(0, types.I32, e.k.SortSlots())
		slot = func(i valueT) valueT { return e.sharedPtr(perm, i) }
	}
	stages, err := e.sortStages()
	if err != nil {
		return err
	}
	size := e.cur.NewShl(i64(1), stages) // P
	_, err = e.forLoop("sort.init", tid, size, block, nil, func(i valueT, _ []valueT) ([]valueT, error) {
		e.store1(slot(i), e.cur.NewTrunc(i, types.I32))
		return nil, nil
	})
	if err != nil {
		return err
	}
	e.barrier()
	pairs := e.cur.NewLShr(size, i64(1))
	_, err = e.forLoop("sort.stage", i64(0), stages, i64(1), nil, func(kk valueT, _ []valueT) ([]valueT, error) {
		k := e.cur.NewShl(i64(2), kk)
		_, err := e.forLoop("sort.step", i64(0), e.cur.NewAdd(kk, i64(1)), i64(1), nil, func(jj valueT, _ []valueT) ([]valueT, error) {
			shift := e.cur.NewSub(kk, jj) // j = 1 << shift
			_, err := e.forLoop("sort.pair", tid, pairs, block, nil, func(t valueT, _ []valueT) ([]valueT, error) {
				return nil, e.sortPair(slot, t, shift, k, cols)
			})
			e.barrier()
			return nil, err
		})
		return nil, err
	})
	if err != nil {
		return err
	}
	_, err = e.forLoop("sort.map", tid, cols, block, nil, func(c valueT, _ []valueT) ([]valueT, error) {
		e.index[kernel.Col] = c
		e.index[kernel.Src] = e.cur.NewSExt(e.load1(types.I32, slot(c)), types.I64)
		return nil, e.region(e.k.Phases[1].Body)
	})
	return err
}

// sortPair compares and orders pair t of a step with j = 1 << shift in
// stage k: slots i = 2*j*(t/j) + t%j and i+j.
func (e *emitter) sortPair(slot func(valueT) valueT, t, shift, k, cols valueT) error {
	b := e.cur
	j := b.NewShl(i64(1), shift)
	i := b.NewAdd(b.NewShl(b.NewLShr(t, shift), b.NewAdd(shift, i64(1))), b.NewAnd(t, b.NewSub(j, i64(1))))
	l := b.NewAdd(i, j)
	x := b.NewSExt(e.load1(types.I32, slot(i)), types.I64)
	y := b.NewSExt(e.load1(types.I32, slot(l)), types.I64)
	xy, yx, err := e.sortOrder(x, y, cols)
	if err != nil {
		return err
	}
	b = e.cur
	asc := b.NewICmp(enum.IPredEQ, b.NewAnd(i, k), i64(0))
	swap := b.NewSelect(asc, yx, xy)
	yi := b.NewTrunc(b.NewSelect(swap, y, x), types.I32)
	xl := b.NewTrunc(b.NewSelect(swap, x, y), types.I32)
	e.store1(slot(i), yi)
	e.store1(slot(l), xl)
	return nil
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
