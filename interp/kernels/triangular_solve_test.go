package kernels

import (
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func TestTriangularSolveSpec(t *testing.T) {
	a := tf(f32, sh(3, 3), 1, 0, 0, 2, 4, 0, 3, 5, 6)
	b := tf(f32, sh(3, 3), 2, 0, 0, 4, 8, 0, 6, 10, 12)
	got, err := TriangularSolve(a, b, true, true, false, NoTranspose)
	expect(t, "triangular_solve (spec)", got, err, tf(f32, sh(3, 3), 2, 0, 0, 0, 2, 0, 0, 0, 2))
}

// Property: for every option combination, op(tri(a)) x = b (or x op(tri(a))
// = b) holds for the returned x.
func TestTriangularSolveProperty(t *testing.T) {
	for _, dt := range []tensor.DType{f64, tensor.C128} {
		a := randT(t, dt, sh(2, 3, 3), 1)
		for i := 0; i < 2; i++ { // make the diagonal dominant
			for d := 0; d < 3; d++ {
				off := i*9 + d*4
				if c := a.Complexes(); c != nil {
					c[off] += 4
				} else {
					a.F64s()[off] += 4
				}
			}
		}
		for _, left := range []bool{true, false} {
			bShape := sh(2, 3, 2)
			if !left {
				bShape = sh(2, 2, 3)
			}
			b := randT(t, dt, bShape, 2)
			for _, lower := range []bool{true, false} {
				for _, unit := range []bool{true, false} {
					for _, mode := range []TransposeMode{NoTranspose, TransposeA, Adjoint} {
						x, err := TriangularSolve(a, b, left, lower, unit, mode)
						if err != nil {
							t.Fatal(err)
						}
						opA := explicitTriangle(t, a, lower, unit, mode)
						var prod *tensor.Tensor
						if left {
							prod, err = DotGeneral(opA, x, DotDims{LhsBatch: sh(0), RhsBatch: sh(0), LhsContract: sh(2), RhsContract: sh(1)}, tensor.Invalid)
						} else {
							prod, err = DotGeneral(x, opA, DotDims{LhsBatch: sh(0), RhsBatch: sh(0), LhsContract: sh(2), RhsContract: sh(1)}, tensor.Invalid)
						}
						if err != nil {
							t.Fatal(err)
						}
						if ok, rep := tensor.Close(prod, b, tensor.Tolerance{Abs: 1e-9}); !ok {
							t.Errorf("%s left=%v lower=%v unit=%v mode=%d: %s", dt, left, lower, unit, mode, rep)
						}
					}
				}
			}
		}
	}
}

// explicitTriangle builds op(tri(a)) with layout kernels only.
func explicitTriangle(t *testing.T, a *tensor.Tensor, lower, unit bool, mode TransposeMode) *tensor.Tensor {
	t.Helper()
	rowsIdx, _ := Iota(i32, a.Shape(), 1)
	colsIdx, _ := Iota(i32, a.Shape(), 2)
	dir := GE
	if !lower {
		dir = LE
	}
	keep, _ := Compare(dir, NoType, rowsIdx, colsIdx)
	zero, _ := tensor.Convert(ti(i32, nil, 0), a.DType())
	one, _ := tensor.Convert(ti(i32, nil, 1), a.DType())
	zeros, _ := BroadcastInDim(zero, a.Shape(), nil)
	tri, _ := Select(keep, a, zeros)
	if unit {
		diag, _ := Compare(EQ, NoType, rowsIdx, colsIdx)
		ones, _ := BroadcastInDim(one, a.Shape(), nil)
		tri, _ = Select(diag, ones, tri)
	}
	if mode == NoTranspose {
		return tri
	}
	tt, _ := Transpose(tri, sh(0, 2, 1))
	if mode == Adjoint && a.DType().IsComplex() {
		re, _ := Unary(Real, tt)
		im, _ := Unary(Imag, tt)
		negIm, _ := Unary(Negate, im)
		tt, _ = Binary(Complex, re, negIm)
	}
	return tt
}

func TestTriangularSolveErrors(t *testing.T) {
	a := tz(f32, sh(3, 3))
	_, err := TriangularSolve(a, tz(f32, sh(2, 3)), true, true, false, NoTranspose)
	expectErr(t, "left side rows", err)
	_, err = TriangularSolve(a, tz(f32, sh(3, 2)), false, true, false, NoTranspose)
	expectErr(t, "right side columns", err)
	_, err = TriangularSolve(tz(f32, sh(3, 2)), tz(f32, sh(3, 2)), true, true, false, NoTranspose)
	expectErr(t, "non-square a", err)
	_, err = TriangularSolve(tz(i32, sh(2, 2)), tz(i32, sh(2, 2)), true, true, false, NoTranspose)
	expectErr(t, "integers", err)
	_, err = TriangularSolve(a, tz(f32, sh(3, 3)), true, true, false, TransposeMode(7))
	expectErr(t, "bad mode", err)
	for _, s := range []string{"NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"} {
		if _, err := ParseTransposeMode(s); err != nil {
			t.Error(err)
		}
	}
	if _, err := ParseTransposeMode("CONJ"); err == nil {
		t.Error("CONJ accepted")
	}
}
