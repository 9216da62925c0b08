package expand

import (
	"github.com/symopt/symopt/ir"
)

// isTupleOp reports whether op is stablehlo.tuple or mhlo.tuple (and
// likewise for getTupleElement).
func isTupleOp(op *ir.Operation) bool {
	return op.Name == "stablehlo.tuple" || op.Name == "mhlo.tuple"
}

func isGetTupleElement(op *ir.Operation) bool {
	return op.Name == "stablehlo.get_tuple_element" || op.Name == "mhlo.get_tuple_element"
}

// forwardTuples replaces each get_tuple_element of a tuple op by the
// element it takes and erases the tuple ops left without users, so the
// values MHLO exports pass through tuples (into calls, which are inlined
// by then, and out of them) need no tuple buffers. It returns how many
// ops it removed.
func forwardTuples(fn *ir.Operation) int {
	var gets []*ir.Operation
	fn.Walk(func(o *ir.Operation) bool {
		if isGetTupleElement(o) {
			gets = append(gets, o)
		}
		return true
	})
	n := 0
	tuples := map[*ir.Operation]bool{}
	for _, g := range gets {
		t := g.Operand(0).DefiningOp()
		i, ok := g.Attr("index").(*ir.IntegerAttr)
		if t == nil || !isTupleOp(t) || !ok || i.Value < 0 || int(i.Value) >= t.NumOperands() {
			continue
		}
		if !ir.TypeEqual(t.Operand(int(i.Value)).Type(), g.Result(0).Type()) {
			continue
		}
		g.Result(0).ReplaceAllUsesWith(t.Operand(int(i.Value)))
		g.Erase()
		tuples[t] = true
		n++
	}
	for t := range tuples {
		if !t.Result(0).HasUses() {
			t.Erase()
			n++
		}
	}
	return n
}
