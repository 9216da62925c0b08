package shapes

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
)

func bindDef() pipeline.PassDef {
	return pipeline.PassDef{
		Name:    "bind-dims",
		Title:   "BindDims",
		Summary: "Specialize a module to concrete dimension sizes",
		Anchor:  "builtin.module",
		New: func(pipeline.Options) (pipeline.Pass, error) {
			return pipeline.PassFunc(runBind), nil
		},
	}
}

func runBind(ctx *pipeline.Context, module *ir.Operation) error { return nil }
