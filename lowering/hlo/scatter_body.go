package hlo

import (
	"github.com/symopt/symopt/fusion"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/lowering/kernel"
)

// scatterBodies maps a body's binary op to the atomic instruction that
// applies it.
var scatterBodies = map[string]kernel.Op{"stablehlo.add": kernel.OpAtomicAdd, "stablehlo.maximum": kernel.OpAtomicMax,
	"stablehlo.minimum": kernel.OpAtomicMin, "stablehlo.multiply": kernel.OpAtomicMul}

// scatterResult says how a scatter's body computes result k from the
// current values (arguments 0..n-1) and the updates (n..2n-1).
type scatterResult struct {
	// combine is the atomic instruction combining update k into result k
	// (OpAtomicAdd, OpAtomicMax, OpAtomicMin, OpAtomicMul), OpStore when
	// the body returns update src (replace), or OpInvalid when it returns
	// current value k (the result keeps the operand).
	combine kernel.Op
	src     int // the update read (the combined or stored one)
}

// scatterBody analyzes the body of an n-operand scatter: each result is
// its current value, one of the updates, or one binary op of scatterBodies
// on its own current value and update; nothing else (bodies that mix the
// operands, as a scatter-argmax does, have no atomic form).
func scatterBody(op *ir.Operation, n int) ([]scatterResult, bool) {
	b := op.Regions[0].Blocks[0]
	ret := b.Terminator()
	if len(b.Args()) != 2*n || ret == nil || ret.NumOperands() != n {
		return nil, false
	}
	used := map[*ir.Operation]bool{}
	out := make([]scatterResult, n)
	for k, v := range ret.Operands() {
		switch {
		case v == b.Arg(k):
			out[k] = scatterResult{combine: kernel.OpInvalid, src: -1}
			continue
		case v.IsBlockArg() && v.OwnerBlock() == b && v.Index() >= n:
			out[k] = scatterResult{combine: kernel.OpStore, src: v.Index() - n}
			continue
		}
		a := v.DefiningOp()
		if a == nil || a.Block() != b || a.NumOperands() != 2 {
			return nil, false
		}
		c, ok := scatterBodies[fusion.Canonical(a)]
		cur, upd := b.Arg(k), b.Arg(n+k)
		if !ok || !(a.Operand(0) == cur && a.Operand(1) == upd || a.Operand(0) == upd && a.Operand(1) == cur) {
			return nil, false
		}
		used[a] = true
		out[k] = scatterResult{combine: c, src: k}
	}
	for _, o := range b.Ops {
		if o != ret && !used[o] {
			return nil, false // an op no result reads directly, or one that mixes operands
		}
	}
	return out, true
}

// atomicElem reports whether atomics apply to elements of v: f32, f64,
// i32 or i64, not unsigned (integer max and min are signed).
func atomicElem(v *ir.Value) bool {
	switch ElemType(v.Type()) {
	case kernel.F32, kernel.F64, kernel.I32, kernel.I64:
		return !isUnsigned(v)
	}
	return false
}
