package kernels

import (
	"math"
	"math/cmplx"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func TestChloUnary(t *testing.T) {
	tol := tensor.Tolerance{Rel: 1e-13, Abs: 1e-14}
	const eulerGamma = 0.5772156649015329
	tests := []struct {
		op       UnaryOp
		in, want []float64
	}{
		{Erf, []float64{0, 1, -inf}, []float64{0, math.Erf(1), -1}},
		{Erfc, []float64{0, inf}, []float64{1, 0}},
		{ErfInv, []float64{0, 0.5, 1}, []float64{0, math.Erfinv(0.5), inf}},
		{Lgamma, []float64{1, 2, 0.5, -0.5}, []float64{0, 0, math.Log(math.Sqrt(math.Pi)), math.Log(2 * math.Sqrt(math.Pi))}},
		{Digamma, []float64{1, 2, 0.5, 10, 0, -2, -0.5}, []float64{-eulerGamma, 1 - eulerGamma, -eulerGamma - 2*math.Ln2,
			2.251752589066721, nan, nan, 0.03648997397857652}},
		{Acos, []float64{1, -1, 2}, []float64{0, math.Pi, nan}},
		{Asin, []float64{1}, []float64{math.Pi / 2}},
		{Atan, []float64{inf}, []float64{math.Pi / 2}},
		{Sinh, []float64{0}, []float64{0}},
		{Cosh, []float64{0}, []float64{1}},
		{Acosh, []float64{1}, []float64{0}},
		{Asinh, []float64{0}, []float64{0}},
		{Atanh, []float64{1}, []float64{inf}},
		{Conj, []float64{-2}, []float64{-2}},
	}
	for _, tc := range tests {
		got, err := Unary(tc.op, tf(f64, sh(int64(len(tc.in))), tc.in...))
		if err != nil {
			t.Errorf("%s: %v", tc.op, err)
			continue
		}
		if ok, rep := tensor.Close(got, tf(f64, got.Shape(), tc.want...), tol); !ok {
			t.Errorf("%s: %s", tc.op, rep)
		}
	}
	for _, tc := range []struct {
		op   UnaryOp
		want []int64
	}{{IsInf, []int64{1, 1, 0, 0}}, {IsPosInf, []int64{1, 0, 0, 0}}, {IsNegInf, []int64{0, 1, 0, 0}}} {
		got, err := Unary(tc.op, tf(f32, sh(4), inf, -inf, nan, 1))
		expect(t, tc.op.String(), got, err, ti(i1, sh(4), tc.want...))
	}
	c := tensor.Must(tensor.FromComplexes(tensor.C128, sh(1), []complex128{complex(1, 2)}))
	got, err := Unary(Conj, c)
	expect(t, "conj", got, err, tensor.Must(tensor.FromComplexes(tensor.C128, sh(1), []complex128{complex(1, -2)})))
	got, err = Unary(Asinh, c)
	expect(t, "complex asinh", got, err, tensor.Must(tensor.FromComplexes(tensor.C128, sh(1), []complex128{cmplx.Asinh(complex(1, 2))})))
	_, err = Unary(Erf, c)
	expectErr(t, "erf of complex", err)
}
