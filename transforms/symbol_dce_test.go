package transforms

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
)

func TestSymbolDCE(t *testing.T) {
	runCases(t, "symbol-dce", "builtin.module(symbol-dce)", []irCase{
		{name: "unreferenced private goes, public and called stay",
			build: func(b *builder, body *ir.Block) {
				_, main := b.fn(body, "main", false, i32)
				_, e := b.fn(body, "used", true, i32)
				b.ret(e, e.Arg(0))
				_, e = b.fn(body, "unused", true)
				b.ret(e)
				_, e = b.fn(body, "public_unused", false)
				b.ret(e)
				b.ret(main, b.call(main, "used", 1, main.Arg(0)).Result(0))
			},
			want: `
				func.func() sym_name="main"
				  %0 = func.call(%arg0) callee=@used
				  func.return(%0)
				func.func() sym_name="used"
				  func.return(%arg0)
				func.func() sym_name="public_unused"
				  func.return()`,
			stats: map[string]int64{"num-dce'd": 1}},
		{name: "dead callers do not keep callees alive",
			build: func(b *builder, body *ir.Block) {
				_, e := b.fn(body, "a", true)
				b.call(e, "b", 0)
				b.ret(e)
				_, e = b.fn(body, "b", true)
				b.call(e, "b", 0) // self-recursive
				b.ret(e)
			},
			want:  ``,
			stats: map[string]int64{"num-dce'd": 2}},
		{name: "references nested in arrays and dictionaries count",
			build: func(b *builder, body *ir.Block) {
				_, main := b.fn(body, "main", false)
				table := &ir.ArrayAttr{Elems: []ir.Attribute{
					ir.Int(1),
					&ir.DictAttr{Entries: []ir.NamedAttr{{Name: "fn", Value: &ir.SymbolRefAttr{Root: "in_dict"}}}},
				}}
				b.op(main, "t.effect", 0, nil, ir.NamedAttr{Name: "table", Value: table})
				b.ret(main)
				_, e := b.fn(body, "in_dict", true)
				b.ret(e)
				nested := b.op(body, "t.effect", 0, nil)
				nested.Props = &ir.DictAttr{Entries: []ir.NamedAttr{{Name: "ref", Value: &ir.SymbolRefAttr{Root: "lib", Nested: []string{"in_props"}}}}}
				_, e = b.fn(body, "in_props", true)
				b.ret(e)
			},
			want: `
				func.func() sym_name="main"
				  t.effect() table=[1, {fn = @in_dict}]
				  func.return()
				func.func() sym_name="in_dict"
				  func.return()
				t.effect()
				func.func() sym_name="in_props"
				  func.return()`,
			stats: map[string]int64{"num-dce'd": 0}},
	})
}

func TestSymbolDCENeedsSymbolTable(t *testing.T) {
	b := newBuilder()
	m, body := b.module()
	_, e := b.fn(body, "f", false)
	b.ret(e)
	_, err := runPipeline(t, "builtin.module(func.func(symbol-dce))", m, nil)
	if err == nil || !strings.Contains(err.Error(), "'func.func' op was scheduled to run under SymbolDCE, but does not define a symbol table") {
		t.Fatalf("err = %v", err)
	}
}
