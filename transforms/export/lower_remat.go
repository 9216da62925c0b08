package export

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
)

func lowerRematDef() pipeline.PassDef {
	return pipeline.PassDef{
		Name:     "lower-remat",
		Title:    "LowerRemat",
		Summary:  "Turn symopt.regenerate into a recomputation behind stablehlo.optimization_barrier (as jax.checkpoint emits it) and drop symopt.evict and unused dim reads",
		Anchor:   "func.func",
		Parallel: true,
		Stats: []pipeline.StatSpec{
			{Name: "num-regenerated", Desc: "Number of symopt.regenerate ops turned into recomputation"},
			{Name: "num-evicts", Desc: "Number of symopt.evict ops dropped"},
		},
		New: func(pipeline.Options) (pipeline.Pass, error) {
			return pipeline.PassFunc(runLowerRemat), nil
		},
	}
}

func runLowerRemat(ctx *pipeline.Context, fn *ir.Operation) error {
	var regens, evicts []*ir.Operation
	fn.Walk(func(o *ir.Operation) bool {
		switch o.Name {
		case "symopt.regenerate":
			regens = append(regens, o)
		case "symopt.evict":
			evicts = append(evicts, o)
		}
		return true
	})
	// Evicted values never pin a recomputation: passing one through the
	// barrier would keep it alive up to there.
	evicted := map[*ir.Value]bool{}
	for _, e := range evicts {
		evicted[e.Operand(0)] = true
	}
	for _, r := range regens {
		evicted[r.Operand(0)] = true
	}
	// Inner regenerates first: a recompute subgraph may itself read a
	// regenerated value.
	for i := len(regens) - 1; i >= 0; i-- {
		if err := lowerRegenerate(ctx, regens[i], evicted); err != nil {
			return err
		}
	}
	for _, e := range evicts {
		dims := append([]*ir.Value(nil), e.Operands()[1:]...)
		e.Erase()
		for _, d := range dims {
			eraseDeadIndexMath(d)
		}
	}
	// Dim reads nothing uses (remat leaves one when it drops a plan it made
	// dims for) are not StableHLO.
	var dead []*ir.Value
	fn.Walk(func(o *ir.Operation) bool {
		if (o.Name == "tensor.dim" || o.Name == "shape.get_extent") && o.NumResults() == 1 && !o.Result(0).HasUses() {
			dead = append(dead, o.Result(0))
		}
		return true
	})
	for _, d := range dead {
		eraseDeadIndexMath(d)
	}
	ctx.AddStat("num-regenerated", int64(len(regens)))
	ctx.AddStat("num-evicts", int64(len(evicts)))
	if len(regens)+len(evicts)+len(dead) == 0 {
		ctx.MarkUnchanged()
	}
	return nil
}

// lowerRegenerate replaces %r = symopt.regenerate %v {...} by its region's
// ops, run unconditionally where the op stood. The tensors the region
// reads from outside go through one stablehlo.optimization_barrier
// together with a tensor that exists only from there on: the latest one
// the first user of %r reads (jax.checkpoint passes the incoming cotangent
// the same way), else the latest one defined before the op, never an
// evicted value (that would keep it alive up to the recomputation). The
// barrier's results are new values, so the recomputation is not the
// original subgraph for XLA's CSE, and it cannot start before that tensor
// exists.
func lowerRegenerate(ctx *pipeline.Context, r *ir.Operation, evicted map[*ir.Value]bool) error {
	if len(r.Regions) != 1 || len(r.Regions[0].Blocks) != 1 {
		return ctx.Errorf(r, "'symopt.regenerate' op requires one region with one block")
	}
	body := r.Regions[0].Blocks[0]
	yield := body.Terminator()
	if yield == nil || yield.Name != "symopt.regenerate_yield" || yield.NumOperands() != 1 {
		return ctx.Errorf(r, "'symopt.regenerate' op is malformed (run the verifier)")
	}
	inputs := outsideTensors(r)
	ops := append([]*ir.Operation(nil), body.Ops...)
	if len(inputs) > 0 {
		in := map[*ir.Value]bool{}
		skip := map[*ir.Value]bool{}
		for v := range evicted {
			skip[v] = true
		}
		for _, v := range inputs {
			in[v], skip[v] = true, true
		}
		operands := inputs
		late := latestUserOperand(r, skip)
		if late == nil {
			late = latestTensorBefore(r, skip)
		}
		if late != nil {
			operands = append(operands[:len(operands):len(operands)], late)
		}
		types := make([]ir.Type, len(operands))
		for i, v := range operands {
			types[i] = v.Type()
		}
		barrier := ir.NewOperation("stablehlo.optimization_barrier", opInfo(ctx, "stablehlo.optimization_barrier"), operands, types, nil, r.Loc)
		r.Block().InsertBefore(r, barrier)
		for _, o := range ops {
			o.Walk(func(n *ir.Operation) bool {
				for i, v := range n.Operands() {
					if in[v] {
						n.SetOperand(i, barrier.Result(indexOf(inputs, v)))
					}
				}
				return true
			})
		}
	}
	for _, o := range ops {
		if o == yield {
			continue
		}
		o.Detach()
		r.Block().InsertBefore(r, o)
	}
	r.Result(0).ReplaceAllUsesWith(yield.Operand(0))
	r.Erase()
	return nil
}

// outsideTensors returns the data tensors (see isData) op's regions read
// that are defined outside op, in order of first use.
func outsideTensors(op *ir.Operation) []*ir.Value {
	var out []*ir.Value
	seen := map[*ir.Value]bool{}
	op.Walk(func(n *ir.Operation) bool {
		if n == op {
			return true
		}
		for _, v := range n.Operands() {
			if seen[v] || definedInside(op, v) {
				continue
			}
			if !isData(v) {
				continue
			}
			seen[v] = true
			out = append(out, v)
		}
		return true
	})
	return out
}

func definedInside(op *ir.Operation, v *ir.Value) bool {
	if d := v.DefiningOp(); d != nil {
		return d != op && op.IsAncestor(d)
	}
	b := v.OwnerBlock()
	return b != nil && b.ParentOp() != nil && op.IsAncestor(b.ParentOp())
}

// latestUserOperand returns, among the tensors the first user of op's
// result reads (in op's block, after op) that are defined before op and
// not in skip, the one defined last; nil when there is none. That tensor
// is live at the recomputation anyway, so the barrier does not lengthen
// its life (jax.checkpoint uses the incoming cotangent the same way).
func latestUserOperand(op *ir.Operation, skip map[*ir.Value]bool) *ir.Value {
	b := op.Block()
	at := b.IndexOf(op)
	first := -1
	for _, u := range op.Result(0).Uses() {
		o := u.Op
		for o != nil && o.Block() != b {
			o = o.ParentOp()
		}
		if o == nil {
			continue
		}
		if i := b.IndexOf(o); i > at && (first < 0 || i < first) {
			first = i
		}
	}
	if first < 0 {
		return nil
	}
	var best *ir.Value
	bestAt := -2
	b.Ops[first].Walk(func(n *ir.Operation) bool {
		for _, v := range n.Operands() {
			if !isData(v) || skip[v] {
				continue
			}
			i := -2
			if d := v.DefiningOp(); d != nil && d.Block() == b {
				i = b.IndexOf(d)
			} else if d == nil && v.OwnerBlock() == b {
				i = -1
			}
			if i > -2 && i < at && i > bestAt {
				best, bestAt = v, i
			}
		}
		return true
	})
	return best
}

// latestTensorBefore returns the result of the nearest op before op in its
// block that is a tensor not in skip, else a tensor argument of the block
// not in skip, else nil.
func latestTensorBefore(op *ir.Operation, skip map[*ir.Value]bool) *ir.Value {
	b := op.Block()
	for i := b.IndexOf(op) - 1; i >= 0; i-- {
		for _, v := range b.Ops[i].Results() {
			if isData(v) && !skip[v] {
				return v
			}
		}
	}
	for _, v := range b.Args() {
		if isData(v) && !skip[v] {
			return v
		}
	}
	return nil
}

// isData reports whether v is a tensor other than a shape: static integer
// tensors of rank 0 or 1 (dim sizes, the shape operands of
// dynamic_broadcast_in_dim and dynamic_reshape) stay out of the barrier,
// or shape refinement (jax.export's, before XLA compiles a module with ?
// dims) could no longer see through them to static shapes.
func isData(v *ir.Value) bool {
	t, ok := v.Type().(*ir.TensorType)
	if !ok {
		return false
	}
	switch t.Elem.(type) {
	case *ir.IntegerType, *ir.IndexType:
		return len(t.Shape) > 1 || !ir.IsStatic(t.Shape)
	}
	return true
}

func indexOf(vs []*ir.Value, v *ir.Value) int {
	for i, w := range vs {
		if w == v {
			return i
		}
	}
	return -1
}

// eraseDeadIndexMath erases the op defining v when nothing reads it any
// more and it is index arithmetic (tensor.dim, arith.*) that only fed a
// removed op, then does the same for its operands.
func eraseDeadIndexMath(v *ir.Value) {
	d := v.DefiningOp()
	if d == nil || len(d.Regions) > 0 || d.Block() == nil {
		return
	}
	for _, r := range d.Results() {
		if r.HasUses() {
			return
		}
	}
	if d.Name != "tensor.dim" && d.Dialect() != "arith" && d.Name != "shape.get_extent" {
		return
	}
	operands := append([]*ir.Value(nil), d.Operands()...)
	d.Erase()
	for _, w := range operands {
		eraseDeadIndexMath(w)
	}
}

func opInfo(ctx *pipeline.Context, name string) *ir.OpInfo {
	if ctx.Ops == nil {
		return nil
	}
	return ctx.Ops.Lookup(name)
}
