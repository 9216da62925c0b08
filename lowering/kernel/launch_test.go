package kernel_test

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/lowering/kernel/samples"
)

// TestTransposeWithIndexHelpers builds out[j, i] = in[i, j] for an
// A x B x C tensor transposed to C x B x A with Delinearize and Linearize
// and checks it against a direct loop.
func TestTransposeWithIndexHelpers(t *testing.T) {
	b := kernel.NewBuilder("transpose")
	in := b.Buffer("in", kernel.I32, kernel.Read)
	out := b.Buffer("out", kernel.I32, kernel.Write)
	pa, pb, pc := b.Dim("A"), b.Dim("B"), b.Dim("C")
	r := b.Loop(kernel.Product(kernel.DimRef("A"), kernel.DimRef("B"), kernel.DimRef("C")))
	a, bb, c := r.Dim(pa), r.Dim(pb), r.Dim(pc)
	idx := r.Delinearize(r.Index(kernel.Linear), []*kernel.Inst{c, bb, a}) // out index (k, j, i)
	src := r.Linearize([]*kernel.Inst{idx[2], idx[1], idx[0]}, []*kernel.Inst{a, bb, c})
	r.Store(out, r.Index(kernel.Linear), r.Load(in, src))
	k, err := b.Build()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range [][3]int{{1, 1, 1}, {2, 3, 5}, {7, 1, 33}} {
		A, B, C := d[0], d[1], d[2]
		inBuf := kernel.NewBuffer(kernel.I32, A*B*C)
		for i := 0; i < A*B*C; i++ {
			inBuf.SetInt(i, int64(i))
		}
		outBuf := kernel.NewBuffer(kernel.I32, A*B*C)
		dims := map[string]int64{"A": int64(A), "B": int64(B), "C": int64(C)}
		if err := kernel.Run(k, kernel.Args{Dims: dims, Buffers: map[string]*kernel.Buffer{"in": inBuf, "out": outBuf}}); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < A; i++ {
			for j := 0; j < B; j++ {
				for l := 0; l < C; l++ {
					if got, want := outBuf.Int((l*B+j)*A+i), int64((i*B+j)*C+l); got != want {
						t.Fatalf("%v: out[%d,%d,%d] = %d, want %d", d, l, j, i, got, want)
					}
				}
			}
		}
	}
}

func TestLaunchFor(t *testing.T) {
	split, err := samples.ColMean("colmean_split", 256, kernel.DefaultSplit(kernel.DimRef("S0"), kernel.DimRef("S1")))
	if err != nil {
		t.Fatal(err)
	}
	l, err := split.Kernel.LaunchFor(map[string]int64{"S0": 100000, "S1": 1000})
	if err != nil {
		t.Fatal(err)
	}
	// 32 tiles; chunks = min(ceildiv(100000, 256), ceildiv(2048, 32)) = 64.
	if l.Grid != 32*64 || l.Block != 256 || l.Scratch["scratch_partial0"] != 64*1000 || l.Scratch["scratch_counter"] != 32 {
		t.Errorf("launch = %+v", l)
	}
	for _, tc := range []struct {
		dims map[string]int64
		want string
	}{
		{map[string]int64{"S0": 1}, "no value for dim S1"},
		{map[string]int64{"S0": -1, "S1": 1}, "dim S0 = -1 is negative"},
	} {
		if _, err := split.Kernel.LaunchFor(tc.dims); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: got %v, want %q", tc.dims, err, tc.want)
		}
	}
}
