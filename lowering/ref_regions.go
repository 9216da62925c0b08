package lowering

import (
	"fmt"

	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/ir"
)

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
