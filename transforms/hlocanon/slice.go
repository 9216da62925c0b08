package hlocanon

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/rewrite"
)

// Data movement that moves nothing: a slice of the whole operand, a
// concatenate of one operand, a pad of zero widths.
func slicePatterns() []rewrite.Pattern {
	return []rewrite.Pattern{
		{Name: "hlo-slice-whole", Root: "stablehlo.slice", Benefit: 1, Rewrite: sliceWhole},
		{Name: "hlo-concatenate-one", Root: "stablehlo.concatenate", Benefit: 1, Rewrite: concatOne},
		{Name: "hlo-pad-zero", Root: "stablehlo.pad", Benefit: 1, Rewrite: padZero},
	}
}

// sliceWhole: start 0, stride 1 and limit the operand's (static) size in
// every dim.
func sliceWhole(rw *rewrite.Rewriter, op *ir.Operation) bool {
	if !unaryRegistered(op) {
		return false
	}
	dims, ok := staticDims(op.Operand(0).Type())
	start, ok1 := attrList(op, "start_indices")
	limit, ok2 := attrList(op, "limit_indices")
	if !ok || !ok1 || !ok2 || len(start) != len(dims) || len(limit) != len(dims) {
		return false
	}
	strides, ok := attrList(op, "strides")
	if !ok {
		strides = make([]int64, len(dims))
		for i := range strides {
			strides[i] = 1
		}
	}
	if len(strides) != len(dims) {
		return false
	}
	for i, d := range dims {
		if start[i] != 0 || limit[i] != d || (strides[i] != 1 && d > 1) {
			return false
		}
	}
	return replaceWith(rw, op, op.Operand(0))
}

func concatOne(rw *rewrite.Rewriter, op *ir.Operation) bool {
	return unaryRegistered(op) && replaceWith(rw, op, op.Operand(0))
}

// padZero: no edge and no interior padding (the padding value is unused).
func padZero(rw *rewrite.Rewriter, op *ir.Operation) bool {
	if !registered(op) || op.NumOperands() != 2 || op.NumResults() != 1 {
		return false
	}
	for _, name := range []string{"edge_padding_low", "edge_padding_high", "interior_padding"} {
		l, ok := attrList(op, name)
		if !ok || !allZero(l) {
			return false
		}
	}
	return replaceWith(rw, op, op.Operand(0))
}
