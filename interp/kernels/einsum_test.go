package kernels

import "testing"

func TestEinsum(t *testing.T) {
	a := ti(i32, sh(2, 3), 1, 2, 3, 4, 5, 6)
	b := ti(i32, sh(3, 2), 1, 0, 0, 1, 1, 1)
	got, err := Einsum("ab,bc->ac", a, b)
	expect(t, "matmul", got, err, ti(i32, sh(2, 2), 4, 5, 10, 11))
	got, err = Einsum("ab,bc->ca", a, b)
	expect(t, "matmul transposed out", got, err, ti(i32, sh(2, 2), 4, 10, 5, 11))
	got, err = Einsum("ab->ba", a)
	expect(t, "transpose", got, err, ti(i32, sh(3, 2), 1, 4, 2, 5, 3, 6))
	got, err = Einsum("ab->a", a)
	expect(t, "row sums", got, err, ti(i32, sh(2), 6, 15))
	got, err = Einsum("ab,ab->a", a, a)
	expect(t, "batched dot", got, err, ti(i32, sh(2), 14, 77))
	got, err = Einsum("ab,c->abc", ti(i32, sh(1, 2), 1, 2), ti(i32, sh(2), 3, 4))
	expect(t, "outer", got, err, ti(i32, sh(1, 2, 2), 3, 4, 6, 8))
	got, err = Einsum("ab,cd->ac", a, b)
	expect(t, "sums of unshared labels", got, err, ti(i32, sh(2, 3), 6, 6, 12, 15, 15, 30))
	for _, bad := range []string{"ab,bc", "aa->a", "ab,bc->ad", "a...,b->ab", "ab->abc"} {
		_, err := Einsum(bad, a, b)
		if bad == "aa->a" || bad == "ab->abc" {
			_, err = Einsum(bad, a)
		}
		expectErr(t, bad, err)
	}
}
