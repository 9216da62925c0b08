package dialect

import (
	"reflect"
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
)

func TestBounds(t *testing.T) {
	mk := func(shape []int64, enc string) ir.Type {
		return &ir.TensorType{Shape: shape, Elem: ir.F32, Encoding: &ir.VerbatimAttr{Text: enc}}
	}
	cases := []struct {
		t      ir.Type
		want   []int64
		ok     bool
		single bool
	}{
		{mk([]int64{2, ir.Dynamic}, "#stablehlo.bounds<?, 5>"), []int64{ir.Dynamic, 5}, true, true},
		{mk([]int64{ir.Dynamic}, "#mhlo.type_extensions<bounds = [7]>"), []int64{7}, true, true},
		{mk([]int64{ir.Dynamic, ir.Dynamic}, "#stablehlo.bounds<5, 5>"), []int64{5, 5}, true, false},
		{mk([]int64{ir.Dynamic}, "#stablehlo.bounds<?>"), []int64{ir.Dynamic}, true, false},
		{ty(t, "tensor<?xf32>"), nil, false, false},
	}
	for _, c := range cases {
		got, ok := Bounds(c.t)
		if ok != c.ok || !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %v, %v", c.t, got, ok)
		}
		if s := singleBounded(c.t); s != c.single {
			t.Errorf("%s: singleBounded = %v", c.t, s)
		}
	}
	op := build(t, "stablehlo.add", []*ir.Value{ir.NewDetachedValue(ty(t, "tensor<3xf32>")),
		ir.NewDetachedValue(mk([]int64{ir.Dynamic}, "#stablehlo.bounds<2>"))}, tys(t, "tensor<?xf32>"), nil)
	if msgs := verifyMsgs(op); len(msgs) != 2 || !strings.Contains(msgs[0], "Mismatched dimension size 3 and bound 2 in dimension 0") {
		t.Errorf("got %q", msgs)
	}
}
