package kernel

import (
	"math"
	"testing"
)

var benchSink float64

// BenchmarkF64Exp times the interpreter's f64 exp (the shared routine on
// GoArith) and Go's math.Exp on the same arguments.
func BenchmarkF64Exp(b *testing.B) {
	xs := make([]float64, 1024)
	for i := range xs {
		xs[i] = float64(i-512) / 37
	}
	b.Run("routine", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			r, _ := F64Unary[float64](GoArith{}, OpExp, xs[i&1023])
			benchSink += r
		}
	})
	b.Run("math.Exp", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			benchSink += math.Exp(xs[i&1023])
		}
	})
}
