package kernels

import (
	"math"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func TestCholeskySpec(t *testing.T) {
	a := tf(f64, sh(3, 3), 1, 2, 3, 2, 20, 26, 3, 26, 70)
	got, err := Cholesky(a, true)
	expect(t, "cholesky (spec)", got, err, tf(f64, sh(3, 3), 1, 0, 0, 2, 4, 0, 3, 5, 6))
	up, err := Cholesky(a, false)
	expect(t, "cholesky upper", up, err, tf(f64, sh(3, 3), 1, 2, 3, 0, 4, 5, 0, 0, 6))
	bad, err := Cholesky(tf(f64, sh(2, 2), -1, 0, 0, 1), true)
	if err != nil || !math.IsNaN(bad.F64s()[0]) {
		t.Errorf("not positive-definite: %v %v", bad, err)
	}
	_, err = Cholesky(tf(f64, sh(2, 3), 1, 2, 3, 4, 5, 6), true)
	expectErr(t, "non-square", err)
	_, err = Cholesky(ti(i32, sh(1, 1), 1), true)
	expectErr(t, "integers", err)
}

// Property: L·Lᴴ reproduces a random Hermitian positive-definite matrix.
func TestCholeskyReconstructs(t *testing.T) {
	m := randT(t, tensor.C128, sh(2, 4, 4), 3)
	dims := DotDims{LhsBatch: sh(0), RhsBatch: sh(0), LhsContract: sh(2), RhsContract: sh(2)}
	conj := func(x *tensor.Tensor) *tensor.Tensor {
		re, _ := Unary(Real, x)
		im, _ := Unary(Imag, x)
		ni, _ := Unary(Negate, im)
		c, _ := Binary(Complex, re, ni)
		return c
	}
	a, err := DotGeneral(m, conj(m), dims, tensor.Invalid) // m·mᴴ
	if err != nil {
		t.Fatal(err)
	}
	eye, _ := Iota(i32, sh(2, 4, 4), 1)
	eyeC, _ := Iota(i32, sh(2, 4, 4), 2)
	diag, _ := Compare(EQ, NoType, eye, eyeC)
	four, _ := tensor.Convert(ti(i32, sh(2, 4, 4), fill(32, 4)...), tensor.C128)
	zero, _ := tensor.New(tensor.C128, sh(2, 4, 4))
	shift, _ := Select(diag, four, zero)
	a, _ = Binary(Add, a, shift)
	for _, lower := range []bool{true, false} {
		l, err := Cholesky(a, lower)
		if err != nil {
			t.Fatal(err)
		}
		var back *tensor.Tensor
		if lower {
			back, err = DotGeneral(l, conj(l), dims, tensor.Invalid)
		} else {
			back, err = DotGeneral(conj(transpose12(l)), transpose12(l), dims, tensor.Invalid)
		}
		if err != nil {
			t.Fatal(err)
		}
		if ok, rep := tensor.Close(back, a, tensor.Tolerance{Abs: 1e-9}); !ok {
			t.Errorf("lower=%v: %s", lower, rep)
		}
	}
}

func fill(n int, v int64) []int64 {
	o := make([]int64, n)
	for i := range o {
		o[i] = v
	}
	return o
}

func transpose12(x *tensor.Tensor) *tensor.Tensor {
	y, _ := Transpose(x, sh(0, 2, 1))
	return y
}
