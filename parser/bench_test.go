package parser

import (
	"fmt"
	"testing"

	"github.com/symopt/symopt/internal/cputime"
)

// BenchmarkParseGeneric parses generated generic-form modules of 1x and
// 10x size; ns/mlirop and allocs/mlirop should stay flat across sizes.
func BenchmarkParseGeneric(b *testing.B) {
	for _, funcs := range []int{10, 100} {
		src := GenerateGeneric(funcs, 1000)
		nOps := float64(funcs * 1001)
		b.Run(fmt.Sprintf("funcs=%d", funcs), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			cpu0 := cputime.Process()
			for i := 0; i < b.N; i++ {
				if _, err := Parse("gen.mlir", src, nil, Options{}); err != nil {
					b.Fatal(err)
				}
			}
			cpu := (cputime.Process() - cpu0).Seconds() / float64(b.N)
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/nOps, "ns/mlirop")
			if cpu > 0 {
				// CPU time (all threads, GC included) is what to compare
				// on a shared machine, where wall time is noise.
				b.ReportMetric(float64(len(src))/1e6/cpu, "cpu-MB/s")
			}
		})
	}
}

// TestAllocsLinear checks that allocations per op do not grow with the
// input size (the parser keeps no per-file structure that grows faster
// than the ops it builds).
func TestAllocsLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("short mode")
	}
	perOp := func(funcs int) float64 {
		src := GenerateGeneric(funcs, 500)
		n := testing.AllocsPerRun(2, func() {
			if _, err := Parse("gen.mlir", src, nil, Options{}); err != nil {
				t.Fatal(err)
			}
		})
		return n / float64(funcs*501)
	}
	small, large := perOp(2), perOp(20)
	t.Logf("allocations per op: %.2f (1x), %.2f (10x)", small, large)
	if large > small*1.2+0.5 {
		t.Errorf("allocations per op grow with size: %.2f at 1x, %.2f at 10x", small, large)
	}
	if large > 20 {
		t.Errorf("%.1f allocations per op, want at most 20", large)
	}
}
