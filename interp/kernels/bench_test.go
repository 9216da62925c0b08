package kernels

import (
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func BenchmarkDotGeneral512F32(b *testing.B) {
	x, _ := tensor.Random(tensor.F32, sh(512, 512), 1, tensor.RandomOptions{})
	y, _ := tensor.Random(tensor.F32, sh(512, 512), 2, tensor.RandomOptions{})
	d := DotDims{LhsContract: sh(1), RhsContract: sh(0)}
	b.ResetTimer()
	for b.Loop() {
		if _, err := DotGeneral(x, y, d, tensor.Invalid); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(2*512*512*512/float64(b.Elapsed().Seconds()/float64(b.N))/1e9, "GFLOP/s")
}

func BenchmarkAdd16MF32(b *testing.B) {
	x, _ := tensor.New(tensor.F32, sh(16<<20))
	y, _ := tensor.New(tensor.F32, sh(16<<20))
	b.SetBytes(3 * 4 << 24)
	b.ResetTimer()
	for b.Loop() {
		if _, err := Binary(Add, x, y); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkReduceSum4MF32(b *testing.B) {
	x, _ := tensor.Random(tensor.F32, sh(1024, 4096), 1, tensor.RandomOptions{})
	init := tensor.Scalar(tensor.F32, 0)
	b.ResetTimer()
	for b.Loop() {
		if _, err := ReduceFast(x, init, sh(1), ReduceAdd); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkTranspose4MF32(b *testing.B) {
	x, _ := tensor.New(tensor.F32, sh(2048, 2048))
	b.ResetTimer()
	for b.Loop() {
		if _, err := Transpose(x, sh(1, 0)); err != nil {
			b.Fatal(err)
		}
	}
}
