package kernels

import (
	"math/rand/v2"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func seq(dt tensor.DType, shape []int64, from int64) *tensor.Tensor {
	n, _ := tensor.NumElements(shape)
	v := make([]int64, n)
	for i := range v {
		v[i] = from + int64(i)
	}
	return ti(dt, shape, v...)
}

var specIndices = ti(i64, sh(2, 2, 3, 2),
	0, 0, 1, 0, 2, 1,
	0, 1, 1, 1, 0, 9,
	0, 0, 2, 1, 2, 2,
	1, 2, 0, 1, 1, 0)

func TestGatherSpec(t *testing.T) {
	operand := seq(i32, sh(2, 3, 4, 2), 1)
	d := GatherDims{OffsetDims: sh(3, 4), CollapsedSliceDims: sh(1), OperandBatchingDims: sh(0),
		StartIndicesBatchingDims: sh(1), StartIndexMap: sh(2, 1), IndexVectorDim: 3}
	got, err := Gather(operand, specIndices, d, sh(1, 1, 2, 2))
	expect(t, "gather (spec)", got, err, ti(i32, sh(2, 2, 3, 2, 2),
		1, 2, 3, 4, 3, 4, 5, 6, 13, 14, 15, 16,
		33, 34, 35, 36, 35, 36, 37, 38, 41, 42, 43, 44,
		1, 2, 3, 4, 13, 14, 15, 16, 21, 22, 23, 24,
		43, 44, 45, 46, 33, 34, 35, 36, 27, 28, 29, 30))
}

func TestGatherSimple(t *testing.T) {
	x := seq(i32, sh(3, 3), 1)
	// Rows 2 and -5 (clamped to 0), index vector dimension implicit.
	got, err := Gather(x, ti(i32, sh(2), 2, -5), GatherDims{OffsetDims: sh(1), CollapsedSliceDims: sh(0), StartIndexMap: sh(0), IndexVectorDim: 1}, sh(1, 3))
	expect(t, "row gather with clamping", got, err, ti(i32, sh(2, 3), 7, 8, 9, 1, 2, 3))
	// A 2x2 window at (1, 7): column clamped to 1.
	got, err = Gather(x, ti(i32, sh(2), 1, 7), GatherDims{OffsetDims: sh(0, 1), StartIndexMap: sh(0, 1), IndexVectorDim: 0}, sh(2, 2))
	expect(t, "window gather", got, err, ti(i32, sh(2, 2), 5, 6, 8, 9))
	got, err = Gather(x, ti(i32, sh(0, 1)), GatherDims{OffsetDims: sh(1), CollapsedSliceDims: sh(0), StartIndexMap: sh(0), IndexVectorDim: 1}, sh(1, 3))
	expect(t, "no indices", got, err, tz(i32, sh(0, 3)))

	bad := []struct {
		name string
		d    GatherDims
		s    []int64
	}{
		{"slice too big", GatherDims{OffsetDims: sh(1), CollapsedSliceDims: sh(0), StartIndexMap: sh(0), IndexVectorDim: 1}, sh(1, 4)},
		{"collapsed size 2", GatherDims{OffsetDims: sh(1), CollapsedSliceDims: sh(0), StartIndexMap: sh(0), IndexVectorDim: 1}, sh(2, 3)},
		{"index map length", GatherDims{OffsetDims: sh(1), CollapsedSliceDims: sh(0), StartIndexMap: sh(0, 1), IndexVectorDim: 1}, sh(1, 3)},
		{"offset dims count", GatherDims{OffsetDims: sh(1, 2), CollapsedSliceDims: sh(0), StartIndexMap: sh(0), IndexVectorDim: 1}, sh(1, 3)},
		{"index vector dim", GatherDims{OffsetDims: sh(1), CollapsedSliceDims: sh(0), StartIndexMap: sh(0), IndexVectorDim: 5}, sh(1, 3)},
		{"batching mismatch", GatherDims{OffsetDims: sh(1), OperandBatchingDims: sh(0), StartIndexMap: sh(0), IndexVectorDim: 1}, sh(1, 3)},
	}
	for _, b := range bad {
		_, err := Gather(x, ti(i32, sh(2), 0, 1), b.d, b.s)
		expectErr(t, b.name, err)
	}
	_, err = Gather(x, tf(f32, sh(1), 0), GatherDims{OffsetDims: sh(1), CollapsedSliceDims: sh(0), StartIndexMap: sh(0), IndexVectorDim: 1}, sh(1, 3))
	expectErr(t, "float indices", err)
}

func TestScatterSpec(t *testing.T) {
	input := seq(i32, sh(2, 3, 4, 2), 1)
	updates := ti(i32, sh(2, 2, 3, 2, 2), 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
		1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	d := ScatterDims{UpdateWindowDims: sh(3, 4), InsertedWindowDims: sh(1), InputBatchingDims: sh(0),
		ScatterIndicesBatchingDims: sh(1), ScatterDimsToOperandDims: sh(2, 1), IndexVectorDim: 3}
	want := ti(i32, sh(2, 3, 4, 2),
		3, 4, 6, 7, 6, 7, 7, 8,
		9, 10, 11, 12, 15, 16, 17, 18,
		17, 18, 19, 20, 22, 23, 24, 25,
		25, 26, 28, 29, 30, 31, 31, 32,
		35, 36, 38, 39, 38, 39, 39, 40,
		41, 42, 44, 45, 46, 47, 47, 48)
	got, err := ScatterFast(input, specIndices, updates, d, ScatterAdd)
	expect(t, "scatter add fast (spec)", got, err, want)
	res, err := Scatter([]*tensor.Tensor{input}, specIndices, []*tensor.Tensor{updates}, d, addBody)
	if err != nil {
		t.Fatal(err)
	}
	expect(t, "scatter add generic (spec)", res[0], nil, want)
}

func TestScatterSimple(t *testing.T) {
	x := tz(i32, sh(4))
	d := ScatterDims{InsertedWindowDims: sh(0), ScatterDimsToOperandDims: sh(0), IndexVectorDim: 1}
	idx := ti(i32, sh(5), 1, 3, 1, 4, -1)
	upd := ti(i32, sh(5), 10, 20, 30, 40, 50)
	got, err := ScatterFast(x, idx, upd, d, ScatterReplace)
	expect(t, "replace, last wins, out of bounds skipped", got, err, ti(i32, sh(4), 0, 30, 0, 20))
	got, err = ScatterFast(x, idx, upd, d, ScatterMax)
	expect(t, "max", got, err, ti(i32, sh(4), 0, 30, 0, 20))
	got, err = ScatterFast(tf(f32, sh(2), 1, 1), ti(i32, sh(2), 0, 0), tf(f32, sh(2), 2, 3), d, ScatterMul)
	expect(t, "mul", got, err, tf(f32, sh(2), 6, 1))
	// A window that runs past the end is skipped as a whole.
	w := ScatterDims{UpdateWindowDims: sh(1), ScatterDimsToOperandDims: sh(0), IndexVectorDim: 1}
	got, err = ScatterFast(tz(i32, sh(4)), ti(i32, sh(2, 1), 3, 1), ti(i32, sh(2, 2), 1, 1, 2, 2), w, ScatterAdd)
	expect(t, "partially out-of-bounds window", got, err, ti(i32, sh(4), 0, 2, 2, 1))

	_, err = ScatterFast(x, idx, ti(i32, sh(4), 1, 2, 3, 4), d, ScatterAdd)
	expectErr(t, "updates batch size", err)
	_, err = ScatterFast(x, idx, tf(f32, sh(5), 1, 2, 3, 4, 5), d, ScatterAdd)
	expectErr(t, "updates type", err)
}

// Property: gathering rows by a permutation and scattering them back to the
// same indices rebuilds the operand.
func TestGatherScatterRoundTrip(t *testing.T) {
	for seed := uint64(0); seed < 5; seed++ {
		x := randT(t, f32, sh(6, 4), seed)
		perm := rand.New(rand.NewPCG(seed, 1)).Perm(6)
		p := make([]int64, 6)
		for i, v := range perm {
			p[i] = int64(v)
		}
		idx := ti(i64, sh(6, 1), p...)
		rows, err := Gather(x, idx, GatherDims{OffsetDims: sh(1), CollapsedSliceDims: sh(0), StartIndexMap: sh(0), IndexVectorDim: 1}, sh(1, 4))
		if err != nil {
			t.Fatal(err)
		}
		back, err := ScatterFast(tz(f32, sh(6, 4)), idx, rows, ScatterDims{UpdateWindowDims: sh(1), InsertedWindowDims: sh(0), ScatterDimsToOperandDims: sh(0), IndexVectorDim: 1}, ScatterReplace)
		expect(t, "round trip", back, err, x)
	}
}

// The specification's examples without batching dimensions.
func TestGatherScatterUnbatchedSpec(t *testing.T) {
	operand := seq(i32, sh(3, 4, 2), 1)
	got, err := Gather(operand, ti(i64, sh(2, 3, 2), 0, 0, 1, 0, 2, 1, 0, 1, 1, 1, 0, 2),
		GatherDims{OffsetDims: sh(2, 3), CollapsedSliceDims: sh(0), StartIndexMap: sh(1, 0), IndexVectorDim: 2}, sh(1, 2, 2))
	expect(t, "gather (spec, unbatched)", got, err, ti(i32, sh(2, 3, 2, 2),
		1, 2, 3, 4, 3, 4, 5, 6, 13, 14, 15, 16,
		9, 10, 11, 12, 11, 12, 13, 14, 17, 18, 19, 20))

	ones := make([]int64, 24)
	for i := range ones {
		ones[i] = 1
	}
	got, err = ScatterFast(operand, ti(i64, sh(2, 3, 2), 0, 2, 1, 0, 2, 1, 0, 1, 1, 0, 2, 0), ti(i32, sh(2, 3, 2, 2), ones...),
		ScatterDims{UpdateWindowDims: sh(2, 3), InsertedWindowDims: sh(0), ScatterDimsToOperandDims: sh(1, 0), IndexVectorDim: 2}, ScatterAdd)
	expect(t, "scatter (spec, unbatched)", got, err, ti(i32, sh(3, 4, 2),
		1, 2, 5, 6, 8, 9, 8, 9,
		10, 11, 12, 13, 14, 15, 16, 17,
		18, 19, 20, 21, 21, 22, 23, 24))
}
