package kernel_test

import (
	"math"
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
)

// histogram adds w[i] at x[idx[i]] for every i < N, with atomic_add.
const histogram = `kernel @hist(%idx: in i32, %w: in f32, %x: inout f32, %N: dim)
    loop count=N block=256 vector=1 grid=max(ceildiv(N, 256), 1) {
  %0 = index linear
  %1 = load %idx[%0] : i32
  %2 = convert %1 : i32 -> i64
  %3 = load %w[%0] : f32
  atomic_add %x[%2], %3
}
`

func TestAtomicAdd(t *testing.T) {
	k, err := kernel.Parse(histogram)
	if err != nil {
		t.Fatal(err)
	}
	if got := kernel.Print(k); got != histogram {
		t.Fatalf("print(parse(text)) differs:\n%s", got)
	}
	for _, tc := range []struct {
		name string
		idx  []int64
		w    []float64
		x    []float64 // initial
		want []float64
	}{
		{"distinct", []int64{0, 1, 2}, []float64{1, 2, 3}, []float64{10, 10, 10}, []float64{11, 12, 13}},
		{"collisions", []int64{1, 1, 1, 0}, []float64{0.5, 0.25, 2, -1}, []float64{0, 0}, []float64{-1, 2.75}},
		{"none", nil, nil, []float64{7}, []float64{7}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			idx := kernel.NewBuffer(kernel.I32, len(tc.idx))
			for i, v := range tc.idx {
				idx.SetInt(i, v)
			}
			w, x := kernel.NewBuffer(kernel.F32, len(tc.w)), kernel.NewBuffer(kernel.F32, len(tc.x))
			for i, v := range tc.w {
				w.Set(i, v)
			}
			for i, v := range tc.x {
				x.Set(i, v)
			}
			err := kernel.Run(k, kernel.Args{Dims: map[string]int64{"N": int64(len(tc.idx))},
				Buffers: map[string]*kernel.Buffer{"idx": idx, "w": w, "x": x}})
			if err != nil {
				t.Fatal(err)
			}
			for i, want := range tc.want {
				if got := x.Float(i); math.Abs(got-want) > 1e-6 {
					t.Errorf("x[%d] = %g, want %g", i, got, want)
				}
			}
		})
	}
	idx := kernel.NewBuffer(kernel.I32, 1)
	idx.SetInt(0, 5)
	err = kernel.Run(k, kernel.Args{Dims: map[string]int64{"N": 1}, Buffers: map[string]*kernel.Buffer{
		"idx": idx, "w": kernel.NewBuffer(kernel.F32, 1), "x": kernel.NewBuffer(kernel.F32, 2)}})
	if err == nil || !strings.Contains(err.Error(), "atomic_add at 5 out of bounds") {
		t.Errorf("out-of-bounds atomic_add: got %v", err)
	}
}
