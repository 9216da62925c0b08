package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// reduceGroups lists, for each result element, the offsets of the operand
// elements reduced into it, in row-major order of the reduced axes: as
// strides, or as a base per result element plus an offset per reduced
// element (never an offset per operand element).
func reduceGroups(shape []int64, dims []int64) ([]int64, groups, error) {
	if err := checkDims("reduce", "dimension", dims, len(shape)); err != nil {
		return nil, groups{}, err
	}
	strides := tensor.Strides(shape)
	var keptShape, keptCoef, redShape, redCoef []int64
	for d, n := range shape {
		if contains(dims, int64(d)) {
			redShape = append(redShape, n)
			redCoef = append(redCoef, strides[d])
		} else {
			keptShape = append(keptShape, n)
			keptCoef = append(keptCoef, strides[d])
		}
	}
	if keptShape == nil {
		keptShape = []int64{}
	}
	nOut, _ := tensor.NumElements(keptShape)
	w, _ := tensor.NumElements(redShape)
	// Reducing a trailing or a leading block of axes needs no offset table.
	trailing, leading := true, true
	for _, d := range dims {
		trailing = trailing && int(d) >= len(shape)-len(dims)
		leading = leading && int(d) < len(dims)
	}
	switch {
	case trailing:
		return keptShape, groups{n: nOut, w: w, oStride: w, kStride: 1}, nil
	case leading:
		return keptShape, groups{n: nOut, w: w, oStride: 1, kStride: nOut}, nil
	}
	bases := affineIndex(keptShape, keptCoef, 0)
	offs := affineIndex(redShape, redCoef, 0)
	return keptShape, groups{n: len(bases), w: len(offs), bases: bases, offs: offs}, nil
}

// Reduce applies body along dims of all inputs together (variadic reduce,
// e.g. an argmax over a value and an index operand). Results drop the
// reduced axes. Each result element folds its elements in row-major order
// starting from the init values.
func Reduce(inputs, inits []*tensor.Tensor, dims []int64, body Combiner) ([]*tensor.Tensor, error) {
	if len(inputs) == 0 {
		return nil, fmt.Errorf("reduce: no operands")
	}
	shape, g, err := reduceGroups(inputs[0].Shape(), dims)
	if err != nil {
		return nil, err
	}
	return foldGeneric("reduce", inputs, inits, shape, g, body)
}

// ReduceFast is Reduce with one operand and a known body.
func ReduceFast(x, init *tensor.Tensor, dims []int64, kind ReduceKind) (*tensor.Tensor, error) {
	shape, g, err := reduceGroups(x.Shape(), dims)
	if err != nil {
		return nil, err
	}
	res, err := foldFast(x, init, shape, g, kind)
	if err != nil {
		return nil, fmt.Errorf("reduce: %w", err)
	}
	return res, nil
}
