package expand

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/autodiff/build"
)

// batchNormAttrs reads epsilon and feature_index, with the float operand
// type the expansion needs; ok is false otherwise.
func batchNormAttrs(op *ir.Operation) (eps float64, fi int64, ok bool) {
	e, ok1 := op.Attr("epsilon").(*ir.FloatAttr)
	f, ok2 := op.Attr("feature_index").(*ir.IntegerAttr)
	if !ok1 || !ok2 || op.NumOperands() == 0 || !build.IsFloatTensor(op.Operand(0)) {
		return 0, 0, false
	}
	if f.Value < 0 || f.Value >= int64(build.Rank(op.Operand(0))) {
		return 0, 0, false
	}
	return e.Value, f.Value, true
}

// normalize is scale * centered / sqrt(variance + epsilon) + offset,
// centered being x - mean, with the per-feature operands broadcast along
// feature_index, as the StableHLO specification writes
// batch_norm_inference.
func normalize(b *build.Builder, centered, scale, offset, variance *ir.Value, eps float64, fi int64) *ir.Value {
	along := func(v *ir.Value) *ir.Value { return b.BroadcastLike(v, []int64{fi}, centered) }
	stddev := b.Sqrt(b.Add(along(variance), b.Splat(eps, build.Elem(centered), centered)))
	return b.Add(b.Mul(along(scale), b.Div(centered, stddev)), along(offset))
}

func batchNormInference(b *build.Builder, op *ir.Operation) []*ir.Value {
	eps, fi, ok := batchNormAttrs(op)
	if !ok || op.NumOperands() != 5 || op.NumResults() != 1 {
		return nil
	}
	o := op.Operands()
	centered := b.Sub(o[0], b.BroadcastLike(o[3], []int64{fi}, o[0]))
	return []*ir.Value{normalize(b, centered, o[1], o[2], o[4], eps, fi)}
}

// batchNormTraining computes the mean and the (biased) variance of each
// feature over the other dims, mean((x - mean)^2), then normalizes with
// them.
func batchNormTraining(b *build.Builder, op *ir.Operation) []*ir.Value {
	eps, fi, ok := batchNormAttrs(op)
	if !ok || op.NumOperands() != 3 || op.NumResults() != 3 {
		return nil
	}
	x := op.Operand(0)
	var dims []int64
	var sizes []build.Dim
	for d := range build.Rank(x) {
		if int64(d) != fi {
			dims = append(dims, int64(d))
			sizes = append(sizes, b.DimOf(x, d))
		}
	}
	// the element count of a feature, as a tensor shaped like the sums
	n := b.MulDims(sizes...)
	var count *ir.Value
	if n.Static() {
		count = b.ScalarConst(build.Elem(x), float64(n.N))
	} else {
		count = b.Convert(n.V, build.Elem(x))
	}
	sum := b.ReduceSum(x, dims)
	count = b.BroadcastLike(count, nil, sum)
	mean := b.Div(sum, count)
	centered := b.Sub(x, b.BroadcastLike(mean, []int64{fi}, x))
	variance := b.Div(b.ReduceSum(b.Mul(centered, centered), dims), count)
	return []*ir.Value{normalize(b, centered, op.Operand(1), op.Operand(2), variance, eps, fi), mean, variance}
}
