package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// IndexSelect is torch_index_select: it picks entries of operand along dim
// by index, the first batchDims axes of operand and index being shared
// batch axes. The result's shape is operand[:dim] + index[batchDims:] +
// operand[dim+1:]. It is a gather, so out-of-range indices are clamped.
func IndexSelect(operand, index *tensor.Tensor, dim, batchDims int64) (*tensor.Tensor, error) {
	r, ri := int64(operand.Rank()), int64(index.Rank())
	if batchDims < 0 || batchDims > ri || dim < batchDims || dim >= r {
		return nil, fmt.Errorf("torch_index_select: dim %d and batch_dims %d invalid for %s and index %s", dim, batchDims, operand.TypeString(), index.TypeString())
	}
	var batch, offset []int64
	sizes := append([]int64{}, operand.Shape()...)
	for d := int64(0); d < batchDims; d++ {
		batch = append(batch, d)
		sizes[d] = 1
	}
	sizes[dim] = 1
	for d := batchDims; d < dim; d++ {
		offset = append(offset, d)
	}
	for d := dim + 1; d < r; d++ {
		offset = append(offset, dim+(ri-batchDims)+(d-dim-1))
	}
	res, err := Gather(operand, index, GatherDims{
		OffsetDims:               offset,
		CollapsedSliceDims:       []int64{dim},
		OperandBatchingDims:      batch,
		StartIndicesBatchingDims: batch,
		StartIndexMap:            []int64{dim},
		IndexVectorDim:           ri,
	}, sizes)
	if err != nil {
		return nil, fmt.Errorf("torch_index_select: %w", err)
	}
	return res, nil
}
