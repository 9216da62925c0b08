package lowering

import (
	"github.com/symopt/symopt/diag"
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/pipeline"
)

// validate checks that every buffer a step or the function's return
// reads is an argument, a constant, or written by a step before it (in
// Walk order: a branch's sides before the steps after it), or else a value
// the host computes from sizes and constants. A read of a buffer that an op with no
// step of its own computes (an op lowering took for host arithmetic on
// sizes, as the shape dialects are, but whose result a kernel reads as
// data) is an unsupported-feature error at that op; any other unwritten
// read is an internal error naming the step.
func (p *Plan) validate() []error {
	stepOps := map[*ir.Operation]bool{}
	p.Walk(func(s *Step) { stepOps[s.Op] = true })
	host := hostSlice{steps: stepOps, memo: map[*ir.Value]bool{}}
	written := make([]bool, len(p.Buffers))
	reported := map[int]bool{}
	var errs []error
	n := 0
	p.Walk(func(s *Step) {
		n++
		for _, id := range s.Reads {
			if written[id] || reported[id] {
				continue
			}
			switch p.Buffers[id].Kind {
			case ArgBuffer, ConstBuffer:
				continue
			}
			if host.computable(p.Buffers[id].Value, 0) {
				continue // the host computes it from sizes and constants
			}
			reported[id] = true
			errs = append(errs, p.unwritten(s, n, p.Buffers[id], stepOps))
		}
		for _, id := range s.Writes {
			written[id] = true
		}
		if s.Regen != nil {
			written[s.Regen.Result] = true
		}
	})
	if ret := p.returnOp(); ret != nil {
		for _, v := range ret.Operands() {
			id, ok := p.ids[v]
			if ok && (written[id] || p.Buffers[id].Kind == ArgBuffer || p.Buffers[id].Kind == ConstBuffer) || host.computable(v, 0) {
				continue
			}
			if def := v.DefiningOp(); def != nil && !stepOps[def] {
				errs = append(errs, notComputed(def, "'"+ret.Name+"'"))
			}
		}
	}
	return errs
}

// unwritten is the error for step s (the n-th in Walk order) reading
// buffer buf that no step before it writes.
func (p *Plan) unwritten(s *Step, n int, buf *Buffer, stepOps map[*ir.Operation]bool) error {
	if def := buf.Value.DefiningOp(); def != nil && !stepOps[def] {
		return notComputed(def, stepKindName(s.Kind)+" '"+s.Name+"'")
	}
	return diag.Errorf(pipeline.LocPos(s.Op.Loc), "internal error: plan of @%s: step %d (%s '%s') reads buffer %d (%s), which no step before it writes", p.Func, n, stepKindName(s.Kind), s.Name, buf.ID, buf.Kind)
}

// stepKindName says what a step of kind k runs, for messages.
func stepKindName(k StepKind) string {
	switch k {
	case KernelStep:
		return "kernel"
	case LibraryStep:
		return "library call"
	case BranchStep:
		return "branch"
	case CopyStep:
		return "copy"
	case EvictStep:
		return "evict"
	case RegenerateStep:
		return "regenerate"
	}
	return "unsupported step"
}

// notComputed is the error for def, an op with no step whose result user
// reads: lowering took it for host arithmetic on sizes, but it reads
// device data.
func notComputed(def *ir.Operation, user string) error {
	return diag.Unsupportedf(pipeline.LocPos(def.Loc), "'%s' is not supported by code generation: %s reads its result, but no kernel or library call computes it and the host computes only sizes and constants", def.Name, user)
}

// hostSlice decides which values the host can compute when a step reads
// them: those whose ops, back to constants and to the shapes of tensors,
// have no step and read no device data (as RunPlan's host evaluation
// assumes).
type hostSlice struct {
	steps map[*ir.Operation]bool
	memo  map[*ir.Value]bool
}

// computable reports whether the host can compute v.
func (h hostSlice) computable(v *ir.Value, depth int) bool {
	if ok, seen := h.memo[v]; seen {
		return ok
	}
	op := v.DefiningOp()
	ok := op != nil && !h.steps[op] && depth <= 64
	if ok && !op.HasTrait(ir.ConstantLike) {
		for i, o := range op.Operands() {
			if !readsShapeOnly(op, i) && !h.computable(o, depth+1) {
				ok = false
				break
			}
		}
	}
	h.memo[v] = ok
	return ok
}

// readsShapeOnly reports whether op reads only the shape of operand i
// (`tensor.dim %t, %c0`, `stablehlo.get_dimension_size %t`).
func readsShapeOnly(op *ir.Operation, i int) bool {
	switch fusion.Canonical(op) {
	case "stablehlo.get_dimension_size", "tensor.dim", "memref.dim", "shape.shape_of", "tensor.rank", "shape.rank":
		return i == 0
	}
	return false
}

// returnOp is the terminator of the function body, nil when unknown.
func (p *Plan) returnOp() *ir.Operation {
	if p.body == nil {
		return nil
	}
	return p.body.Terminator()
}
