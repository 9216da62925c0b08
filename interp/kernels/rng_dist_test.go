package kernels

import (
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// TestRng checks shapes, types, ranges, reproducibility and the refused
// combinations of stablehlo.rng.
func TestRng(t *testing.T) {
	f := func(dt tensor.DType, v float64) *tensor.Tensor { return tensor.Scalar(dt, v) }
	cases := []struct {
		dist   string
		a, b   *tensor.Tensor
		out    tensor.DType
		shape  []int64
		lo, hi float64 // UNIFORM range [lo, hi)
		ok     bool
	}{
		{"UNIFORM", f(tensor.F32, -1), f(tensor.F32, 1), tensor.F32, []int64{3, 50}, -1, 1, true},
		{"UNIFORM", f(tensor.I16, 5), f(tensor.I16, 9), tensor.I16, []int64{200}, 5, 9, true},
		{"UNIFORM", f(tensor.U8, 250), f(tensor.U8, 255), tensor.U8, []int64{64}, 250, 255, true},
		{"UNIFORM", f(tensor.BF16, 0), f(tensor.BF16, 1), tensor.BF16, []int64{500}, 0, 1, true},
		{"NORMAL", f(tensor.F64, 3), f(tensor.F64, 0.5), tensor.F64, []int64{2, 2}, 0, 0, true},
		{"UNIFORM", f(tensor.F32, 1), f(tensor.F32, 1), tensor.F32, []int64{2}, 0, 0, false},
		{"NORMAL", f(tensor.I32, 0), f(tensor.I32, 1), tensor.I32, []int64{2}, 0, 0, false},
		{"POISSON", f(tensor.F32, 0), f(tensor.F32, 1), tensor.F32, []int64{2}, 0, 0, false},
		{"UNIFORM", f(tensor.F32, 0), f(tensor.F32, 1), tensor.F32, []int64{-2}, 0, 0, false},
	}
	for _, c := range cases {
		r, err := Rng(c.dist, c.a, c.b, c.out, c.shape, 9)
		if (err == nil) != c.ok {
			t.Errorf("%s %s %v: error %v, want ok=%v", c.dist, c.out, c.shape, err, c.ok)
			continue
		}
		if !c.ok {
			continue
		}
		if r.DType() != c.out || !tensor.SameShape(r.Shape(), c.shape) {
			t.Errorf("%s: got %s, want %s of shape %v", c.dist, r.TypeString(), c.out, c.shape)
		}
		if c.dist == "UNIFORM" {
			for i := 0; i < r.Len(); i++ {
				if v := r.Float64At(i); v < c.lo || v >= c.hi {
					t.Errorf("%s %s: element %d = %v outside [%v, %v)", c.dist, c.out, i, v, c.lo, c.hi)
					break
				}
			}
		}
		again, _ := Rng(c.dist, c.a, c.b, c.out, c.shape, 9)
		other, _ := Rng(c.dist, c.a, c.b, c.out, c.shape, 10)
		same, differs := true, false
		for i := 0; i < r.Len(); i++ {
			same = same && r.BitsAt(i) == again.BitsAt(i)
			differs = differs || r.BitsAt(i) != other.BitsAt(i)
		}
		if !same || !differs {
			t.Errorf("%s %s: same seed reproduces %v, another seed differs %v", c.dist, c.out, same, differs)
		}
	}
}
