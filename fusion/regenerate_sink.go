package fusion

import (
	"slices"

	"github.com/symopt/symopt/ir"
)

// sinkRegenerates moves each symopt.regenerate of block to just before
// the first op of block that reads one of its results, where remat put
// it. Reordering after outlining places ready ops early (a fusion waiting
// on a later group lets everything independent pass it), and a
// regenerate depends only on values from before the evict: left there,
// the recomputes of a whole backward pass run together and all their
// results are live at once, so an eviction no longer lowers the peak.
// Moving a regenerate later keeps every use after its definition; it
// stops before an evict of a value its recompute reads, which must still
// be there when the recompute runs. Regenerates going before one op keep
// their program order, and a regenerate read by another's recompute goes
// before that one. A block without regenerates is left as it is.
func sinkRegenerates(block *ir.Block) {
	if !slices.ContainsFunc(block.Ops, isRegenerate) {
		return
	}
	ops := slices.Clone(block.Ops)
	var regens []*ir.Operation
	for _, op := range ops {
		if isRegenerate(op) {
			regens = append(regens, op)
		}
	}
	moved := false
	// the last first: a regenerate read by a later one's recompute then
	// goes before where that one ends up
	for _, r := range slices.Backward(regens) {
		i := slices.Index(ops, r)
		readers := map[*ir.Operation]bool{}
		for _, v := range r.Results() {
			for _, u := range v.Uses() {
				if a := ancestorIn(u.Op, block); a != nil && a != r {
					readers[a] = true
				}
			}
		}
		j := i + 1
		for j < len(ops) && !readers[ops[j]] && !evictsRead(ops[j], r, block) {
			j++
		}
		if j == len(ops) {
			continue // nothing reads it: leave it
		}
		for j > i+1 && isRegenerate(ops[j-1]) {
			j-- // later regenerates going before the same op stay after it
		}
		if j > i+1 {
			copy(ops[i:j-1], ops[i+1:j])
			ops[j-1] = r
			moved = true
		}
	}
	if moved {
		block.SetOps(ops)
	}
}

// evictsRead reports whether op is a symopt.evict of a value the
// recompute of regenerate r reads.
func evictsRead(op, r *ir.Operation, block *ir.Block) bool {
	return op.Name == "symopt.evict" && op.NumOperands() > 0 && readsInside(op.Operand(0), r, block)
}

func isRegenerate(op *ir.Operation) bool { return op.Name == "symopt.regenerate" }

// readsInside reports whether an op nested in op's regions reads v.
func readsInside(v *ir.Value, op *ir.Operation, block *ir.Block) bool {
	for _, u := range v.Uses() {
		if u.Op != op && ancestorIn(u.Op, block) == op {
			return true
		}
	}
	return false
}
