package fusion

import (
	"slices"

	"github.com/symopt/symopt/ir"
)

// RegenerateBlocks returns the recompute blocks of the symopt.regenerate
// ops remat writes, in body (a function's block) and in the branch blocks
// of a versioned body (HostBranches), in program order. fuse fuses each
// like a block of its own: the values it reads from outside are external
// inputs of its fusions, and the regenerate and symopt.evict ops stay in
// place, so the plan can run the recompute only when the buffer was
// evicted.
func RegenerateBlocks(body *ir.Block) []*ir.Block { return regenerateBlocks(body, HostBranches(body)) }

func regenerateBlocks(body *ir.Block, branches []*ir.Operation) []*ir.Block {
	var out []*ir.Block
	add := func(b *ir.Block) {
		for _, op := range b.Ops {
			if op.Name != "symopt.regenerate" {
				continue
			}
			for _, r := range op.Regions {
				out = append(out, r.Blocks...)
			}
		}
	}
	add(body)
	for _, b := range branchBlocks(branches) {
		add(b)
	}
	return out
}

// branchBlocks returns the blocks of the regions of branches, in order.
func branchBlocks(branches []*ir.Operation) []*ir.Block {
	var out []*ir.Block
	for _, br := range branches {
		for _, r := range br.Regions {
			out = append(out, r.Blocks...)
		}
	}
	return out
}

// sinkEvicts moves each symopt.evict of block after the last op of block
// that still reads its value (besides a symopt.regenerate of it): a
// fusion takes the place of its last member, so one holding a read from
// before the evict may now stand after it, and the evict must not free
// the buffer before that read. Moving an evict later only frees later. A
// block with nothing to move is left as it is.
func sinkEvicts(block *ir.Block) {
	if !slices.ContainsFunc(block.Ops, func(op *ir.Operation) bool { return op.Name == "symopt.evict" }) {
		return
	}
	pos := make(map[*ir.Operation]int, len(block.Ops))
	for i, op := range block.Ops {
		pos[op] = i
	}
	after := map[*ir.Operation]*ir.Operation{} // evict -> the op it goes after
	for i, op := range block.Ops {
		if op.Name != "symopt.evict" || op.NumOperands() == 0 {
			continue
		}
		last := -1
		for _, u := range op.Operand(0).Uses() {
			a := ancestorIn(u.Op, block)
			if a == nil || a == op || a.Name == "symopt.regenerate" && a == u.Op || a.HasTrait(ir.Terminator) {
				continue
			}
			last = max(last, pos[a])
		}
		if last > i {
			after[op] = block.Ops[last]
		}
	}
	if len(after) == 0 {
		return
	}
	moved := map[*ir.Operation][]*ir.Operation{}
	for _, op := range block.Ops { // program order among evicts after one op
		if a, ok := after[op]; ok {
			moved[a] = append(moved[a], op)
		}
	}
	ops := make([]*ir.Operation, 0, len(block.Ops))
	for _, op := range block.Ops {
		if _, ok := after[op]; ok {
			continue
		}
		ops = append(ops, op)
		ops = append(ops, moved[op]...)
	}
	block.SetOps(ops)
}

// ancestorIn is op or the op around it that stands in block (nil when
// it is not inside block).
func ancestorIn(op *ir.Operation, block *ir.Block) *ir.Operation {
	for op != nil && op.Block() != block {
		if op.Block() == nil {
			return nil
		}
		op = op.Block().ParentOp()
	}
	return op
}
