package transforms

import (
	"testing"

	"github.com/symopt/symopt/ir"
)

type irCase struct {
	name  string
	build func(b *builder, body *ir.Block)
	want  string
	stats map[string]int64 // pass statistics expected after the run
}

func runCases(t *testing.T, pass, pipe string, cases []irCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := newBuilder()
			m, body := b.module()
			tc.build(b, body)
			mgr, err := runPipeline(t, pipe, m, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := render(m); got != trim(tc.want) {
				t.Errorf("got:\n%s\nwant:\n%s", got, trim(tc.want))
			}
			for k, v := range tc.stats {
				if got, _ := mgr.Stat(pass, k); got != v {
					t.Errorf("statistic %s = %d, want %d", k, got, v)
				}
			}
		})
	}
}

func TestCSE(t *testing.T) {
	runCases(t, "cse", "builtin.module(func.func(cse))", []irCase{
		{name: "duplicate pure ops merge",
			build: func(b *builder, body *ir.Block) {
				_, e := b.fn(body, "f", false, i32, i32)
				x := b.val(e, "t.add", e.Arg(0), e.Arg(1))
				y := b.val(e, "t.add", e.Arg(0), e.Arg(1))
				b.ret(e, b.val(e, "t.add", x, y))
			},
			want: `
				func.func() sym_name="f"
				  %0 = t.add(%arg0,%arg1)
				  %1 = t.add(%0,%0)
				  func.return(%1)`,
			stats: map[string]int64{"num-cse'd": 1}},
		{name: "different attributes, operands or result types stay",
			build: func(b *builder, body *ir.Block) {
				_, e := b.fn(body, "f", false, i32, i32)
				c1 := b.cst(e, 1)
				c2 := b.cst(e, 2)
				x := b.val(e, "t.sub", e.Arg(0), e.Arg(1))
				y := b.val(e, "t.sub", e.Arg(1), e.Arg(0))
				z := ir.NewOperation("t.sub", b.reg.Lookup("t.sub"), []*ir.Value{e.Arg(0), e.Arg(1)}, []ir.Type{&ir.IntegerType{Width: 64}}, nil, nil)
				e.Append(z)
				b.ret(e, c1, c2, x, y, z.Result(0))
			},
			want: `
				func.func() sym_name="f"
				  %0 = t.const() value=1 : i32
				  %1 = t.const() value=2 : i32
				  %2 = t.sub(%arg0,%arg1)
				  %3 = t.sub(%arg1,%arg0)
				  %4 = t.sub(%arg0,%arg1)
				  func.return(%0,%1,%2,%3,%4)`,
			stats: map[string]int64{"num-cse'd": 0}},
		{name: "commutative ops match with operands swapped",
			build: func(b *builder, body *ir.Block) {
				_, e := b.fn(body, "f", false, i32, i32)
				x := b.val(e, "t.add", e.Arg(0), e.Arg(1))
				y := b.val(e, "t.add", e.Arg(1), e.Arg(0))
				z := b.val(e, "t.add", e.Arg(1), e.Arg(1)) // same multiset? no
				b.ret(e, x, y, z)
			},
			want: `
				func.func() sym_name="f"
				  %0 = t.add(%arg0,%arg1)
				  %1 = t.add(%arg1,%arg1)
				  func.return(%0,%0,%1)`,
			stats: map[string]int64{"num-cse'd": 1}},
		{name: "equal constants merge",
			build: func(b *builder, body *ir.Block) {
				_, e := b.fn(body, "f", false)
				b.ret(e, b.cst(e, 7), b.cst(e, 7))
			},
			want: `
				func.func() sym_name="f"
				  %0 = t.const() value=7 : i32
				  func.return(%0,%0)`},
		{name: "side effects and unregistered ops stay",
			build: func(b *builder, body *ir.Block) {
				_, e := b.fn(body, "f", false, i32)
				x := b.val(e, "t.effect", e.Arg(0))
				y := b.val(e, "t.effect", e.Arg(0))
				u := b.val(e, "t.unknown", e.Arg(0))
				v := b.val(e, "t.unknown", e.Arg(0))
				b.ret(e, x, y, u, v)
			},
			want: `
				func.func() sym_name="f"
				  %0 = t.effect(%arg0)
				  %1 = t.effect(%arg0)
				  %2 = t.unknown(%arg0)
				  %3 = t.unknown(%arg0)
				  func.return(%0,%1,%2,%3)`},
		{name: "nested region reuses a dominating outer op, not the reverse",
			build: func(b *builder, body *ir.Block) {
				_, e := b.fn(body, "f", false, i32)
				outer := b.val(e, "t.neg", e.Arg(0))
				reg := b.op(e, "t.region", 1, nil)
				rb := reg.AddRegion().AddBlock()
				in1 := b.val(rb, "t.neg", e.Arg(0)) // same as outer: reused
				in2 := b.val(rb, "t.add", in1, in1) // region-local
				b.op(rb, "t.yield", 0, []*ir.Value{in2})
				after := b.val(e, "t.add", outer, outer) // same as in2 after mapping, but not dominated
				b.ret(e, reg.Result(0), after)
			},
			want: `
				func.func() sym_name="f"
				  %0 = t.neg(%arg0)
				  %1 = t.region()
				    %2 = t.add(%0,%0)
				    t.yield(%2)
				  %3 = t.add(%0,%0)
				  func.return(%1,%3)`,
			stats: map[string]int64{"num-cse'd": 1}},
		{name: "entry block dominates other blocks, siblings do not",
			build: func(b *builder, body *ir.Block) {
				f, e := b.fn(body, "f", false, i32)
				x := b.val(e, "t.neg", e.Arg(0))
				b2 := f.Regions[0].AddBlock()
				b3 := f.Regions[0].AddBlock()
				br := b.op(e, "t.br", 0, nil)
				br.Successors = []*ir.Block{b2, b3}
				y := b.val(b2, "t.neg", e.Arg(0)) // reuses x
				z := b.val(b2, "t.add", y, y)
				b.ret(b2, z)
				w := b.val(b3, "t.add", x, x) // b2's add does not dominate b3
				b.ret(b3, w)
			},
			want: `
				func.func() sym_name="f"
				  %0 = t.neg(%arg0)
				  t.br()
				  ^bb1:
				  %1 = t.add(%0,%0)
				  func.return(%1)
				  ^bb2:
				  %2 = t.add(%0,%0)
				  func.return(%2)`,
			stats: map[string]int64{"num-cse'd": 1}},
		{name: "ops with equivalent single-block regions merge",
			build: func(b *builder, body *ir.Block) {
				_, e := b.fn(body, "f", false, i32)
				mk := func(k int64) *ir.Value {
					reg := b.op(e, "t.region", 1, []*ir.Value{e.Arg(0)})
					rb := reg.AddRegion().AddBlock()
					arg := rb.AddArg(i32, nil)
					v := b.val(rb, "t.add", arg, e.Arg(0))
					b.op(rb, "t.yield", 0, []*ir.Value{b.val(rb, "t.add", v, b.cst(rb, k))})
					return reg.Result(0)
				}
				b.ret(e, mk(1), mk(1), mk(2))
			},
			want: `
				func.func() sym_name="f"
				  %0 = t.region(%arg0)
				    %1 = t.add(%arg0,%arg0)
				    %2 = t.const() value=1 : i32
				    %3 = t.add(%1,%2)
				    t.yield(%3)
				  %4 = t.region(%arg0)
				    %5 = t.add(%arg0,%arg0)
				    %6 = t.const() value=2 : i32
				    %7 = t.add(%5,%6)
				    t.yield(%7)
				  func.return(%0,%0,%4)`,
			stats: map[string]int64{"num-cse'd": 1}},
		{name: "dead pure ops are dropped on the way",
			build: func(b *builder, body *ir.Block) {
				_, e := b.fn(body, "f", false, i32)
				b.val(e, "t.neg", e.Arg(0))
				b.ret(e)
			},
			want: `
				func.func() sym_name="f"
				  func.return()`,
			stats: map[string]int64{"num-dce'd": 1}},
	})
}

func TestCSEDoesNotCrossFunctions(t *testing.T) {
	b := newBuilder()
	m, body := b.module()
	for _, n := range []string{"f", "g"} {
		_, e := b.fn(body, n, false, i32)
		b.ret(e, b.val(e, "t.neg", e.Arg(0)))
	}
	// Running on the module: each function is isolated from above.
	if _, err := runPipeline(t, "builtin.module(cse)", m, nil); err != nil {
		t.Fatal(err)
	}
	for _, f := range body.Ops {
		e := f.Regions[0].Blocks[0]
		if len(e.Ops) != 2 || e.Ops[1].Operand(0).DefiningOp() != e.Ops[0] {
			t.Errorf("function %s lost its own op:\n%s", symbolName(f), render(m))
		}
	}
}
