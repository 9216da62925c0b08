package hlo

import (
	"slices"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
)

// gatherForm checks that a gather has a form the lowering handles:
// integer indices and dimension numbers within the ranks (batching dims
// pair up one to one). A dynamic_gather is a gather whose slice sizes
// are a constant operand.
func gatherForm(op *ir.Operation) (dialect.GatherDims, bool) {
	g, err := dialect.GatherDimensionNumbers(op)
	want := 2
	if fusion.Canonical(op) == "stablehlo.dynamic_gather" {
		want = 3
	}
	if err != nil || len(g.OperandBatchingDims) != len(g.StartIndicesBatch) || op.NumOperands() != want {
		return g, false
	}
	xs, ok1 := fusion.Shape(op.Operand(0))
	is, ok2 := fusion.Shape(op.Operand(1))
	os, ok3 := fusion.Shape(op.Result(0))
	if !ok1 || !ok2 || !ok3 {
		return g, false
	}
	if _, ok := sliceSizes(op, len(xs)); !ok {
		return g, false
	}
	if !indexType(op.Operand(1)) {
		return g, false
	}
	batchRank := len(is) // result dims that are not offset dims
	if g.IndexVectorDim < int64(len(is)) {
		batchRank--
	}
	if g.IndexVectorDim < 0 || g.IndexVectorDim > int64(len(is)) || len(os) != len(g.OffsetDims)+batchRank {
		return g, false
	}
	if len(xs) != len(g.OffsetDims)+len(g.CollapsedSliceDims)+len(g.OperandBatchingDims) ||
		!distinct(g.OffsetDims) || !distinct(g.CollapsedSliceDims) || !distinct(g.OperandBatchingDims) ||
		!distinct(g.StartIndicesBatch) || !distinct(g.StartIndexMap) {
		return g, false
	}
	inRange := func(ds []int64, n int) bool {
		for _, d := range ds {
			if d < 0 || d >= int64(n) {
				return false
			}
		}
		return true
	}
	if !inRange(g.OffsetDims, len(os)) || !inRange(g.CollapsedSliceDims, len(xs)) || !inRange(g.StartIndexMap, len(xs)) ||
		!inRange(g.OperandBatchingDims, len(xs)) || !inRange(g.StartIndicesBatch, len(is)) ||
		slices.Contains(g.StartIndicesBatch, g.IndexVectorDim) {
		return g, false
	}
	// the emitter pairs offset dims with the operand dims neither
	// collapsed nor batching, batch dims with the indices dims but the
	// index vector one, and operand batching dims with their indices dims
	kept := 0
	for d := range xs {
		if !slices.Contains(g.CollapsedSliceDims, int64(d)) && !slices.Contains(g.OperandBatchingDims, int64(d)) {
			kept++
		}
	}
	batch := 0
	for d := range os {
		if !slices.Contains(g.OffsetDims, int64(d)) {
			batch++
		}
	}
	idxDims := len(is)
	if g.IndexVectorDim < int64(len(is)) {
		idxDims--
		if is[g.IndexVectorDim] != int64(len(g.StartIndexMap)) {
			return g, false
		}
	} else if len(g.StartIndexMap) != 1 {
		return g, false
	}
	return g, kept == len(g.OffsetDims) && batch == idxDims
}

// sliceSizes returns a gather's slice_sizes attribute; for a
// dynamic_gather, whose slice sizes are an operand, it checks that operand
// holds one size per operand dim and returns nil: the kernel reads the
// sizes from the result's dims (see sliceSize).
func sliceSizes(op *ir.Operation, rank int) ([]int64, bool) {
	if op.NumOperands() < 3 {
		sizes, ok := dialect.I64s(op.Attr("slice_sizes"))
		return sizes, ok && len(sizes) == rank
	}
	s, ok := fusion.Shape(op.Operand(2))
	return nil, ok && len(s) == 1 && s[0] == int64(rank) && ElemType(op.Operand(2).Type()).IsInt()
}

// sliceSize is the slice size along operand dim d: 1 for a collapsed or
// batching dim, else the size of the result's offset dim that walks d
// (offset dims pair with the other operand dims in order).
func (e *emitter) sliceSize(op *ir.Operation, g dialect.GatherDims, d int) *kernel.Inst {
	if slices.Contains(g.CollapsedSliceDims, int64(d)) || slices.Contains(g.OperandBatchingDims, int64(d)) {
		return e.rb.Index64(1)
	}
	j := 0 // d is the j-th walked operand dim
	for i := range d {
		if !slices.Contains(g.CollapsedSliceDims, int64(i)) && !slices.Contains(g.OperandBatchingDims, int64(i)) {
			j++
		}
	}
	od := slices.Sorted(slices.Values(g.OffsetDims))[j]
	return e.dim(op.Result(0), int(od))
}

// indexType reports whether v holds start indices kernels read: i32 or
// i64, or ui32 (zero-extended).
func indexType(v *ir.Value) bool {
	switch ElemType(v.Type()) {
	case kernel.I32:
		return true
	case kernel.I64:
		return !isUnsigned(v)
	}
	return false
}

// index64 widens an index loaded from v to i64: zero-extended when v is
// unsigned.
func (e *emitter) index64(x *kernel.Inst, v *ir.Value) *kernel.Inst {
	if isUnsigned(v) {
		return e.zext(x, kernel.I64)
	}
	return e.rb.Convert(x, kernel.I64)
}

// gather reads operand[start + offset]: the batch dims of the result (those
// not in offset_dims) select a start index vector from the indices, each
// start is clamped to [0, dim - slice_size] as StableHLO defines it, the
// operand batching dims take the batch index of their indices dim, and
// the offset dims walk the slice over the remaining operand dims.
func (e *emitter) gather(op *ir.Operation, p *ix) (*kernel.Inst, error) {
	g, ok := gatherForm(op)
	if !ok {
		return nil, errorf(op, "has a form kernels do not handle (bad dimension numbers or indices type)")
	}
	x, indices := op.Operand(0), op.Operand(1)
	xs, _ := fusion.Shape(x)
	is, _ := fusion.Shape(indices)
	out := e.multi(p)
	var batch, offset []*kernel.Inst
	for d, i := range out {
		if slices.Contains(g.OffsetDims, int64(d)) {
			offset = append(offset, i)
		} else {
			batch = append(batch, i)
		}
	}
	// position in the indices of component k of the start vector
	at := func(k int) []*kernel.Inst {
		idx := make([]*kernel.Inst, 0, len(is))
		bi := 0
		for d := range is {
			if int64(d) == g.IndexVectorDim {
				idx = append(idx, e.rb.Index64(int64(k)))
				continue
			}
			idx = append(idx, batch[bi])
			bi++
		}
		return idx
	}
	idx := make([]*kernel.Inst, len(xs))
	for d := range xs {
		idx[d] = e.rb.Index64(0)
	}
	for k, d := range g.StartIndexMap {
		s, err := e.at(indices, &ix{shape: indices, idx: at(k)})
		if err != nil {
			return nil, err
		}
		s = e.index64(s, indices)
		hi := e.rb.Sub(e.dim(x, int(d)), e.sliceSize(op, g, int(d)))
		idx[d] = e.rb.Max(e.rb.Min(s, hi), e.rb.Index64(0))
	}
	// batch index along each indices dim (the index vector dim has none)
	byIdxDim := make([]*kernel.Inst, len(is))
	bi := 0
	for d := range is {
		if int64(d) != g.IndexVectorDim {
			byIdxDim[d] = batch[bi]
			bi++
		}
	}
	for j, d := range g.OperandBatchingDims {
		idx[d] = byIdxDim[g.StartIndicesBatch[j]]
	}
	oi := 0
	for d := range xs {
		if slices.Contains(g.CollapsedSliceDims, int64(d)) || slices.Contains(g.OperandBatchingDims, int64(d)) {
			continue
		}
		idx[d] = e.rb.Add(idx[d], offset[oi])
		oi++
	}
	return e.at(x, &ix{shape: x, idx: idx})
}
