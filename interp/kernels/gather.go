package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// GatherDims are gather's dimension numbers.
type GatherDims struct {
	OffsetDims               []int64
	CollapsedSliceDims       []int64
	OperandBatchingDims      []int64
	StartIndicesBatchingDims []int64
	StartIndexMap            []int64
	IndexVectorDim           int64
}

// indexVectors reads index vectors out of an integer indices tensor: the
// vector at batch position b (indices' multi-index without the index
// vector dimension) is indices[b with ':' inserted at ivd]; when ivd equals
// the rank, each element is a vector of length 1.
type indexVectors struct {
	t       *tensor.Tensor
	ivd     int
	strides []int64
	n       int     // vector length
	batch   []int64 // batch shape
}

func newIndexVectors(op string, t *tensor.Tensor, ivd int64) (indexVectors, error) {
	if !t.DType().IsInteger() || t.DType() == tensor.Bool {
		return indexVectors{}, fmt.Errorf("%s: indices must be integers, got %s", op, t.TypeString())
	}
	if ivd < 0 || int(ivd) > t.Rank() {
		return indexVectors{}, fmt.Errorf("%s: index_vector_dim %d out of range for %s", op, ivd, t.TypeString())
	}
	iv := indexVectors{t: t, ivd: int(ivd), strides: tensor.Strides(t.Shape()), n: 1}
	for d, n := range t.Shape() {
		if d == int(ivd) {
			iv.n = int(n)
		} else {
			iv.batch = append(iv.batch, n)
		}
	}
	if iv.batch == nil {
		iv.batch = []int64{}
	}
	return iv, nil
}

// at is component k of the vector at batch multi-index b.
func (iv indexVectors) at(b []int64, k int) int64 {
	off := int64(0)
	j := 0
	for d := range iv.strides {
		if d == iv.ivd {
			off += int64(k) * iv.strides[d]
			continue
		}
		off += b[j] * iv.strides[d]
		j++
	}
	return iv.t.Int64At(int(off))
}

// batchDimOf maps an indices dimension to its position in the batch index.
func (iv indexVectors) batchDimOf(d int64) int {
	if int(d) < iv.ivd {
		return int(d)
	}
	return int(d) - 1
}

// windowDims lists the operand dimensions that are neither collapsed (or
// inserted) nor batching, in order.
func windowDims(rank int, excluded ...[]int64) []int64 {
	var out []int64
	for d := int64(0); d < int64(rank); d++ {
		skip := false
		for _, e := range excluded {
			skip = skip || contains(e, d)
		}
		if !skip {
			out = append(out, d)
		}
	}
	return out
}

func checkBatching(op string, operandShape []int64, operandBatch, indicesBatch []int64, iv indexVectors) error {
	if len(operandBatch) != len(indicesBatch) {
		return fmt.Errorf("%s: %d operand batching dims but %d indices batching dims", op, len(operandBatch), len(indicesBatch))
	}
	if err := checkDims(op, "indices batching dimension", indicesBatch, iv.t.Rank()); err != nil {
		return err
	}
	if contains(indicesBatch, int64(iv.ivd)) {
		return fmt.Errorf("%s: index_vector_dim %d is also a batching dimension", op, iv.ivd)
	}
	for i, od := range operandBatch {
		if od < 0 || int(od) >= len(operandShape) || operandShape[od] != iv.t.Shape()[indicesBatch[i]] {
			return fmt.Errorf("%s: operand batching dimension %d does not match indices batching dimension %d", op, od, indicesBatch[i])
		}
	}
	return nil
}

// Gather extracts slices of sliceSizes at start indices clamped into the
// operand, following the StableHLO gather definition including batching
// dimensions.
func Gather(operand, indices *tensor.Tensor, d GatherDims, sliceSizes []int64) (*tensor.Tensor, error) {
	const op = "gather"
	r := operand.Rank()
	iv, err := newIndexVectors(op, indices, d.IndexVectorDim)
	if err != nil {
		return nil, err
	}
	if len(sliceSizes) != r {
		return nil, fmt.Errorf("%s: %d slice sizes for operand %s", op, len(sliceSizes), operand.TypeString())
	}
	for i, s := range sliceSizes {
		if s < 0 || s > operand.Shape()[i] {
			return nil, fmt.Errorf("%s: slice size %d out of range for dimension %d of %s", op, s, i, operand.TypeString())
		}
	}
	if err := checkDims(op, "collapsed/operand batching dimension", append(append([]int64{}, d.CollapsedSliceDims...), d.OperandBatchingDims...), r); err != nil {
		return nil, err
	}
	for _, c := range append(append([]int64{}, d.CollapsedSliceDims...), d.OperandBatchingDims...) {
		if sliceSizes[c] > 1 {
			return nil, fmt.Errorf("%s: collapsed or batching dimension %d has slice size %d", op, c, sliceSizes[c])
		}
	}
	if err := checkBatching(op, operand.Shape(), d.OperandBatchingDims, d.StartIndicesBatchingDims, iv); err != nil {
		return nil, err
	}
	if len(d.StartIndexMap) != iv.n {
		return nil, fmt.Errorf("%s: start_index_map has %d entries for index vectors of length %d", op, len(d.StartIndexMap), iv.n)
	}
	if err := checkDims(op, "start_index_map entry", d.StartIndexMap, r); err != nil {
		return nil, err
	}
	for _, m := range d.StartIndexMap {
		if contains(d.OperandBatchingDims, m) {
			return nil, fmt.Errorf("%s: start_index_map entry %d is an operand batching dimension", op, m)
		}
	}
	wdims := windowDims(r, d.CollapsedSliceDims, d.OperandBatchingDims)
	if len(d.OffsetDims) != len(wdims) {
		return nil, fmt.Errorf("%s: %d offset dims, want %d", op, len(d.OffsetDims), len(wdims))
	}
	rank := len(iv.batch) + len(wdims)
	if err := checkDims(op, "offset dimension", d.OffsetDims, rank); err != nil {
		return nil, err
	}
	for i := 1; i < len(d.OffsetDims); i++ {
		if d.OffsetDims[i] < d.OffsetDims[i-1] {
			return nil, fmt.Errorf("%s: offset_dims %v are not sorted", op, d.OffsetDims)
		}
	}
	// Result shape and, per result axis, its role.
	shape := make([]int64, rank)
	opStrides := tensor.Strides(operand.Shape())
	batchStrides := tensor.Strides(iv.batch)
	coefB := make([]int64, rank)
	coefO := make([]int64, rank)
	bi, oi := 0, 0
	for a := 0; a < rank; a++ {
		if contains(d.OffsetDims, int64(a)) {
			shape[a] = sliceSizes[wdims[oi]]
			coefO[a] = opStrides[wdims[oi]]
			oi++
		} else {
			shape[a] = iv.batch[bi]
			coefB[a] = batchStrides[bi]
			bi++
		}
	}
	nb, err := tensor.NumElements(iv.batch)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", op, err)
	}
	if _, err := tensor.NumElements(shape); err != nil {
		return nil, fmt.Errorf("%s: %w", op, err)
	}
	// Operand offset of each batch position's slice start.
	base := make([]int, nb)
	b := make([]int64, len(iv.batch))
	for p := 0; p < nb; p++ {
		off := int64(0)
		for k, od := range d.StartIndexMap {
			s := iv.at(b, k)
			s = min(max(s, 0), operand.Shape()[od]-sliceSizes[od])
			off += s * opStrides[od]
		}
		for i, od := range d.OperandBatchingDims {
			off += b[iv.batchDimOf(d.StartIndicesBatchingDims[i])] * opStrides[od]
		}
		base[p] = int(off)
		next(b, iv.batch)
	}
	for _, c := range append(append([]int64{}, d.CollapsedSliceDims...), d.OperandBatchingDims...) {
		if sliceSizes[c] == 0 {
			// The slice is empty along an axis the result drops, so no
			// operand element exists for any result element; the
			// specification leaves this implementation-defined: zeros.
			return tensor.New(operand.DType(), shape)
		}
	}
	out, err := tensor.New(operand.DType(), shape)
	if err != nil {
		return nil, err
	}
	switch o := out.Raw().(type) {
	case []int64:
		gatherCopy(o, operand.Ints(), shape, coefB, coefO, base)
	case []uint64:
		gatherCopy(o, operand.Uints(), shape, coefB, coefO, base)
	case []float32:
		gatherCopy(o, operand.F32s(), shape, coefB, coefO, base)
	case []float64:
		gatherCopy(o, operand.F64s(), shape, coefB, coefO, base)
	case []complex128:
		gatherCopy(o, operand.Complexes(), shape, coefB, coefO, base)
	}
	return out, nil
}

// gatherCopy fills dst (of shape, row-major) with src[base[b] + o], where
// b and o are the affine offsets coefB and coefO of each result index:
// the slice the element belongs to and its place in the slice. Both are
// stepped along, so no index is stored per result element.
func gatherCopy[T tensor.Elem](dst, src []T, shape, coefB, coefO []int64, base []int) {
	if len(dst) == 0 {
		return
	}
	r := len(shape)
	idx := make([]int64, r)
	var b, o int64
	for i := range dst {
		dst[i] = src[int64(base[b])+o]
		for d := r - 1; d >= 0; d-- {
			idx[d]++
			b += coefB[d]
			o += coefO[d]
			if idx[d] < shape[d] {
				break
			}
			b -= coefB[d] * idx[d]
			o -= coefO[d] * idx[d]
			idx[d] = 0
		}
	}
}
