package rewrite

import (
	"testing"

	"github.com/symopt/symopt/ir"
)

func TestMatchers(t *testing.T) {
	f := newFixture()
	f32 := &ir.FloatType{Name: "f32"}
	tensor := &ir.TensorType{Shape: []int64{2}, Elem: i32}
	ftensor := &ir.TensorType{Shape: []int64{2}, Elem: f32}
	mk := func(name string, t ir.Type, v ir.Attribute) *ir.Value {
		o := f.op(name, t)
		o.SetAttr("value", v)
		return o.Result(0)
	}
	zero := mk("arith.constant", i32, &ir.IntegerAttr{Value: 0, Type: i32})
	zeros := mk("stablehlo.constant", tensor, &ir.DenseElementsAttr{Type: tensor, Ints: []int64{0, 0}})
	mixed := mk("stablehlo.constant", tensor, &ir.DenseElementsAttr{Type: tensor, Ints: []int64{0, 1}})
	ones := mk("stablehlo.constant", ftensor, &ir.DenseElementsAttr{Type: ftensor, Splat: true, Floats: []float64{1}})
	notConst := f.op("stablehlo.negate", i32, zero).Result(0)
	tests := []struct {
		name string
		got  bool
		want bool
	}{
		{"scalar zero", MatchSplatInt(zero, 0), true},
		{"scalar zero is not one", MatchSplatInt(zero, 1), false},
		{"dense zeros", MatchSplatInt(zeros, 0), true},
		{"mixed dense", MatchSplatInt(mixed, 0), false},
		{"float splat", MatchSplatFloat(ones, 1), true},
		{"float is not int", MatchSplatInt(ones, 1), false},
		{"block argument", MatchSplatInt(f.body.Arg(0), 0), false},
		{"non-constant op", MatchSplatInt(notConst, 0), false},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%s: got %v", tc.name, tc.got)
		}
	}
	if a, ok := MatchConstant(zeros); !ok || a == nil {
		t.Errorf("MatchConstant(dense zeros) failed")
	}
}
