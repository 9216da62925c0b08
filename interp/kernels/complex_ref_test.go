package kernels

import (
	"math"
	"math/cmplx"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func complexes(t *testing.T, dt tensor.DType, v ...complex128) *tensor.Tensor {
	t.Helper()
	x, err := tensor.FromComplexes(dt, []int64{int64(len(v))}, v)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// sameComplex compares parts by bits, any NaN matching any NaN; tol > 0
// allows that relative error instead.
func sameComplex(got, want complex128, tol float64) bool {
	part := func(g, w float64) bool {
		switch {
		case math.IsNaN(g) || math.IsNaN(w):
			return math.IsNaN(g) && math.IsNaN(w)
		case tol == 0 || math.IsInf(w, 0):
			return math.Float64bits(g) == math.Float64bits(w)
		case w == 0:
			return math.Abs(g) <= tol
		}
		return math.Abs(g-w) <= tol*math.Abs(w)
	}
	return part(real(got), real(want)) && part(imag(got), imag(want))
}

func TestComplexMultiplyAsReference(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	tests := []struct {
		name string
		dt   tensor.DType
		a, b complex128
		want complex128
	}{
		// The schoolbook formula: inf*0 is NaN, no C99 recovery.
		{"inf times one", tensor.C128, complex(inf, 0), complex(1, 0), complex(inf, nan)},
		{"inf+inf i squared", tensor.C128, complex(inf, inf), complex(inf, inf), complex(nan, inf)},
		{"one+inf i squared", tensor.C128, complex(1, inf), complex(1, inf), complex(-inf, inf)},
		// complex<f32> products overflow in f32 before the difference.
		{"f32 overflow in a product", tensor.C64, complex(1e20, 1e20), complex(1e20, 1e20), complex(nan, inf)},
		{"f32 rounds each product", tensor.C64, complex(float64(float32(3.7)), float64(float32(-0.9))), complex(float64(float32(3.7)), float64(float32(-0.9))),
			complex(float64(float32(float32(3.7)*float32(3.7))-float32(float32(-0.9)*float32(-0.9))), float64(float32(3.7)*float32(-0.9)+float32(-0.9)*float32(3.7)))},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, b := complexes(t, tc.dt, tc.a), complexes(t, tc.dt, tc.b)
			for _, op := range []string{"multiply", "square"} {
				var got *tensor.Tensor
				var err error
				if op == "square" {
					if tc.a != tc.b {
						continue
					}
					got, err = Binary(Multiply, a, a)
				} else {
					got, err = Binary(Multiply, a, b)
				}
				if err != nil {
					t.Fatal(err)
				}
				if g := got.Complexes()[0]; !sameComplex(g, tc.want, 0) {
					t.Errorf("%s: %v * %v = %v, want %v", op, tc.a, tc.b, g, tc.want)
				}
			}
		})
	}
}

func TestComplexAtan2AndCbrt(t *testing.T) {
	for _, dt := range []tensor.DType{tensor.C64, tensor.C128} {
		y := complexes(t, dt, 1, -1, 3, complex(0.5, 0))
		x := complexes(t, dt, 0, 0, 4, complex(-2, 0))
		got, err := Binary(Atan2, y, x)
		if err != nil {
			t.Fatalf("%s: %v", dt, err)
		}
		tol := 1e-15
		if dt == tensor.C64 {
			tol = 1e-6
		}
		want := []complex128{complex(math.Pi/2, math.Copysign(0, -1)), complex(-math.Pi/2, 0), complex(math.Atan2(3, 4), 0), complex(math.Atan2(0.5, -2), 0)}
		for i, w := range want {
			// The signs of the zero imaginary parts of i*pi/2 are the reference's.
			if g := got.Complexes()[i]; !sameComplex(g, w, tol) || i < 2 && math.Signbit(imag(g)) != math.Signbit(imag(w)) {
				t.Errorf("%s atan2 element %d: %v, want %v", dt, i, g, w)
			}
		}
		c, err := Unary(Cbrt, complexes(t, dt, complex(3, 4), -8, complex(0, 27)))
		if err != nil {
			t.Fatalf("%s: %v", dt, err)
		}
		wantC := []complex128{complex(1.6289371459221759, 0.5201745023045458), complex(1, math.Sqrt(3)), cmplx.Rect(3, math.Pi/6)}
		for i, w := range wantC {
			if g := c.Complexes()[i]; !sameComplex(g, w, tol) {
				t.Errorf("%s cbrt element %d: %v, want %v", dt, i, g, w)
			}
		}
	}
}
