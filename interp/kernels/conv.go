package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// ConvDims are convolution's dimension numbers.
type ConvDims struct {
	InputBatchDim, InputFeatureDim                int64
	InputSpatialDims                              []int64
	KernelInputFeatureDim, KernelOutputFeatureDim int64
	KernelSpatialDims                             []int64
	OutputBatchDim, OutputFeatureDim              int64
	OutputSpatialDims                             []int64
}

// ConvParams are convolution's window attributes. Nil slices mean strides
// and dilations of 1, no padding and no reversal; group counts of 0 mean 1.
type ConvParams struct {
	WindowStrides     []int64
	Padding           [][2]int64
	LhsDilation       []int64
	RhsDilation       []int64
	WindowReversal    []bool
	FeatureGroupCount int64
	BatchGroupCount   int64
}

// convPlan is a validated convolution with flat strides.
type convPlan struct {
	n, c, o, g, bg int64 // batch, input features, output features, groups
	in, k, out     []int64
	stride, lo     []int64
	lhsDil, rhsDil []int64
	reverse        []bool
	ls, ks, os     []int64 // operand strides
	lB, lF, kI, kO int64   // dimension positions
	oB, oF         int64
	lSp, kSp, oSp  []int64
	outShape       []int64
}

func orOnes(s []int64, n int) []int64 {
	if s != nil {
		return s
	}
	o := make([]int64, n)
	for i := range o {
		o[i] = 1
	}
	return o
}

func planConv(lhs, rhs *tensor.Tensor, d ConvDims, p ConvParams) (*convPlan, error) {
	const op = "convolution"
	r := lhs.Rank()
	s := len(d.InputSpatialDims)
	if rhs.Rank() != r || s != r-2 || len(d.KernelSpatialDims) != s || len(d.OutputSpatialDims) != s {
		return nil, fmt.Errorf("%s: ranks of %s and %s do not match the %d spatial dimensions", op, lhs.TypeString(), rhs.TypeString(), s)
	}
	if err := checkDims(op, "input dimension", append([]int64{d.InputBatchDim, d.InputFeatureDim}, d.InputSpatialDims...), r); err != nil {
		return nil, err
	}
	if err := checkDims(op, "kernel dimension", append([]int64{d.KernelInputFeatureDim, d.KernelOutputFeatureDim}, d.KernelSpatialDims...), r); err != nil {
		return nil, err
	}
	if err := checkDims(op, "output dimension", append([]int64{d.OutputBatchDim, d.OutputFeatureDim}, d.OutputSpatialDims...), r); err != nil {
		return nil, err
	}
	pl := &convPlan{g: max(p.FeatureGroupCount, 1), bg: max(p.BatchGroupCount, 1)}
	pl.stride, pl.lhsDil, pl.rhsDil = orOnes(p.WindowStrides, s), orOnes(p.LhsDilation, s), orOnes(p.RhsDilation, s)
	pl.reverse = p.WindowReversal
	if pl.reverse == nil {
		pl.reverse = make([]bool, s)
	}
	pad := p.Padding
	if pad == nil {
		pad = make([][2]int64, s)
	}
	if len(pl.stride) != s || len(pl.lhsDil) != s || len(pl.rhsDil) != s || len(pl.reverse) != s || len(pad) != s {
		return nil, fmt.Errorf("%s: window attributes must have %d entries", op, s)
	}
	ls, ks := lhs.Shape(), rhs.Shape()
	pl.n, pl.c = ls[d.InputBatchDim], ls[d.InputFeatureDim]
	pl.o = ks[d.KernelOutputFeatureDim]
	switch {
	case p.FeatureGroupCount < 0 || p.BatchGroupCount < 0 || (pl.g > 1 && pl.bg > 1):
		return nil, fmt.Errorf("%s: invalid group counts %d and %d", op, p.FeatureGroupCount, p.BatchGroupCount)
	case pl.c%pl.g != 0 || pl.o%pl.g != 0 || ks[d.KernelInputFeatureDim] != pl.c/pl.g:
		return nil, fmt.Errorf("%s: %d input features, %d kernel input features and %d output features do not fit feature_group_count %d", op, pl.c, ks[d.KernelInputFeatureDim], pl.o, pl.g)
	case pl.n%pl.bg != 0 || pl.o%pl.bg != 0:
		return nil, fmt.Errorf("%s: batch %d and %d output features do not fit batch_group_count %d", op, pl.n, pl.o, pl.bg)
	}
	pl.outShape = make([]int64, r)
	pl.outShape[d.OutputBatchDim] = pl.n / pl.bg
	pl.outShape[d.OutputFeatureDim] = pl.o
	for i := 0; i < s; i++ {
		if pl.stride[i] <= 0 || pl.lhsDil[i] <= 0 || pl.rhsDil[i] <= 0 {
			return nil, fmt.Errorf("%s: strides and dilations must be positive", op)
		}
		in, k := ls[d.InputSpatialDims[i]], ks[d.KernelSpatialDims[i]]
		dil := int64(0)
		if in > 0 {
			dil = (in-1)*pl.lhsDil[i] + 1
		}
		padded := dil + pad[i][0] + pad[i][1]
		win := int64(0)
		if k > 0 {
			win = (k-1)*pl.rhsDil[i] + 1
		}
		size := int64(0)
		if padded > 0 && padded >= win {
			size = (padded-win)/pl.stride[i] + 1
		}
		pl.in, pl.k, pl.out = append(pl.in, in), append(pl.k, k), append(pl.out, size)
		pl.lo = append(pl.lo, pad[i][0])
		pl.outShape[d.OutputSpatialDims[i]] = size
	}
	if _, err := tensor.NumElements(pl.outShape); err != nil {
		return nil, fmt.Errorf("%s: %w", op, err)
	}
	pl.ls, pl.ks, pl.os = tensor.Strides(ls), tensor.Strides(ks), tensor.Strides(pl.outShape)
	pl.lB, pl.lF, pl.kI, pl.kO = d.InputBatchDim, d.InputFeatureDim, d.KernelInputFeatureDim, d.KernelOutputFeatureDim
	pl.oB, pl.oF = d.OutputBatchDim, d.OutputFeatureDim
	pl.lSp, pl.kSp, pl.oSp = d.InputSpatialDims, d.KernelSpatialDims, d.OutputSpatialDims
	return pl, nil
}

// Convolution computes stablehlo.convolution. Operands are converted to
// out (lhs's type when Invalid); real floats accumulate in float64 and are
// rounded once, integers wrap, complex numbers accumulate in complex128.
func Convolution(lhs, rhs *tensor.Tensor, d ConvDims, p ConvParams, out tensor.DType) (*tensor.Tensor, error) {
	if lhs.DType() != rhs.DType() {
		return nil, fmt.Errorf("convolution: operand types differ: %s vs %s", lhs.TypeString(), rhs.TypeString())
	}
	if out == tensor.Invalid {
		out = lhs.DType()
	}
	pl, err := planConv(lhs, rhs, d, p)
	if err != nil {
		return nil, err
	}
	switch {
	case out.IsFloat():
		l, r := lhs, rhs
		if lhs.DType() != tensor.F64 {
			l, _ = tensor.Convert(lhs, tensor.F64)
			r, _ = tensor.Convert(rhs, tensor.F64)
		}
		acc := convLoop(pl, l.F64s(), r.F64s())
		return tensor.FromFloat64s(out, pl.outShape, acc)
	case out.IsComplex():
		l, _ := tensor.Convert(lhs, tensor.C128)
		r, _ := tensor.Convert(rhs, tensor.C128)
		acc := convLoop(pl, l.Complexes(), r.Complexes())
		res, err := tensor.FromComplexes(tensor.C128, pl.outShape, acc)
		if err != nil {
			return nil, err
		}
		return tensor.Convert(res, out)
	case out.IsInteger() && out != tensor.Bool:
		l, _ := tensor.Convert(lhs, tensor.I64)
		r, _ := tensor.Convert(rhs, tensor.I64)
		acc := convLoop(pl, l.Ints(), r.Ints())
		return tensor.FromInt64s(out, pl.outShape, acc)
	}
	return nil, tensor.Unsupportedf("convolution: unsupported element type %s", out)
}

func convLoop[T int64 | float64 | complex128](pl *convPlan, lhs, rhs []T) []T {
	total, _ := tensor.NumElements(pl.outShape)
	acc := make([]T, total)
	s := len(pl.in)
	nk, _ := tensor.NumElements(pl.k)
	cg := pl.c / pl.g
	og := pl.o / pl.g
	obg := pl.o / pl.bg
	nb := pl.n / pl.bg
	parallelFor(total, total*int(cg)*nk, func(lo, hi int) {
		oi := make([]int64, len(pl.outShape))
		ki := make([]int64, s)
		for e := lo; e < hi; e++ {
			f := int64(e)
			for dd := len(oi) - 1; dd >= 0; dd-- {
				oi[dd] = f % pl.outShape[dd]
				f /= pl.outShape[dd]
			}
			b, fo := oi[pl.oB], oi[pl.oF]
			ib := (fo/obg)*nb + b
			group := fo / og
			var sum T
			clear(ki)
			for k := 0; k < nk; k++ {
				lOff, kOff := ib*pl.ls[pl.lB], fo*pl.ks[pl.kO]
				inside := true
				for i := 0; i < s; i++ {
					pos := oi[pl.oSp[i]]*pl.stride[i] + ki[i]*pl.rhsDil[i] - pl.lo[i]
					if pos < 0 || pos%pl.lhsDil[i] != 0 || pos/pl.lhsDil[i] >= pl.in[i] {
						inside = false
						break
					}
					lOff += pos / pl.lhsDil[i] * pl.ls[pl.lSp[i]]
					kk := ki[i]
					if pl.reverse[i] {
						kk = pl.k[i] - 1 - kk
					}
					kOff += kk * pl.ks[pl.kSp[i]]
				}
				if inside {
					for c := int64(0); c < cg; c++ {
						sum += lhs[lOff+(group*cg+c)*pl.ls[pl.lF]] * rhs[kOff+c*pl.ks[pl.kI]]
					}
				}
				next(ki, pl.k)
			}
			acc[e] = sum
		}
	})
	return acc
}
