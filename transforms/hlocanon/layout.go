package hlocanon

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/rewrite"
)

// Layout no-ops and compositions: a reshape, transpose or broadcast that
// gives back its operand's type unchanged is dropped, and two in a row
// become one.
func layoutPatterns() []rewrite.Pattern {
	return []rewrite.Pattern{
		{Name: "hlo-reshape-same-type", Root: "stablehlo.reshape", Benefit: 2, Rewrite: reshapeSameType},
		{Name: "hlo-reshape-reshape", Root: "stablehlo.reshape", Benefit: 1, Rewrite: reshapeReshape},
		{Name: "hlo-transpose-identity", Root: "stablehlo.transpose", Benefit: 2, Rewrite: transposeIdentity},
		{Name: "hlo-transpose-transpose", Root: "stablehlo.transpose", Benefit: 1, Rewrite: transposeTranspose},
		{Name: "hlo-broadcast-in-dim-identity", Root: "stablehlo.broadcast_in_dim", Benefit: 2, Rewrite: broadcastIdentity},
		{Name: "hlo-broadcast-in-dim-broadcast-in-dim", Root: "stablehlo.broadcast_in_dim", Benefit: 1, Rewrite: broadcastBroadcast},
	}
}

// unaryRegistered reports whether op is a registered op with one operand
// and one result.
func unaryRegistered(op *ir.Operation) bool {
	return registered(op) && op.NumOperands() == 1 && op.NumResults() == 1
}

// sameKindProducer returns the op defining operand i of op when it is the
// same op kind (either spelling) with one result used.
func sameKindProducer(op *ir.Operation, i int) *ir.Operation {
	d := op.Operand(i).DefiningOp()
	if d == nil || d.Info != op.Info || d.NumResults() != 1 {
		return nil
	}
	return d
}

func reshapeSameType(rw *rewrite.Rewriter, op *ir.Operation) bool {
	return unaryRegistered(op) && replaceWith(rw, op, op.Operand(0))
}

// reshapeReshape: reshape(reshape(x)) -> reshape(x); a reshape only keeps
// the row-major element order, so the middle shape does not matter.
func reshapeReshape(rw *rewrite.Rewriter, op *ir.Operation) bool {
	if !unaryRegistered(op) {
		return false
	}
	inner := sameKindProducer(op, 0)
	if inner == nil || inner.NumOperands() != 1 {
		return false
	}
	return replaceWithNew(rw, op, op.Name, []*ir.Value{inner.Operand(0)}, op.Attrs())
}

func transposeIdentity(rw *rewrite.Rewriter, op *ir.Operation) bool {
	p, ok := attrList(op, "permutation")
	return ok && unaryRegistered(op) && isIdentityPerm(p) && replaceWith(rw, op, op.Operand(0))
}

// transposeTranspose composes permutations: result dim i of the outer
// transpose is dim inner[outer[i]] of the inner one's operand.
func transposeTranspose(rw *rewrite.Rewriter, op *ir.Operation) bool {
	if !unaryRegistered(op) {
		return false
	}
	inner := sameKindProducer(op, 0)
	if inner == nil {
		return false
	}
	outerP, ok1 := attrList(op, "permutation")
	innerP, ok2 := attrList(inner, "permutation")
	if !ok1 || !ok2 || len(outerP) != len(innerP) {
		return false
	}
	p := make([]int64, len(outerP))
	for i, o := range outerP {
		if o < 0 || o >= int64(len(innerP)) {
			return false
		}
		p[i] = innerP[o]
	}
	x := inner.Operand(0)
	if isIdentityPerm(p) && replaceWith(rw, op, x) {
		return true
	}
	return replaceWithNew(rw, op, op.Name, []*ir.Value{x}, withAttr(op, "permutation", i64Like(op, op.Attr("permutation"), p)))
}

func broadcastIdentity(rw *rewrite.Rewriter, op *ir.Operation) bool {
	d, ok := attrList(op, "broadcast_dimensions")
	if !ok || !unaryRegistered(op) || !isIdentityPerm(d) {
		return false
	}
	// A static op with dynamic dims says nothing about expansion; only a
	// static shape is known to be kept.
	if _, static := staticDims(op.Result(0).Type()); !static {
		return false
	}
	return replaceWith(rw, op, op.Operand(0))
}

// broadcastBroadcast: operand dim i of the inner broadcast lands at dim
// inner[i] of the middle value, which the outer one moves to
// outer[inner[i]]. Size-1 expansion composes: a dim that is 1 in x is
// expanded by either step, any other dim keeps its size through both.
func broadcastBroadcast(rw *rewrite.Rewriter, op *ir.Operation) bool {
	if !unaryRegistered(op) {
		return false
	}
	inner := sameKindProducer(op, 0)
	if inner == nil || inner.NumOperands() != 1 {
		return false
	}
	if _, static := staticDims(inner.Result(0).Type()); !static {
		return false
	}
	outerD, ok1 := attrList(op, "broadcast_dimensions")
	innerD, ok2 := attrList(inner, "broadcast_dimensions")
	if !ok1 || !ok2 {
		return false
	}
	d := make([]int64, len(innerD))
	for i, m := range innerD {
		if m < 0 || m >= int64(len(outerD)) {
			return false
		}
		d[i] = outerD[m]
	}
	attr := i64Like(op, op.Attr("broadcast_dimensions"), d)
	return replaceWithNew(rw, op, op.Name, []*ir.Value{inner.Operand(0)}, withAttr(op, "broadcast_dimensions", attr))
}

// withAttr returns op's attributes with name set to v.
func withAttr(op *ir.Operation, name string, v ir.Attribute) []ir.NamedAttr {
	var out []ir.NamedAttr
	found := false
	for _, a := range op.Attrs() {
		if a.Name == name {
			a.Value = v
			found = true
		}
		out = append(out, a)
	}
	if !found {
		out = append(out, ir.NamedAttr{Name: name, Value: v})
	}
	return out
}
