package expand

import (
	"slices"

	"github.com/symopt/symopt/ir"
)

// sdyOps takes the Shardy ops out of fn with single-device meaning: a
// sharding constraint or reshard is its operand, and a manual
// computation whose body sees the whole operands (its argument and
// result types are the operands' and results': a mesh of one device)
// is its body, moved in place. It returns how many ops it removed.
func sdyOps(fn *ir.Operation) int {
	var ops []*ir.Operation
	fn.Walk(func(o *ir.Operation) bool {
		switch o.Name {
		case "sdy.sharding_constraint", "sdy.reshard", "sdy.manual_computation":
			ops = append(ops, o)
		}
		return true
	})
	n := 0
	for _, op := range ops {
		if op.Name != "sdy.manual_computation" {
			op.Result(0).ReplaceAllUsesWith(op.Operand(0))
			op.Erase()
			n++
			continue
		}
		if inlineManual(op) {
			n++
		}
	}
	return n
}

// inlineManual moves the body of a manual computation on whole operands
// before it and erases it; false (and nothing changed) for shards.
func inlineManual(op *ir.Operation) bool {
	if len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 {
		return false
	}
	body := op.Regions[0].Blocks[0]
	ret := body.Terminator()
	if ret == nil || ret.NumOperands() != op.NumResults() || len(body.Args()) != op.NumOperands() {
		return false
	}
	for i, a := range body.Args() {
		if !ir.TypeEqual(a.Type(), op.Operand(i).Type()) {
			return false
		}
	}
	for i, v := range ret.Operands() {
		if !ir.TypeEqual(v.Type(), op.Result(i).Type()) {
			return false
		}
	}
	for i, a := range body.Args() {
		a.ReplaceAllUsesWith(op.Operand(i))
	}
	for _, o := range slices.Clone(body.Ops) {
		if o == ret {
			continue
		}
		o.Detach()
		op.Block().InsertBefore(op, o)
	}
	for i, r := range op.Results() {
		r.ReplaceAllUsesWith(ret.Operand(i))
	}
	op.Erase()
	return true
}
