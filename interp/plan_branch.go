package interp

import "github.com/symopt/symopt/ir"

// IsBranchOp reports the ops whose regions run at most once, one of them
// chosen at run time (scf.if, stablehlo.if and case, and their mhlo
// spellings). A value defined outside such an op, read by it (as its
// condition or inside its regions) and nowhere after it, is handed to
// the branch that runs: it is freed after its last read there (or on
// entry to a branch that does not read it, the condition once the branch
// is chosen), as MLIR's buffer deallocation would, rather than when the
// op ends.
// Loops and per-element bodies keep the op-level rule. The analysis in
// package memory follows the same rule.
func IsBranchOp(op *ir.Operation) bool {
	switch op.Name {
	case "scf.if", "stablehlo.if", "stablehlo.case", "mhlo.if", "mhlo.case":
		return true
	}
	return false
}

// freeAfter frees v (in slot s) after last, the last op of v's block that
// reads it; a branch op passes it on to each region's single block.
func (p *planner) freeAfter(v *ir.Value, s int, last *ir.Operation) {
	st := p.where[last]
	if !passesInto(last, st) {
		st.free, st.freeV = append(st.free, s), append(st.freeV, v)
		return
	}
	for j, r := range last.Regions {
		blk, bp := r.Blocks[0], st.regions[j]
		if inner := lastReader(v, blk); inner != nil {
			p.freeAfter(v, s, inner)
			continue
		}
		bp.deadArgs, bp.deadV = append(bp.deadArgs, s), append(bp.deadV, v)
	}
}

// passesInto reports whether the branch op takes ownership of v: each
// region is one block planned as such.
func passesInto(op *ir.Operation, st *step) bool {
	if !IsBranchOp(op) || len(op.Regions) == 0 || len(st.regions) != len(op.Regions) {
		return false
	}
	for j, r := range op.Regions {
		if len(r.Blocks) != 1 || st.regions[j].cfg != nil || st.regions[j].err != nil {
			return false
		}
	}
	return true
}

// lastReader is the last op of blk that reads v, directly or from a
// nested region, or nil.
func lastReader(v *ir.Value, blk *ir.Block) *ir.Operation {
	var last *ir.Operation
	lastIdx := -1
	for _, u := range v.Uses() {
		a := u.Op
		for a != nil && a.Block() != blk {
			a = a.ParentOp()
		}
		if a == nil {
			continue
		}
		if i := blk.IndexOf(a); i > lastIdx {
			lastIdx, last = i, a
		}
	}
	return last
}
