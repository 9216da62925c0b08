package kernels

import (
	"fmt"
	"sort"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/scalar"
)

// Comparator is a sort body: lhs and rhs hold one rank-0 element per
// operand; it reports whether lhs must come before rhs. Sort reuses the
// rank-0 tensors between calls, so a comparator must not keep them.
type Comparator func(lhs, rhs []*tensor.Tensor) (bool, error)

// Sort sorts all inputs together along dim (negative counts from the end)
// by the order less defines. The sort is always stable, which also
// satisfies is_stable = false.
func Sort(inputs []*tensor.Tensor, dim int64, less Comparator) ([]*tensor.Tensor, error) {
	if err := checkSortInputs(inputs, &dim); err != nil {
		return nil, err
	}
	var failed error
	lhs := make([]*tensor.Tensor, len(inputs))
	rhs := make([]*tensor.Tensor, len(inputs))
	cmp := func(i, j int) bool {
		if failed != nil {
			return false
		}
		for k, in := range inputs { // less only reads them: reuse the scalars
			if lhs[k] == nil || !in.ElementInto(i, lhs[k]) {
				lhs[k] = in.Element(i)
			}
			if rhs[k] == nil || !in.ElementInto(j, rhs[k]) {
				rhs[k] = in.Element(j)
			}
		}
		ok, err := less(lhs, rhs)
		if err != nil {
			failed = fmt.Errorf("sort: comparator: %w", err)
		}
		return ok
	}
	perm := sortPerm(inputs[0].Shape(), int(dim), cmp)
	if failed != nil {
		return nil, failed
	}
	return applyPerm(inputs, perm)
}

// SortFast is Sort with the comparator compare(dir, typ) on operand 0,
// the common body of jnp.sort and argsort.
func SortFast(inputs []*tensor.Tensor, dim int64, dir Direction, typ CompareType) ([]*tensor.Tensor, error) {
	if err := checkSortInputs(inputs, &dim); err != nil {
		return nil, err
	}
	key := inputs[0]
	dt := key.DType()
	var cmp func(i, j int) bool
	switch {
	case dt.IsFloat():
		if typ == NoType {
			typ = FloatCmp
		}
		if typ != FloatCmp && typ != TotalOrder {
			return nil, fmt.Errorf("sort: comparison type does not apply to %s", dt)
		}
		cmp = func(i, j int) bool { return scalar.CompareFloat(dir, typ, key.Float64At(i), key.Float64At(j)) }
	case dt.IsInteger():
		if typ == FloatCmp {
			return nil, fmt.Errorf("sort: FLOAT comparison does not apply to %s", dt)
		}
		if typ == NoType {
			typ = defaultCompareType(dt)
		}
		bits := dt.Bits()
		cmp = func(i, j int) bool {
			r, _ := scalar.CompareInt(dir, typ, bits, int64(key.BitsAt(i)), int64(key.BitsAt(j)))
			return r
		}
	default:
		return nil, fmt.Errorf("sort: no fast comparator for %s", dt)
	}
	return applyPerm(inputs, sortPerm(key.Shape(), int(dim), cmp))
}

func checkSortInputs(inputs []*tensor.Tensor, dim *int64) error {
	if len(inputs) == 0 {
		return fmt.Errorf("sort: no operands")
	}
	r := int64(inputs[0].Rank())
	if *dim < 0 {
		*dim += r
	}
	if *dim < 0 || *dim >= r {
		return fmt.Errorf("sort: dimension out of range for %s", inputs[0].TypeString())
	}
	for _, in := range inputs[1:] {
		if err := checkSameShape("sort", inputs[0], in); err != nil {
			return err
		}
	}
	return nil
}

// sortPerm returns, for every element, the flat source offset it takes
// after stably sorting each line along dim with less on flat offsets.
func sortPerm(shape []int64, dim int, less func(i, j int) bool) []int {
	n, _ := tensor.NumElements(shape)
	perm := make([]int, n)
	if n == 0 {
		return perm
	}
	strides := tensor.Strides(shape)
	lineLen := int(shape[dim])
	step := int(strides[dim])
	lineShape := append([]int64{}, shape...)
	lineShape[dim] = 1
	starts := affineIndex(lineShape, strides, 0)
	line := make([]int, lineLen)
	for _, s := range starts {
		for k := range line {
			line[k] = s + k*step
		}
		sort.SliceStable(line, func(a, b int) bool { return less(line[a], line[b]) })
		for k, src := range line {
			perm[s+k*step] = src
		}
	}
	return perm
}

func applyPerm(inputs []*tensor.Tensor, perm []int) ([]*tensor.Tensor, error) {
	out := make([]*tensor.Tensor, len(inputs))
	for i, in := range inputs {
		var err error
		if out[i], err = take(in, in.Shape(), perm, nil); err != nil {
			return nil, err
		}
	}
	return out, nil
}
