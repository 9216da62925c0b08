package kernels

import (
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func TestSelectAndScatterSpec(t *testing.T) {
	operand := ti(i64, sh(4, 2), 1, 5, 2, 5, 3, 6, 4, 4)
	source := ti(i64, sh(2, 2), 5, 6, 7, 8)
	w := Window{Dims: sh(3, 1), Strides: sh(2, 1), Padding: [][2]int64{{0, 1}, {0, 0}}}
	want := ti(i64, sh(4, 2), 0, 0, 0, 0, 5, 14, 7, 0)
	got, err := SelectAndScatterFast(operand, source, ti(i64, nil, 0), w, GE, ReduceAdd)
	expect(t, "select_and_scatter fast (spec)", got, err, want)
	sel := func(a, b []*tensor.Tensor) (bool, error) {
		c, err := Compare(GE, NoType, a[0], b[0])
		if err != nil {
			return false, err
		}
		return c.Ints()[0] == 1, nil
	}
	got, err = SelectAndScatter(operand, source, ti(i64, nil, 0), w, sel, addBody)
	expect(t, "select_and_scatter generic (spec)", got, err, want)

	_, err = SelectAndScatterFast(operand, ti(i64, sh(3, 2), 1, 2, 3, 4, 5, 6), ti(i64, nil, 0), w, GE, ReduceAdd)
	expectErr(t, "source shape", err)
	w.WindowDilations = sh(1, 1)
	_, err = SelectAndScatterFast(operand, source, ti(i64, nil, 0), w, GE, ReduceAdd)
	expectErr(t, "dilations", err)
}

func TestSelectAndScatterMaxPoolGrad(t *testing.T) {
	x := tf(f32, sh(4), 1, 3, 2, 0)
	grad := tf(f32, sh(2), 10, 20)
	got, err := SelectAndScatterFast(x, grad, tf(f32, nil, 0), Window{Dims: sh(2), Strides: sh(2)}, GE, ReduceAdd)
	expect(t, "max pool gradient", got, err, tf(f32, sh(4), 0, 10, 20, 0))
	// Overlapping windows both picking element 1 accumulate.
	got, err = SelectAndScatterFast(x, tf(f32, sh(3), 1, 2, 4), tf(f32, nil, 0), Window{Dims: sh(2)}, GE, ReduceAdd)
	expect(t, "overlapping windows", got, err, tf(f32, sh(4), 0, 3, 4, 0))
}
