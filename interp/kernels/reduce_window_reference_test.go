package kernels

import (
	"math/rand/v2"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// Property: reduce_window agrees with the specification's definition
// (pad with the init value, slice each dilated window, reduce it) on
// random windows, strides, dilations and paddings.
func TestReduceWindowAgainstDefinition(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 13))
	for iter := 0; iter < 150; iter++ {
		r := 1 + rng.IntN(3)
		shape := make([]int64, r)
		w := Window{}
		lo, hi, interior := make([]int64, r), make([]int64, r), make([]int64, r)
		for d := 0; d < r; d++ {
			shape[d] = int64(rng.IntN(5))
			w.Dims = append(w.Dims, int64(1+rng.IntN(3)))
			w.Strides = append(w.Strides, int64(1+rng.IntN(3)))
			w.BaseDilations = append(w.BaseDilations, int64(1+rng.IntN(2)))
			w.WindowDilations = append(w.WindowDilations, int64(1+rng.IntN(2)))
			w.Padding = append(w.Padding, [2]int64{int64(rng.IntN(3)), int64(rng.IntN(3))})
			lo[d], hi[d], interior[d] = w.Padding[d][0], w.Padding[d][1], w.BaseDilations[d]-1
		}
		x := randT(t, i64, shape, uint64(iter))
		kind := []ReduceKind{ReduceAdd, ReduceMax}[rng.IntN(2)]
		init := ti(i64, nil, map[ReduceKind]int64{ReduceAdd: 0, ReduceMax: -100}[kind])
		got, err := ReduceWindowFast(x, init, w, kind)
		if err != nil {
			t.Fatalf("case %d: %v", iter, err)
		}
		padded, err := Pad(x, init, lo, hi, interior)
		if err != nil {
			t.Fatal(err)
		}
		all := make([]int64, r)
		for d := range all {
			all[d] = int64(d)
		}
		for i := 0; i < got.Len(); i++ {
			oi := tensor.MultiIndex(got.Shape(), i)
			start, limit := make([]int64, r), make([]int64, r)
			for d := 0; d < r; d++ {
				start[d] = oi[d] * w.Strides[d]
				limit[d] = start[d] + (w.Dims[d]-1)*w.WindowDilations[d] + 1
			}
			win, err := Slice(padded, start, limit, w.WindowDilations)
			if err != nil {
				t.Fatalf("case %d window %v: %v", iter, oi, err)
			}
			want, err := ReduceFast(win, init, all, kind)
			if err != nil {
				t.Fatal(err)
			}
			if got.Ints()[i] != want.Ints()[0] {
				t.Fatalf("case %d %+v at %v: %d, want %d", iter, w, oi, got.Ints()[i], want.Ints()[0])
			}
		}
		// The padded input's size decides how many windows there are.
		for d := 0; d < r; d++ {
			win := (w.Dims[d]-1)*w.WindowDilations[d] + 1
			n := int64(0)
			if ps := padded.Shape()[d]; ps > 0 && ps >= win {
				n = (ps-win)/w.Strides[d] + 1
			}
			if got.Shape()[d] != n {
				t.Fatalf("case %d: %d windows on axis %d, want %d", iter, got.Shape()[d], d, n)
			}
		}
	}
}
