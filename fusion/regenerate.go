package fusion

import "github.com/symopt/symopt/ir"

// RegenerateBlocks returns the recompute blocks of the symopt.regenerate
// ops remat writes, in body (a function's block) and in the branch blocks
// of a versioned body (HostBranches), in program order. fuse fuses each
// like a block of its own: the values it reads from outside are external
// inputs of its fusions, and the regenerate and symopt.evict ops stay in
// place, so the plan can run the recompute only when the buffer was
// evicted.
func RegenerateBlocks(body *ir.Block) []*ir.Block {
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
	for _, br := range HostBranches(body) {
		for _, r := range br.Regions {
			for _, b := range r.Blocks {
				add(b)
			}
		}
	}
	return out
}
