package lowering

import (
	"fmt"

	"github.com/symopt/symopt/interp/tensor"
	"github.com/symopt/symopt/lowering/kernel"
)

// Kernels hold a complex tensor in a buffer of its part type, the real
// and imaginary parts of element i at 2i and 2i+1.

// bufferLen is the number of kernel buffer elements holding t.
func bufferLen(t *tensor.Tensor) int {
	if t.DType().IsComplex() {
		return 2 * t.Len()
	}
	return t.Len()
}

// complexBuffer lays complex tensor t out as parts of type elem.
func complexBuffer(t *tensor.Tensor, elem kernel.Type) *kernel.Buffer {
	b := kernel.NewBuffer(elem, 2*t.Len())
	for i := 0; i < t.Len(); i++ {
		c := t.ComplexAt(i)
		b.Set(2*i, real(c))
		b.Set(2*i+1, imag(c))
	}
	return b
}

// compareComplex compares both parts of every element of want with got,
// each within the tolerance of the part type.
func compareComplex(got *kernel.Buffer, want *tensor.Tensor, elem kernel.Type, scale float64) error {
	if got.Len() != 2*want.Len() {
		return fmt.Errorf("%d parts, want %d", got.Len(), 2*want.Len())
	}
	parts := make([]float64, 2*want.Len())
	for i := 0; i < want.Len(); i++ {
		c := want.ComplexAt(i)
		parts[2*i], parts[2*i+1] = real(c), imag(c)
	}
	w, err := tensor.FromFloat64s(tensor.F64, []int64{int64(len(parts))}, parts)
	if err != nil {
		return err
	}
	if err := compare(got, w, elem, scale); err != nil {
		return fmt.Errorf("complex parts (re, im, re, ...): %w", err)
	}
	return nil
}
