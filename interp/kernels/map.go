package kernels

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
)

// ElementFunc is a map body: one rank-0 element per operand in, one rank-0
// result out.
type ElementFunc func(x []*tensor.Tensor) (*tensor.Tensor, error)

// Map applies body to the elements at each index of the inputs, which
// share one shape. dims must be all axes in order, as the specification
// requires. The result's element type is that of body's results; an empty
// input gives a result of type empty (body is never called).
func Map(inputs []*tensor.Tensor, dims []int64, empty tensor.DType, body ElementFunc) (*tensor.Tensor, error) {
	if err := checkMapInputs(inputs, dims); err != nil {
		return nil, err
	}
	n := inputs[0].Len()
	if n == 0 {
		return tensor.New(empty, inputs[0].Shape())
	}
	var res *tensor.Tensor
	args := make([]*tensor.Tensor, len(inputs))
	for i := 0; i < n; i++ {
		for k, in := range inputs {
			args[k] = in.Element(i)
		}
		v, err := body(args)
		if err != nil {
			return nil, fmt.Errorf("map: body: %w", err)
		}
		if v == nil || v.Len() != 1 {
			return nil, fmt.Errorf("map: body must return a single element")
		}
		if res == nil {
			if res, err = tensor.New(v.DType(), inputs[0].Shape()); err != nil {
				return nil, err
			}
		}
		if err := res.SetElement(i, v); err != nil {
			return nil, fmt.Errorf("map: body results change type: %w", err)
		}
	}
	return res, nil
}

// checkMapInputs checks that the inputs share a shape and dims lists all
// axes in order.
func checkMapInputs(inputs []*tensor.Tensor, dims []int64) error {
	if len(inputs) == 0 {
		return fmt.Errorf("map: no operands")
	}
	for _, in := range inputs[1:] {
		if err := checkSameShape("map", inputs[0], in); err != nil {
			return err
		}
	}
	if len(dims) != inputs[0].Rank() {
		return fmt.Errorf("map: dimensions %v must list all %d axes", dims, inputs[0].Rank())
	}
	for i, d := range dims {
		if d != int64(i) {
			return fmt.Errorf("map: dimensions %v must be 0, 1, ... in order", dims)
		}
	}
	return nil
}
