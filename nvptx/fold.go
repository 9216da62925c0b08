package nvptx

import (
	"github.com/llir/llvm/ir/enum"

	"github.com/symopt/symopt/lowering/kernel"
)

// rowFoldKernel emits a RowFold kernel (see kernel.Builder.RowFold):
// thread g = ctaid*ntid + tid folds row g; the accumulators are phi
// nodes of the column loop, and `reduced N` reads accumulator N.
func (e *emitter) rowFoldKernel() error {
	b := e.cur
	row := b.NewAdd(b.NewMul(e.sreg("ctaid.x"), e.sreg("ntid.x")), e.sreg("tid.x"))
	rows, cols, err := e.rowsCols()
	if err != nil {
		return err
	}
	e.returnIf(e.cur.NewICmp(enum.IPredSGE, row, rows))
	e.index[kernel.Row] = row
	init, fold := e.k.Phases[0], e.k.Phases[1]
	if err := e.region(init.Body); err != nil {
		return err
	}
	first := make([]valueT, len(init.Values))
	for i, v := range init.Values {
		first[i] = e.vals[v.ID()]
	}
	acc, err := e.forLoop("fold", i64(0), cols, i64(1), first, func(c valueT, cur []valueT) ([]valueT, error) {
		e.index[kernel.Col] = c
		e.reduced = cur
		if err := e.region(fold.Body); err != nil {
			return nil, err
		}
		next := make([]valueT, len(fold.Values))
		for i, v := range fold.Values {
			next[i] = e.vals[v.ID()]
		}
		return next, nil
	})
	if err != nil {
		return err
	}
	e.reduced = acc
	if e.k.Epilogue == nil {
		return nil
	}
	return e.region(e.k.Epilogue)
}
