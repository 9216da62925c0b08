package lowering

import (
	"fmt"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

// regionOp evaluates the ops with a body the reference runs itself:
// stablehlo.sort, the reductions fastReduce does not take and scatters
// of several operands.
func (r *refEval) regionOp(op *ir.Operation, a []*tensor.Tensor) ([]*tensor.Tensor, error) {
	switch fusion.Canonical(op) {
	case "stablehlo.sort":
		return r.sort(op, a)
	case "stablehlo.scatter":
		return r.scatter(op, a)
	}
	return r.reduce(op, a)
}

// scatter evaluates a scatter of any number of operands with its body
// run by the reference evaluator on rank-0 tensors, the updates applied
// in row-major order.
func (r *refEval) scatter(op *ir.Operation, a []*tensor.Tensor) ([]*tensor.Tensor, error) {
	n := op.NumResults()
	if len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 || len(a) != 2*n+1 {
		return nil, fmt.Errorf("scatter needs %d operands, indices, %d updates and a body block", n, n)
	}
	body := op.Regions[0].Blocks[0]
	if len(body.Args()) != 2*n {
		return nil, fmt.Errorf("scatter body takes %d arguments, want %d", len(body.Args()), 2*n)
	}
	d, err := dialect.ScatterDimensionNumbers(op)
	if err != nil {
		return nil, err
	}
	// operands and updates promoted to the body's types
	for i, t := range a {
		arg := i // operand i is body argument i
		switch {
		case i == n:
			continue // the indices
		case i > n:
			arg = i - 1 // update j = i-n-1 is body argument n+j
		}
		dt, err := dtypeOf(body.Arg(arg).Type())
		if err != nil {
			return nil, err
		}
		if t.DType() != dt {
			if a[i], err = kernels.Convert(t, dt); err != nil {
				return nil, err
			}
		}
	}
	return kernels.Scatter(a[:n], a[n], a[n+1:], kernels.ScatterDims{UpdateWindowDims: d.UpdateWindowDims,
		InsertedWindowDims: d.InsertedWindowDims, InputBatchingDims: d.InputBatchingDims,
		ScatterIndicesBatchingDims: d.IndicesBatching, ScatterDimsToOperandDims: d.ScatterDimsToOperandDims,
		IndexVectorDim: d.IndexVectorDim}, func(cur, upd []*tensor.Tensor) ([]*tensor.Tensor, error) {
		for i := range cur {
			r.env[body.Arg(i)] = cur[i]
			r.env[body.Arg(n+i)] = upd[i]
		}
		return r.block(body)
	})
}

// fastReduce reports whether reduceRef evaluates op: one input, a body
// of one add, multiply, maximum or minimum, and no promotion.
func fastReduce(op *ir.Operation) bool {
	switch fusion.ReduceCombiner(op) {
	case "add", "mul", "max", "min":
		return op.NumOperands() == 2 && op.NumResults() == 1 &&
			ir.ElementTypeOf(op.Operand(0).Type()).String() == ir.ElementTypeOf(op.Result(0).Type()).String()
	}
	return false
}

// fastScatter reports whether scatterRef evaluates op: one operand and no
// promotion to a wider type.
func fastScatter(op *ir.Operation) bool {
	return op.NumResults() == 1 && op.NumOperands() == 3 &&
		ir.ElementTypeOf(op.Operand(0).Type()).String() == ir.ElementTypeOf(op.Result(0).Type()).String()
}

// reduce evaluates a reduction with its body run by the reference
// evaluator on rank-0 tensors, folding in the interpreter's order.
func (r *refEval) reduce(op *ir.Operation, a []*tensor.Tensor) ([]*tensor.Tensor, error) {
	n := op.NumResults()
	if len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 || len(a) != 2*n {
		return nil, fmt.Errorf("reduce needs %d inputs, %d inits and a body block", n, n)
	}
	body := op.Regions[0].Blocks[0]
	if len(body.Args()) != 2*n {
		return nil, fmt.Errorf("reduce body takes %d arguments, want %d", len(body.Args()), 2*n)
	}
	dims, _ := dialect.I64s(op.Attr("dimensions"))
	// inputs and inits promoted to the body's types (f32 summed in f64)
	for i, t := range a {
		dt, err := dtypeOf(body.Arg(i % n).Type())
		if err != nil {
			return nil, err
		}
		if t.DType() != dt {
			if a[i], err = kernels.Convert(t, dt); err != nil {
				return nil, err
			}
		}
	}
	return kernels.Reduce(a[:n], a[n:], dims, func(acc, x []*tensor.Tensor) ([]*tensor.Tensor, error) {
		for i := range acc {
			r.env[body.Arg(i)] = acc[i]
			r.env[body.Arg(n+i)] = x[i]
		}
		return r.block(body)
	})
}

// sort evaluates stablehlo.sort with its comparator run by the
// reference evaluator on rank-0 tensors.
func (r *refEval) sort(op *ir.Operation, a []*tensor.Tensor) ([]*tensor.Tensor, error) {
	if len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 || len(a) == 0 {
		return nil, fmt.Errorf("sort needs operands and a comparator block")
	}
	body := op.Regions[0].Blocks[0]
	if len(body.Args()) != 2*len(a) {
		return nil, fmt.Errorf("comparator takes %d arguments, want %d", len(body.Args()), 2*len(a))
	}
	dim := int64(-1)
	if d, ok := op.Attr("dimension").(*ir.IntegerAttr); ok {
		dim = d.Value
	}
	return kernels.Sort(a, dim, func(lhs, rhs []*tensor.Tensor) (bool, error) {
		for i := range lhs {
			r.env[body.Arg(2*i)] = lhs[i]
			r.env[body.Arg(2*i+1)] = rhs[i]
		}
		out, err := r.block(body)
		if err != nil {
			return false, err
		}
		if len(out) != 1 || out[0].Len() != 1 {
			return false, fmt.Errorf("comparator must return one boolean")
		}
		return out[0].Int64At(0) != 0, nil
	})
}

// dynamicGatherRef evaluates a gather whose slice sizes are its third
// operand.
func dynamicGatherRef(op *ir.Operation, a []*tensor.Tensor) (*tensor.Tensor, error) {
	if len(a) != 3 {
		return nil, fmt.Errorf("dynamic_gather needs an operand, indices and slice sizes")
	}
	g, err := dialect.GatherDimensionNumbers(op)
	if err != nil {
		return nil, err
	}
	sizes, err := a[2].AsInt64s()
	if err != nil {
		return nil, err
	}
	return kernels.Gather(a[0], a[1], kernels.GatherDims{OffsetDims: g.OffsetDims, CollapsedSliceDims: g.CollapsedSliceDims,
		OperandBatchingDims: g.OperandBatchingDims, StartIndicesBatchingDims: g.StartIndicesBatch,
		StartIndexMap: g.StartIndexMap, IndexVectorDim: g.IndexVectorDim}, sizes)
}
