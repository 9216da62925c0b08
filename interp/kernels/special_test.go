package kernels

import (
	"math"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func TestSpecialFunctions(t *testing.T) {
	tol := tensor.Tolerance{Rel: 1e-13, Abs: 1e-15}
	zeta3 := 1.2020569031595942
	cases := []struct {
		name string
		op   BinaryOp
		a, b []float64
		want []float64
	}{
		{"zeta", Zeta, []float64{2, 3, 2, 1, 0.5, 2}, []float64{1, 1, 2, 1, 1, 0},
			[]float64{math.Pi * math.Pi / 6, zeta3, math.Pi*math.Pi/6 - 1, inf, nan, inf}},
		{"polygamma", Polygamma, []float64{0, 1, 2, 1.5}, []float64{1, 1, 1, 1},
			[]float64{-0.5772156649015329, math.Pi * math.Pi / 6, -2 * zeta3, nan}},
	}
	for _, c := range cases {
		got, err := Binary(c.op, tf(f64, sh(int64(len(c.a))), c.a...), tf(f64, sh(int64(len(c.b))), c.b...))
		if err != nil {
			t.Fatal(err)
		}
		if ok, rep := tensor.Close(got, tf(f64, got.Shape(), c.want...), tol); !ok {
			t.Errorf("%s: %s", c.name, rep)
		}
	}
	i1e, err := Unary(BesselI1e, tf(f64, sh(4), 0, 1, -1, nan))
	if err != nil {
		t.Fatal(err)
	}
	if ok, rep := tensor.Close(i1e, tf(f64, sh(4), 0, 0.2079104153497085, -0.2079104153497085, nan), tol); !ok {
		t.Errorf("bessel_i1e: %s", rep)
	}
	// The series and the asymptotic expansion meet at |x| = 15.
	below, above := besselI1e(math.Nextafter(15, 0)), besselI1e(math.Nextafter(15, 16))
	if math.Abs(below-above) > 1e-14 {
		t.Errorf("bessel_i1e is discontinuous at 15: %v vs %v", below, above)
	}
	na, err := Binary(NextAfter, tf(tensor.F16, sh(2), 1, 1), tf(tensor.F16, sh(2), 2, 1))
	expect(t, "next_after f16", na, err, tf(tensor.F16, sh(2), 1+1.0/1024, 1))
}
