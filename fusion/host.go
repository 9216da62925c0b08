package fusion

import "github.com/symopt/symopt/ir"

// HostOps returns the ops of block that compute shapes: ops whose every
// result is only used as a shape (the shape operand of the dynamic
// broadcast, reshape, iota and pad ops, dynamic slice offsets) or by other
// such ops, and the shape arithmetic ops themselves. They run on the host
// with the sizes; the fuse pass leaves them alone and lowering gives them
// no kernel.
func HostOps(block *ir.Block) map[*ir.Operation]bool {
	host := map[*ir.Operation]bool{}
	for i := len(block.Ops) - 1; i >= 0; i-- {
		op := block.Ops[i]
		if ShapeOp(op) {
			host[op] = true
			continue
		}
		if op.NumResults() == 0 || len(op.Regions) > 0 || op.HasTrait(ir.Terminator) {
			continue
		}
		used, ok := false, true
	uses:
		for _, r := range op.Results() {
			for _, u := range r.Uses() {
				used = true
				if !host[u.Op] && !shapeOperand(u.Op, u.Index) {
					ok = false // read as data: no need to look further
					break uses
				}
			}
		}
		if used && ok {
			host[op] = true
		}
	}
	return host
}

// ShapeOp reports whether op belongs to the shape arithmetic dialects or
// is marked as a shape computation.
func ShapeOp(op *ir.Operation) bool {
	switch op.Dialect() {
	case "shape", "arith", "tensor", "index":
		return true
	}
	return op.HasTrait(ir.ShapeComputation)
}

// shapeOperand reports whether operand i of op is read as sizes or
// offsets rather than as data.
func shapeOperand(op *ir.Operation, i int) bool {
	switch canonical(op) {
	case "stablehlo.dynamic_broadcast_in_dim", "stablehlo.dynamic_reshape":
		return i == 1
	case "stablehlo.dynamic_iota":
		return i == 0
	case "stablehlo.dynamic_pad":
		return i >= 2
	case "stablehlo.real_dynamic_slice":
		return i >= 1
	case "stablehlo.dynamic_slice":
		return i >= 1
	case "stablehlo.dynamic_update_slice":
		return i >= 2
	case "symopt.fusion":
		// a fusion reads an operand as sizes when its block argument is
		if len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 || i >= len(op.Regions[0].Blocks[0].Args()) {
			return false
		}
		a := op.Regions[0].Blocks[0].Arg(i)
		for _, u := range a.Uses() {
			if !shapeOperand(u.Op, u.Index) {
				return false
			}
		}
		return a.HasUses()
	}
	return false
}

// HostSet answers, op by op, whether HostOps(block) holds an op, looking
// only at the ops asked about and the users their answer depends on (a
// block whose ops mostly need no answer, as after fusion, costs little).
// The block must be in SSA order: users after the ops they read.
type HostSet struct {
	block *ir.Block
	memo  map[*ir.Operation]bool
}

// NewHostSet returns the host set of block.
func NewHostSet(block *ir.Block) *HostSet {
	return &HostSet{block: block, memo: map[*ir.Operation]bool{}}
}

// Has reports whether op is one of HostOps(block).
func (h *HostSet) Has(op *ir.Operation) bool {
	if op.Block() != h.block {
		return false
	}
	if v, ok := h.memo[op]; ok {
		return v
	}
	h.memo[op] = false // while its users are asked (no cycle in SSA order)
	v := h.host(op)
	h.memo[op] = v
	return v
}

// host is HostOps' rule for one op.
func (h *HostSet) host(op *ir.Operation) bool {
	if ShapeOp(op) {
		return true
	}
	if op.NumResults() == 0 || len(op.Regions) > 0 || op.HasTrait(ir.Terminator) {
		return false
	}
	used := false
	for _, r := range op.Results() {
		for _, u := range r.Uses() {
			used = true
			if !h.Has(u.Op) && !shapeOperand(u.Op, u.Index) {
				return false
			}
		}
	}
	return used
}
