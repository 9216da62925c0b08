package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// ScatterDims are scatter's dimension numbers.
type ScatterDims struct {
	UpdateWindowDims           []int64
	InsertedWindowDims         []int64
	InputBatchingDims          []int64
	ScatterIndicesBatchingDims []int64
	ScatterDimsToOperandDims   []int64
	IndexVectorDim             int64
}

// ScatterKind names a scatter body with a fast path.
type ScatterKind uint8

// Known scatter bodies.
const (
	ScatterReplace ScatterKind = iota // the body returns the update
	ScatterAdd
	ScatterMul
	ScatterMax
	ScatterMin
)

// scatterTargets computes, for every element of the updates in row-major
// order, the flat offset it combines into, or -1 when the full index falls
// outside the operand (such updates are skipped).
func scatterTargets(operandShape []int64, indices *tensor.Tensor, updShape []int64, d ScatterDims) ([]int, error) {
	const op = "scatter"
	r := len(operandShape)
	iv, err := newIndexVectors(op, indices, d.IndexVectorDim)
	if err != nil {
		return nil, err
	}
	if err := checkDims(op, "inserted/input batching dimension", append(append([]int64{}, d.InsertedWindowDims...), d.InputBatchingDims...), r); err != nil {
		return nil, err
	}
	if err := checkBatching(op, operandShape, d.InputBatchingDims, d.ScatterIndicesBatchingDims, iv); err != nil {
		return nil, err
	}
	if len(d.ScatterDimsToOperandDims) != iv.n {
		return nil, fmt.Errorf("%s: scatter_dims_to_operand_dims has %d entries for index vectors of length %d", op, len(d.ScatterDimsToOperandDims), iv.n)
	}
	if err := checkDims(op, "scatter_dims_to_operand_dims entry", d.ScatterDimsToOperandDims, r); err != nil {
		return nil, err
	}
	for _, m := range d.ScatterDimsToOperandDims {
		if contains(d.InputBatchingDims, m) {
			return nil, fmt.Errorf("%s: scatter_dims_to_operand_dims entry %d is an input batching dimension", op, m)
		}
	}
	wdims := windowDims(r, d.InsertedWindowDims, d.InputBatchingDims)
	if len(d.UpdateWindowDims) != len(wdims) {
		return nil, fmt.Errorf("%s: %d update window dims, want %d", op, len(d.UpdateWindowDims), len(wdims))
	}
	if len(updShape) != len(wdims)+len(iv.batch) {
		return nil, fmt.Errorf("%s: updates of rank %d, want %d", op, len(updShape), len(wdims)+len(iv.batch))
	}
	if err := checkDims(op, "update window dimension", d.UpdateWindowDims, len(updShape)); err != nil {
		return nil, err
	}
	var scatterAxes []int
	w := 0
	for a := range updShape {
		if contains(d.UpdateWindowDims, int64(a)) {
			if updShape[a] > operandShape[wdims[w]] {
				return nil, fmt.Errorf("%s: update window dimension %d (size %d) exceeds operand dimension %d", op, a, updShape[a], wdims[w])
			}
			w++
		} else {
			if updShape[a] != iv.batch[len(scatterAxes)] {
				return nil, fmt.Errorf("%s: update dimension %d has size %d, indices batch has %d", op, a, updShape[a], iv.batch[len(scatterAxes)])
			}
			scatterAxes = append(scatterAxes, a)
		}
	}
	n, err := tensor.NumElements(updShape)
	if err != nil {
		return nil, err
	}
	strides := tensor.Strides(operandShape)
	out := make([]int, n)
	ui := make([]int64, len(updShape))
	b := make([]int64, len(scatterAxes))
	full := make([]int64, r)
	for i := 0; i < n; i++ {
		for j, a := range scatterAxes {
			b[j] = ui[a]
		}
		clear(full)
		for k, od := range d.ScatterDimsToOperandDims {
			full[od] += iv.at(b, k)
		}
		for j, od := range d.InputBatchingDims {
			full[od] += b[iv.batchDimOf(d.ScatterIndicesBatchingDims[j])]
		}
		w := 0
		for a := range updShape {
			if contains(d.UpdateWindowDims, int64(a)) {
				full[wdims[w]] += ui[a]
				w++
			}
		}
		off := int64(0)
		for dd, v := range full {
			if v < 0 || v >= operandShape[dd] {
				off = -1
				break
			}
			off += v * strides[dd]
		}
		out[i] = int(off)
		next(ui, updShape)
	}
	return out, nil
}

// Scatter combines every update element into the results (copies of the
// inputs) at its scattered index with body(current, update), in row-major
// order of the updates. Updates whose index is out of bounds are skipped.
func Scatter(inputs []*tensor.Tensor, indices *tensor.Tensor, updates []*tensor.Tensor, d ScatterDims, body Combiner) ([]*tensor.Tensor, error) {
	if len(inputs) == 0 || len(inputs) != len(updates) {
		return nil, fmt.Errorf("scatter: %d inputs and %d updates", len(inputs), len(updates))
	}
	for i := range inputs {
		if inputs[i].DType() != updates[i].DType() || !tensor.SameShape(inputs[i].Shape(), inputs[0].Shape()) || !tensor.SameShape(updates[i].Shape(), updates[0].Shape()) {
			return nil, fmt.Errorf("scatter: operand %d (%s, updates %s) does not match the others", i, inputs[i].TypeString(), updates[i].TypeString())
		}
	}
	targets, err := scatterTargets(inputs[0].Shape(), indices, updates[0].Shape(), d)
	if err != nil {
		return nil, err
	}
	res := make([]*tensor.Tensor, len(inputs))
	for i, in := range inputs {
		res[i] = in.Clone()
	}
	acc := make([]*tensor.Tensor, len(inputs))
	upd := make([]*tensor.Tensor, len(inputs))
	for u, off := range targets {
		if off < 0 {
			continue
		}
		for i := range res { // the body's results are copied out at once, so acc and upd are reused
			if acc[i] == nil || !res[i].ElementInto(off, acc[i]) {
				acc[i] = res[i].Element(off)
			}
			if upd[i] == nil || !updates[i].ElementInto(u, upd[i]) {
				upd[i] = updates[i].Element(u)
			}
		}
		out, err := body(acc, upd)
		if err != nil {
			return nil, fmt.Errorf("scatter: body: %w", err)
		}
		if err := checkBodyResult("scatter", out, acc); err != nil {
			return nil, err
		}
		for i := range res {
			res[i].SetElement(off, out[i])
		}
	}
	return res, nil
}

// ScatterFast is Scatter with one operand and a known body.
func ScatterFast(input, indices, updates *tensor.Tensor, d ScatterDims, kind ScatterKind) (*tensor.Tensor, error) {
	if input.DType() != updates.DType() {
		return nil, fmt.Errorf("scatter: updates %s do not match operand %s", updates.TypeString(), input.TypeString())
	}
	targets, err := scatterTargets(input.Shape(), indices, updates.Shape(), d)
	if err != nil {
		return nil, err
	}
	res := input.Clone()
	dt := input.DType()
	if kind == ScatterReplace {
		for u, off := range targets {
			if off >= 0 {
				res.SetElement(off, updates.Element(u))
			}
		}
		return res, nil
	}
	var rk ReduceKind
	switch kind {
	case ScatterAdd:
		rk = ReduceAdd
	case ScatterMul:
		rk = ReduceMul
	case ScatterMax:
		rk = ReduceMax
	case ScatterMin:
		rk = ReduceMin
	default:
		return nil, fmt.Errorf("scatter: unknown kind %d", kind)
	}
	f, err := combinerFor(dt, rk)
	if err != nil {
		return nil, fmt.Errorf("scatter: %w", err)
	}
	switch o := res.Raw().(type) {
	case []int64:
		combineAt(o, updates.Ints(), targets, f.(func(a, b int64) int64))
	case []uint64:
		combineAt(o, updates.Uints(), targets, f.(func(a, b uint64) uint64))
	case []complex128:
		combineAt(o, updates.Complexes(), targets, f.(func(a, b complex128) complex128))
	case []float64:
		combineAt(o, updates.F64s(), targets, f.(func(a, b float64) float64))
	case []float32:
		combineAt(o, updates.F32s(), targets, f.(func(a, b float32) float32))
	}
	return res, nil
}

// combineAt folds src[u] into dst[targets[u]] in order, skipping -1.
func combineAt[T tensor.Elem](dst, src []T, targets []int, f func(a, b T) T) {
	for u, off := range targets {
		if off >= 0 {
			dst[off] = f(dst[off], src[u])
		}
	}
}
