package hlo

import (
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
)

// Row reductions of at most this many static columns use one warp per
// row; longer or dynamic rows use one block per row.
const warpRowLimit = 1024

// input lowers a kInput fusion: one reduce phase per reduction (in block
// order), a map phase storing the outputs of the full shape (row
// reductions only), and an epilogue storing the outputs of the reduced
// shape.
func (e *emitter) input(body *ir.Block, yield *ir.Operation) ([]int, error) {
	var reds []*ir.Operation
	for _, op := range body.Ops {
		if fusion.Canonical(op) == "stablehlo.reduce" {
			reds = append(reds, op)
		}
	}
	if len(reds) == 0 {
		return nil, errorf(e.fop, "kInput fusion without a reduction")
	}
	first := reds[0]
	rs, ok := fusion.ReduceInfo(first)
	if !ok {
		return nil, errorf(first, "reduction the kernels cannot express")
	}
	iter, redOut := first.Operand(0), first.Result(0)
	shape, _ := fusion.Shape(iter)
	red := map[int]bool{}
	for _, d := range rs.Dims {
		red[int(d)] = true
	}
	var keptAx, redAx []int
	for d := range shape {
		if red[d] {
			redAx = append(redAx, d)
		} else {
			keptAx = append(keptAx, d)
		}
	}
	prod := func(axes []int) *kernel.Expr {
		var fs []*kernel.Expr
		for _, a := range axes {
			fs = append(fs, e.dimExpr(iter, a))
		}
		if len(fs) == 0 {
			return kernel.Const(1)
		}
		return kernel.Product(fs...)
	}
	var full, part []int // yield operands of the full and of the reduced shape
	for i, v := range yield.Operands() {
		switch {
		case sameShape(e.names.Dims, v, iter) && rs.Row:
			full = append(full, i)
		case sameShape(e.names.Dims, v, redOut):
			part = append(part, i)
		default:
			return nil, errorf(v.DefiningOp(), "input fusion result has neither the reduced nor the full shape")
		}
	}
	outs, err := e.outBuffers(yield)
	if err != nil {
		return nil, err
	}
	kept, reduced := prod(keptAx), prod(redAx)
	if rs.Row {
		mode := kernel.Block
		if c, err := reduced.Eval(nil); err == nil && c <= warpRowLimit {
			mode = kernel.Warp
		}
		e.b.RowReduce(kept, reduced, mode)
	} else {
		e.b.ColReduce(reduced, kept)
	}
	// position helpers: the kernel's row runs over the kept dims for a row
	// reduction and over the reduced dims for a column reduction.
	keptPos := kernel.Row
	if !rs.Row {
		keptPos = kernel.Col
	}
	keptDims := func() []*kernel.Inst {
		ds := make([]*kernel.Inst, len(keptAx))
		for i, a := range keptAx {
			if i > 0 {
				ds[i] = e.dim(iter, a)
			}
		}
		return ds
	}
	e.phases = map[*ir.Operation]int{}
	nph := 0 // a complex sum takes a phase per part
	for _, r := range reds {
		e.phases[r] = nph
		nph += reducePhases(r)
	}
	fullIx := func() *ix {
		k := e.rb.Delinearize(e.rb.Index(keptPos), keptDims())
		e.rowIdx = k
		otherPos := kernel.Col
		if !rs.Row {
			otherPos = kernel.Row
		}
		rds := make([]*kernel.Inst, len(redAx))
		for i, a := range redAx {
			if i > 0 {
				rds[i] = e.dim(iter, a)
			}
		}
		o := e.rb.Delinearize(e.rb.Index(otherPos), rds)
		idx := make([]*kernel.Inst, len(shape))
		for i, a := range keptAx {
			idx[a] = k[i]
		}
		for i, a := range redAx {
			idx[a] = o[i]
		}
		return &ix{shape: iter, idx: idx}
	}
	readsReduced := false
	for _, r := range reds {
		for part := 0; part < reducePhases(r); part++ {
			ph := e.phases[r] + part
			rb, _ := e.b.Reduce(combiner(fusion.ReduceCombiner(r)))
			e.region(rb)
			e.avail = ph
			e.part = part
			x, err := e.at(r.Operand(0), fullIx())
			e.part = 0
			if err != nil {
				return nil, err
			}
			if unsignedOrderReduce(r) {
				x = e.flipSign(x)
			}
			rb.Yield(x)
			readsReduced = readsReduced || ph > 0
		}
	}
	e.avail = nph
	if len(full) > 0 {
		e.region(e.b.Map())
		p := fullIx()
		for _, i := range full {
			if err := e.storeValue(outs[i], e.linear(p), yield.Operand(i), p); err != nil {
				return nil, err
			}
		}
	}
	if len(part) > 0 {
		e.region(e.b.Epilogue())
		pos := e.rb.Index(keptPos)
		e.rowIdx = e.rb.Delinearize(pos, keptDims())
		p := &ix{shape: redOut, idx: e.rowIdx, lin: pos}
		for _, i := range part {
			if err := e.storeValue(outs[i], pos, yield.Operand(i), p); err != nil {
				return nil, err
			}
		}
	}
	if !rs.Row && !readsReduced {
		e.b.SetSplit(kernel.DefaultSplit(reduced, kept))
	}
	return outs, nil
}
