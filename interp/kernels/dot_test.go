package kernels

import (
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func TestDotGeneralSpec(t *testing.T) {
	lhs := ti(i64, sh(2, 2, 2), 1, 2, 3, 4, 5, 6, 7, 8)
	rhs := ti(i64, sh(2, 2, 2), 1, 0, 0, 1, 1, 0, 0, 1)
	got, err := DotGeneral(lhs, rhs, DotDims{LhsBatch: sh(0), RhsBatch: sh(0), LhsContract: sh(2), RhsContract: sh(1)}, tensor.Invalid)
	expect(t, "dot_general (spec)", got, err, lhs)

	got, err = DotGeneral(ti(tensor.I8, sh(1, 2), 100, 100), ti(tensor.I8, sh(2, 1), 2, 2), DotDims{LhsContract: sh(1), RhsContract: sh(0)}, i32)
	expect(t, "i8 to i32 result", got, err, ti(i32, sh(1, 1), 400))
	got, err = DotGeneral(ti(tensor.I8, sh(1, 2), 100, 100), ti(tensor.I8, sh(2, 1), 2, 2), DotDims{LhsContract: sh(1), RhsContract: sh(0)}, tensor.Invalid)
	expect(t, "i8 wraps", got, err, ti(tensor.I8, sh(1, 1), -112))

	got, err = DotGeneral(tf(f32, sh(3), 1, 2, 3), tf(f32, sh(2), 10, 20), DotDims{}, tensor.Invalid)
	expect(t, "outer product", got, err, tf(f32, sh(3, 2), 10, 20, 20, 40, 30, 60))
	got, err = DotGeneral(tf(f32, sh(0, 3)), tf(f32, sh(3, 2), 1, 2, 3, 4, 5, 6), DotDims{LhsContract: sh(1), RhsContract: sh(0)}, tensor.Invalid)
	expect(t, "empty rows", got, err, tf(f32, sh(0, 2)))
	got, err = DotGeneral(tf(f32, sh(2, 0)), tf(f32, sh(0, 2)), DotDims{LhsContract: sh(1), RhsContract: sh(0)}, tensor.Invalid)
	expect(t, "empty contraction is zero", got, err, tf(f32, sh(2, 2), 0, 0, 0, 0))

	_, err = DotGeneral(tz(f32, sh(2, 3)), tz(f32, sh(2, 3)), DotDims{LhsContract: sh(1), RhsContract: sh(0)}, tensor.Invalid)
	expectErr(t, "contracting size mismatch", err)
	_, err = DotGeneral(tz(f32, sh(2, 3)), tz(f32, sh(3, 2)), DotDims{LhsContract: sh(1, 1), RhsContract: sh(0, 1)}, tensor.Invalid)
	expectErr(t, "repeated contracting dim", err)
	_, err = DotGeneral(tz(f32, sh(2, 3)), tz(f32, sh(3, 2)), DotDims{LhsContract: sh(1)}, tensor.Invalid)
	expectErr(t, "unpaired dims", err)
}

// naiveDot computes dot_general by definition in float64 per result element.
func naiveDot(lhs, rhs *tensor.Tensor, d DotDims) []float64 {
	var bShape, kShape, mShape, nShape []int64
	for _, x := range d.LhsBatch {
		bShape = append(bShape, lhs.Shape()[x])
	}
	for _, x := range d.LhsContract {
		kShape = append(kShape, lhs.Shape()[x])
	}
	for i := range lhs.Shape() {
		if !contains(d.LhsBatch, int64(i)) && !contains(d.LhsContract, int64(i)) {
			mShape = append(mShape, lhs.Shape()[i])
		}
	}
	for i := range rhs.Shape() {
		if !contains(d.RhsBatch, int64(i)) && !contains(d.RhsContract, int64(i)) {
			nShape = append(nShape, rhs.Shape()[i])
		}
	}
	outShape := append(append(append([]int64{}, bShape...), mShape...), nShape...)
	n, _ := tensor.NumElements(outShape)
	out := make([]float64, n)
	ls, rs := tensor.Strides(lhs.Shape()), tensor.Strides(rhs.Shape())
	for o := 0; o < n; o++ {
		oi := tensor.MultiIndex(outShape, o)
		bi, mi, ni := oi[:len(bShape)], oi[len(bShape):len(bShape)+len(mShape)], oi[len(bShape)+len(mShape):]
		nk, _ := tensor.NumElements(kShape)
		for k := 0; k < nk; k++ {
			ki := tensor.MultiIndex(kShape, k)
			li, ri := make([]int64, lhs.Rank()), make([]int64, rhs.Rank())
			for j, x := range d.LhsBatch {
				li[x] = bi[j]
				ri[d.RhsBatch[j]] = bi[j]
			}
			for j, x := range d.LhsContract {
				li[x] = ki[j]
				ri[d.RhsContract[j]] = ki[j]
			}
			m := 0
			for i := range li {
				if !contains(d.LhsBatch, int64(i)) && !contains(d.LhsContract, int64(i)) {
					li[i] = mi[m]
					m++
				}
			}
			m = 0
			for i := range ri {
				if !contains(d.RhsBatch, int64(i)) && !contains(d.RhsContract, int64(i)) {
					ri[i] = ni[m]
					m++
				}
			}
			out[o] += lhs.Float64At(flatIndex(li, ls)) * rhs.Float64At(flatIndex(ri, rs))
		}
	}
	return out
}

// Property: dot_general agrees with a definition-by-loops reference on
// random shapes and dimension layouts.
func TestDotGeneralRandom(t *testing.T) {
	cases := []struct {
		l, r []int64
		d    DotDims
	}{
		{sh(5, 7), sh(7, 3), DotDims{LhsContract: sh(1), RhsContract: sh(0)}},
		{sh(7, 5), sh(3, 7), DotDims{LhsContract: sh(0), RhsContract: sh(1)}},
		{sh(2, 4, 3, 5), sh(5, 2, 6, 3), DotDims{LhsBatch: sh(0), RhsBatch: sh(1), LhsContract: sh(3, 2), RhsContract: sh(0, 3)}},
		{sh(3, 2, 70), sh(2, 70, 300), DotDims{LhsBatch: sh(1), RhsBatch: sh(0), LhsContract: sh(2), RhsContract: sh(1)}},
		{sh(4), sh(4), DotDims{LhsContract: sh(0), RhsContract: sh(0)}},
	}
	for seed, c := range cases {
		for _, dt := range []tensor.DType{f64, i32} {
			l := randT(t, dt, c.l, uint64(2*seed))
			r := randT(t, dt, c.r, uint64(2*seed+1))
			got, err := DotGeneral(l, r, c.d, tensor.Invalid)
			if err != nil {
				t.Fatalf("case %d: %v", seed, err)
			}
			want := tensor.Must(tensor.FromFloat64s(dt, got.Shape(), naiveDot(l, r, c.d)))
			if ok, rep := tensor.Close(got, want, tensor.Tolerance{Rel: 1e-12}); !ok {
				t.Errorf("case %d %s: %s", seed, dt, rep)
			}
		}
	}
}

func TestDotGeneralAccumulation(t *testing.T) {
	d := DotDims{LhsContract: sh(0), RhsContract: sh(0)}
	got, err := DotGeneral(tf(f32, sh(3), 1e8, 1, -1e8), tf(f32, sh(3), 1, 1, 1), d, tensor.Invalid)
	expect(t, "f32 accumulates in f32, in order", got, err, tf(f32, nil, 0))
	got, err = DotGeneral(tf(f64, sh(3), 1e8, 1, -1e8), tf(f64, sh(3), 1, 1, 1), d, tensor.Invalid)
	expect(t, "f64", got, err, tf(f64, nil, 1))
	got, err = DotGeneral(tf(tensor.F16, sh(3), 2048, 1, 1), tf(tensor.F16, sh(3), 1, 1, 1), d, tensor.Invalid)
	expect(t, "f16 accumulates in f32 and rounds once", got, err, tf(tensor.F16, nil, 2050))
}
