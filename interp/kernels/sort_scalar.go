package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// SortScalar is Sort with the comparator compiled to a ScalarProg taking
// (lhs0, rhs0, lhs1, rhs1, ...) and returning one i1.
func SortScalar(inputs []*tensor.Tensor, dim int64, less *ScalarProg) ([]*tensor.Tensor, error) {
	if err := checkSortInputs(inputs, &dim); err != nil {
		return nil, err
	}
	if len(less.types) == 0 || len(less.Args) != 2*len(inputs) || len(less.Results) != 1 || less.types[less.Results[0]] != tensor.Bool {
		return nil, fmt.Errorf("sort: comparator must take %d scalars and return one i1", 2*len(inputs))
	}
	loads := make([]func(int) uint64, len(inputs))
	for k, in := range inputs {
		dt := in.DType()
		if less.Args[2*k] != dt || less.Args[2*k+1] != dt {
			return nil, fmt.Errorf("sort: comparator arguments %d and %d are %s and %s, operand %d is %s",
				2*k, 2*k+1, less.Args[2*k], less.Args[2*k+1], k, in.TypeString())
		}
		loads[k] = slotLoader(in)
	}
	regs := make([]uint64, less.Slots())
	res := less.Results[0]
	cmp := func(i, j int) bool {
		for k, load := range loads {
			regs[2*k], regs[2*k+1] = load(i), load(j)
		}
		less.Run(regs)
		return regs[res]&1 != 0
	}
	return applyPerm(inputs, sortPerm(inputs[0].Shape(), int(dim), cmp))
}
