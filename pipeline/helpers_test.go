package pipeline

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/symopt/symopt/ir"
)

// testModule builds `builtin.module { func.func @f0 ... }` with n functions
// holding one op each.
func testModule(names ...string) *ir.Operation {
	m := ir.NewOperation("builtin.module", nil, nil, nil, nil, nil)
	body := m.AddRegion().AddBlock()
	for _, n := range names {
		f := ir.NewOperation("func.func", nil, nil, nil, []ir.NamedAttr{{Name: "sym_name", Value: ir.Str(n)}}, nil)
		fb := f.AddRegion().AddBlock()
		fb.Append(ir.NewOperation("test.op", nil, nil, nil, nil, nil))
		body.Append(f)
	}
	return m
}

// testRegistry holds passes whose behaviour tests can observe.
func testRegistry(t *testing.T) *Registry {
	t.Helper()
	r := NewRegistry()
	defs := []PassDef{
		{Name: "mark", Title: "Mark", Summary: "sets attribute `marked` on the op", Parallel: true,
			Options: []OptionSpec{{Name: "value", Kind: IntOption, Default: "1", Desc: "value to store"}},
			Stats:   []StatSpec{{Name: "num-marked", Desc: "Number of ops marked"}},
			New: func(o Options) (Pass, error) {
				v := o.Int("value")
				return PassFunc(func(ctx *Context, op *ir.Operation) error {
					op.SetAttr("marked", ir.Int(v))
					ctx.AddStat("num-marked", 1)
					return nil
				}), nil
			}},
		{Name: "noop", Title: "NoOp", Summary: "does nothing", Parallel: true,
			New: func(Options) (Pass, error) {
				return PassFunc(func(ctx *Context, op *ir.Operation) error { ctx.MarkUnchanged(); return nil }), nil
			}},
		{Name: "fail", Title: "Fail", Summary: "always fails",
			New: func(Options) (Pass, error) {
				return PassFunc(func(ctx *Context, op *ir.Operation) error {
					op.SetAttr("broken", ir.Int(1))
					return errors.New("boom")
				}), nil
			}},
		{Name: "panic", Title: "Panic", Summary: "panics",
			New: func(Options) (Pass, error) {
				return PassFunc(func(ctx *Context, op *ir.Operation) error { panic("index out of range") }), nil
			}},
		{Name: "on-func", Title: "OnFunc", Summary: "anchored on func.func", Anchor: "func.func", Parallel: true,
			New: func(Options) (Pass, error) {
				return PassFunc(func(ctx *Context, op *ir.Operation) error {
					op.SetAttr("seen", ir.Int(1))
					return nil
				}), nil
			}},
		{Name: "on-module", Title: "OnModule", Summary: "anchored on builtin.module", Anchor: "builtin.module",
			Options: []OptionSpec{
				{Name: "flag", Kind: BoolOption, Desc: "a flag"},
				{Name: "names", Kind: ListOption, Desc: "a list"},
				{Name: "text", Kind: StringOption, Default: "x", Desc: "a string"},
			},
			New: func(o Options) (Pass, error) {
				return PassFunc(func(ctx *Context, op *ir.Operation) error {
					op.SetAttr("opts", ir.Str(fmt.Sprintf("%v %v %v", o.Bool("flag"), o.List("names"), o.String("text"))))
					return nil
				}), nil
			}},
	}
	for _, d := range defs {
		if err := r.Register(d); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

func printOp(t *testing.T, op *ir.Operation) string {
	t.Helper()
	var b strings.Builder
	if err := ir.Print(&b, op, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}
