package kernel_test

import (
	"math"
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/lowering/kernel/samples"
)

// runScatter runs k, a kernel combining w[i] into x[idx[i]], with the
// idx, w and x given (x its initial values, w and x of type elem), and
// returns x.
func runScatter(k *kernel.Kernel, elem kernel.Type, idx []int64, w, x []float64) (*kernel.Buffer, error) {
	ib := kernel.NewBuffer(kernel.I32, len(idx))
	for i, v := range idx {
		ib.SetInt(i, v)
	}
	wb, xb := kernel.NewBuffer(elem, len(w)), kernel.NewBuffer(elem, len(x))
	for i, v := range w {
		wb.Set(i, v)
	}
	for i, v := range x {
		xb.Set(i, v)
	}
	err := kernel.Run(k, kernel.Args{Dims: map[string]int64{"N": int64(len(idx))},
		Buffers: map[string]*kernel.Buffer{"idx": ib, "w": wb, "x": xb}})
	return xb, err
}

func TestAtomicAdd(t *testing.T) {
	// hist adds w[i] at x[idx[i]] for every i < N
	k := parseRoundTrip(t, samples.RMWText("hist", "atomic_add", kernel.F32))
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
			x, err := runScatter(k, kernel.F32, tc.idx, tc.w, tc.x)
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
	if _, err := runScatter(k, kernel.F32, []int64{5}, []float64{0}, []float64{0, 0}); err == nil || !strings.Contains(err.Error(), "atomic_add at 5 out of bounds") {
		t.Errorf("out-of-bounds atomic_add: got %v", err)
	}
}
