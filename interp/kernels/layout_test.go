package kernels

import (
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func TestLayoutOps(t *testing.T) {
	x232 := ti(i32, sh(2, 3, 2), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)

	got, err := Iota(i32, sh(4, 5), 0)
	expect(t, "iota dim 0 (spec)", got, err, ti(i32, sh(4, 5), 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3))
	got, err = Iota(f32, sh(2, 3), 1)
	expect(t, "iota f32 dim 1", got, err, tf(f32, sh(2, 3), 0, 1, 2, 0, 1, 2))

	got, err = BroadcastInDim(ti(i32, sh(1, 3), 1, 2, 3), sh(2, 3, 2), sh(2, 1))
	expect(t, "broadcast_in_dim (spec)", got, err, ti(i32, sh(2, 3, 2), 1, 1, 2, 2, 3, 3, 1, 1, 2, 2, 3, 3))
	got, err = BroadcastInDim(ti(i32, nil, 7), sh(2), nil)
	expect(t, "broadcast scalar", got, err, ti(i32, sh(2), 7, 7))

	got, err = Transpose(x232, sh(2, 1, 0))
	expect(t, "transpose (spec)", got, err, ti(i32, sh(2, 3, 2), 1, 7, 3, 9, 5, 11, 2, 8, 4, 10, 6, 12))

	got, err = Reverse(ti(i32, sh(3, 2), 1, 2, 3, 4, 5, 6), sh(1))
	expect(t, "reverse (spec)", got, err, ti(i32, sh(3, 2), 2, 1, 4, 3, 6, 5))
	got, err = Reverse(ti(i32, sh(3, 2), 1, 2, 3, 4, 5, 6), sh(0, 1))
	expect(t, "reverse both", got, err, ti(i32, sh(3, 2), 6, 5, 4, 3, 2, 1))

	got, err = Reshape(x232, sh(3, 4))
	expect(t, "reshape", got, err, ti(i32, sh(3, 4), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12))

	got, err = Concatenate([]*tensor.Tensor{ti(i32, sh(3, 2), 1, 2, 3, 4, 5, 6), ti(i32, sh(1, 2), 7, 8)}, 0)
	expect(t, "concatenate (spec)", got, err, ti(i32, sh(4, 2), 1, 2, 3, 4, 5, 6, 7, 8))
	got, err = Concatenate([]*tensor.Tensor{ti(i32, sh(2, 1), 1, 2), ti(i32, sh(2, 2), 3, 4, 5, 6), ti(i32, sh(2, 0))}, 1)
	expect(t, "concatenate dim 1", got, err, ti(i32, sh(2, 3), 1, 3, 4, 2, 5, 6))

	op := ti(i32, sh(3, 4), 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1)
	got, err = Slice(op, sh(1, 2), sh(3, 4), sh(1, 1))
	expect(t, "slice (spec)", got, err, ti(i32, sh(2, 2), 1, 1, 1, 1))
	got, err = Slice(ti(i32, sh(7), 0, 1, 2, 3, 4, 5, 6), sh(1), sh(7), sh(2))
	expect(t, "slice strided", got, err, ti(i32, sh(3), 1, 3, 5))

	ds := ti(i32, sh(4, 4), 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0)
	got, err = DynamicSlice(ds, sh(-1, 3), sh(2, 2))
	expect(t, "dynamic_slice clamps (spec)", got, err, ti(i32, sh(2, 2), 1, 1, 1, 1))

	dus := ti(i32, sh(4, 4), 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1)
	got, err = DynamicUpdateSlice(dus, ti(i32, sh(2, 2), 1, 1, 1, 1), sh(-1, 3))
	expect(t, "dynamic_update_slice clamps (spec)", got, err, ti(i32, sh(4, 4), 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1))

	got, err = Pad(ti(i32, sh(2, 3), 1, 2, 3, 4, 5, 6), ti(i32, nil, 0), sh(0, 1), sh(2, 1), sh(1, 2))
	expect(t, "pad (spec)", got, err, ti(i32, sh(5, 9),
		0, 1, 0, 0, 2, 0, 0, 3, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 4, 0, 0, 5, 0, 0, 6, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0))
	got, err = Pad(ti(i32, sh(5), 1, 2, 3, 4, 5), ti(i32, nil, 9), sh(-2), sh(-1), sh(0))
	expect(t, "pad negative crops", got, err, ti(i32, sh(2), 3, 4))
	got, err = Pad(ti(i32, sh(3), 1, 2, 3), ti(i32, nil, 9), sh(-1), sh(1), sh(1))
	expect(t, "pad negative with interior", got, err, ti(i32, sh(5), 9, 2, 9, 3, 9))
}

func TestLayoutErrors(t *testing.T) {
	x := ti(i32, sh(2, 3), 1, 2, 3, 4, 5, 6)
	cases := map[string]func() error{
		"iota dim":           func() error { _, err := Iota(i32, sh(2), 1); return err },
		"broadcast size":     func() error { _, err := BroadcastInDim(x, sh(2, 4), sh(0, 1)); return err },
		"broadcast rank":     func() error { _, err := BroadcastInDim(x, sh(2, 3), sh(0)); return err },
		"broadcast repeated": func() error { _, err := BroadcastInDim(x, sh(2, 3), sh(0, 0)); return err },
		"transpose perm":     func() error { _, err := Transpose(x, sh(0, 0)); return err },
		"reverse dim":        func() error { _, err := Reverse(x, sh(2)); return err },
		"reshape size":       func() error { _, err := Reshape(x, sh(4)); return err },
		"slice limit":        func() error { _, err := Slice(x, sh(0, 0), sh(3, 3), sh(1, 1)); return err },
		"slice stride":       func() error { _, err := Slice(x, sh(0, 0), sh(2, 3), sh(1, 0)); return err },
		"dynamic_slice size": func() error { _, err := DynamicSlice(x, sh(0, 0), sh(3, 1)); return err },
		"dus rank":           func() error { _, err := DynamicUpdateSlice(x, ti(i32, sh(1), 1), sh(0, 0)); return err },
		"pad negative size":  func() error { _, err := Pad(x, ti(i32, nil, 0), sh(-3, 0), sh(0, 0), sh(0, 0)); return err },
		"pad value type":     func() error { _, err := Pad(x, tf(f32, nil, 0), sh(0, 0), sh(0, 0), sh(0, 0)); return err },
		"concat mismatch":    func() error { _, err := Concatenate([]*tensor.Tensor{x, ti(i32, sh(2, 2), 1, 2, 3, 4)}, 0); return err },
		"concat none":        func() error { _, err := Concatenate(nil, 0); return err },
	}
	for name, f := range cases {
		expectErr(t, name, f())
	}
}

// Property: transposing by a permutation and then by its inverse is the
// identity; reversing twice is the identity.
func TestLayoutProperties(t *testing.T) {
	perms := [][]int64{{0, 1, 2}, {2, 0, 1}, {1, 2, 0}, {2, 1, 0}}
	for seed, p := range perms {
		x := randT(t, f32, sh(3, 4, 5), uint64(seed))
		inv := make([]int64, 3)
		for i, d := range p {
			inv[d] = int64(i)
		}
		y, err := Transpose(x, p)
		if err != nil {
			t.Fatal(err)
		}
		z, err := Transpose(y, inv)
		expect(t, "transpose inverse", z, err, x)
		r, _ := Reverse(x, p[:2])
		rr, err := Reverse(r, p[:2])
		expect(t, "reverse twice", rr, err, x)
	}
}

// Property: every layout op treats all storage classes alike; compare each
// against the same op on an integer image of the data.
func TestLayoutOverStorageClasses(t *testing.T) {
	for _, dt := range []tensor.DType{tensor.U32, f32, f64, tensor.C128, tensor.F16} {
		x := randT(t, dt, sh(3, 4), 5)
		upd := randT(t, dt, sh(2, 2), 6)
		got, err := DynamicUpdateSlice(x, upd, sh(1, 1))
		if err != nil {
			t.Fatal(err)
		}
		back, err := DynamicSlice(got, sh(1, 1), sh(2, 2))
		expect(t, "dynamic_update_slice then dynamic_slice "+dt.String(), back, err, upd)
		c, err := Convert(x, dt)
		expect(t, "convert to the same type "+dt.String(), c, err, x)
		cat, err := Concatenate([]*tensor.Tensor{x, x}, 1)
		if err != nil {
			t.Fatal(err)
		}
		right, err := Slice(cat, sh(0, 4), sh(3, 8), sh(1, 1))
		expect(t, "concatenate then slice "+dt.String(), right, err, x)
		pred := ti(i1, nil, 0)
		sel, err := Select(pred, upd, upd)
		expect(t, "select "+dt.String(), sel, err, upd)
	}
}

// Property: a large transpose (split over goroutines) and a broadcast agree
// element by element with their definitions.
func TestLargeLayoutByDefinition(t *testing.T) {
	x := randT(t, i64, sh(40, 50, 30), 11)
	perm := sh(2, 0, 1)
	y, err := Transpose(x, perm)
	if err != nil {
		t.Fatal(err)
	}
	xs := tensor.Strides(x.Shape())
	for i := 0; i < y.Len(); i++ {
		oi := tensor.MultiIndex(y.Shape(), i)
		src := make([]int64, 3)
		for d, p := range perm {
			src[p] = oi[d]
		}
		if y.Ints()[i] != x.Ints()[flatIndex(src, xs)] {
			t.Fatalf("transpose element %v differs", oi)
		}
	}
	row := randT(t, i64, sh(1, 300), 12)
	b, err := BroadcastInDim(row, sh(200, 300, 1), sh(2, 1))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < b.Len(); i++ {
		oi := tensor.MultiIndex(b.Shape(), i)
		if b.Ints()[i] != row.Ints()[oi[1]] {
			t.Fatalf("broadcast element %v differs", oi)
		}
	}
}
