package transforms

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/transforms/rewrite"
)

func dceDef() pipeline.PassDef {
	return pipeline.PassDef{
		Name:     "dce",
		Title:    "DCE",
		Summary:  "Remove side-effect-free ops whose results are unused, inside every region",
		Stats:    []pipeline.StatSpec{{Name: "num-dce'd", Desc: "Number of ops erased"}},
		Parallel: true,
		New: func(pipeline.Options) (pipeline.Pass, error) {
			return pipeline.PassFunc(runDCE), nil
		},
	}
}

func runDCE(ctx *pipeline.Context, op *ir.Operation) error {
	n := eraseDeadOps(op)
	ctx.AddStat("num-dce'd", int64(n))
	if n == 0 {
		ctx.MarkUnchanged()
	}
	return nil
}

// eraseDeadOps removes trivially dead ops nested in root until none is
// left and returns how many it removed. Each sweep visits blocks back to
// front and nested regions before their op, so a chain of dead ops goes
// in one sweep; further sweeps catch ops freed in other blocks.
func eraseDeadOps(root *ir.Operation) int {
	total := 0
	for {
		n := sweepDead(root)
		if n == 0 {
			return total
		}
		total += n
	}
}

func sweepDead(op *ir.Operation) int {
	n := 0
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			for i := len(b.Ops) - 1; i >= 0; i-- {
				if i >= len(b.Ops) {
					continue
				}
				o := b.Ops[i]
				n += sweepDead(o)
				if rewrite.IsTriviallyDead(o) {
					o.Erase()
					n++
				}
			}
		}
	}
	return n
}
