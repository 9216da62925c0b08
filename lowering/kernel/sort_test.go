package kernel_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/lowering/kernel/samples"
)

func TestRowSort(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int64
		pred       string
		distinct   int // keys drawn from this many values: ties test stability
	}{
		{3, 1, "lt", 4},
		{2, 7, "lt", 3},
		{4, 64, "gt", 10},
		{2, 65, "lt", 1000},
		{1, 1000, "gt", 50},
		{1, 2048, "lt", 100},
		{1, 5000, "gt", 3000},
		{0, 5, "lt", 5},
	} {
		t.Run(fmt.Sprintf("%dx%d_%s", tc.rows, tc.cols, tc.pred), func(t *testing.T) {
			k := parseRoundTrip(t, samples.ArgsortText("argsort", tc.cols, tc.pred))
			n := int(tc.rows * tc.cols)
			rng := rand.New(rand.NewPCG(uint64(n), 7))
			x, ids := kernel.NewBuffer(kernel.F32, n), kernel.NewBuffer(kernel.I32, n)
			keys := make([]float64, n)
			for i := range keys {
				keys[i] = float64(rng.IntN(tc.distinct)) - 3.5
				x.Set(i, keys[i])
				ids.SetInt(i, int64(i))
			}
			y, idsOut := kernel.NewBuffer(kernel.F32, n), kernel.NewBuffer(kernel.I32, n)
			err := kernel.Run(k, kernel.Args{Dims: map[string]int64{"R": tc.rows},
				Buffers: map[string]*kernel.Buffer{"x": x, "ids": ids, "y": y, "ids_out": idsOut}})
			if err != nil {
				t.Fatal(err)
			}
			for r := 0; r < int(tc.rows); r++ {
				want := make([]int, tc.cols)
				for c := range want {
					want[c] = r*int(tc.cols) + c
				}
				slices.SortStableFunc(want, func(a, b int) int {
					if tc.pred == "gt" {
						a, b = b, a
					}
					switch {
					case keys[a] < keys[b]:
						return -1
					case keys[a] > keys[b]:
						return 1
					}
					return 0
				})
				for c, w := range want {
					off := r*int(tc.cols) + c
					if got := idsOut.Int(off); got != int64(w) || y.Float(off) != keys[w] {
						t.Fatalf("row %d col %d: got id %d key %g, want id %d key %g", r, c, got, y.Float(off), w, keys[w])
					}
				}
			}
		})
	}
}

// TestRowSortNaN sorts with a comparator that is not a strict weak order
// on NaN: the result must still be a permutation of the row.
func TestRowSortNaN(t *testing.T) {
	k, err := kernel.Parse(samples.ArgsortText("argsort", 9, "lt"))
	if err != nil {
		t.Fatal(err)
	}
	x, ids := kernel.NewBuffer(kernel.F32, 9), kernel.NewBuffer(kernel.I32, 9)
	for i, v := range []float64{3, math.NaN(), 1, 2, math.NaN(), 0, -1, 5, 4} {
		x.Set(i, v)
		ids.SetInt(i, int64(i))
	}
	y, out := kernel.NewBuffer(kernel.F32, 9), kernel.NewBuffer(kernel.I32, 9)
	if err := kernel.Run(k, kernel.Args{Dims: map[string]int64{"R": 1},
		Buffers: map[string]*kernel.Buffer{"x": x, "ids": ids, "y": y, "ids_out": out}}); err != nil {
		t.Fatal(err)
	}
	seen := map[int64]bool{}
	for i := 0; i < 9; i++ {
		seen[out.Int(i)] = true
	}
	if len(seen) != 9 {
		t.Errorf("ids %v are not a permutation", seen)
	}
}

func TestRowSortRefusals(t *testing.T) {
	good := samples.ArgsortText("argsort", 7, "lt")
	checkRefusals(t, []refusal{
		{"long rows without scratch", strings.Replace(good, "cols=7 block=32", "cols=8193 block=1024", 1), "keeps its permutation in one i32 scratch buffer"},
		{"short rows with scratch", strings.Replace(good, "%R: dim)", "%R: dim, %scratch_perm: scratch i32[(R * 14)])", 1), "keeps its permutation in shared memory"},
		{"cols of an unknown dim", strings.Replace(good, "cols=7 block=32", "cols=N block=32", 1), "reads N, which is not a dim parameter"},
		{"block not a power of two", strings.Replace(good, "cols=7 block=32", "cols=7 block=96", 1), "want a power of two"},
		{"compare yields f32", strings.Replace(good, "yield %9", "yield %8", 1), "does not yield an i1"},
		{"store in compare", strings.Replace(good, "yield %9", "store %y[%7], %8\n    yield %9", 1), "cannot store"},
		{"src in compare", strings.Replace(good, "%6 = index rhs", "%6 = index src", 1), "index src is not available here"},
		{"no map", good[:strings.Index(good, "  map {")] + "}\n", "a compare phase and a map phase"},
	})
}

// TestRowSortDynamicCols sorts rows whose length is a dim: the block is
// the largest, the permutation in a scratch buffer of 2*C per row.
func TestRowSortDynamicCols(t *testing.T) {
	k := parseRoundTrip(t, samples.DynamicArgsortText("argsort"))
	run := func(rows, cols int, scratch *kernel.Buffer) (*kernel.Buffer, error) {
		n := rows * cols
		x, ids := kernel.NewBuffer(kernel.F32, n), kernel.NewBuffer(kernel.I32, n)
		for i := 0; i < n; i++ {
			x.Set(i, float64((i*7)%5))
			ids.SetInt(i, int64(i))
		}
		out := kernel.NewBuffer(kernel.I32, n)
		bufs := map[string]*kernel.Buffer{"x": x, "ids": ids, "y": kernel.NewBuffer(kernel.F32, n), "ids_out": out}
		if scratch != nil {
			bufs["scratch_perm"] = scratch
		}
		return out, kernel.Run(k, kernel.Args{Dims: map[string]int64{"R": int64(rows), "C": int64(cols)}, Buffers: bufs})
	}
	out, err := run(2, 7, nil)
	if err != nil {
		t.Fatal(err)
	}
	// keys (i*7)%5 of row 0: 0 2 4 1 3 0 2; stable ascending order of ids
	for c, want := range []int64{0, 5, 3, 1, 6, 4, 2} {
		if got := out.Int(c); got != want {
			t.Errorf("col %d: id %d, want %d", c, got, want)
		}
	}
	// a row longer than shared memory would hold: keys 0..4 repeat with
	// period 5, so a stable sort puts the ids with key 0 (multiples of 5) first
	long := kernel.MaxSortCols + 1000
	out, err = run(1, long, nil)
	if err != nil {
		t.Fatal(err)
	}
	for c := 0; c < long; c++ {
		if c < (long+4)/5 && out.Int(c) != int64(5*c) {
			t.Fatalf("col %d: id %d, want %d", c, out.Int(c), 5*c)
		}
	}
	if _, err := run(2, 7, kernel.NewBuffer(kernel.I32, 20)); err == nil || !strings.Contains(err.Error(), "scratch permutation of 20 elements, want 28") {
		t.Errorf("a short scratch buffer: got %v", err)
	}
}
