package kernels

import (
	"math/rand/v2"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// Random, mostly malformed dimension numbers must give results or errors,
// never panics.
func TestRandomParametersNeverPanic(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	dims := func(max int) []int64 {
		n := rng.IntN(max + 1)
		out := make([]int64, n)
		for i := range out {
			out[i] = int64(rng.IntN(5) - 1)
		}
		return out
	}
	shape := func() []int64 {
		s := make([]int64, rng.IntN(4))
		for i := range s {
			s[i] = int64(rng.IntN(4))
		}
		return s
	}
	for iter := 0; iter < 3000; iter++ {
		op := randT(t, i32, shape(), uint64(iter))
		idx, _ := tensor.Random(i32, shape(), uint64(iter)+1, tensor.RandomOptions{IntLo: -3, IntHi: 6})
		upd := randT(t, i32, shape(), uint64(iter)+2)
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("iteration %d panicked: %v", iter, r)
				}
			}()
			Gather(op, idx, GatherDims{OffsetDims: dims(3), CollapsedSliceDims: dims(2), OperandBatchingDims: dims(1),
				StartIndicesBatchingDims: dims(1), StartIndexMap: dims(3), IndexVectorDim: int64(rng.IntN(4))}, dims(3))
			sd := ScatterDims{UpdateWindowDims: dims(3), InsertedWindowDims: dims(2), InputBatchingDims: dims(1),
				ScatterIndicesBatchingDims: dims(1), ScatterDimsToOperandDims: dims(3), IndexVectorDim: int64(rng.IntN(4))}
			ScatterFast(op, idx, upd, sd, ScatterAdd)
			Scatter([]*tensor.Tensor{op}, idx, []*tensor.Tensor{upd}, sd, addBody)
			DotGeneral(op, upd, DotDims{LhsBatch: dims(1), RhsBatch: dims(1), LhsContract: dims(2), RhsContract: dims(2)}, tensor.Invalid)
			w := Window{Dims: dims(3), Strides: dims(3), BaseDilations: dims(3), Padding: [][2]int64{{int64(rng.IntN(3) - 1), 1}}}
			ReduceWindowFast(op, ti(i32, nil, 0), w, ReduceMax)
			SelectAndScatterFast(op, upd, ti(i32, nil, 0), Window{Dims: dims(3), Strides: dims(3)}, GE, ReduceAdd)
			Pad(op, ti(i32, nil, 0), dims(3), dims(3), dims(3))
			Slice(op, dims(3), dims(3), dims(3))
			DynamicSlice(op, dims(3), dims(3))
			DynamicUpdateSlice(op, upd, dims(3))
			BroadcastInDim(op, shape(), dims(3))
			Transpose(op, dims(3))
			ReduceFast(op, ti(i32, nil, 0), dims(2), ReduceAdd)
			Sort([]*tensor.Tensor{op}, int64(rng.IntN(5)-2), lessBody(LT, NoType))
			Iota(i32, shape(), int64(rng.IntN(4)-1))
			Concatenate([]*tensor.Tensor{op, upd}, int64(rng.IntN(4)-1))
			Convolution(op, upd, ConvDims{InputBatchDim: int64(rng.IntN(3)), InputFeatureDim: int64(rng.IntN(3)), InputSpatialDims: dims(1),
				KernelInputFeatureDim: int64(rng.IntN(3)), KernelOutputFeatureDim: int64(rng.IntN(3)), KernelSpatialDims: dims(1),
				OutputBatchDim: int64(rng.IntN(3)), OutputFeatureDim: int64(rng.IntN(3)), OutputSpatialDims: dims(1)},
				ConvParams{FeatureGroupCount: int64(rng.IntN(3)), BatchGroupCount: int64(rng.IntN(2))}, tensor.Invalid)
			BitcastConvert(op, []tensor.DType{tensor.U8, tensor.F16, tensor.I64}[rng.IntN(3)])
		}()
	}
}
