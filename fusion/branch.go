package fusion

import "github.com/symopt/symopt/ir"

// HostBranches returns the scf.if ops of body (a function's block) whose
// condition the host computes from sizes alone (HostScalar): the versioned
// bodies schedule-memory{versions=2} writes branch on such a condition,
// and fuse fuses each of their branch blocks like a function body.
func HostBranches(body *ir.Block) []*ir.Operation {
	var out []*ir.Operation
	memo := map[*ir.Value]bool{}
	for _, op := range body.Ops {
		if op.Name == "scf.if" && op.NumOperands() == 1 && len(op.Regions) == 2 && HostScalar(body, op.Operand(0), memo) {
			out = append(out, op)
		}
	}
	return out
}

// HostScalar reports whether v is a scalar (index or integer, i1
// included) that ops of body compute on the host from sizes and
// constants: shape arithmetic (ShapeOp) whose tensor operands are only
// read for their dims (tensor.dim) and whose other operands are host
// scalars too. Block arguments are not: a function's scalar arguments
// live on the device. memo caches answers across calls (nil for none).
func HostScalar(body *ir.Block, v *ir.Value, memo map[*ir.Value]bool) bool {
	if memo == nil {
		memo = map[*ir.Value]bool{}
	}
	if ok, seen := memo[v]; seen {
		return ok
	}
	memo[v] = false // while the operands are asked (SSA has no cycle)
	ok := hostScalar(body, v, memo)
	memo[v] = ok
	return ok
}

func hostScalar(body *ir.Block, v *ir.Value, memo map[*ir.Value]bool) bool {
	op := v.DefiningOp()
	if op == nil || op.Block() != body || len(op.Regions) > 0 || !ShapeOp(op) || !scalarInt(v.Type()) {
		return false
	}
	for i, o := range op.Operands() {
		if i == 0 && op.Name == "tensor.dim" {
			continue // only its size is read
		}
		if !HostScalar(body, o, memo) {
			return false
		}
	}
	return true
}

// scalarInt reports whether t is index or a signless/signed integer
// (i1 included).
func scalarInt(t ir.Type) bool {
	switch t.(type) {
	case *ir.IndexType, *ir.IntegerType:
		return true
	}
	return false
}

// hasFusible reports whether an op of block outside its host ops could
// join a fusion (a loop op or a reduction); a versioned body's own block
// mostly holds none, and building its graph would walk both branches.
func hasFusible(block *ir.Block, lowerable func(*ir.Operation) bool) bool {
	host := NewHostSet(block)
	for _, op := range block.Ops {
		if len(op.Regions) > 0 && op.Name != "stablehlo.reduce" || op.HasTrait(ir.Terminator) {
			continue
		}
		if c := classify(op, lowerable); (c == clsLoop || c == clsReduce) && !host.Has(op) {
			return true
		}
	}
	return false
}
