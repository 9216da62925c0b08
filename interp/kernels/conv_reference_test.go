package kernels

import (
	"math/rand/v2"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// referenceConv follows the specification's definition for one feature
// and batch group: pad and dilate the input, slice each window with the
// kernel dilation, reverse it where asked, and contract it with the
// kernel. lhs is [N, spatial..., C], rhs [spatial..., C, O]; the result is
// [N, spatial..., O].
func referenceConv(t *testing.T, lhs, rhs *tensor.Tensor, p ConvParams) *tensor.Tensor {
	t.Helper()
	s := lhs.Rank() - 2
	lo, hi, interior := make([]int64, s+2), make([]int64, s+2), make([]int64, s+2)
	for i := 0; i < s; i++ {
		lo[i+1], hi[i+1], interior[i+1] = p.Padding[i][0], p.Padding[i][1], p.LhsDilation[i]-1
	}
	padded, err := Pad(lhs, tensor.Scalar(lhs.DType(), 0), lo, hi, interior)
	if err != nil {
		t.Fatal(err)
	}
	n, c, o := lhs.Shape()[0], lhs.Shape()[s+1], rhs.Shape()[s+1]
	outShape := []int64{n}
	for i := 0; i < s; i++ {
		win := (rhs.Shape()[i]-1)*p.RhsDilation[i] + 1
		size := int64(0)
		if ps := padded.Shape()[i+1]; ps > 0 && ps >= win {
			size = (ps-win)/p.WindowStrides[i] + 1
		}
		outShape = append(outShape, size)
	}
	outShape = append(outShape, o)
	out := tz(lhs.DType(), outShape)
	spatial := outShape[1 : s+1]
	total, _ := tensor.NumElements(spatial)
	var rev []int64
	for i, r := range p.WindowReversal {
		if r {
			rev = append(rev, int64(i+1))
		}
	}
	contractL, contractR := make([]int64, 0, s+1), make([]int64, 0, s+1)
	for i := 0; i <= s; i++ {
		contractL = append(contractL, int64(i+1))
		contractR = append(contractR, int64(i))
	}
	for w := 0; w < total; w++ {
		oi := tensor.MultiIndex(spatial, w)
		start, limit, strides := []int64{0}, []int64{n}, []int64{1}
		for i := 0; i < s; i++ {
			st := oi[i] * p.WindowStrides[i]
			start = append(start, st)
			limit = append(limit, st+(rhs.Shape()[i]-1)*p.RhsDilation[i]+1)
			strides = append(strides, p.RhsDilation[i])
		}
		start, limit, strides = append(start, 0), append(limit, c), append(strides, 1)
		win, err := Slice(padded, start, limit, strides)
		if err != nil {
			t.Fatal(err)
		}
		if win, err = Reverse(win, rev); err != nil {
			t.Fatal(err)
		}
		dot, err := DotGeneral(win, rhs, DotDims{LhsContract: contractL, RhsContract: contractR}, tensor.Invalid)
		if err != nil {
			t.Fatal(err)
		}
		at := append(append([]int64{0}, oi...), 0)
		if out, err = DynamicUpdateSlice(out, mustReshape(t, dot, append(append([]int64{n}, onesOf(s)...), o)), at); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

func mustReshape(t *testing.T, x *tensor.Tensor, shape []int64) *tensor.Tensor {
	t.Helper()
	y, err := Reshape(x, shape)
	if err != nil {
		t.Fatal(err)
	}
	return y
}

// Property: convolution with random layouts, strides, padding (negative
// too), dilations and reversal agrees with the definition.
func TestConvolutionAgainstDefinition(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	for iter := 0; iter < 60; iter++ {
		s := 1 + rng.IntN(2)
		lShape := []int64{int64(1 + rng.IntN(2))}
		kShape := []int64{}
		p := ConvParams{}
		for i := 0; i < s; i++ {
			lShape = append(lShape, int64(1+rng.IntN(5)))
			kShape = append(kShape, int64(1+rng.IntN(3)))
			p.WindowStrides = append(p.WindowStrides, int64(1+rng.IntN(2)))
			p.LhsDilation = append(p.LhsDilation, int64(1+rng.IntN(2)))
			p.RhsDilation = append(p.RhsDilation, int64(1+rng.IntN(2)))
			p.Padding = append(p.Padding, [2]int64{int64(rng.IntN(4) - 1), int64(rng.IntN(4) - 1)})
			p.WindowReversal = append(p.WindowReversal, rng.IntN(2) == 0)
		}
		for i := 0; i < s; i++ { // keep the padded input non-negative
			if dil := (lShape[i+1]-1)*p.LhsDilation[i] + 1; dil+p.Padding[i][0]+p.Padding[i][1] < 0 {
				p.Padding[i] = [2]int64{0, 0}
			}
		}
		c, o := int64(1+rng.IntN(3)), int64(1+rng.IntN(3))
		lShape = append(lShape, c)
		kShape = append(kShape, c, o)
		lhs := randT(t, f64, lShape, uint64(iter))
		rhs := randT(t, f64, kShape, uint64(iter)+50)
		want := referenceConv(t, lhs, rhs, p)

		// Random layouts: canonical axis i sits at position perm[i].
		lp := rng.Perm(s + 2)
		kp := rng.Perm(s + 2)
		op := rng.Perm(s + 2)
		pos := func(perm []int, i int) int64 { return int64(perm[i]) }
		d := ConvDims{InputBatchDim: pos(lp, 0), InputFeatureDim: pos(lp, s+1),
			KernelInputFeatureDim: pos(kp, s), KernelOutputFeatureDim: pos(kp, s+1),
			OutputBatchDim: pos(op, 0), OutputFeatureDim: pos(op, s+1)}
		for i := 0; i < s; i++ {
			d.InputSpatialDims = append(d.InputSpatialDims, pos(lp, i+1))
			d.KernelSpatialDims = append(d.KernelSpatialDims, pos(kp, i))
			d.OutputSpatialDims = append(d.OutputSpatialDims, pos(op, i+1))
		}
		toLayout := func(x *tensor.Tensor, perm []int) *tensor.Tensor {
			q := make([]int64, len(perm))
			for i, v := range perm {
				q[v] = int64(i) // result axis v is canonical axis i
			}
			y, err := Transpose(x, q)
			if err != nil {
				t.Fatal(err)
			}
			return y
		}
		got, err := Convolution(toLayout(lhs, lp), toLayout(rhs, kp), d, p, tensor.Invalid)
		if err != nil {
			t.Fatalf("case %d: %v", iter, err)
		}
		q := make([]int64, len(op))
		for i, v := range op {
			q[i] = int64(v)
		}
		back, err := Transpose(got, q)
		if err != nil {
			t.Fatal(err)
		}
		if ok, rep := tensor.Close(back, want, tensor.Tolerance{Abs: 1e-12, Rel: 1e-12}); !ok {
			t.Fatalf("case %d %+v %+v: %s", iter, d, p, rep)
		}
	}
}
