package lowering

import (
	"math"
	"testing"

	"github.com/symopt/symopt/ir"
)

// TestDenseScalarKey requires the kernel share key of a one-element
// literal to be equal for two literals exactly when their texts are: the
// key writes them without printing them.
func TestDenseScalarKey(t *testing.T) {
	f32 := &ir.FloatType{Name: "f32"}
	f16 := &ir.FloatType{Name: "f16"}
	i1 := &ir.IntegerType{Width: 1}
	i32 := &ir.IntegerType{Width: 32}
	scalar := func(e ir.Type) *ir.TensorType { return &ir.TensorType{Elem: e} }
	one := func(e ir.Type) *ir.TensorType { return &ir.TensorType{Shape: []int64{1}, Elem: e} }
	lits := []*ir.DenseElementsAttr{
		{Type: scalar(f32), Floats: []float64{0}},
		{Type: scalar(f32), Floats: []float64{math.Copysign(0, -1)}},
		{Type: scalar(f32), Floats: []float64{1}},
		{Type: scalar(f32), Floats: []float64{1}, Splat: true},
		{Type: one(f32), Floats: []float64{1}},
		{Type: scalar(f16), Floats: []float64{1}},
		{Type: scalar(f32), Floats: []float64{0.1}},
		{Type: scalar(f32), Floats: []float64{float64(float32(0.1))}},
		{Type: scalar(f32), Floats: []float64{math.Inf(-1)}},
		{Type: scalar(f32), Floats: []float64{math.Inf(1)}},
		{Type: scalar(f32), Floats: []float64{math.NaN()}},
		{Type: scalar(f32), Floats: []float64{math.Float64frombits(math.Float64bits(math.NaN()) | 1)}},
		{Type: scalar(i32), Ints: []int64{0}},
		{Type: scalar(i32), Ints: []int64{-7}},
		{Type: scalar(i1), Ints: []int64{1}},
		{Type: scalar(i1), Ints: []int64{-1}},
		{Type: scalar(i1), Ints: []int64{0}},
		{Type: one(i32), Ints: []int64{3, 4}}, // two elements: printed
	}
	s := newKernelShare(nil)
	key := func(a *ir.DenseElementsAttr) string {
		s.buf = s.buf[:0]
		s.attr(a)
		return string(s.buf)
	}
	written := 0
	for i, a := range lits {
		if s.buf = s.buf[:0]; s.denseScalar(a) {
			written++
		}
		for j, b := range lits[:i] {
			sameText, sameKey := a.String() == b.String(), key(a) == key(b)
			if sameText != sameKey {
				t.Errorf("%s (%d) and %s (%d): same text %v, same key %v", a, i, b, j, sameText, sameKey)
			}
		}
	}
	if written != len(lits)-1 {
		t.Errorf("%d of %d one-element literals written without their text", written, len(lits)-1)
	}
}
