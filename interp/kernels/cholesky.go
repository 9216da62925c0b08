package kernels

import (
	"fmt"
	"math"
	"math/cmplx"

	"github.com/symopt/symopt/interp/tensor"
)

// Cholesky factors each matrix of a batch of Hermitian positive-definite
// matrices a: a = L·Lᴴ with L lower triangular (lower) or a = Uᴴ·U with U
// upper triangular. Only that triangle of a is read; the other triangle of
// the result is zero. A matrix that is not positive-definite yields NaNs
// (the specification leaves it implementation-defined). Computed in
// float64/complex128 and rounded once.
func Cholesky(a *tensor.Tensor, lower bool) (*tensor.Tensor, error) {
	const op = "cholesky"
	dt := a.DType()
	r := a.Rank()
	if !(dt.IsFloat() || dt.IsComplex()) || r < 2 || a.Shape()[r-1] != a.Shape()[r-2] {
		return nil, fmt.Errorf("%s: operand %s must be a batch of square float or complex matrices", op, a.TypeString())
	}
	n := int(a.Shape()[r-1])
	ac, _ := tensor.Convert(a, tensor.C128)
	A := ac.Complexes()
	out := make([]complex128, len(A))
	for base := 0; base < len(A); base += n * n {
		m := A[base : base+n*n]
		at := func(i, j int) complex128 { // the lower-triangle view of m
			if lower {
				return m[i*n+j]
			}
			return cmplx.Conj(m[j*n+i])
		}
		L := make([]complex128, n*n)
		for j := 0; j < n; j++ {
			d := real(at(j, j))
			for k := 0; k < j; k++ {
				v := L[j*n+k]
				d -= real(v)*real(v) + imag(v)*imag(v)
			}
			ljj := math.Sqrt(d)
			L[j*n+j] = complex(ljj, 0)
			for i := j + 1; i < n; i++ {
				s := at(i, j)
				for k := 0; k < j; k++ {
					s -= L[i*n+k] * cmplx.Conj(L[j*n+k])
				}
				L[i*n+j] = s / complex(ljj, 0)
			}
		}
		res := out[base : base+n*n]
		for i := 0; i < n; i++ {
			for j := 0; j <= i; j++ {
				if lower {
					res[i*n+j] = L[i*n+j]
				} else {
					res[j*n+i] = cmplx.Conj(L[i*n+j])
				}
			}
		}
	}
	res, err := tensor.FromComplexes(tensor.C128, a.Shape(), out)
	if err != nil {
		return nil, err
	}
	return tensor.Convert(res, dt)
}
