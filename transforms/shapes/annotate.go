package shapes

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
	symshapes "github.com/symopt/symopt/symbolic/shapes"
)

func annotateDef() pipeline.PassDef {
	return pipeline.PassDef{
		Name:    "symbolic-shapes",
		Title:   "SymbolicShapes",
		Summary: "Give every dynamic dim a symbol and write the symbols and their constraints into the module",
		Anchor:  "builtin.module",
		Stats: []pipeline.StatSpec{
			{Name: "num-symbols", Desc: "Number of dimension symbols declared"},
			{Name: "num-constraints", Desc: "Number of constraints declared"},
		},
		New: func(pipeline.Options) (pipeline.Pass, error) {
			return pipeline.PassFunc(runAnnotate), nil
		},
	}
}

func runAnnotate(ctx *pipeline.Context, module *ir.Operation) error {
	res, err := symshapes.Analyze(module)
	if err != nil {
		return err
	}
	symshapes.Annotate(module, res, ctx.Ops)
	var dims, cons int64
	for _, op := range topLevel(module) {
		switch op.Name {
		case "symopt.dim":
			dims++
		case "symopt.constraint":
			cons++
		}
	}
	ctx.AddStat("num-symbols", dims)
	ctx.AddStat("num-constraints", cons)
	return nil
}

// topLevel returns the ops of the module's body (none for an empty
// module).
func topLevel(module *ir.Operation) []*ir.Operation {
	if len(module.Regions) == 0 || len(module.Regions[0].Blocks) == 0 {
		return nil
	}
	return module.Regions[0].Blocks[0].Ops
}
