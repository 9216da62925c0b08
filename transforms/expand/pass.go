package expand

import (
	"slices"

	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/transforms/autodiff/build"
)

// Register adds the hlo-expand pass to r.
func Register(r *pipeline.Registry) error {
	return r.Register(pipeline.PassDef{
		Name:    "hlo-expand",
		Title:   "HloExpand",
		Summary: "Rewrite batch_norm_inference, batch_norm_training and TopK custom calls into elementwise ops, reductions and sorts, which have kernels; forward tuple elements to get_tuple_element; drop Shardy sharding ops and run manual computations on one device in place",
		Anchor:  "func.func",
		Stats:   []pipeline.StatSpec{{Name: "num-expanded", Desc: "Number of ops rewritten"}},
		New: func(pipeline.Options) (pipeline.Pass, error) {
			return pipeline.PassFunc(run), nil
		},
	})
}

// expander builds the replacement of op with b (whose ops go before op)
// and returns the values that replace op's results, or nil to keep op.
type expander func(b *build.Builder, op *ir.Operation) []*ir.Value

// expanders maps op names (both spellings) to their expansion.
var expanders = map[string]expander{
	"stablehlo.batch_norm_inference": batchNormInference, "mhlo.batch_norm_inference": batchNormInference,
	"stablehlo.batch_norm_training": batchNormTraining, "mhlo.batch_norm_training": batchNormTraining,
	"stablehlo.custom_call": topK, "mhlo.custom_call": topK,
}

func run(ctx *pipeline.Context, fn *ir.Operation) error {
	var ops []*ir.Operation
	fn.Walk(func(o *ir.Operation) bool {
		if expanders[o.Name] != nil {
			ops = append(ops, o)
		}
		return true
	})
	n := forwardTuples(fn) + sdyOps(fn)
	for _, op := range ops {
		if expandOp(ctx.Ops, op) {
			n++
		}
	}
	if n > 0 {
		n += forwardTuples(fn) // the tuples of expansions (TopK's tuple form)
	}
	ctx.AddStat("num-expanded", int64(n))
	if n == 0 {
		ctx.MarkUnchanged()
	}
	return nil
}

// expandOp replaces op by its expansion when there is one whose values
// have op's result types.
func expandOp(reg *ir.Registry, op *ir.Operation) bool {
	scratch := (&ir.Region{}).AddBlock()
	b := build.New(reg, scratch, op.Loc)
	vals := expanders[op.Name](b, op)
	if vals == nil || b.Err() != nil || len(vals) != op.NumResults() {
		return false
	}
	for i, v := range vals {
		if !ir.TypeEqual(v.Type(), op.Result(i).Type()) {
			return false
		}
	}
	for _, o := range slices.Clone(scratch.Ops) {
		o.Detach()
		op.Block().InsertBefore(op, o)
	}
	for i, v := range vals {
		op.Result(i).ReplaceAllUsesWith(v)
	}
	op.Erase()
	return true
}
