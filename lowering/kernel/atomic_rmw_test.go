package kernel_test

import (
	"math"
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/lowering/kernel/samples"
)

func TestAtomicReadModifyWrite(t *testing.T) {
	nan := math.NaN()
	for _, tc := range []struct {
		op   string
		elem kernel.Type
		idx  []int64
		w, x []float64
		want []float64
	}{
		{"atomic_max", kernel.F32, []int64{0, 0, 1, 1}, []float64{3, -1, -5, -7}, []float64{1, -6}, []float64{3, -5}},
		{"atomic_max", kernel.F64, []int64{0, 1}, []float64{nan, 2}, []float64{1, nan}, []float64{nan, nan}},
		{"atomic_min", kernel.F32, []int64{0, 0, 1}, []float64{3, -1, 5}, []float64{1, 4}, []float64{-1, 4}},
		{"atomic_mul", kernel.F32, []int64{1, 1, 0}, []float64{2, 0.5, -3}, []float64{2, 3}, []float64{-6, 3}},
		{"atomic_max", kernel.I32, []int64{0, 0, 1}, []float64{-3, 7, -9}, []float64{-4, -8}, []float64{7, -8}},
		{"atomic_min", kernel.I64, []int64{1, 1}, []float64{-3, 7}, []float64{0, 5}, []float64{0, -3}},
		{"atomic_mul", kernel.I32, []int64{0, 0}, []float64{65536, 65536}, []float64{1, 1}, []float64{0, 1}}, // wraps
	} {
		t.Run(tc.op+"_"+tc.elem.String(), func(t *testing.T) {
			k := parseRoundTrip(t, samples.RMWText("rmw", tc.op, tc.elem))
			x, err := runScatter(k, tc.elem, tc.idx, tc.w, tc.x)
			if err != nil {
				t.Fatal(err)
			}
			for i, want := range tc.want {
				got := x.Float(i)
				if math.IsNaN(want) != math.IsNaN(got) || !math.IsNaN(want) && got != want {
					t.Errorf("x[%d] = %g, want %g", i, got, want)
				}
			}
		})
	}
}

func TestAtomicReadModifyWriteRefusals(t *testing.T) {
	checkRefusals(t, []refusal{
		{"result", strings.Replace(samples.RMWText("rmw", "atomic_max", kernel.F32), "  atomic_max", "  %4 = atomic_max", 1), "has no result"},
		{"f16", samples.RMWText("rmw", "atomic_min", kernel.F16), "cannot atomic_min f16"},
		{"input buffer", strings.Replace(samples.RMWText("rmw", "atomic_mul", kernel.F32), "%x: inout", "%x: in", 1), "cannot atomic_mul f32 to in buffer"},
	})
}

// storeIf writes w[i] to x[idx[i]] for the i with idx[i] >= 0.
const storeIf = `kernel @store_if(%idx: in i32, %w: in f32, %x: inout f32, %N: dim)
    loop count=N block=256 vector=1 grid=max(ceildiv(N, 256), 1) {
  %0 = index linear
  %1 = load %idx[%0] : i32
  %2 = convert %1 : i32 -> i64
  %3 = const 0 : i64
  %4 = cmp ge %2, %3 : i64
  %5 = select %4, %2, %3 : i64
  %6 = load %w[%0] : f32
  store_if %x[%5], %6, %4
}
`

func TestStoreIf(t *testing.T) {
	k := parseRoundTrip(t, storeIf)
	if kernel.Vectorizable(k.Body) {
		t.Error("a loop with store_if is vectorizable")
	}
	for _, tc := range []struct {
		name string
		idx  []int64
		w    []float64
		want []float64
	}{
		{"all", []int64{1, 0}, []float64{5, 6}, []float64{6, 5}},
		{"skipped", []int64{-1, 1, -3}, []float64{5, 6, 7}, []float64{9, 6}},
		{"last wins", []int64{0, 0, 0}, []float64{1, 2, 3}, []float64{3, 9}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, err := runScatter(k, kernel.F32, tc.idx, tc.w, []float64{9, 9})
			if err != nil {
				t.Fatal(err)
			}
			for i, want := range tc.want {
				if got := x.Float(i); got != want {
					t.Errorf("x[%d] = %g, want %g", i, got, want)
				}
			}
		})
	}
	bad := strings.Replace(storeIf, "store_if %x[%5], %6, %4", "store_if %x[%5], %6, %2", 1)
	if _, err := kernel.Parse(bad); err == nil || !strings.Contains(err.Error(), "condition has type i64") {
		t.Errorf("store_if with an i64 condition: got %v", err)
	}
}
