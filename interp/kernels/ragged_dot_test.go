package kernels

import (
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func TestRaggedDotModes(t *testing.T) {
	mm := DotDims{LhsContract: sh(1), RhsContract: sh(0)}
	sizes := ti(i32, sh(2), 1, 2)

	// Mode 1: [m, k] x [g, k, n] -> [m, n]; row 0 uses group 0, rows 1-2
	// group 1, row 3 lies past the groups.
	lhs := tf(f64, sh(4, 2), 1, 2, 3, 4, 5, 6, 7, 8)
	rhs := tf(f64, sh(2, 2, 3), 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1)
	got, err := RaggedDot(lhs, rhs, sizes, RaggedDotDims{DotDims: DotDims{LhsContract: sh(1), RhsContract: sh(1)}, LhsRagged: sh(0), RhsGroup: sh(0)}, tensor.Invalid)
	expect(t, "ragged rows", got, err, tf(f64, sh(4, 3), 1, 2, 0, 4, 4, 7, 6, 6, 11, 0, 0, 0))

	// Mode 2: [m, k] x [k, n] -> [g, m, n]; group 0 sums k in [0, 1), group
	// 1 sums k in [1, 3).
	l2 := tf(f64, sh(2, 4), 1, 2, 3, 4, 5, 6, 7, 8)
	r2 := tf(f64, sh(4, 1), 1, 10, 100, 1000)
	got, err = RaggedDot(l2, r2, sizes, RaggedDotDims{DotDims: mm, LhsRagged: sh(1)}, tensor.Invalid)
	expect(t, "ragged contracting", got, err, tf(f64, sh(2, 2, 1), 1, 5, 320, 760))

	// Mode 3: ragged batch; batch 2 lies past the groups.
	l3 := tf(f64, sh(3, 1, 2), 1, 2, 3, 4, 5, 6)
	r3 := tf(f64, sh(3, 2, 1), 1, 1, 1, 1, 1, 1)
	got, err = RaggedDot(l3, r3, ti(i32, sh(2), 1, 1), RaggedDotDims{DotDims: DotDims{LhsBatch: sh(0), RhsBatch: sh(0), LhsContract: sh(2), RhsContract: sh(1)}, LhsRagged: sh(0)}, tensor.Invalid)
	expect(t, "ragged batch", got, err, tf(f64, sh(3, 1, 1), 3, 7, 0))

	// An infinite value in a row outside a group does not leak into it.
	inf := tf(f64, sh(2, 1), 1, inf)
	got, err = RaggedDot(inf, tf(f64, sh(1, 1, 1), 2), ti(i32, sh(1), 1), RaggedDotDims{DotDims: DotDims{LhsContract: sh(1), RhsContract: sh(1)}, LhsRagged: sh(0), RhsGroup: sh(0)}, tensor.Invalid)
	expect(t, "row past the groups is zero", got, err, tf(f64, sh(2, 1), 2, 0))

	bad := []RaggedDotDims{
		{DotDims: mm, LhsRagged: nil},
		{DotDims: mm, LhsRagged: sh(0)},                  // non-contracting without a group dimension
		{DotDims: mm, LhsRagged: sh(1), RhsGroup: sh(0)}, // contracting with a group dimension
		{DotDims: mm, LhsRagged: sh(5)},
	}
	for i, d := range bad {
		_, err := RaggedDot(l2, r2, sizes, d, tensor.Invalid)
		if err == nil {
			t.Errorf("bad dimension numbers %d accepted", i)
		}
	}
	_, err = RaggedDot(l2, r2, ti(i32, sh(2), -1, 2), RaggedDotDims{DotDims: mm, LhsRagged: sh(1)}, tensor.Invalid)
	expectErr(t, "negative group size", err)
}
