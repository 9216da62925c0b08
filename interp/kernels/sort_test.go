package kernels

import (
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// lessBody is a comparator built from Compare on operand 0.
func lessBody(dir Direction, typ CompareType) Comparator {
	return func(lhs, rhs []*tensor.Tensor) (bool, error) {
		c, err := Compare(dir, typ, lhs[0], rhs[0])
		if err != nil {
			return false, err
		}
		return c.Ints()[0] == 1, nil
	}
}

func TestSortSpec(t *testing.T) {
	in0 := ti(i64, sh(2, 3), 1, 2, 3, 3, 2, 1)
	in1 := ti(i64, sh(2, 3), 3, 2, 1, 1, 2, 3)
	res, err := Sort([]*tensor.Tensor{in0, in1}, 0, lessBody(GT, NoType))
	if err != nil {
		t.Fatal(err)
	}
	expect(t, "sort result0 (spec)", res[0], nil, ti(i64, sh(2, 3), 3, 2, 3, 1, 2, 1))
	expect(t, "sort result1 (spec)", res[1], nil, ti(i64, sh(2, 3), 1, 2, 1, 3, 2, 3))
	fast, err := SortFast([]*tensor.Tensor{in0, in1}, 0, GT, NoType)
	if err != nil {
		t.Fatal(err)
	}
	expect(t, "sort fast result0 (spec)", fast[0], nil, res[0])
	expect(t, "sort fast result1 (spec)", fast[1], nil, res[1])
}

func TestSortStableAndTotalOrder(t *testing.T) {
	keys := tf(f32, sh(6), 2, nan, negz, 1, 0, negz)
	idx, _ := Iota(i32, sh(6), 0)
	res, err := SortFast([]*tensor.Tensor{keys, idx}, -1, LT, TotalOrder)
	if err != nil {
		t.Fatal(err)
	}
	expect(t, "totalorder keys", res[0], nil, tf(f32, sh(6), negz, negz, 0, 1, 2, nan))
	// Both -0 (elements 2 and 5) sort before +0 (element 4) and keep their order.
	expect(t, "stable indices", res[1], nil, ti(i32, sh(6), 2, 5, 4, 3, 0, 1))
	gen, err := Sort([]*tensor.Tensor{keys, idx}, 0, lessBody(LT, TotalOrder))
	if err != nil {
		t.Fatal(err)
	}
	expect(t, "generic equals fast", gen[1], nil, res[1])

	res, err = SortFast([]*tensor.Tensor{ti(tensor.U8, sh(3), 200, 1, 100)}, 0, LT, NoType)
	if err != nil {
		t.Fatal(err)
	}
	expect(t, "unsigned sort", res[0], nil, ti(tensor.U8, sh(3), 1, 100, 200))
	res, err = SortFast([]*tensor.Tensor{ti(tensor.U8, sh(3), 200, 1, 100)}, 0, LT, Signed)
	if err != nil {
		t.Fatal(err)
	}
	expect(t, "unsigned keys compared signed", res[0], nil, ti(tensor.U8, sh(3), 200, 1, 100))

	_, err = Sort([]*tensor.Tensor{keys}, 1, lessBody(LT, TotalOrder))
	expectErr(t, "bad dimension", err)
	_, err = Sort([]*tensor.Tensor{keys, ti(i32, sh(2), 1, 2)}, 0, lessBody(LT, TotalOrder))
	expectErr(t, "shape mismatch", err)
	_, err = Sort([]*tensor.Tensor{keys}, 0, lessBody(LT, Signed))
	expectErr(t, "comparator error", err)
}
