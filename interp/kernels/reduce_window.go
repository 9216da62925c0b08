package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// Window describes reduce_window's (and select_and_scatter's) window. Nil
// Strides, BaseDilations and WindowDilations mean all ones; nil Padding
// means no padding.
type Window struct {
	Dims            []int64
	Strides         []int64
	BaseDilations   []int64
	WindowDilations []int64
	Padding         [][2]int64
}

// normalized fills defaults and validates the window against a rank.
func (w Window) normalized(op string, rank int) (Window, error) {
	ones := func(s []int64) []int64 {
		if s != nil {
			return s
		}
		o := make([]int64, rank)
		for i := range o {
			o[i] = 1
		}
		return o
	}
	n := Window{Dims: w.Dims, Strides: ones(w.Strides), BaseDilations: ones(w.BaseDilations), WindowDilations: ones(w.WindowDilations), Padding: w.Padding}
	if n.Padding == nil {
		n.Padding = make([][2]int64, rank)
	}
	if len(n.Dims) != rank || len(n.Strides) != rank || len(n.BaseDilations) != rank || len(n.WindowDilations) != rank || len(n.Padding) != rank {
		return n, fmt.Errorf("%s: window attributes must all have rank %d", op, rank)
	}
	for d := 0; d < rank; d++ {
		if n.Dims[d] <= 0 || n.Strides[d] <= 0 || n.BaseDilations[d] <= 0 || n.WindowDilations[d] <= 0 {
			return n, fmt.Errorf("%s: window size, stride and dilations must be positive on dimension %d", op, d)
		}
	}
	return n, nil
}

// windowGroups lists, for each result element, the source offsets of its
// window in row-major window order; padding and dilation holes are -1.
func windowGroups(op string, shape []int64, w Window) ([]int64, []int64, groups, error) {
	r := len(shape)
	w, err := w.normalized(op, r)
	if err != nil {
		return nil, nil, groups{}, err
	}
	out := make([]int64, r)
	for d := 0; d < r; d++ {
		dil := int64(0)
		if shape[d] > 0 {
			dil = (shape[d]-1)*w.BaseDilations[d] + 1
		}
		padded := dil + w.Padding[d][0] + w.Padding[d][1]
		win := (w.Dims[d]-1)*w.WindowDilations[d] + 1
		if padded > 0 && padded >= win {
			out[d] = (padded-win)/w.Strides[d] + 1
		}
	}
	nOut, err := tensor.NumElements(out)
	if err != nil {
		return nil, nil, groups{}, fmt.Errorf("%s: %w", op, err)
	}
	nWin, err := tensor.NumElements(w.Dims)
	if err != nil {
		return nil, nil, groups{}, fmt.Errorf("%s: %w", op, err)
	}
	if int64(nOut)*int64(nWin) > tensor.MaxElements {
		return nil, nil, groups{}, fmt.Errorf("%s: %d windows of %d elements are too many", op, nOut, nWin)
	}
	strides := tensor.Strides(shape)
	g := groups{n: nOut, w: nWin, src: make([]int, nOut*nWin)}
	oi := make([]int64, r)
	for o := 0; o < nOut; o++ {
		wi := make([]int64, r)
		for k := 0; k < nWin; k++ {
			off := int64(0)
			for d := 0; d < r && off >= 0; d++ {
				p := oi[d]*w.Strides[d] + wi[d]*w.WindowDilations[d] - w.Padding[d][0]
				if p < 0 || p%w.BaseDilations[d] != 0 || p/w.BaseDilations[d] >= shape[d] {
					off = -1
					break
				}
				off += p / w.BaseDilations[d] * strides[d]
			}
			g.src[o*nWin+k] = int(off)
			next(wi, w.Dims)
		}
		next(oi, out)
	}
	return out, w.Dims, g, nil
}

// ReduceWindow reduces every window of the inputs with body. Padding and
// base-dilation holes take the init values.
func ReduceWindow(inputs, inits []*tensor.Tensor, w Window, body Combiner) ([]*tensor.Tensor, error) {
	if len(inputs) == 0 {
		return nil, fmt.Errorf("reduce_window: no operands")
	}
	shape, _, g, err := windowGroups("reduce_window", inputs[0].Shape(), w)
	if err != nil {
		return nil, err
	}
	return foldGeneric("reduce_window", inputs, inits, shape, g, body)
}

// ReduceWindowFast is ReduceWindow with one operand and a known body.
func ReduceWindowFast(x, init *tensor.Tensor, w Window, kind ReduceKind) (*tensor.Tensor, error) {
	shape, _, g, err := windowGroups("reduce_window", x.Shape(), w)
	if err != nil {
		return nil, err
	}
	res, err := foldFast(x, init, shape, g, kind)
	if err != nil {
		return nil, fmt.Errorf("reduce_window: %w", err)
	}
	return res, nil
}
