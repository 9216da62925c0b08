package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/scalar"
)

// SelectAndScatter picks one element in every window of operand with
// selectFn (which reports whether the current pick stays against a later
// candidate; padding is never picked) and combines the window's source
// element into the result at that position with scatter, the result
// starting as init everywhere. Only window dimensions, strides and padding
// apply; dilations must be absent.
func SelectAndScatter(operand, source, init *tensor.Tensor, w Window, selectFn Comparator, scatter Combiner) (*tensor.Tensor, error) {
	picks, err := selectPicks(operand, source, init, w, func(cur, cand int) (bool, error) {
		return selectFn([]*tensor.Tensor{operand.Element(cur)}, []*tensor.Tensor{operand.Element(cand)})
	})
	if err != nil {
		return nil, err
	}
	res, err := BroadcastInDim(init, operand.Shape(), nil)
	if err != nil {
		return nil, err
	}
	for s, p := range picks {
		if p < 0 {
			continue
		}
		out, err := scatter([]*tensor.Tensor{res.Element(p)}, []*tensor.Tensor{source.Element(s)})
		if err != nil {
			return nil, fmt.Errorf("select_and_scatter: scatter body: %w", err)
		}
		if err := checkBodyResult("select_and_scatter", out, []*tensor.Tensor{init}); err != nil {
			return nil, err
		}
		res.SetElement(p, out[0])
	}
	return res, nil
}

// SelectAndScatterFast is SelectAndScatter with the select body
// compare(dir) (GE for max pooling gradients, LE for min) and a known
// scatter body.
func SelectAndScatterFast(operand, source, init *tensor.Tensor, w Window, dir Direction, kind ReduceKind) (*tensor.Tensor, error) {
	dt := operand.DType()
	var keep func(cur, cand int) (bool, error)
	switch {
	case dt.IsFloat():
		keep = func(cur, cand int) (bool, error) {
			return scalar.CompareFloat(dir, FloatCmp, operand.Float64At(cur), operand.Float64At(cand)), nil
		}
	case dt.IsInteger():
		typ, bits := defaultCompareType(dt), dt.Bits()
		keep = func(cur, cand int) (bool, error) {
			r, _ := scalar.CompareInt(dir, typ, bits, int64(operand.BitsAt(cur)), int64(operand.BitsAt(cand)))
			return r, nil
		}
	default:
		return nil, fmt.Errorf("select_and_scatter: no fast select for %s", dt)
	}
	picks, err := selectPicks(operand, source, init, w, keep)
	if err != nil {
		return nil, err
	}
	res, err := BroadcastInDim(init, operand.Shape(), nil)
	if err != nil {
		return nil, err
	}
	f, err := combinerFor(source.DType(), kind)
	if err != nil {
		return nil, fmt.Errorf("select_and_scatter: %w", err)
	}
	switch o := res.Raw().(type) {
	case []int64:
		combineAt(o, source.Ints(), picks, f.(func(a, b int64) int64))
	case []uint64:
		combineAt(o, source.Uints(), picks, f.(func(a, b uint64) uint64))
	case []float32:
		combineAt(o, source.F32s(), picks, f.(func(a, b float32) float32))
	case []float64:
		combineAt(o, source.F64s(), picks, f.(func(a, b float64) float64))
	case []complex128:
		combineAt(o, source.Complexes(), picks, f.(func(a, b complex128) complex128))
	}
	return res, nil
}

// selectPicks returns, for each source element, the operand offset its
// window selects (-1 for an all-padding window).
func selectPicks(operand, source, init *tensor.Tensor, w Window, keep func(cur, cand int) (bool, error)) ([]int, error) {
	const op = "select_and_scatter"
	if w.BaseDilations != nil || w.WindowDilations != nil {
		return nil, fmt.Errorf("%s: dilations are not part of this op", op)
	}
	if init.Len() != 1 || init.DType() != source.DType() {
		return nil, fmt.Errorf("%s: init value %s does not match source %s", op, init.TypeString(), source.TypeString())
	}
	shape, _, g, err := windowGroups(op, operand.Shape(), w)
	if err != nil {
		return nil, err
	}
	if !tensor.SameShape(shape, source.Shape()) {
		return nil, fmt.Errorf("%s: source %s does not match the window grid %v", op, source.TypeString(), shape)
	}
	picks := make([]int, g.n)
	buf := make([]int, g.w)
	for o := 0; o < g.n; o++ {
		cur := -1
		for _, s := range g.row(o, buf) {
			if s < 0 {
				continue
			}
			if cur < 0 {
				cur = s
				continue
			}
			stay, err := keep(cur, s)
			if err != nil {
				return nil, fmt.Errorf("%s: select body: %w", op, err)
			}
			if !stay {
				cur = s
			}
		}
		picks[o] = cur
	}
	return picks, nil
}
