package kernels

import (
	"testing"
)

func TestImplicitBroadcast(t *testing.T) {
	shapeTests := []struct {
		a, b, want []int64
		ok         bool
	}{
		{sh(2, 3), sh(3), sh(2, 3), true},
		{sh(2, 1), sh(1, 4), sh(2, 4), true},
		{nil, sh(5), sh(5), true},
		{sh(2, 3), sh(2), nil, false},
		{sh(0, 1), sh(1, 3), sh(0, 3), true},
	}
	for _, tc := range shapeTests {
		got, err := BroadcastShapes(tc.a, tc.b)
		if (err == nil) != tc.ok || (tc.ok && !equalShapes(got, tc.want)) {
			t.Errorf("BroadcastShapes(%v, %v) = %v, %v", tc.a, tc.b, got, err)
		}
	}
	xs, err := ImplicitBroadcast(ti(i32, sh(2, 1), 1, 2), ti(i32, sh(3), 10, 20, 30))
	if err != nil {
		t.Fatal(err)
	}
	sum, err := Binary(Add, xs[0], xs[1])
	expect(t, "broadcast add", sum, err, ti(i32, sh(2, 3), 11, 21, 31, 12, 22, 32))
	_, err = ImplicitBroadcast(ti(i32, sh(2), 1, 2), ti(i32, sh(3), 1, 2, 3))
	expectErr(t, "incompatible", err)
}

func equalShapes(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
