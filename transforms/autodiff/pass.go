package autodiff

import (
	"fmt"
	"strconv"

	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
)

// Register adds the autodiff pass to r.
func Register(r *pipeline.Registry) error { return r.Register(passDef()) }

func passDef() pipeline.PassDef {
	return pipeline.PassDef{
		Name:    "autodiff",
		Title:   "Autodiff",
		Summary: "Add @NAME_grad: NAME's results then the gradient of its first (scalar) result by reverse-mode differentiation",
		Anchor:  "builtin.module",
		Options: []pipeline.OptionSpec{
			{Name: "fn", Kind: pipeline.StringOption, Desc: "Function to differentiate (required)"},
			{Name: "wrt", Kind: pipeline.ListOption,
				Desc: "Argument indices to differentiate with respect to (default: every floating-point argument)"},
		},
		Stats: []pipeline.StatSpec{{Name: "ops-added", Desc: "ops in the gradient function"}},
		New:   newPass,
	}
}

func newPass(opts pipeline.Options) (pipeline.Pass, error) {
	fn := opts.String("fn")
	if fn == "" {
		return nil, fmt.Errorf("autodiff: option fn is required (autodiff{fn=NAME})")
	}
	var wrt []int
	for _, s := range opts.List("wrt") {
		i, err := strconv.Atoi(s)
		if err != nil {
			return nil, fmt.Errorf("autodiff: wrt entry %q is not an argument index", s)
		}
		wrt = append(wrt, i)
	}
	return pipeline.PassFunc(func(ctx *pipeline.Context, op *ir.Operation) error {
		reg := ctx.Ops
		if reg == nil {
			reg = dialect.NewRegistry()
		}
		g, err := Differentiate(reg, op, fn, wrt)
		if err != nil {
			return err
		}
		n := int64(0)
		g.Walk(func(*ir.Operation) bool { n++; return true })
		ctx.AddStat("ops-added", n)
		return nil
	}), nil
}
