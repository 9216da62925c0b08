package shapes

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// opKey is the canonical name of op (MHLO spellings resolve to StableHLO).
func opKey(op *ir.Operation) string {
	if op.Info != nil {
		return op.Info.Name
	}
	return op.Name
}

// applyRule adds the facts of op. Rules are grouped by family in
// rules_*.go; ops without a rule get their dims from the dialect's shape
// function (dialect.ResultShape) and their regions are walked.
func (a *analyzer) applyRule(op *ir.Operation) {
	key := opKey(op)
	if dialect.AnnotationCall(op) {
		// a sharding or placement mark passes its operands through, as
		// an optimization barrier does
		key = "stablehlo.optimization_barrier"
	}
	a.valueFlow(op, key)
	switch {
	case a.controlRule(op, key) || a.layoutRule(op, key) || a.computeRule(op, key):
	case op.HasTrait(ir.Elementwise):
		a.elementwise(op)
	default:
		a.fallback(op)
		for _, r := range op.Regions {
			a.visitRegion(r)
		}
	}
	for _, r := range op.Results() {
		a.dimsOf(r)
	}
}

// elementwise: every operand of the result's rank has the result's dims
// (scalars of select and clamp are skipped).
func (a *analyzer) elementwise(op *ir.Operation) {
	if op.NumResults() == 0 {
		return
	}
	r := rank(op.Result(0))
	for _, v := range op.Operands() {
		if rank(v) == r {
			// the wrapped dims live in a scratch slice taken while in
			// use: assign keeps none of them
			es := elemsInto(a.elemScratch[:0], a.dimsOf(v))
			a.elemScratch = nil
			a.assign(op.Result(0), es)
			a.elemScratch = es[:0]
			break
		}
	}
	out := a.dimsOf(op.Result(0))
	if out == nil {
		return
	}
	for _, v := range op.Operands() {
		if ds := a.dimsOf(v); ds != nil && len(ds) == len(out) {
			a.eqDims(ds, out)
		}
	}
	for _, r := range op.Results()[1:] {
		if ds := a.dimsOf(r); len(ds) == len(out) {
			a.eqDims(ds, out)
		}
	}
}

// fallback reads the dialect's result shape function for result 0.
func (a *analyzer) fallback(op *ir.Operation) {
	if op.NumResults() == 0 || rank(op.Result(0)) < 0 {
		return
	}
	shape, err := dialect.ResultShape(op)
	if err != nil {
		return
	}
	out := make([]elem, len(shape))
	for i, d := range shape {
		switch d.Kind {
		case dialect.DimOfOperand:
			if d.Operand < op.NumOperands() {
				if ds := a.dimsOf(op.Operand(d.Operand)); d.Index < len(ds) {
					out[i] = known(ds[d.Index])
				}
			}
		case dialect.ElemOfOperand:
			if d.Operand < op.NumOperands() {
				if vs := a.vecOf(op.Operand(d.Operand)); d.Index < len(vs) {
					out[i] = vs[d.Index]
				}
			}
		case dialect.ValueOfOperand:
			if d.Operand < op.NumOperands() {
				if e, ok := a.scalarOf(op.Operand(d.Operand)); ok {
					out[i] = known(e)
				}
			}
		}
	}
	a.assign(op.Result(0), out)
}

// product multiplies dims, ok=false on overflow.
func product(ds []symbolic.Expr) (symbolic.Expr, bool) {
	p, err := symbolic.Product(ds...)
	return p, err == nil
}
