package transforms

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
)

// callChain builds main -> mid -> leaf, all single-block, mid and leaf
// private.
func callChain(b *builder, body *ir.Block) {
	_, main := b.fn(body, "main", false, i32)
	_, mid := b.fn(body, "mid", true, i32)
	_, leaf := b.fn(body, "leaf", true, i32)
	b.ret(leaf, b.val(leaf, "t.neg", leaf.Arg(0)))
	r := b.call(mid, "leaf", 1, mid.Arg(0)).Result(0)
	b.ret(mid, b.val(mid, "t.add", r, mid.Arg(0)))
	b.ret(main, b.call(main, "mid", 1, main.Arg(0)).Result(0))
}

func TestInline(t *testing.T) {
	runCases(t, "inline", "builtin.module(inline)", []irCase{
		{name: "chain fully inlined, private callees erased",
			build: callChain,
			want: `
				func.func() sym_name="main"
				  %0 = t.neg(%arg0)
				  %1 = t.add(%0,%arg0)
				  func.return(%1)`,
			stats: map[string]int64{"num-inlined": 2, "num-erased": 2}},
		{name: "recursive functions stay calls",
			build: func(b *builder, body *ir.Block) {
				_, main := b.fn(body, "main", false, i32)
				_, even := b.fn(body, "even", true, i32)
				_, odd := b.fn(body, "odd", true, i32)
				b.ret(even, b.call(even, "odd", 1, even.Arg(0)).Result(0))
				b.ret(odd, b.call(odd, "even", 1, b.val(odd, "t.neg", odd.Arg(0))).Result(0))
				b.ret(main, b.call(main, "even", 1, main.Arg(0)).Result(0))
			},
			want: `
				func.func() sym_name="main"
				  %0 = func.call(%arg0) callee=@even
				  func.return(%0)
				func.func() sym_name="even"
				  %1 = func.call(%arg0) callee=@odd
				  func.return(%1)
				func.func() sym_name="odd"
				  %2 = t.neg(%arg0)
				  %3 = func.call(%2) callee=@even
				  func.return(%3)`,
			stats: map[string]int64{"num-inlined": 0}},
		{name: "public callee kept, multi-block and declarations not inlined",
			build: func(b *builder, body *ir.Block) {
				_, main := b.fn(body, "main", false, i32)
				_, pub := b.fn(body, "pub", false, i32)
				b.ret(pub, b.val(pub, "t.neg", pub.Arg(0)))
				multi, mb := b.fn(body, "multi", true, i32)
				b.op(mb, "t.br", 0, nil).Successors = []*ir.Block{multi.Regions[0].AddBlock()}
				b.ret(multi.Regions[0].Blocks[1], mb.Arg(0))
				decl := ir.NewOperation("func.func", b.reg.Lookup("func.func"), nil, nil,
					[]ir.NamedAttr{{Name: "sym_name", Value: ir.Str("ext")}, {Name: "sym_visibility", Value: ir.Str("private")}}, nil)
				decl.AddRegion()
				body.Append(decl)
				x := b.call(main, "pub", 1, main.Arg(0)).Result(0)
				y := b.call(main, "multi", 1, x).Result(0)
				b.ret(main, b.call(main, "ext", 1, y).Result(0))
			},
			want: `
				func.func() sym_name="main"
				  %0 = t.neg(%arg0)
				  %1 = func.call(%0) callee=@multi
				  %2 = func.call(%1) callee=@ext
				  func.return(%2)
				func.func() sym_name="pub"
				  %3 = t.neg(%arg0)
				  func.return(%3)
				func.func() sym_name="multi"
				  t.br()
				  ^bb1:
				  func.return(%arg0)
				func.func() sym_name="ext"`,
			stats: map[string]int64{"num-inlined": 1, "num-erased": 0}},
	})
}

func TestInlineDepthAndDefaultPipeline(t *testing.T) {
	// A callee with a dead op: the default pipeline (canonicalize) cleans
	// the callee before its body is copied, unless it is turned off.
	build := func() (*ir.Operation, *ir.Block) {
		b := newBuilder()
		m, body := b.module()
		callChain(b, body)
		leaf := body.Ops[2].Regions[0].Blocks[0]
		dead := ir.NewOperation("t.neg", b.reg.Lookup("t.neg"), []*ir.Value{leaf.Arg(0)}, []ir.Type{i32}, nil, nil)
		leaf.InsertAt(0, dead)
		return m, body
	}
	tests := []struct{ pipe, want string }{
		// callees first: one round inlines the whole chain
		{"inline{max-depth=1}", `
			func.func() sym_name="main"
			  %0 = t.neg(%arg0)
			  %1 = t.add(%0,%arg0)
			  func.return(%1)`},
		{`inline{max-depth=1 default-pipeline=""}`, `
			func.func() sym_name="main"
			  %0 = t.neg(%arg0)
			  %1 = t.neg(%arg0)
			  %2 = t.add(%1,%arg0)
			  func.return(%2)`},
		{"inline{max-depth=0}", `
			func.func() sym_name="main"
			  %0 = func.call(%arg0) callee=@mid
			  func.return(%0)
			func.func() sym_name="mid"
			  %1 = func.call(%arg0) callee=@leaf
			  %2 = t.add(%1,%arg0)
			  func.return(%2)
			func.func() sym_name="leaf"
			  %3 = t.neg(%arg0)
			  func.return(%3)`},
	}
	for _, tc := range tests {
		m, _ := build()
		if _, err := runPipeline(t, tc.pipe, m, nil); err != nil {
			t.Fatalf("%s: %v", tc.pipe, err)
		}
		if got := render(m); got != trim(tc.want) {
			t.Errorf("%s:\ngot:\n%s\nwant:\n%s", tc.pipe, got, trim(tc.want))
		}
	}
	m, _ := build()
	if _, err := runPipeline(t, "inline{default-pipeline=nope}", m, nil); err == nil || !strings.Contains(err.Error(), "unknown pass 'nope'") {
		t.Errorf("bad default pipeline: err = %v", err)
	}
}

func TestInlineLocations(t *testing.T) {
	b := newBuilder()
	m, body := b.module()
	_, main := b.fn(body, "main", false, i32)
	_, g := b.fn(body, "g", true, i32)
	neg := b.op(g, "t.neg", 1, []*ir.Value{g.Arg(0)})
	neg.Loc = &ir.FileLineColLoc{File: "in.mlir", Line: 9, Col: 3}
	b.ret(g, neg.Result(0))
	call := b.call(main, "g", 1, main.Arg(0))
	call.Loc = &ir.FileLineColLoc{File: "in.mlir", Line: 2, Col: 8}
	b.ret(main, call.Result(0))
	if _, err := runPipeline(t, "inline", m, nil); err != nil {
		t.Fatal(err)
	}
	loc, ok := main.Ops[0].Loc.(*ir.CallSiteLoc)
	if !ok || loc.Callee.(*ir.FileLineColLoc).Line != 9 || loc.Caller.(*ir.FileLineColLoc).Line != 2 {
		t.Errorf("inlined op location = %v", main.Ops[0].Loc)
	}
}
