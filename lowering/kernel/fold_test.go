package kernel_test

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
)

// argmaxText folds rows of x into their maximum and its first column.
const argmaxText = `kernel @argmax(%x: in f32, %m: out f32, %i: out i32, %R: dim, %C: dim)
    row_fold rows=R cols=C block=128 grid=max(ceildiv(R, 128), 1) {
  init {
    %0 = const -inf : f32
    %1 = const 0 : i32
    yield %0, %1
  }
  fold {
    %2 = index row
    %3 = dim %C
    %4 = mul %2, %3 : i64
    %5 = index col
    %6 = add %4, %5 : i64
    %7 = load %x[%6] : f32
    %8 = convert %5 : i64 -> i32
    %9 = reduced 0 : f32
    %10 = reduced 1 : i32
    %11 = cmp gt %7, %9 : f32
    %12 = select %11, %7, %9 : f32
    %13 = select %11, %8, %10 : i32
    yield %12, %13
  }
  epilogue {
    %14 = index row
    %15 = reduced 0 : f32
    store %m[%14], %15
    %17 = reduced 1 : i32
    store %i[%14], %17
  }
}
`

func TestRowFold(t *testing.T) {
	k, err := kernel.Parse(argmaxText)
	if err != nil {
		t.Fatal(err)
	}
	if got := kernel.Print(k); got != argmaxText {
		t.Fatalf("print(parse(text)) differs:\n%s", got)
	}
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
	for _, tc := range []struct{ name, text, want string }{
		{"types differ", strings.Replace(argmaxText, "yield %12, %13", "yield %13, %12", 1), "accumulator 0 starts as f32 and folds to i32"},
		{"count differs", strings.Replace(argmaxText, "yield %12, %13", "yield %12", 1), "init yields 2 values and fold 1"},
		{"accumulator in init", strings.Replace(argmaxText, "%1 = const 0 : i32", "%1 = reduced 1 : i32", 1), "accumulator 1 cannot be read here"},
		{"no such accumulator", strings.Replace(argmaxText, "%9 = reduced 0 : f32", "%9 = reduced 2 : f32", 1), "accumulator 2 cannot be read here"},
		{"col in epilogue", strings.Replace(argmaxText, "%14 = index row", "%14 = index col", 1), "index col is not available here"},
		{"store in fold", strings.Replace(argmaxText, "yield %12, %13", "store %m[%2], %12\n    yield %12, %13", 1), "cannot store"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := kernel.Parse(tc.text)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
}
