package kernels

import (
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// addBody is the generic-callback form of a stablehlo.add body.
func addBody(acc, x []*tensor.Tensor) ([]*tensor.Tensor, error) {
	s, err := Binary(Add, acc[0], x[0])
	return []*tensor.Tensor{s}, err
}

// argmaxBody keeps the larger value and, on ties, the smaller index.
func argmaxBody(acc, x []*tensor.Tensor) ([]*tensor.Tensor, error) {
	gt, err := Compare(GT, NoType, x[0], acc[0])
	if err != nil {
		return nil, err
	}
	eq, _ := Compare(EQ, NoType, x[0], acc[0])
	lt, _ := Compare(LT, NoType, x[1], acc[1])
	tie, _ := Binary(And, eq, lt)
	take, _ := Binary(Or, gt, tie)
	v, _ := Select(take, x[0], acc[0])
	i, _ := Select(take, x[1], acc[1])
	return []*tensor.Tensor{v, i}, nil
}

func TestReduce(t *testing.T) {
	in := ti(i64, sh(1, 6), 0, 1, 2, 3, 4, 5)
	got, err := ReduceFast(in, ti(i64, nil, 0), sh(1), ReduceAdd)
	expect(t, "reduce add (spec)", got, err, ti(i64, sh(1), 15))
	res, err := Reduce([]*tensor.Tensor{in}, []*tensor.Tensor{ti(i64, nil, 0)}, sh(1), addBody)
	if err == nil {
		expect(t, "reduce add generic", res[0], nil, ti(i64, sh(1), 15))
	} else {
		t.Error(err)
	}

	x := ti(i32, sh(2, 3), 1, 5, 3, 4, 2, 6)
	kinds := []struct {
		kind ReduceKind
		init int64
		dims []int64
		want *tensor.Tensor
	}{
		{ReduceAdd, 0, sh(0), ti(i32, sh(3), 5, 7, 9)},
		{ReduceMul, 1, sh(1), ti(i32, sh(2), 15, 48)},
		{ReduceMax, minI32, sh(0, 1), ti(i32, nil, 6)},
		{ReduceMin, maxI32, sh(1), ti(i32, sh(2), 1, 2)},
		{ReduceAdd, 10, nil, ti(i32, sh(2, 3), 11, 15, 13, 14, 12, 16)},
	}
	for _, k := range kinds {
		got, err := ReduceFast(x, ti(i32, nil, k.init), k.dims, k.kind)
		expect(t, "reduce kind", got, err, k.want)
	}
	b := ti(i1, sh(2, 2), 1, 0, 1, 1)
	got, err = ReduceFast(b, ti(i1, nil, 1), sh(1), ReduceAnd)
	expect(t, "reduce and", got, err, ti(i1, sh(2), 0, 1))
	got, err = ReduceFast(b, ti(i1, nil, 0), sh(0), ReduceOr)
	expect(t, "reduce or", got, err, ti(i1, sh(2), 1, 1))
	got, err = ReduceFast(tf(f32, sh(3), 1, nan, 2), tf(f32, nil, -inf), sh(0), ReduceMax)
	expect(t, "reduce max NaN", got, err, tf(f32, nil, nan))
	got, err = ReduceFast(tf(tensor.F16, sh(3), 2048, 1, 1), tf(tensor.F16, nil, 0), sh(0), ReduceAdd)
	expect(t, "f16 rounds after every step", got, err, tf(tensor.F16, nil, 2048))
	got, err = ReduceFast(tf(f32, sh(0, 3)), tf(f32, nil, 7), sh(0), ReduceAdd)
	expect(t, "empty reduction gives init", got, err, tf(f32, sh(3), 7, 7, 7))

	_, err = ReduceFast(x, ti(i32, nil, 0), sh(2), ReduceAdd)
	expectErr(t, "bad dim", err)
	_, err = ReduceFast(x, tf(f32, nil, 0), sh(0), ReduceAdd)
	expectErr(t, "init type", err)
	_, err = ReduceFast(tf(f32, sh(1), 1), tf(f32, nil, 0), sh(0), ReduceAnd)
	expectErr(t, "and over floats", err)
}

func TestReduceArgmax(t *testing.T) {
	vals := tf(f32, sh(2, 4), 3, 9, 9, 1, -1, -5, -1, -2)
	idx, _ := Iota(i32, sh(2, 4), 1)
	res, err := Reduce([]*tensor.Tensor{vals, idx}, []*tensor.Tensor{tf(f32, nil, -inf), ti(i32, nil, 0)}, sh(1), argmaxBody)
	if err != nil {
		t.Fatal(err)
	}
	expect(t, "argmax values", res[0], nil, tf(f32, sh(2), 9, -1))
	expect(t, "argmax indices", res[1], nil, ti(i32, sh(2), 1, 0))

	bad := func(acc, x []*tensor.Tensor) ([]*tensor.Tensor, error) { return acc[:1], nil }
	_, err = Reduce([]*tensor.Tensor{vals, idx}, []*tensor.Tensor{tf(f32, nil, 0), ti(i32, nil, 0)}, sh(1), bad)
	expectErr(t, "body returns too few values", err)
}

func TestReduceWindow(t *testing.T) {
	in := ti(i64, sh(3, 2), 1, 2, 3, 4, 5, 6)
	w := Window{Dims: sh(2, 1), Strides: sh(4, 1), BaseDilations: sh(2, 1), WindowDilations: sh(3, 1), Padding: [][2]int64{{2, 1}, {0, 0}}}
	got, err := ReduceWindowFast(in, ti(i64, nil, 0), w, ReduceAdd)
	expect(t, "reduce_window (spec)", got, err, ti(i64, sh(2, 2), 0, 0, 3, 4))
	res, err := ReduceWindow([]*tensor.Tensor{in}, []*tensor.Tensor{ti(i64, nil, 0)}, w, addBody)
	if err != nil {
		t.Fatal(err)
	}
	expect(t, "reduce_window generic (spec)", res[0], nil, ti(i64, sh(2, 2), 0, 0, 3, 4))

	pool := tf(f32, sh(4, 4), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)
	got, err = ReduceWindowFast(pool, tf(f32, nil, -inf), Window{Dims: sh(2, 2), Strides: sh(2, 2)}, ReduceMax)
	expect(t, "max pool 2x2", got, err, tf(f32, sh(2, 2), 6, 8, 14, 16))
	got, err = ReduceWindowFast(tf(f32, sh(3), 1, 2, 3), tf(f32, nil, 0), Window{Dims: sh(3), Padding: [][2]int64{{1, 1}}}, ReduceAdd)
	expect(t, "padded sum", got, err, tf(f32, sh(3), 3, 6, 5))
	got, err = ReduceWindowFast(tf(f32, sh(2), 1, 2), tf(f32, nil, 0), Window{Dims: sh(3)}, ReduceAdd)
	expect(t, "window larger than input", got, err, tf(f32, sh(0)))

	_, err = ReduceWindowFast(in, ti(i64, nil, 0), Window{Dims: sh(2)}, ReduceAdd)
	expectErr(t, "window rank", err)
	_, err = ReduceWindowFast(in, ti(i64, nil, 0), Window{Dims: sh(0, 1)}, ReduceAdd)
	expectErr(t, "zero window", err)
}

// Property: reducing several axes at once equals reducing them one after
// another (integer addition is associative), whatever the axes' positions.
func TestReduceAxesProperty(t *testing.T) {
	x := randT(t, i64, sh(3, 4, 5, 2), 9)
	zero := ti(i64, nil, 0)
	for _, dims := range [][]int64{{1}, {0, 2}, {1, 2}, {0, 3}, {2}, {0, 1, 2, 3}} {
		all, err := ReduceFast(x, zero, dims, ReduceAdd)
		if err != nil {
			t.Fatal(err)
		}
		step := x
		for i := len(dims) - 1; i >= 0; i-- {
			if step, err = ReduceFast(step, zero, dims[i:i+1], ReduceAdd); err != nil {
				t.Fatal(err)
			}
		}
		expect(t, "reduce all at once vs one by one", all, nil, step)
		gen, err := Reduce([]*tensor.Tensor{x}, []*tensor.Tensor{zero}, dims, addBody)
		if err != nil {
			t.Fatal(err)
		}
		expect(t, "generic vs fast", gen[0], nil, all)
	}
	got, err := ReduceFast(ti(i32, sh(2, 3, 2), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12), ti(i32, nil, 0), sh(1), ReduceAdd)
	expect(t, "middle axis", got, err, ti(i32, sh(2, 2), 9, 12, 27, 30))
}

func TestReduceWrapsAndRoundsLikeStepwise(t *testing.T) {
	got, err := ReduceFast(ti(tensor.I8, sh(3), 100, 100, 100), ti(tensor.I8, nil, 0), sh(0), ReduceAdd)
	expect(t, "i8 sum wraps", got, err, ti(tensor.I8, nil, 44))
	got, err = ReduceFast(ti(tensor.U8, sh(2, 2), 16, 16, 255, 2), ti(tensor.U8, nil, 1), sh(1), ReduceMul)
	expect(t, "ui8 product wraps", got, err, ti(tensor.U8, sh(2), 0, 254))
	got, err = ReduceFast(tf(f32, sh(3), 1e8, 1, -1e8), tf(f32, nil, 0), sh(0), ReduceAdd)
	expect(t, "f32 sums in order in f32", got, err, tf(f32, nil, 0))
	gen, err := Reduce([]*tensor.Tensor{tf(f32, sh(3), 1e8, 1, -1e8)}, []*tensor.Tensor{tf(f32, nil, 0)}, sh(0), addBody)
	if err != nil {
		t.Fatal(err)
	}
	expect(t, "generic agrees", gen[0], nil, got)
}
