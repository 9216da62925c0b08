package kernels

import "testing"

func TestIndexSelect(t *testing.T) {
	x := ti(i32, sh(3, 2), 1, 2, 3, 4, 5, 6)
	got, err := IndexSelect(x, ti(i32, sh(2), 2, 0), 0, 0)
	expect(t, "rows", got, err, ti(i32, sh(2, 2), 5, 6, 1, 2))
	got, err = IndexSelect(x, ti(i32, sh(2, 2), 1, 0, 0, 0), 1, 0)
	expect(t, "columns with a 2-d index", got, err, ti(i32, sh(3, 2, 2), 2, 1, 1, 1, 4, 3, 3, 3, 6, 5, 5, 5))
	b := ti(i32, sh(2, 3), 10, 11, 12, 20, 21, 22)
	got, err = IndexSelect(b, ti(i32, sh(2, 2), 0, 2, 1, 1), 1, 1)
	expect(t, "batched", got, err, ti(i32, sh(2, 2), 10, 12, 21, 21))
	got, err = IndexSelect(x, ti(i32, sh(1), 7), 0, 0)
	expect(t, "clamped", got, err, ti(i32, sh(1, 2), 5, 6))
	_, err = IndexSelect(x, ti(i32, sh(1), 0), 2, 0)
	expectErr(t, "dim out of range", err)
	_, err = IndexSelect(x, ti(i32, sh(1), 0), 0, 1)
	expectErr(t, "dim inside batch dims", err)
}
