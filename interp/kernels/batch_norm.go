package kernels

import (
	"fmt"
	"math"

	"github.com/symopt/symopt/interp/tensor"
)

// featureView is an operand seen as float64 values with a feature axis.
type featureView struct {
	x        []float64
	c        int // number of features
	stride   int // elements between consecutive features
	perFeat  int // elements per feature
	shape    []int64
	dtype    tensor.DType
	featAxis int64
}

func (v featureView) feature(i int) int { return (i / v.stride) % v.c }

func newFeatureView(op string, x *tensor.Tensor, axis int64) (featureView, error) {
	if !x.DType().IsFloat() {
		return featureView{}, fmt.Errorf("%s: operand %s must be floating-point", op, x.TypeString())
	}
	if axis < 0 || int(axis) >= x.Rank() {
		return featureView{}, fmt.Errorf("%s: feature_index %d out of range for %s", op, axis, x.TypeString())
	}
	f, err := tensor.Convert(x, tensor.F64)
	if err != nil {
		return featureView{}, err
	}
	c := int(x.Shape()[axis])
	v := featureView{x: f.F64s(), c: c, stride: int(tensor.Strides(x.Shape())[axis]), shape: x.Shape(), dtype: x.DType(), featAxis: axis}
	if c > 0 {
		v.perFeat = len(v.x) / c
	}
	return v, nil
}

// perFeature reads a rank-1 operand with one value per feature.
func (v featureView) perFeature(op, what string, t *tensor.Tensor) ([]float64, error) {
	if t.DType() != v.dtype || t.Rank() != 1 || int(t.Shape()[0]) != v.c {
		return nil, fmt.Errorf("%s: %s %s must be a rank-1 %s of %d features", op, what, t.TypeString(), v.dtype, v.c)
	}
	f, _ := tensor.Convert(t, tensor.F64)
	return f.F64s(), nil
}

func (v featureView) result(vals []float64, shape []int64) (*tensor.Tensor, error) {
	return tensor.FromFloat64s(v.dtype, shape, vals)
}

// BatchNormInference normalizes operand with the given per-feature mean
// and variance: scale * (x - mean) / sqrt(variance + epsilon) + offset.
// Computed in float64 and rounded once to the element type.
func BatchNormInference(operand, scale, offset, mean, variance *tensor.Tensor, epsilon float64, featureIndex int64) (*tensor.Tensor, error) {
	const op = "batch_norm_inference"
	v, err := newFeatureView(op, operand, featureIndex)
	if err != nil {
		return nil, err
	}
	var s, o, m, va []float64
	for _, p := range []struct {
		dst  *[]float64
		t    *tensor.Tensor
		name string
	}{{&s, scale, "scale"}, {&o, offset, "offset"}, {&m, mean, "mean"}, {&va, variance, "variance"}} {
		if *p.dst, err = v.perFeature(op, p.name, p.t); err != nil {
			return nil, err
		}
	}
	out := make([]float64, len(v.x))
	for i, x := range v.x {
		f := v.feature(i)
		out[i] = s[f]*(x-m[f])/math.Sqrt(va[f]+epsilon) + o[f]
	}
	return v.result(out, v.shape)
}

// BatchNormTraining normalizes operand with the mean and (biased) variance
// of each feature over all other axes, returning the output, the means and
// the variances.
func BatchNormTraining(operand, scale, offset *tensor.Tensor, epsilon float64, featureIndex int64) (out, mean, variance *tensor.Tensor, err error) {
	const op = "batch_norm_training"
	v, err := newFeatureView(op, operand, featureIndex)
	if err != nil {
		return nil, nil, nil, err
	}
	s, err := v.perFeature(op, "scale", scale)
	if err != nil {
		return nil, nil, nil, err
	}
	o, err := v.perFeature(op, "offset", offset)
	if err != nil {
		return nil, nil, nil, err
	}
	m, va := v.moments()
	res := make([]float64, len(v.x))
	for i, x := range v.x {
		f := v.feature(i)
		res[i] = s[f]*(x-m[f])/math.Sqrt(va[f]+epsilon) + o[f]
	}
	feat := []int64{int64(v.c)}
	if out, err = v.result(res, v.shape); err != nil {
		return nil, nil, nil, err
	}
	if mean, err = v.result(m, feat); err != nil {
		return nil, nil, nil, err
	}
	if variance, err = v.result(va, feat); err != nil {
		return nil, nil, nil, err
	}
	return out, mean, variance, nil
}

// moments are the per-feature mean and biased variance.
func (v featureView) moments() (mean, variance []float64) {
	mean = make([]float64, v.c)
	variance = make([]float64, v.c)
	for i, x := range v.x {
		mean[v.feature(i)] += x
	}
	for f := range mean {
		mean[f] /= float64(v.perFeat)
	}
	for i, x := range v.x {
		d := x - mean[v.feature(i)]
		variance[v.feature(i)] += d * d
	}
	for f := range variance {
		variance[f] /= float64(v.perFeat)
	}
	return mean, variance
}

// BatchNormGrad computes the gradients of batch_norm_training with respect
// to the operand, scale and offset, following the specification's formula.
func BatchNormGrad(operand, scale, mean, variance, gradOutput *tensor.Tensor, epsilon float64, featureIndex int64) (gradOperand, gradScale, gradOffset *tensor.Tensor, err error) {
	const op = "batch_norm_grad"
	v, err := newFeatureView(op, operand, featureIndex)
	if err != nil {
		return nil, nil, nil, err
	}
	var s, m, va []float64
	for _, p := range []struct {
		dst  *[]float64
		t    *tensor.Tensor
		name string
	}{{&s, scale, "scale"}, {&m, mean, "mean"}, {&va, variance, "variance"}} {
		if *p.dst, err = v.perFeature(op, p.name, p.t); err != nil {
			return nil, nil, nil, err
		}
	}
	if gradOutput.DType() != operand.DType() || !tensor.SameShape(gradOutput.Shape(), operand.Shape()) {
		return nil, nil, nil, fmt.Errorf("%s: grad_output %s does not match operand %s", op, gradOutput.TypeString(), operand.TypeString())
	}
	g64, _ := tensor.Convert(gradOutput, tensor.F64)
	g := g64.F64s()
	sumG := make([]float64, v.c)
	sumGC := make([]float64, v.c)
	for i, x := range v.x {
		f := v.feature(i)
		sumG[f] += g[i]
		sumGC[f] += g[i] * (x - m[f])
	}
	n := float64(v.perFeat)
	gop := make([]float64, len(v.x))
	gs := make([]float64, v.c)
	for i, x := range v.x {
		f := v.feature(i)
		centered := x - m[f]
		stddev := math.Sqrt(va[f] + epsilon)
		i6 := g[i]*n - sumG[f] - sumGC[f]*centered/(va[f]+epsilon)
		gop[i] = s[f] / stddev / n * i6
		gs[f] += g[i] * centered / stddev
	}
	feat := []int64{int64(v.c)}
	if gradOperand, err = v.result(gop, v.shape); err != nil {
		return nil, nil, nil, err
	}
	if gradScale, err = v.result(gs, feat); err != nil {
		return nil, nil, nil, err
	}
	if gradOffset, err = v.result(sumG, feat); err != nil {
		return nil, nil, nil, err
	}
	return gradOperand, gradScale, gradOffset, nil
}
