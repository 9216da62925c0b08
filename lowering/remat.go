package lowering

import (
	"errors"
	"fmt"

	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/pipeline"
	"github.com/symopt/symopt/symbolic"
)

// Evict is the host-side check of a symopt.evict, as BladeDISC's runtime
// does it: the compiler decided where the buffer may be dropped, the
// runtime decides whether, from the memory really in use. With a Guard
// (remat's threshold=true: a dim compared with the value above which the
// gap's peak exceeds the limit) the buffer is freed when the guard
// holds; otherwise when the live bytes, or the Peak predicted for the gap
// (a polynomial over the plan's dim names), exceed the runtime's memory
// limit (no limit: never). Buffer is always a DynamicBuffer.
type Evict struct {
	Buffer  int
	Guard   *HostCond
	Peak    Poly
	HasPeak bool
}

// Fires reports whether the evict frees its buffer at the given dims with
// live bytes in use under limit (0: no limit), as the interpreter's
// accounting runtime (interp/runtime.Accountant) decides.
func (e *Evict) Fires(dims map[string]int64, live, limit int64) (bool, error) {
	if e.Guard != nil {
		return e.Guard.Eval(dims)
	}
	if limit <= 0 {
		return false, nil
	}
	predicted := int64(-1)
	if e.HasPeak {
		v, err := e.Peak.Eval(dims)
		if err != nil {
			return false, fmt.Errorf("peak: %w", err)
		}
		predicted = v
	}
	return max(live, predicted) > limit, nil
}

// Regenerate is a symopt.regenerate: when buffer From was evicted, the
// host runs Steps, which write Result (a recompute is fused and lowered
// like any block: its kernels are the plan's, shared with identical
// ones); otherwise Result takes over From's memory and nothing runs.
// Both are DynamicBuffers.
type Regenerate struct {
	From, Result int
	Steps        []*Step
}

// evict adds the evict step of op: its buffer becomes dynamic, and its
// dim operands become host expressions of the plan's dims. An evict of
// memory the plan does not own (an argument, a constant) adds nothing:
// the regenerate of it then keeps it.
func (b *planBuilder) evict(op *ir.Operation) error {
	pos := pipeline.LocPos(op.Loc)
	if op.NumOperands() < 1 {
		return diag.Errorf(pos, "'symopt.evict' has no operand")
	}
	id, ok := b.ids[op.Operand(0)]
	if !ok {
		return diag.Errorf(pos, "'symopt.evict' evicts a %s, which has no device buffer", op.Operand(0).Type())
	}
	buf := b.p.Buffers[id]
	if buf.Kind != TempBuffer && buf.Kind != DynamicBuffer {
		return nil
	}
	dims := make([]*kernel.Expr, 0, op.NumOperands()-1)
	for i, v := range op.Operands()[1:] {
		e, err := b.host.int(v)
		if err != nil {
			return diag.Errorf(pos, "'symopt.evict' dim operand #%d is not host arithmetic on the dims (tensor.dim, arith on index)", i+1)
		}
		dims = append(dims, e)
	}
	ev := &Evict{Buffer: id}
	if lo, ok := op.Attr(dialect.EvictMin).(*ir.IntegerAttr); ok {
		if len(dims) != 1 {
			return diag.Errorf(pos, "'symopt.evict' with a threshold needs one dim operand, has %d", len(dims))
		}
		ev.Guard = &HostCond{Op: CondCmp, Pred: "sge", X: dims[0], Y: kernel.Const(lo.Value)}
	}
	if p, ok := op.Attr(dialect.EvictPeak).(*ir.StringAttr); ok {
		poly, err := peakPoly(p.Value, dims)
		if err != nil {
			return diag.Errorf(pos, "'symopt.evict' peak %q: %v", p.Value, err)
		}
		ev.Peak, ev.HasPeak = poly, true
	}
	buf.Kind, buf.Slot = DynamicBuffer, -1
	b.emit(&Step{Kind: EvictStep, Name: "evict", Op: op, Evict: ev})
	return nil
}

// peakPoly turns a peak polynomial over S0, S1, ... (naming the dim
// operands in order) into a Poly over the plan's dim names: each operand
// must be a dim or a constant.
func peakPoly(text string, dims []*kernel.Expr) (Poly, error) {
	e, err := symbolic.Parse(text)
	if err != nil {
		return Poly{}, err
	}
	var sum Poly
	for _, t := range e.Terms() {
		c := t.Coef
		var names []string
		for _, f := range t.Mono {
			if int(f.Sym) >= len(dims) {
				return Poly{}, fmt.Errorf("%s names no dim operand (%d given)", f.Sym, len(dims))
			}
			d := dims[f.Sym]
			for k := int64(0); k < int64(f.Exp); k++ {
				switch d.Op {
				case kernel.ExprConst:
					c *= d.C
				case kernel.ExprDim:
					names = append(names, d.Dim)
				default:
					return Poly{}, fmt.Errorf("dim operand %d is %s, not a dim or a constant", f.Sym, d)
				}
			}
		}
		sum = sum.Add(Monomial(c, names...))
	}
	return sum, nil
}

// regenerate adds the regenerate step of op: its result gets a dynamic
// buffer, which the recompute's steps write (the step computing the
// yielded value writes it directly; a copy step fills it otherwise, as
// for a branch side). A regenerate of memory no evict frees is a view of
// it.
func (b *planBuilder) regenerate(op *ir.Operation) error {
	pos := pipeline.LocPos(op.Loc)
	if op.NumOperands() != 1 || op.NumResults() != 1 || len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 {
		return diag.Errorf(pos, "'symopt.regenerate' needs one operand, one result and a region of one block to be lowered")
	}
	from, ok := b.ids[op.Operand(0)]
	if !ok {
		return diag.Errorf(pos, "'symopt.regenerate' regenerates a %s, which has no device buffer", op.Operand(0).Type())
	}
	if b.p.Buffers[from].Kind != DynamicBuffer {
		b.ids[op.Result(0)] = from
		return nil
	}
	res := b.buffer(op.Result(0), DynamicBuffer)
	blk := op.Regions[0].Blocks[0]
	y := blk.Terminator()
	if y == nil || y.NumOperands() != 1 {
		return diag.Errorf(pos, "'symopt.regenerate' region does not yield one value")
	}
	steps, errs := b.yieldInto(blk, []int{res}, func(_ int, v *ir.Value) error {
		return diag.Errorf(pipeline.LocPos(y.Loc), "regenerated value (%s) has no device buffer to copy", v.Type())
	})
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	b.emit(&Step{Kind: RegenerateStep, Name: "regenerate", Op: op, Regen: &Regenerate{From: from, Result: res, Steps: steps}})
	return nil
}
