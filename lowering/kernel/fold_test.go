package kernel_test

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/lowering/kernel/samples"
)

func TestRowFold(t *testing.T) {
	k := parseRoundTrip(t, samples.ArgmaxText)
	for _, tc := range []struct{ rows, cols int64 }{{1, 1}, {3, 7}, {130, 5}, {2, 0}, {0, 4}} {
		n := int(tc.rows * tc.cols)
		x := kernel.NewBuffer(kernel.F32, n)
		rng := rand.New(rand.NewPCG(uint64(n), 3))
		for i := 0; i < n; i++ {
			x.Set(i, float64(rng.IntN(5)))
		}
		m, idx := kernel.NewBuffer(kernel.F32, int(tc.rows)), kernel.NewBuffer(kernel.I32, int(tc.rows))
		err := kernel.Run(k, kernel.Args{Dims: map[string]int64{"R": tc.rows, "C": tc.cols},
			Buffers: map[string]*kernel.Buffer{"x": x, "m": m, "i": idx}})
		if err != nil {
			t.Fatal(err)
		}
		for r := 0; r < int(tc.rows); r++ {
			best, at := math.Inf(-1), 0
			for c := 0; c < int(tc.cols); c++ {
				if v := x.Float(r*int(tc.cols) + c); v > best {
					best, at = v, c
				}
			}
			if m.Float(r) != best || idx.Int(r) != int64(at) {
				t.Errorf("%dx%d row %d: got (%g, %d), want (%g, %d)", tc.rows, tc.cols, r, m.Float(r), idx.Int(r), best, at)
			}
		}
	}
}

func TestRowFoldRefusals(t *testing.T) {
	good := samples.ArgmaxText
	checkRefusals(t, []refusal{
		{"types differ", strings.Replace(good, "yield %12, %13", "yield %13, %12", 1), "accumulator 0 starts as f32 and folds to i32"},
		{"count differs", strings.Replace(good, "yield %12, %13", "yield %12", 1), "init yields 2 values and fold 1"},
		{"accumulator in init", strings.Replace(good, "%1 = const 0 : i32", "%1 = reduced 1 : i32", 1), "accumulator 1 cannot be read here"},
		{"no such accumulator", strings.Replace(good, "%9 = reduced 0 : f32", "%9 = reduced 2 : f32", 1), "accumulator 2 cannot be read here"},
		{"col in epilogue", strings.Replace(good, "%14 = index row", "%14 = index col", 1), "index col is not available here"},
		{"store in fold", strings.Replace(good, "yield %12, %13", "store %m[%2], %12\n    yield %12, %13", 1), "cannot store"},
	})
}
