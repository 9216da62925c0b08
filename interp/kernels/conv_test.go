package kernels

import (
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// nhwc is the dimension numbers [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f].
var nhwc = ConvDims{
	InputBatchDim: 0, InputFeatureDim: 3, InputSpatialDims: sh(1, 2),
	KernelInputFeatureDim: 2, KernelOutputFeatureDim: 3, KernelSpatialDims: sh(0, 1),
	OutputBatchDim: 0, OutputFeatureDim: 3, OutputSpatialDims: sh(1, 2),
}

// nwc is [b, 0, f]x[0, i, o]->[b, 0, f].
var nwc = ConvDims{
	InputBatchDim: 0, InputFeatureDim: 2, InputSpatialDims: sh(1),
	KernelInputFeatureDim: 1, KernelOutputFeatureDim: 2, KernelSpatialDims: sh(0),
	OutputBatchDim: 0, OutputFeatureDim: 2, OutputSpatialDims: sh(1),
}

func TestConvolutionSpec(t *testing.T) {
	lhs := ti(i64, sh(1, 4, 4, 1), 1, 2, 5, 6, 3, 4, 7, 8, 10, 11, 14, 15, 12, 13, 16, 17)
	rhs := ti(i64, sh(3, 3, 1, 1), 1, 1, 1, 1, 1, 1, 1, 1, 1)
	got, err := Convolution(lhs, rhs, nhwc, ConvParams{WindowStrides: sh(4, 4), LhsDilation: sh(2, 2)}, tensor.Invalid)
	expect(t, "convolution (spec)", got, err, ti(i64, sh(1, 2, 2, 1), 10, 26, 46, 62))
}

func TestConvolution1D(t *testing.T) {
	x := tf(f32, sh(1, 5, 1), 1, 2, 3, 4, 5)
	k := tf(f32, sh(2, 1, 1), 1, 10)
	got, err := Convolution(x, k, nwc, ConvParams{}, tensor.Invalid)
	expect(t, "valid correlation", got, err, tf(f32, sh(1, 4, 1), 21, 32, 43, 54))
	got, err = Convolution(x, k, nwc, ConvParams{Padding: [][2]int64{{1, 0}}, WindowStrides: sh(2)}, tensor.Invalid)
	expect(t, "padded, strided", got, err, tf(f32, sh(1, 3, 1), 10, 32, 54))
	got, err = Convolution(x, k, nwc, ConvParams{RhsDilation: sh(2)}, tensor.Invalid)
	expect(t, "kernel dilation", got, err, tf(f32, sh(1, 3, 1), 31, 42, 53))
	got, err = Convolution(x, k, nwc, ConvParams{WindowReversal: []bool{true}}, tensor.Invalid)
	expect(t, "reversal", got, err, tf(f32, sh(1, 4, 1), 12, 23, 34, 45))
	got, err = Convolution(x, k, nwc, ConvParams{Padding: [][2]int64{{-1, 0}}}, tensor.Invalid)
	expect(t, "negative padding", got, err, tf(f32, sh(1, 3, 1), 32, 43, 54))

	// batch_group_count 2: batch 2 splits into two groups feeding one output
	// feature each.
	xb := tf(f32, sh(2, 2, 1), 1, 2, 3, 4)
	kb := tf(f32, sh(2, 1, 2), 1, 1, 1, 1)
	got, err = Convolution(xb, kb, nwc, ConvParams{BatchGroupCount: 2}, tensor.Invalid)
	expect(t, "batch groups", got, err, tf(f32, sh(1, 1, 2), 3, 7))

	_, err = Convolution(x, k, nwc, ConvParams{FeatureGroupCount: 2}, tensor.Invalid)
	expectErr(t, "feature groups do not divide", err)
	_, err = Convolution(x, tz(f32, sh(2, 2, 1)), nwc, ConvParams{}, tensor.Invalid)
	expectErr(t, "kernel input features", err)
	_, err = Convolution(x, k, nwc, ConvParams{WindowStrides: sh(0)}, tensor.Invalid)
	expectErr(t, "zero stride", err)
	_, err = Convolution(x, k, nhwc, ConvParams{}, tensor.Invalid)
	expectErr(t, "rank mismatch", err)
}

// Property: a grouped convolution equals the concatenation of the
// convolutions of each group's input and output feature slices; reversal
// equals convolving with a reversed kernel.
func TestConvolutionGroupsProperty(t *testing.T) {
	const g = 3
	x := randT(t, f64, sh(2, 7, 6), 1) // 6 input features, 2 per group
	k := randT(t, f64, sh(3, 2, 9), 2) // 9 output features, 3 per group
	p := ConvParams{FeatureGroupCount: g, Padding: [][2]int64{{1, 2}}, WindowStrides: sh(2), LhsDilation: sh(2)}
	whole, err := Convolution(x, k, nwc, p, tensor.Invalid)
	if err != nil {
		t.Fatal(err)
	}
	var parts []*tensor.Tensor
	for i := int64(0); i < g; i++ {
		xs, _ := Slice(x, sh(0, 0, 2*i), sh(2, 7, 2*i+2), sh(1, 1, 1))
		ks, _ := Slice(k, sh(0, 0, 3*i), sh(3, 2, 3*i+3), sh(1, 1, 1))
		q := p
		q.FeatureGroupCount = 1
		part, err := Convolution(xs, ks, nwc, q, tensor.Invalid)
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, part)
	}
	joined, err := Concatenate(parts, 2)
	expect(t, "groups as slices", whole, err, joined)

	rk, _ := Reverse(k, sh(0))
	a, err1 := Convolution(x, k, nwc, ConvParams{FeatureGroupCount: g, WindowReversal: []bool{true}}, tensor.Invalid)
	b, err2 := Convolution(x, rk, nwc, ConvParams{FeatureGroupCount: g}, tensor.Invalid)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	expect(t, "reversal as reversed kernel", a, nil, b)
}

func TestConvolutionEmptyWindow(t *testing.T) {
	// An empty input and an empty kernel give no windows.
	got, err := Convolution(tz(f32, sh(1, 0, 1)), tz(f32, sh(0, 1, 1)), nwc, ConvParams{}, tensor.Invalid)
	expect(t, "no windows", got, err, tz(f32, sh(1, 0, 1)))
}
