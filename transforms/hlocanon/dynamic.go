package hlocanon

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/rewrite"
)

// The dynamic ops whose shape operands are constants become the static
// ops: the constant moves into an attribute. The result type is kept as
// is, so the rewrite only happens when it is static and agrees with the
// constant shape (a disagreement is a run-time error the static op would
// hide); the new op must pass the op table's verifier.
func dynamicPatterns() []rewrite.Pattern {
	return []rewrite.Pattern{
		{Name: "hlo-dynamic-reshape-static", Root: "stablehlo.dynamic_reshape", Benefit: 1, Rewrite: dynamicReshape},
		{Name: "hlo-dynamic-broadcast-in-dim-static", Root: "stablehlo.dynamic_broadcast_in_dim", Benefit: 1, Rewrite: dynamicBroadcast},
		{Name: "hlo-dynamic-iota-static", Root: "stablehlo.dynamic_iota", Benefit: 1, Rewrite: dynamicIota},
		{Name: "hlo-real-dynamic-slice-static", Root: "stablehlo.real_dynamic_slice", Benefit: 1, Rewrite: realDynamicSlice},
		{Name: "hlo-dynamic-pad-static", Root: "stablehlo.dynamic_pad", Benefit: 1, Rewrite: dynamicPad},
		{Name: "hlo-dynamic-gather-static", Root: "stablehlo.dynamic_gather", Benefit: 1, Rewrite: dynamicGather},
	}
}

// staticResultShape returns the result dims of a one-result op when they
// are static and equal to the constant shape operand i.
func staticResultShape(op *ir.Operation, i int) ([]int64, bool) {
	if !registered(op) || op.NumResults() != 1 || op.NumOperands() <= i {
		return nil, false
	}
	dims, ok := staticDims(op.Result(0).Type())
	shape, ok2 := constInts(op.Operand(i))
	if !ok || !ok2 || len(shape) != len(dims) {
		return nil, false
	}
	for k := range dims {
		if shape[k] != dims[k] {
			return nil, false
		}
	}
	return dims, true
}

func dynamicReshape(rw *rewrite.Rewriter, op *ir.Operation) bool {
	if _, ok := staticResultShape(op, 1); !ok || op.NumOperands() != 2 {
		return false
	}
	return replaceWithNew(rw, op, sibling(op, "reshape"), op.Operands()[:1], nil)
}

// dynamicBroadcast keeps broadcast_dimensions; the known_(non)expanding
// hints have no static counterpart and the static shape makes them moot.
func dynamicBroadcast(rw *rewrite.Rewriter, op *ir.Operation) bool {
	if _, ok := staticResultShape(op, 1); !ok || op.NumOperands() != 2 {
		return false
	}
	dims := op.Attr("broadcast_dimensions")
	if dims == nil {
		return false
	}
	return replaceWithNew(rw, op, sibling(op, "broadcast_in_dim"), op.Operands()[:1],
		[]ir.NamedAttr{{Name: "broadcast_dimensions", Value: dims}})
}

func dynamicIota(rw *rewrite.Rewriter, op *ir.Operation) bool {
	if _, ok := staticResultShape(op, 0); !ok || op.NumOperands() != 1 {
		return false
	}
	dim := op.Attr("iota_dimension")
	if dim == nil {
		return false
	}
	return replaceWithNew(rw, op, sibling(op, "iota"), nil, []ir.NamedAttr{{Name: "iota_dimension", Value: dim}})
}

// realDynamicSlice needs constant start, limit and strides; the slice
// verifier checks them against the operand and the result type.
func realDynamicSlice(rw *rewrite.Rewriter, op *ir.Operation) bool {
	if !registered(op) || op.NumOperands() != 4 || op.NumResults() != 1 {
		return false
	}
	if _, ok := staticDims(op.Result(0).Type()); !ok {
		return false
	}
	lists, ok := constLists(op.Operands()[1:])
	if !ok {
		return false
	}
	return replaceWithNew(rw, op, sibling(op, "slice"), op.Operands()[:1], []ir.NamedAttr{
		{Name: "start_indices", Value: i64List(op, lists[0])},
		{Name: "limit_indices", Value: i64List(op, lists[1])},
		{Name: "strides", Value: i64List(op, lists[2])},
	})
}

func dynamicPad(rw *rewrite.Rewriter, op *ir.Operation) bool {
	if !registered(op) || op.NumOperands() != 5 || op.NumResults() != 1 {
		return false
	}
	if _, ok := staticDims(op.Result(0).Type()); !ok {
		return false
	}
	lists, ok := constLists(op.Operands()[2:])
	if !ok {
		return false
	}
	return replaceWithNew(rw, op, sibling(op, "pad"), op.Operands()[:2], []ir.NamedAttr{
		{Name: "edge_padding_low", Value: i64List(op, lists[0])},
		{Name: "edge_padding_high", Value: i64List(op, lists[1])},
		{Name: "interior_padding", Value: i64List(op, lists[2])},
	})
}

// dynamicGather moves slice_sizes into an attribute and keeps the other
// attributes (dimension_numbers, indices_are_sorted).
func dynamicGather(rw *rewrite.Rewriter, op *ir.Operation) bool {
	if !registered(op) || op.NumOperands() != 3 || op.NumResults() != 1 {
		return false
	}
	sizes, ok := constInts(op.Operand(2))
	if !ok {
		return false
	}
	attrs := withAttr(op, "slice_sizes", i64List(op, sizes))
	return replaceWithNew(rw, op, sibling(op, "gather"), op.Operands()[:2], attrs)
}

// constLists reads every value as an integer constant.
func constLists(vs []*ir.Value) ([][]int64, bool) {
	out := make([][]int64, len(vs))
	for i, v := range vs {
		l, ok := constInts(v)
		if !ok {
			return nil, false
		}
		out[i] = l
	}
	return out, true
}
