package build

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
)

// newFunc returns a builder on the body of a fresh func with the given
// argument types.
func newFunc(t *testing.T, args ...ir.Type) (*Builder, *ir.Operation, []*ir.Value) {
	t.Helper()
	reg := dialect.NewRegistry()
	m := ir.NewOperation("builtin.module", reg.Lookup("builtin.module"), nil, nil, nil, nil)
	fn := ir.NewOperation("func.func", reg.Lookup("func.func"), nil, nil, []ir.NamedAttr{{Name: "sym_name", Value: ir.Str("f")}}, nil)
	m.AddRegion().AddBlock().Append(fn)
	blk := fn.AddRegion().AddBlock()
	var vals []*ir.Value
	for _, a := range args {
		vals = append(vals, blk.AddArg(a, ir.UnknownLoc{}))
	}
	return New(reg, blk, nil), m, vals
}

func finish(t *testing.T, b *Builder, m *ir.Operation, args []*ir.Value, res ...*ir.Value) {
	t.Helper()
	b.Return(res...)
	var in, out []ir.Type
	for _, a := range args {
		in = append(in, a.Type())
	}
	for _, r := range res {
		out = append(out, r.Type())
	}
	fn := m.Regions[0].Entry().Ops[0]
	fn.SetAttr("function_type", &ir.TypeAttr{Type: &ir.FunctionType{Inputs: in, Results: out}})
	if err := b.Err(); err != nil {
		t.Fatal(err)
	}
	if err := dialect.Verify(m); err != nil {
		t.Fatalf("built function does not verify: %v", err)
	}
}

func count(b *Builder, name string) int {
	n := 0
	for _, op := range b.Block().Ops {
		if op.Name == name {
			n++
		}
	}
	return n
}

func TestDynamicOpsFollowTheShape(t *testing.T) {
	for _, tc := range []struct {
		name  string
		shape []int64
		want  string // op the broadcast becomes
		sizes int    // get_dimension_size ops
	}{
		{"static", []int64{2, 3}, "stablehlo.broadcast_in_dim", 0},
		{"one dynamic dim", []int64{ir.Dynamic, 3}, "stablehlo.dynamic_broadcast_in_dim", 1},
		{"two dynamic dims", []int64{ir.Dynamic, ir.Dynamic}, "stablehlo.dynamic_broadcast_in_dim", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, m, args := newFunc(t, Tensor(tc.shape, ir.F32))
			x := args[0]
			// A chain of ops that keep x's dims, then a splat shaped like it.
			y := b.Transpose(b.Tanh(b.Add(x, x)), []int64{1, 0})
			z := b.Splat(2, ir.F32, y)
			r := b.Iota(b.DimsOf(y), 0, ir.I32)
			finish(t, b, m, args, b.Mul(y, z), r)
			if got := count(b, tc.want); got != 1 {
				t.Errorf("%d %s ops, want 1", got, tc.want)
			}
			if got := count(b, "stablehlo.get_dimension_size"); got != tc.sizes {
				t.Errorf("%d get_dimension_size ops, want %d (one per runtime size)", got, tc.sizes)
			}
			for _, op := range b.Block().Ops {
				if op.Name == "stablehlo.get_dimension_size" && op.Operand(0) != x {
					t.Errorf("get_dimension_size reads %v, want the argument", op.Operand(0).Type())
				}
			}
			if tc.sizes > 0 && count(b, "stablehlo.dynamic_iota") != 1 {
				t.Errorf("iota over a dynamic shape is not dynamic_iota")
			}
		})
	}
}

func TestShapeTensorAsJAXBuildsIt(t *testing.T) {
	b, m, args := newFunc(t, Tensor([]int64{ir.Dynamic, 4, ir.Dynamic}, ir.F32))
	x := args[0]
	d := b.DimsOf(x)
	s := b.ShapeTensor([]Dim{d[0], Static(2), Static(2), d[2]})
	again := b.ShapeTensor([]Dim{d[0], Static(2), Static(2), d[2]})
	if s != again {
		t.Errorf("equal shapes built twice")
	}
	y := b.Reshape(x, []Dim{d[0], Static(2), Static(2), d[2]})
	finish(t, b, m, args, s, y)
	if got := Shape(s); len(got) != 1 || got[0] != 4 {
		t.Fatalf("shape tensor has shape %v, want [4]", got)
	}
	cat := s.DefiningOp()
	if cat.Name != "stablehlo.concatenate" || cat.NumOperands() != 3 {
		t.Fatalf("shape built by %s with %d parts, want a concatenate of 3", cat.Name, cat.NumOperands())
	}
	mid, ok := dialect.ConstantValue(cat.Operand(1))
	if !ok || mid.IntAt(0) != 2 || Shape(cat.Operand(1))[0] != 2 {
		t.Errorf("the static run [2, 2] is not one constant")
	}
	if y.DefiningOp().Name != "stablehlo.dynamic_reshape" || !strings.Contains(y.Type().String(), "?x2x2x?") {
		t.Errorf("reshape built as %s : %s", y.DefiningOp().Name, y.Type())
	}
}
