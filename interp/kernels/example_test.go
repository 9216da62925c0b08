package kernels_test

import (
	"fmt"

	"github.com/symopt/symopt/interp/kernels"
	"github.com/symopt/symopt/interp/tensor"
)

// A matrix product written as dot_general, then a row sum with the fast
// reduce path.
func Example() {
	a := tensor.Must(tensor.FromFloat64s(tensor.F32, []int64{2, 3}, []float64{1, 2, 3, 4, 5, 6}))
	b := tensor.Must(tensor.FromFloat64s(tensor.F32, []int64{3, 2}, []float64{1, 0, 0, 1, 1, 1}))
	c, err := kernels.DotGeneral(a, b, kernels.DotDims{LhsContract: []int64{1}, RhsContract: []int64{0}}, tensor.Invalid)
	if err != nil {
		fmt.Println(err)
		return
	}
	sum, err := kernels.ReduceFast(c, tensor.Scalar(tensor.F32, 0), []int64{1}, kernels.ReduceAdd)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(c)
	fmt.Println(sum)
	// Output:
	// tensor<2x2xf32> [[4, 5], [10, 11]]
	// tensor<2xf32> [9, 21]
}
