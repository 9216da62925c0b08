package kernels

import (
	"fmt"
	"math/cmplx"

	"github.com/symopt/symopt/interp/tensor"
)

// Transpose modes of triangular_solve's transpose_a.
type TransposeMode uint8

// transpose_a values.
const (
	NoTranspose TransposeMode = iota
	TransposeA
	Adjoint
)

// ParseTransposeMode reads "NO_TRANSPOSE", "TRANSPOSE" or "ADJOINT".
func ParseTransposeMode(s string) (TransposeMode, error) {
	switch s {
	case "NO_TRANSPOSE":
		return NoTranspose, nil
	case "TRANSPOSE":
		return TransposeA, nil
	case "ADJOINT":
		return Adjoint, nil
	}
	return 0, fmt.Errorf("unknown transpose_a %q", s)
}

// TriangularSolve solves op(a) x = b (leftSide) or x op(a) = b for x,
// batched over leading axes. Only the lower (or upper) triangle of a is
// read; unitDiagonal takes its diagonal as ones. Computed in complex128
// (float64 for real types) and rounded once to the element type.
func TriangularSolve(a, b *tensor.Tensor, leftSide, lower, unitDiagonal bool, mode TransposeMode) (*tensor.Tensor, error) {
	const op = "triangular_solve"
	dt := a.DType()
	if dt != b.DType() || !(dt.IsFloat() || dt.IsComplex()) {
		return nil, fmt.Errorf("%s: operands %s and %s must share a float or complex type", op, a.TypeString(), b.TypeString())
	}
	r := a.Rank()
	if r < 2 || b.Rank() != r || a.Shape()[r-1] != a.Shape()[r-2] {
		return nil, fmt.Errorf("%s: a %s must be a batch of square matrices matching b %s", op, a.TypeString(), b.TypeString())
	}
	for d := 0; d < r-2; d++ {
		if a.Shape()[d] != b.Shape()[d] {
			return nil, fmt.Errorf("%s: batch dimensions of %s and %s differ", op, a.TypeString(), b.TypeString())
		}
	}
	m := int(a.Shape()[r-1])
	rows, cols := int(b.Shape()[r-2]), int(b.Shape()[r-1])
	if (leftSide && rows != m) || (!leftSide && cols != m) {
		return nil, fmt.Errorf("%s: b %s does not fit a %s on the %s side", op, b.TypeString(), a.TypeString(), map[bool]string{true: "left", false: "right"}[leftSide])
	}
	if mode > Adjoint {
		return nil, fmt.Errorf("%s: invalid transpose_a %d", op, mode)
	}
	ac, _ := tensor.Convert(a, tensor.C128)
	bc, _ := tensor.Convert(b, tensor.C128)
	A, B := ac.Complexes(), bc.Complexes()
	X := make([]complex128, len(B))
	batch := len(B) / max(rows*cols, 1)
	for k := 0; k < batch && rows*cols > 0; k++ {
		T, tLower := triangle(A[k*m*m:(k+1)*m*m], m, lower, unitDiagonal, mode)
		rhs := B[k*rows*cols : (k+1)*rows*cols]
		out := X[k*rows*cols : (k+1)*rows*cols]
		if leftSide {
			solveLeft(T, m, tLower, rhs, cols, out)
			continue
		}
		// x T = b  <=>  T^t x^t = b^t.
		Tt := make([]complex128, m*m)
		for i := 0; i < m; i++ {
			for j := 0; j < m; j++ {
				Tt[j*m+i] = T[i*m+j]
			}
		}
		bt := make([]complex128, rows*cols)
		for i := 0; i < rows; i++ {
			for j := 0; j < cols; j++ {
				bt[j*rows+i] = rhs[i*cols+j]
			}
		}
		xt := make([]complex128, rows*cols)
		solveLeft(Tt, m, !tLower, bt, rows, xt)
		for i := 0; i < rows; i++ {
			for j := 0; j < cols; j++ {
				out[i*cols+j] = xt[j*rows+i]
			}
		}
	}
	res, err := tensor.FromComplexes(tensor.C128, b.Shape(), X)
	if err != nil {
		return nil, err
	}
	return tensor.Convert(res, dt)
}

// triangle builds op(tri(a)) as a dense matrix and reports whether it is
// lower triangular.
func triangle(a []complex128, m int, lower, unit bool, mode TransposeMode) ([]complex128, bool) {
	T := make([]complex128, m*m)
	for i := 0; i < m; i++ {
		for j := 0; j < m; j++ {
			if (lower && j > i) || (!lower && j < i) {
				continue
			}
			v := a[i*m+j]
			if i == j && unit {
				v = 1
			}
			switch mode {
			case NoTranspose:
				T[i*m+j] = v
			case TransposeA:
				T[j*m+i] = v
			case Adjoint:
				T[j*m+i] = cmplx.Conj(v)
			}
		}
	}
	if mode == NoTranspose {
		return T, lower
	}
	return T, !lower
}

// solveLeft solves T x = b for an m x n right-hand side by forward or
// backward substitution.
func solveLeft(T []complex128, m int, lower bool, b []complex128, n int, x []complex128) {
	for step := 0; step < m; step++ {
		i := step
		if !lower {
			i = m - 1 - step
		}
		for c := 0; c < n; c++ {
			sum := b[i*n+c]
			for j := 0; j < m; j++ {
				if (lower && j < i) || (!lower && j > i) {
					sum -= T[i*m+j] * x[j*n+c]
				}
			}
			x[i*n+c] = sum / T[i*m+i]
		}
	}
}
