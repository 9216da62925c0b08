package interp

import (
	"fmt"
	"strings"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// computeHandlers serve contractions, gathers and the other ops without
// regions that do real arithmetic.
func computeHandlers() map[string]handler {
	return map[string]handler{
		"dot_general": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 2); err != nil {
				return nil, err
			}
			d, err := dialect.DotDimensionNumbers(st.op)
			if err != nil {
				return nil, err
			}
			return dot(st, ts[0], ts[1], kernels.DotDims{LhsBatch: d.LhsBatch, RhsBatch: d.RhsBatch, LhsContract: d.LhsContract, RhsContract: d.RhsContract})
		}),
		"dot": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 2); err != nil {
				return nil, err
			}
			if ts[0].Rank() < 1 || ts[1].Rank() < 1 {
				return nil, fmt.Errorf("dot operands must have rank 1 or 2")
			}
			return dot(st, ts[0], ts[1], kernels.DotDims{LhsContract: []int64{int64(ts[0].Rank() - 1)}, RhsContract: []int64{0}})
		}),
		"convolution":  oneResult(convolution),
		"dynamic_conv": oneResult(convolution),
		"gather": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 2); err != nil {
				return nil, err
			}
			sizes, err := ints(st.op, "slice_sizes")
			if err != nil {
				return nil, err
			}
			return gather(st, ts[0], ts[1], sizes)
		}),
		"torch_index_select": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 2); err != nil {
				return nil, err
			}
			dim, err := intAttr(st.op, "dim")
			if err != nil {
				return nil, err
			}
			return kernels.IndexSelect(ts[0], ts[1], dim, optInt(st.op, "batch_dims", 0))
		}),
		"einsum": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			return kernels.Einsum(stringAttr(st.op, "einsum_config"), ts...)
		}),
		"unary_einsum": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			return kernels.Einsum(stringAttr(st.op, "einsum_config"), ts...)
		}),
		"fft": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			w, _ := dialect.EnumWord(st.op.Attr("fft_type"), "fft_type")
			typ, err := kernels.ParseFFTType(w)
			if err != nil {
				return nil, err
			}
			length, err := ints(st.op, "fft_length")
			if err != nil {
				return nil, err
			}
			return kernels.FFT(ts[0], typ, length)
		}),
		"ragged_dot": oneResult(raggedDot),
		"cholesky": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			return kernels.Cholesky(ts[0], boolAttr(st.op, "lower"))
		}),
		"triangular_solve": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 2); err != nil {
				return nil, err
			}
			w, _ := dialect.EnumWord(st.op.Attr("transpose_a"), "transpose")
			if w == "" {
				w = "NO_TRANSPOSE"
			}
			mode, err := kernels.ParseTransposeMode(w)
			if err != nil {
				return nil, err
			}
			return kernels.TriangularSolve(ts[0], ts[1], boolAttr(st.op, "left_side"), boolAttr(st.op, "lower"), boolAttr(st.op, "unit_diagonal"), mode)
		}),
		"top_k": func(_ *executor, st *step, in []value) ([]value, error) {
			ts, err := tensors(in)
			if err != nil {
				return nil, err
			}
			k, err := intAttr(st.op, "k")
			if err != nil {
				return nil, err
			}
			v, i, err := kernels.TopK(ts[0], k)
			if err != nil {
				return nil, err
			}
			dt, err := resultDType(st.op, 1)
			if err != nil {
				return nil, err
			}
			if i, err = tensor.Convert(i, dt); err != nil {
				return nil, err
			}
			return wrapAll(v, i), nil
		},
		"batch_norm_inference": oneResult(func(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
			if err := nOperands(ts, 5); err != nil {
				return nil, err
			}
			return kernels.BatchNormInference(ts[0], ts[1], ts[2], ts[3], ts[4], floatAttr(st.op, "epsilon", 0), optInt(st.op, "feature_index", 0))
		}),
		"batch_norm_training": func(_ *executor, st *step, in []value) ([]value, error) {
			ts, err := tensors(in)
			if err != nil {
				return nil, err
			}
			if err := nOperands(ts, 3); err != nil {
				return nil, err
			}
			a, b, c, err := kernels.BatchNormTraining(ts[0], ts[1], ts[2], floatAttr(st.op, "epsilon", 0), optInt(st.op, "feature_index", 0))
			return wrapAll(a, b, c), err
		},
		"batch_norm_grad": func(_ *executor, st *step, in []value) ([]value, error) {
			ts, err := tensors(in)
			if err != nil {
				return nil, err
			}
			if err := nOperands(ts, 5); err != nil {
				return nil, err
			}
			a, b, c, err := kernels.BatchNormGrad(ts[0], ts[1], ts[2], ts[3], ts[4], floatAttr(st.op, "epsilon", 0), optInt(st.op, "feature_index", 0))
			return wrapAll(a, b, c), err
		},
	}
}

// dot converts mixed operand types to the result type, as the kernels
// expect, and contracts.
func dot(st *step, lhs, rhs *tensor.Tensor, d kernels.DotDims) (*tensor.Tensor, error) {
	out, err := computeDType(st.op, 0)
	if err != nil {
		return nil, err
	}
	if lhs.DType() != rhs.DType() {
		if lhs, err = tensor.Convert(lhs, out); err != nil {
			return nil, err
		}
		if rhs, err = tensor.Convert(rhs, out); err != nil {
			return nil, err
		}
	}
	return kernels.DotGeneral(lhs, rhs, d, out)
}

func gather(st *step, operand, indices *tensor.Tensor, sizes []int64) (*tensor.Tensor, error) {
	g, err := dialect.GatherDimensionNumbers(st.op)
	if err != nil {
		return nil, err
	}
	return kernels.Gather(operand, indices, kernels.GatherDims{
		OffsetDims: g.OffsetDims, CollapsedSliceDims: g.CollapsedSliceDims,
		OperandBatchingDims: g.OperandBatchingDims, StartIndicesBatchingDims: g.StartIndicesBatch,
		StartIndexMap: g.StartIndexMap, IndexVectorDim: g.IndexVectorDim,
	}, sizes)
}

func convolution(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
	if len(ts) < 2 {
		return nil, fmt.Errorf("expected lhs and rhs")
	}
	d, err := dialect.ConvDimensionNumbers(st.op)
	if err != nil {
		return nil, err
	}
	var p kernels.ConvParams
	if p.WindowStrides, err = optInts(st.op, "window_strides"); err != nil {
		return nil, err
	}
	if p.Padding, err = padding(st.op, "padding"); err != nil {
		return nil, err
	}
	if len(ts) >= 3 { // dynamic_conv: padding as an operand
		v, err := ts[2].AsInt64s()
		if err != nil {
			return nil, err
		}
		p.Padding = make([][2]int64, len(v)/2)
		for i := range p.Padding {
			p.Padding[i] = [2]int64{v[2*i], v[2*i+1]}
		}
	}
	if p.LhsDilation, err = optInts(st.op, "lhs_dilation"); err != nil {
		return nil, err
	}
	if p.RhsDilation, err = optInts(st.op, "rhs_dilation"); err != nil {
		return nil, err
	}
	p.WindowReversal = bools(st.op, "window_reversal")
	p.FeatureGroupCount = optInt(st.op, "feature_group_count", 1)
	p.BatchGroupCount = optInt(st.op, "batch_group_count", 1)
	out, err := computeDType(st.op, 0)
	if err != nil {
		return nil, err
	}
	lhs, rhs := ts[0], ts[1]
	if lhs.DType() != rhs.DType() {
		if lhs, err = tensor.Convert(lhs, out); err != nil {
			return nil, err
		}
		if rhs, err = tensor.Convert(rhs, out); err != nil {
			return nil, err
		}
	}
	return kernels.Convolution(lhs, rhs, kernels.ConvDims{
		InputBatchDim: d.InputBatch, InputFeatureDim: d.InputFeature, InputSpatialDims: d.InputSpatial,
		KernelInputFeatureDim: d.KernelInputFeature, KernelOutputFeatureDim: d.KernelOutputFeature, KernelSpatialDims: d.KernelSpatial,
		OutputBatchDim: d.OutputBatch, OutputFeatureDim: d.OutputFeature, OutputSpatialDims: d.OutputSpatial,
	}, p, out)
}

// raggedDot reads ragged_dot_dimension_numbers in the chlo or mhlo
// spelling.
func raggedDot(st *step, ts []*tensor.Tensor) (*tensor.Tensor, error) {
	if err := nOperands(ts, 3); err != nil {
		return nil, err
	}
	a := st.op.Attr("ragged_dot_dimension_numbers")
	if v, ok := a.(*ir.VerbatimAttr); ok {
		a = &ir.VerbatimAttr{Text: strings.ReplaceAll(v.Text, "#chlo.", "#mhlo.")}
	}
	d, err := dialect.ParseRaggedDotDims(a)
	if err != nil {
		return nil, err
	}
	out, err := resultDType(st.op, 0)
	if err != nil {
		return nil, err
	}
	return kernels.RaggedDot(ts[0], ts[1], ts[2], kernels.RaggedDotDims{
		DotDims:   kernels.DotDims{LhsBatch: d.Dot.LhsBatch, RhsBatch: d.Dot.RhsBatch, LhsContract: d.Dot.LhsContract, RhsContract: d.Dot.RhsContract},
		LhsRagged: d.LhsRagged, RhsGroup: d.RhsGroup,
	}, out)
}
