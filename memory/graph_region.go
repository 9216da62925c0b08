package memory

import "github.com/symopt/symopt/ir"

// constRegionPeak is regionPeak for the common small region (a reduce
// or compare body): ops without regions or calls whose results all have
// constant sizes. It follows the accounting of Graph.Profile on the
// block as it stands (arguments alias the op's operands and count 0, a
// value is freed after its last use in the block, or at once when
// unused) without building a graph. ok=false for any other region.
func constRegionPeak(op *ir.Operation, z *Sizer) (peak int64, ok bool) {
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			p, ok := constBlockPeak(b, z)
			if !ok {
				return 0, false
			}
			peak = max(peak, p)
		}
	}
	return peak, true
}

func constBlockPeak(b *ir.Block, z *Sizer) (int64, bool) {
	ops := b.Ops
	if len(ops) > 32 {
		return 0, false // a larger body goes through the graph
	}
	var live, peak int64
	for k, op := range ops {
		if len(op.Regions) > 0 || op.Name == "func.call" {
			return 0, false
		}
		for _, r := range op.Results() {
			sz, ok := z.Size(r).Constant()
			if !ok {
				return 0, false
			}
			live += sz
		}
		peak = max(peak, live)
		// free what this op read for the last time, and its unused results
		for i, v := range op.Operands() {
			if d := v.DefiningOp(); d == nil || d.Block() != b || seenOperand(op, i, v) || usedAfter(ops, k, v) {
				continue
			}
			sz, _ := z.Size(v).Constant()
			live -= sz
		}
		for _, r := range op.Results() {
			if !usedAfter(ops, k, r) {
				sz, _ := z.Size(r).Constant()
				live -= sz
			}
		}
	}
	return peak, true
}

// seenOperand reports whether v is an earlier operand of op too (freed
// once).
func seenOperand(op *ir.Operation, i int, v *ir.Value) bool {
	for _, w := range op.Operands()[:i] {
		if w == v {
			return true
		}
	}
	return false
}

// usedAfter reports whether an op of ops after position k reads v.
func usedAfter(ops []*ir.Operation, k int, v *ir.Value) bool {
	for _, o := range ops[k+1:] {
		for _, w := range o.Operands() {
			if w == v {
				return true
			}
		}
	}
	return false
}
