package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// MapScalar is Map with the body compiled to a ScalarProg taking one
// scalar per input and returning one.
func MapScalar(inputs []*tensor.Tensor, dims []int64, body *ScalarProg) (*tensor.Tensor, error) {
	if len(body.types) == 0 || len(body.Args) != len(inputs) || len(body.Results) != 1 {
		return nil, fmt.Errorf("map: body must take %d scalars and return one", len(inputs))
	}
	loads := make([]func(int) uint64, len(inputs))
	for k, in := range inputs {
		if body.Args[k] != in.DType() {
			return nil, fmt.Errorf("map: body argument %d is %s, operand %d is %s", k, body.Args[k], k, in.TypeString())
		}
		loads[k] = slotLoader(in)
	}
	if err := checkMapInputs(inputs, dims); err != nil {
		return nil, err
	}
	out := body.types[body.Results[0]]
	res, err := tensor.New(out, inputs[0].Shape())
	if err != nil {
		return nil, err
	}
	store := slotStorer(res)
	regs := make([]uint64, body.Slots())
	r := body.Results[0]
	for i, n := 0, res.Len(); i < n; i++ {
		for k, load := range loads {
			regs[k] = load(i)
		}
		body.Run(regs)
		store(i, regs[r])
	}
	return res, nil
}
