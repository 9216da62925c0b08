package rewrite

import (
	"strconv"
	"testing"

	"github.com/symopt/symopt/ir"
)

// names lists the op names of a block with constant values, e.g.
// "arith.constant=3".
func names(b *ir.Block) []string {
	var out []string
	for _, o := range b.Ops {
		s := o.Name
		if v, ok := constIntOp(o); ok {
			s += "=" + strconv.FormatInt(v, 10)
		}
		out = append(out, s)
	}
	return out
}

func TestConstantsUniquedAndHoisted(t *testing.T) {
	f := newFixture()
	x := f.body.Arg(0)
	a := f.op("t.sink", nil, x)
	_ = a
	c3 := f.cst("arith.constant", i32, 3)
	dup := f.cst("arith.constant", i32, 3)
	reg := f.op("t.region", i32)
	rb := reg.AddRegion().AddBlock()
	inner := ir.NewOperation("arith.constant", f.reg.Lookup("arith.constant"), nil, []ir.Type{i32},
		[]ir.NamedAttr{{Name: "value", Value: &ir.IntegerAttr{Value: 9, Type: i32}}}, nil)
	rb.Append(inner)
	rb.Append(ir.NewOperation("t.yield", f.reg.Lookup("t.yield"), []*ir.Value{inner.Result(0)}, nil, nil, nil))
	sum := f.op("arith.addi", i32, c3, f.cst("arith.constant", i32, 5)).Result(0) // folds to 8
	f.sink(c3, dup, reg.Result(0), sum)
	res := Apply(f.root, nil, f.cfg())
	got := names(f.body)
	want := []string{"arith.constant=8", "arith.constant=9", "arith.constant=3", "t.sink", "t.region", "t.sink"}
	if len(got) != len(want) {
		t.Fatalf("body = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("body = %v, want %v", got, want)
		}
	}
	sink := f.body.Ops[len(f.body.Ops)-1]
	if sink.Operand(0) != sink.Operand(1) {
		t.Errorf("duplicate constant not replaced")
	}
	if rb.Ops[0].Name != "t.yield" || rb.Ops[0].Operand(0).DefiningOp() != f.body.Ops[1] {
		t.Errorf("nested constant not hoisted to the entry block")
	}
	if !res.Changed || !res.Converged {
		t.Errorf("result %+v", res)
	}
}

func TestFoldReusesExistingConstant(t *testing.T) {
	f := newFixture()
	c8 := f.cst("arith.constant", i32, 8)
	sum := f.op("arith.addi", i32, f.cst("arith.constant", i32, 3), f.cst("arith.constant", i32, 5)).Result(0)
	s := f.sink(c8, sum)
	Apply(f.root, nil, f.cfg())
	if s.Operand(0) != s.Operand(1) || len(f.body.Ops) != 2 {
		t.Errorf("folded 3+5 did not reuse the constant 8: %v", names(f.body))
	}
}

func TestConstantsStayInIsolatedRegions(t *testing.T) {
	f := newFixture()
	inner := f.op("t.func", nil)
	ib := inner.AddRegion().AddBlock()
	c := ir.NewOperation("arith.constant", f.reg.Lookup("arith.constant"), nil, []ir.Type{i32},
		[]ir.NamedAttr{{Name: "value", Value: &ir.IntegerAttr{Value: 1, Type: i32}}}, nil)
	ib.Append(ir.NewOperation("t.sink", f.reg.Lookup("t.sink"), nil, nil, nil, nil))
	ib.Append(c)
	ib.Append(ir.NewOperation("t.sink", f.reg.Lookup("t.sink"), []*ir.Value{c.Result(0)}, nil, nil, nil))
	f.cst("arith.constant", i32, 1)
	f.sink(f.body.Ops[1].Result(0))
	Apply(f.root, nil, f.cfg())
	if c.Block() != ib || ib.Ops[0] != c {
		t.Errorf("constant left its isolated region or was not hoisted inside it: %v", names(ib))
	}
}

func constIntOp(o *ir.Operation) (int64, bool) {
	if o.NumResults() != 1 {
		return 0, false
	}
	return constInt(o.Result(0))
}
