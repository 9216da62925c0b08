package transforms

import (
	"testing"

	"github.com/symopt/symopt/ir"
)

func TestDCE(t *testing.T) {
	runCases(t, "dce", "builtin.module(func.func(dce))", []irCase{
		{name: "dead chain goes, effects and used values stay",
			build: func(b *builder, body *ir.Block) {
				_, e := b.fn(body, "f", false, i32)
				x := b.val(e, "t.neg", e.Arg(0))
				y := b.val(e, "t.add", x, x) // dead, and makes x dead
				_ = y
				b.val(e, "t.effect", e.Arg(0)) // unused but has effects
				b.val(e, "t.unknown")          // unregistered: assumed effects
				live := b.val(e, "t.neg", e.Arg(0))
				b.ret(e, live)
			},
			want: `
				func.func() sym_name="f"
				  %0 = t.effect(%arg0)
				  %1 = t.unknown()
				  %2 = t.neg(%arg0)
				  func.return(%2)`,
			stats: map[string]int64{"num-dce'd": 2}},
		{name: "inside regions, and pure region ops themselves",
			build: func(b *builder, body *ir.Block) {
				_, e := b.fn(body, "f", false, i32)
				kept := b.op(e, "t.region", 1, nil)
				kb := kept.AddRegion().AddBlock()
				b.val(kb, "t.neg", e.Arg(0)) // dead inside a live region
				b.op(kb, "t.effect", 0, nil)
				b.op(kb, "t.yield", 0, []*ir.Value{e.Arg(0)})
				dead := b.op(e, "t.region", 1, nil) // pure body, unused: goes
				db := dead.AddRegion().AddBlock()
				b.op(db, "t.yield", 0, []*ir.Value{b.val(db, "t.neg", e.Arg(0))})
				b.ret(e)
			},
			want: `
				func.func() sym_name="f"
				  %0 = t.region()
				    t.effect()
				    t.yield(%arg0)
				  func.return()`,
			stats: map[string]int64{"num-dce'd": 2}},
		{name: "a result-less op ending a block stays without the Terminator trait",
			build: func(b *builder, body *ir.Block) {
				_, e := b.fn(body, "f", false, i32)
				reg := b.op(e, "t.region", 1, nil)
				rb := reg.AddRegion().AddBlock()
				b.op(rb, "t.end", 0, []*ir.Value{e.Arg(0)})
				b.op(e, "t.end", 0, nil) // not last: dead
				b.ret(e, reg.Result(0))
			},
			want: `
				func.func() sym_name="f"
				  %0 = t.region()
				    t.end(%arg0)
				  func.return(%0)`,
			stats: map[string]int64{"num-dce'd": 1}},
		{name: "nothing to do",
			build: func(b *builder, body *ir.Block) {
				_, e := b.fn(body, "f", false, i32)
				b.ret(e, e.Arg(0))
			},
			want: `
				func.func() sym_name="f"
				  func.return(%arg0)`,
			stats: map[string]int64{"num-dce'd": 0}},
	})
}
