package ir

import (
	"fmt"
	"testing"
)

// TestI64List: every spelling of an integer list reads as its elements in
// row-major order; splats expand to their shape's count, whatever the
// rank, unless the shape is dynamic or too large to be a list.
func TestI64List(t *testing.T) {
	i64 := &IntegerType{Width: 64}
	dense := func(splat bool, shape []int64, ints ...int64) Attribute {
		return &DenseElementsAttr{Type: &TensorType{Shape: shape, Elem: i64}, Splat: splat, Ints: ints}
	}
	tests := []struct {
		name string
		attr Attribute
		want string // "" for not a list
	}{
		{"dense array", &DenseArrayAttr{Ints: []int64{1, 2}}, "[1 2]"},
		{"1-d dense", dense(false, []int64{3}, 4, 5, 6), "[4 5 6]"},
		{"1-d splat", dense(true, []int64{3}, 7), "[7 7 7]"},
		{"2-d dense", dense(false, []int64{2, 2}, 1, 2, 3, 4), "[1 2 3 4]"},
		{"2-d splat", dense(true, []int64{2, 2}, 3), "[3 3 3 3]"},
		{"0-d splat", dense(true, nil, 9), "[9]"},
		{"dynamic splat", dense(true, []int64{Dynamic}, 1), ""},
		{"huge splat", dense(true, []int64{1 << 20, 1 << 20}, 1), ""},
		{"integer array", &ArrayAttr{Elems: []Attribute{Int(8), Int(9)}}, "[8 9]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := I64List(tc.attr)
			switch {
			case tc.want == "" && ok:
				t.Errorf("I64List = %v, want not a list", got)
			case tc.want != "" && (!ok || fmt.Sprint(got) != tc.want):
				t.Errorf("I64List = %v, %v; want %s", got, ok, tc.want)
			}
		})
	}
}
