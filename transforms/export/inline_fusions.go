package export

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
)

func inlineFusionsDef() pipeline.PassDef {
	return pipeline.PassDef{
		Name:     "inline-fusions",
		Title:    "InlineFusions",
		Summary:  "Replace each symopt.fusion by its body, in place, and its results by the yielded values",
		Anchor:   "func.func",
		Parallel: true,
		Stats:    []pipeline.StatSpec{{Name: "num-inlined", Desc: "Number of fusions inlined"}},
		New: func(pipeline.Options) (pipeline.Pass, error) {
			return pipeline.PassFunc(runInlineFusions), nil
		},
	}
}

func runInlineFusions(ctx *pipeline.Context, fn *ir.Operation) error {
	var fusions []*ir.Operation
	fn.Walk(func(o *ir.Operation) bool {
		if o.Name == "symopt.fusion" {
			fusions = append(fusions, o)
		}
		return true
	})
	for _, f := range fusions {
		if err := inlineFusion(ctx, f); err != nil {
			return err
		}
	}
	ctx.AddStat("num-inlined", int64(len(fusions)))
	if len(fusions) == 0 {
		ctx.MarkUnchanged()
	}
	return nil
}

// inlineFusion moves the body of f in front of f, binding its block
// arguments to f's operands, and replaces f's results by the values its
// symopt.yield hands back. A fusion nested in f's body moves with it and
// is inlined on its own turn.
func inlineFusion(ctx *pipeline.Context, f *ir.Operation) error {
	if len(f.Regions) != 1 || len(f.Regions[0].Blocks) != 1 {
		return ctx.Errorf(f, "'symopt.fusion' op requires one region with one block")
	}
	body := f.Regions[0].Blocks[0]
	yield := body.Terminator()
	if yield == nil || yield.Name != "symopt.yield" || yield.NumOperands() != f.NumResults() || len(body.Args()) != f.NumOperands() {
		return ctx.Errorf(f, "'symopt.fusion' op is malformed (run the verifier)")
	}
	for i, a := range body.Args() {
		a.ReplaceAllUsesWith(f.Operand(i))
	}
	for i, r := range f.Results() {
		r.ReplaceAllUsesWith(yield.Operand(i))
	}
	ops := append([]*ir.Operation(nil), body.Ops...)
	for _, o := range ops {
		if o == yield {
			continue
		}
		o.Detach()
		f.Block().InsertBefore(f, o)
	}
	f.Erase()
	return nil
}
