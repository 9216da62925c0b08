package kernels

import (
	"fmt"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func TestMap(t *testing.T) {
	mul := func(x []*tensor.Tensor) (*tensor.Tensor, error) { return Binary(Multiply, x[0], x[1]) }
	got, err := Map([]*tensor.Tensor{ti(i32, sh(2, 2), 0, 1, 2, 3), ti(i32, sh(2, 2), 4, 5, 6, 7)}, sh(0, 1), i32, mul)
	expect(t, "map (spec)", got, err, ti(i32, sh(2, 2), 0, 5, 12, 21))
	isPos := func(x []*tensor.Tensor) (*tensor.Tensor, error) { return Compare(GT, NoType, x[0], tf(f32, nil, 0)) }
	got, err = Map([]*tensor.Tensor{tf(f32, sh(3), -1, 0, 2)}, sh(0), i1, isPos)
	expect(t, "map to another type", got, err, ti(i1, sh(3), 0, 0, 1))
	got, err = Map([]*tensor.Tensor{tf(f32, sh(0))}, sh(0), i1, isPos)
	expect(t, "empty map", got, err, ti(i1, sh(0)))
	_, err = Map([]*tensor.Tensor{tf(f32, sh(2), 1, 2)}, sh(0), i1, func(x []*tensor.Tensor) (*tensor.Tensor, error) { return nil, fmt.Errorf("boom") })
	expectErr(t, "failing body", err)
	_, err = Map([]*tensor.Tensor{tf(f32, sh(2, 2), 1, 2, 3, 4)}, sh(1, 0), f32, isPos)
	expectErr(t, "permuted dimensions", err)
}

func TestTopK(t *testing.T) {
	v, i, err := TopK(tf(f32, sh(2, 4), 1, 5, 5, 2, nan, -inf, 3, 3), 3)
	expect(t, "top_k values", v, err, tf(f32, sh(2, 3), 5, 5, 2, nan, 3, 3))
	expect(t, "top_k indices", i, err, ti(i32, sh(2, 3), 1, 2, 3, 0, 2, 3))
	v, i, err = TopK(ti(tensor.U8, sh(3), 1, 200, 3), 1)
	expect(t, "top_k unsigned", v, err, ti(tensor.U8, sh(1), 200))
	expect(t, "top_k unsigned index", i, err, ti(i32, sh(1), 1))
	_, _, err = TopK(tf(f32, sh(2), 1, 2), 3)
	expectErr(t, "k too large", err)
	_, _, err = TopK(tf(f32, nil, 1), 1)
	expectErr(t, "rank 0", err)
}
