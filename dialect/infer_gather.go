package dialect

import (
	"sort"

	"github.com/symopt/symopt/ir"
)

func listString(v []int64) string { return "[" + joinInts(v, ", ") + "]" }

func checkSortedUnique(name string, v []int64, needSorted bool) error {
	if needSorted && !sort.SliceIsSorted(v, func(i, j int) bool { return v[i] < v[j] }) {
		return errorf("expects %s to be sorted, got: %s", name, listString(v))
	}
	seen := map[int64]bool{}
	for _, x := range v {
		if seen[x] {
			return errorf("expects %s to not repeat, got: %s", name, listString(v))
		}
		seen[x] = true
	}
	return nil
}

func checkInRange(name string, v []int64, rank int, what string) error {
	for _, x := range v {
		if x < 0 || x >= int64(rank) {
			return errorf("Expects each element of %s to be in range [0, %s) i.e. [0, %d). got: %d.", name, what, rank, x)
		}
	}
	return nil
}

// checkGatherDims validates gather dimension numbers against operand and
// start_indices shapes, in StableHLO's order (gather_c1 ... gather_c19).
func checkGatherDims(g GatherDims, od, sd []int64, okO, okS bool) error {
	if okO && len(g.OffsetDims)+len(g.CollapsedSliceDims)+len(g.OperandBatchingDims) != len(od) {
		return errorf("offset_dims size (%d) plus collapse_slice_dims size (%d) plus operand_batching_dims size (%d) is not equal to operand rank (%d)",
			len(g.OffsetDims), len(g.CollapsedSliceDims), len(g.OperandBatchingDims), len(od))
	}
	if okS {
		if g.IndexVectorDim < 0 || g.IndexVectorDim > int64(len(sd)) {
			return errorf("Expects index_vector_dim to be in range [0, rank-of('start_indices')] i.e. [0, %d]. got: %d.", len(sd), g.IndexVectorDim)
		}
		idxSize := int64(1)
		if g.IndexVectorDim < int64(len(sd)) {
			idxSize = sd[g.IndexVectorDim]
		}
		if idxSize != ir.Dynamic && int64(len(g.StartIndexMap)) != idxSize {
			return errorf("start_index_map size (%d) is not equal to size of index dimension (%d) of start_indices (%d)", len(g.StartIndexMap), g.IndexVectorDim, idxSize)
		}
	}
	if err := checkSortedUnique("offset_dims", g.OffsetDims, true); err != nil {
		return err
	}
	if err := distinctAll(g.CollapsedSliceDims, g.OperandBatchingDims, "collapsed_slice_dims", "operand_batching_dims"); err != nil {
		return err
	}
	if !sort.SliceIsSorted(g.CollapsedSliceDims, func(i, j int) bool { return g.CollapsedSliceDims[i] < g.CollapsedSliceDims[j] }) {
		return errorf("expects collapsed_slice_dims to be sorted, got: %s", listString(g.CollapsedSliceDims))
	}
	if okO {
		if err := checkInRange("collapsed_slice_dims", g.CollapsedSliceDims, len(od), "rank-of('operand')"); err != nil {
			return err
		}
	}
	if !sort.SliceIsSorted(g.OperandBatchingDims, func(i, j int) bool { return g.OperandBatchingDims[i] < g.OperandBatchingDims[j] }) {
		return errorf("expects operand_batching_dims to be sorted, got: %s", listString(g.OperandBatchingDims))
	}
	if okO {
		if err := checkInRange("operand_batching_dims", g.OperandBatchingDims, len(od), "rank-of('operand')"); err != nil {
			return err
		}
	}
	if err := checkSortedUnique("start_indices_batching_dims", g.StartIndicesBatch, false); err != nil {
		return err
	}
	if okS {
		if err := checkInRange("start_indices_batching_dims", g.StartIndicesBatch, len(sd), "rank-of('start_indices')"); err != nil {
			return err
		}
	}
	for _, d := range g.StartIndicesBatch {
		if d == g.IndexVectorDim {
			return errorf("expects start_indices_batching_dims not to include index_vector_dim %d", d)
		}
	}
	if len(g.OperandBatchingDims) != len(g.StartIndicesBatch) {
		return errorf("operand_batching_dims and start_indices_batching_dims should have the same size")
	}
	if okO && okS {
		for i := range g.OperandBatchingDims {
			a, b := od[g.OperandBatchingDims[i]], sd[g.StartIndicesBatch[i]]
			if !compatibleDim(a, b) {
				return errorf("operand_batching_dims[%d] and start_indices_batching_dims[%d] must have compatible sizes, but got %d and %d", i, i, a, b)
			}
		}
	}
	if err := distinctAll(g.StartIndexMap, g.OperandBatchingDims, "start_index_map", "operand_batching_dims"); err != nil {
		return err
	}
	if okO {
		if err := checkInRange("start_index_map", g.StartIndexMap, len(od), "rank-of('operand')"); err != nil {
			return err
		}
	}
	return nil
}

// checkSliceSizes validates gather slice sizes (nil when run-time values).
func checkSliceSizes(g GatherDims, od []int64, okO bool, sizes []int64, known bool, count int64) error {
	if okO && count >= 0 && count != int64(len(od)) {
		return errorf("slice_sizes size (%d) not equal to operand rank (%d)", count, len(od))
	}
	if !known {
		return nil
	}
	for _, d := range g.CollapsedSliceDims {
		if d >= 0 && d < int64(len(sizes)) && sizes[d] > 1 {
			return errorf("Expects that for each dim in collapsed_slice_dims, slice_sizes[dim] should be <= 1, but got %d", sizes[d])
		}
	}
	for _, d := range g.OperandBatchingDims {
		if d >= 0 && d < int64(len(sizes)) && sizes[d] > 1 {
			return errorf("Expects that for each dim in operand_batching_dims, slice_sizes[dim] should be <= 1, but got %d", sizes[d])
		}
	}
	if okO {
		for i, s := range sizes {
			if i < len(od) && (s < 0 || (od[i] != ir.Dynamic && s > od[i])) {
				return errorf("slice size (%d) is out of bounds for operand dimension (%d) at index %d", s, od[i], i)
			}
		}
	}
	return nil
}

// gatherResultShape computes the result shape. sizes may be nil (run-time
// slice sizes: offset dims dynamic).
func gatherResultShape(g GatherDims, od, sd []int64, sizes []int64, sizesKnown bool) ([]int64, error) {
	var batch []int64
	for i, d := range sd {
		if int64(i) != g.IndexVectorDim {
			batch = append(batch, d)
		}
	}
	rank := len(batch) + len(g.OffsetDims)
	if err := checkInRange("offset_dims", g.OffsetDims, rank, "implied-result-rank"); err != nil {
		return nil, err
	}
	drop := map[int64]bool{}
	for _, d := range g.CollapsedSliceDims {
		drop[d] = true
	}
	for _, d := range g.OperandBatchingDims {
		drop[d] = true
	}
	var offs []int64
	for i := 0; i < len(od); i++ {
		if drop[int64(i)] {
			continue
		}
		if sizesKnown && i < len(sizes) {
			offs = append(offs, sizes[i])
		} else {
			offs = append(offs, ir.Dynamic)
		}
	}
	isOff := map[int64]bool{}
	for _, d := range g.OffsetDims {
		isOff[d] = true
	}
	out := make([]int64, rank)
	bi, oi := 0, 0
	for i := range out {
		if isOff[int64(i)] {
			if oi < len(offs) {
				out[i] = offs[oi]
			} else {
				out[i] = ir.Dynamic
			}
			oi++
		} else {
			if bi < len(batch) {
				out[i] = batch[bi]
			}
			bi++
		}
	}
	return out, nil
}

func inferGatherCommon(op *ir.Operation, sizes []int64, sizesKnown bool, count int64) ([]ir.Type, error) {
	g, err := GatherDimensionNumbers(op)
	if err != nil {
		return nil, errorf("%v", err)
	}
	ot, st := op.Operand(0).Type(), op.Operand(1).Type()
	od, okO := dimsOf(ot)
	sd, okS := dimsOf(st)
	if err := checkGatherDims(g, od, sd, okO, okS); err != nil {
		return nil, err
	}
	if err := checkSliceSizes(g, od, okO, sizes, sizesKnown, count); err != nil {
		return nil, err
	}
	if !okO || !okS {
		return []ir.Type{&ir.UnrankedTensorType{Elem: elemOf(ot)}}, nil
	}
	rd, err := gatherResultShape(g, od, sd, sizes, sizesKnown)
	if err != nil {
		return nil, err
	}
	return []ir.Type{tensorOf(rd, elemOf(ot))}, nil
}

func inferGather(op *ir.Operation) ([]ir.Type, error) {
	sizes, ok := attrI64s(op, "slice_sizes")
	if !ok {
		return nil, errorf("requires attribute 'slice_sizes'")
	}
	return inferGatherCommon(op, sizes, true, int64(len(sizes)))
}

func inferDynamicGather(op *ir.Operation) ([]ir.Type, error) {
	count := int64(-1)
	if d, ok := dimsOf(op.Operand(2).Type()); ok && len(d) == 1 {
		count = d[0]
	}
	sizes, known := constInts(op.Operand(2))
	return inferGatherCommon(op, sizes, known, count)
}
