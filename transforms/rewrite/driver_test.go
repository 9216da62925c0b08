package rewrite

import (
	"testing"

	"github.com/symopt/symopt/ir"
)

var i32 = &ir.IntegerType{Width: 32}

// constInt returns the integer an arith.constant or *.constant op holds.
func constInt(v *ir.Value) (int64, bool) {
	d := v.DefiningOp()
	if d == nil || !d.HasTrait(ir.ConstantLike) {
		return 0, false
	}
	switch a := d.Attr("value").(type) {
	case *ir.IntegerAttr:
		return a.Value, true
	case *ir.DenseElementsAttr:
		if a.Splat && len(a.Ints) == 1 {
			return a.Ints[0], true
		}
	}
	return 0, false
}

// foldAdd folds integer adds of two constants, scalar or splat tensor.
func foldAdd(op *ir.Operation) []ir.Attribute {
	x, ok1 := constInt(op.Operand(0))
	y, ok2 := constInt(op.Operand(1))
	if !ok1 || !ok2 {
		return nil
	}
	t := op.Result(0).Type()
	if d, ok := op.Operand(0).DefiningOp().Attr("value").(*ir.DenseElementsAttr); ok {
		// the folded value takes the constant's (static) type
		return []ir.Attribute{&ir.DenseElementsAttr{Type: d.Type, Splat: true, Ints: []int64{x + y}}}
	}
	return []ir.Attribute{&ir.IntegerAttr{Value: x + y, Type: t}}
}

func testOps() *ir.Registry {
	r := ir.NewRegistry()
	for _, info := range []*ir.OpInfo{
		{Name: "arith.constant", Traits: ir.ConstantLike},
		{Name: "arith.addi", Traits: ir.Commutative, Fold: foldAdd},
		{Name: "stablehlo.constant", Traits: ir.ConstantLike},
		{Name: "stablehlo.add", Traits: ir.Commutative, Fold: foldAdd},
		{Name: "stablehlo.negate"},
		{Name: "t.flip"},
		{Name: "t.sink", Traits: ir.SideEffects},
		{Name: "t.br", Traits: ir.Terminator},
		{Name: "t.func", Traits: ir.IsolatedFromAbove},
		{Name: "t.region"},
		{Name: "t.yield", Traits: ir.Terminator | ir.ReturnLike},
	} {
		r.Register(info)
	}
	r.AliasDialect("mhlo", "stablehlo")
	return r
}

type fixture struct {
	reg  *ir.Registry
	root *ir.Operation
	body *ir.Block
}

func newFixture() *fixture {
	reg := testOps()
	root := ir.NewOperation("t.func", reg.Lookup("t.func"), nil, nil, nil, nil)
	body := root.AddRegion().AddBlock()
	body.AddArg(i32, nil)
	return &fixture{reg: reg, root: root, body: body}
}

func (f *fixture) op(name string, t ir.Type, operands ...*ir.Value) *ir.Operation {
	var types []ir.Type
	if t != nil {
		types = []ir.Type{t}
	}
	o := ir.NewOperation(name, f.reg.Lookup(name), operands, types, nil, nil)
	f.body.Append(o)
	return o
}

func (f *fixture) cst(name string, t ir.Type, v int64) *ir.Value {
	o := f.op(name, t)
	if _, ok := t.(*ir.TensorType); ok {
		o.SetAttr("value", &ir.DenseElementsAttr{Type: t, Splat: true, Ints: []int64{v}})
	} else {
		o.SetAttr("value", &ir.IntegerAttr{Value: v, Type: t})
	}
	return o.Result(0)
}

func (f *fixture) sink(vs ...*ir.Value) *ir.Operation { return f.op("t.sink", nil, vs...) }

func (f *fixture) cfg() Config {
	c := DefaultConfig()
	c.Ops = f.reg
	return c
}

func TestFoldMaterializesDialectConstants(t *testing.T) {
	tensor := &ir.TensorType{Shape: []int64{4}, Elem: i32}
	dyn := &ir.TensorType{Shape: []int64{ir.Dynamic}, Elem: i32}
	tests := []struct {
		name, add, cst string
		typ            ir.Type
		wantConst      string // "" when the fold must not apply
	}{
		{"arith scalar", "arith.addi", "arith.constant", i32, "arith.constant"},
		{"stablehlo tensor", "stablehlo.add", "stablehlo.constant", tensor, "stablehlo.constant"},
		{"mhlo keeps its spelling", "mhlo.add", "mhlo.constant", tensor, "mhlo.constant"},
		{"dynamic result needs a cast: no fold", "stablehlo.add", "stablehlo.constant", dyn, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture()
			tc := tc
			a := f.cst(tc.cst, tc.typ, 2)
			b := f.cst(tc.cst, tc.typ, 3)
			if tc.typ == dyn {
				// constants typed dynamically are unusual but make the
				// folded value's static type differ from the result.
				a.DefiningOp().SetAttr("value", &ir.DenseElementsAttr{Type: &ir.TensorType{Shape: []int64{4}, Elem: i32}, Splat: true, Ints: []int64{2}})
			}
			sum := f.op(tc.add, tc.typ, a, b).Result(0)
			sum2 := f.op(tc.add, tc.typ, sum, b).Result(0)
			sink := f.sink(sum2)
			res := Apply(f.root, nil, f.cfg())
			got := sink.Operand(0).DefiningOp()
			if tc.wantConst == "" {
				if res.Folds != 0 || got.Name != tc.add {
					t.Fatalf("folded anyway: %s, %+v", got.Name, res)
				}
				return
			}
			if got.Name != tc.wantConst {
				t.Fatalf("sink reads %s, want %s", got.Name, tc.wantConst)
			}
			if v, ok := constInt(got.Result(0)); !ok || v != 8 {
				t.Errorf("folded value = %d, %v; want 8", v, ok)
			}
			if !ir.TypeEqual(got.Result(0).Type(), tc.typ) || got.Info == nil {
				t.Errorf("constant type %v info %v", got.Result(0).Type(), got.Info)
			}
			// The adds and the now unused inputs are gone.
			if len(f.body.Ops) != 2 || res.Folds != 2 || !res.Converged {
				t.Errorf("body has %d ops, result %+v", len(f.body.Ops), res)
			}
		})
	}
}

// addZero rewrites x + 0 to x.
var addZero = Pattern{Name: "add-zero", Root: "stablehlo.add", Benefit: 1,
	Rewrite: func(rw *Rewriter, op *ir.Operation) bool {
		if v, ok := constInt(op.Operand(1)); ok && v == 0 {
			rw.ReplaceOp(op, op.Operand(0))
			return true
		}
		return false
	}}

// doubleNeg rewrites -(-x) to x.
var doubleNeg = Pattern{Name: "double-neg", Root: "stablehlo.negate", Benefit: 1,
	Rewrite: func(rw *Rewriter, op *ir.Operation) bool {
		in := op.Operand(0).DefiningOp()
		if in == nil || in.Name != op.Name {
			return false
		}
		rw.ReplaceOp(op, in.Operand(0))
		return true
	}}

func TestPatterns(t *testing.T) {
	for _, topDown := range []bool{true, false} {
		f := newFixture()
		x := f.body.Arg(0)
		zero := f.cst("stablehlo.constant", i32, 0)
		v := x
		for i := 0; i < 5; i++ {
			v = f.op("stablehlo.negate", i32, v).Result(0)
		}
		w := f.op("mhlo.add", i32, v, zero).Result(0) // alias spelling matches
		sink := f.sink(w)
		cfg := f.cfg()
		cfg.TopDown = topDown
		res := Apply(f.root, NewPatternSet(addZero, doubleNeg), cfg)
		// five negations are one; +0 is gone; dead ops erased
		in := sink.Operand(0).DefiningOp()
		if in == nil || in.Name != "stablehlo.negate" || in.Operand(0) != x || len(f.body.Ops) != 2 {
			t.Errorf("topDown=%v: sink reads %v, body has %d ops, %+v", topDown, in, len(f.body.Ops), res)
		}
		if res.Rewrites != 3 || !res.Converged {
			t.Errorf("topDown=%v: result %+v", topDown, res)
		}
	}
}

func TestBenefitOrder(t *testing.T) {
	f := newFixture()
	n := f.op("stablehlo.negate", i32, f.body.Arg(0))
	f.sink(n.Result(0))
	var order []string
	mk := func(name string, benefit int) Pattern {
		return Pattern{Name: name, Root: "stablehlo.negate", Benefit: benefit, Rewrite: func(*Rewriter, *ir.Operation) bool {
			order = append(order, name)
			return false
		}}
	}
	any := Pattern{Name: "any", Benefit: 2, Rewrite: func(rw *Rewriter, op *ir.Operation) bool {
		if op.Name == "stablehlo.negate" {
			order = append(order, "any")
		}
		return false
	}}
	Apply(f.root, NewPatternSet(mk("low", 1), mk("high", 5), any, mk("low2", 1)), f.cfg())
	want := []string{"high", "any", "low", "low2"}
	if len(order) != len(want) {
		t.Fatalf("order = %v, want %v", order, want)
	}
	for i := range want {
		if order[i] != want[i] {
			t.Fatalf("order = %v, want %v", order, want)
		}
	}
}

// flip toggles an attribute forever: a pattern that never converges.
var flip = Pattern{Name: "flip", Root: "t.flip", Rewrite: func(rw *Rewriter, op *ir.Operation) bool {
	rw.ModifyInPlace(op, func() {
		b, _ := op.Attr("on").(*ir.BoolAttr)
		op.SetAttr("on", &ir.BoolAttr{Value: b == nil || !b.Value})
	})
	return true
}}

func TestBounds(t *testing.T) {
	f := newFixture()
	f.sink(f.op("t.flip", i32).Result(0))
	cfg := f.cfg()
	cfg.MaxIterations = 3
	cfg.MaxNumRewrites = 2
	res := Apply(f.root, NewPatternSet(flip), cfg)
	if res.Converged || res.Rounds != 3 || res.Rewrites != 6 {
		t.Errorf("result %+v; want 3 rounds of 2 rewrites, not converged", res)
	}
}

func TestRegionSimplify(t *testing.T) {
	for _, mode := range []RegionSimplify{SimplifyDisabled, SimplifyNormal} {
		f := newFixture()
		r := f.root.Regions[0]
		live, dead := r.AddBlock(), r.AddBlock()
		br := ir.NewOperation("t.br", f.reg.Lookup("t.br"), nil, nil, nil, nil)
		br.Successors = []*ir.Block{live}
		f.body.Append(br)
		dbr := ir.NewOperation("t.br", f.reg.Lookup("t.br"), nil, nil, nil, nil)
		dbr.Successors = []*ir.Block{live}
		dead.Append(dbr)
		live.Append(ir.NewOperation("t.br", f.reg.Lookup("t.br"), nil, nil, nil, nil))
		cfg := f.cfg()
		cfg.RegionSimplify = mode
		res := Apply(f.root, nil, cfg)
		want := 3
		if mode != SimplifyDisabled {
			want = 2
		}
		if len(r.Blocks) != want || res.Changed != (mode != SimplifyDisabled) {
			t.Errorf("mode %d: %d blocks, %+v", mode, len(r.Blocks), res)
		}
	}
}

func TestRewriterReplaceOpWithNew(t *testing.T) {
	f := newFixture()
	n := f.op("stablehlo.negate", i32, f.body.Arg(0))
	sink := f.sink(n.Result(0))
	toAdd := Pattern{Root: "stablehlo.negate", Rewrite: func(rw *Rewriter, op *ir.Operation) bool {
		rw.ReplaceOpWithNew(op, "stablehlo.add", []*ir.Value{op.Operand(0), op.Operand(0)}, []ir.Type{i32}, nil)
		return true
	}}
	res := Apply(f.root, NewPatternSet(toAdd), f.cfg())
	got := sink.Operand(0).DefiningOp()
	if got.Name != "stablehlo.add" || got.Info == nil || got.Block() != f.body || f.body.IndexOf(got) != 0 || res.Rewrites != 1 {
		t.Errorf("got %s at %d, %+v", got.Name, f.body.IndexOf(got), res)
	}
}
