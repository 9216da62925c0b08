package expand

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/transforms/autodiff/build"
)

// topK rewrites XLA's TopK custom call (one operand; the k largest values
// along the last dim, largest first, and their i32 indices, as two
// results, or one tuple of them) into a stable sort of the operand and an iota of indices in
// descending total order, sliced to the first k: what chlo.top_k and the
// interpreter compute (ties keep the lower index first, NaN first).
func topK(b *build.Builder, op *ir.Operation) []*ir.Value {
	types := op.ResultTypes()
	tuple, isTuple := ir.Type(nil), false
	if op.NumResults() == 1 {
		if tt, ok := types[0].(*ir.TupleType); ok {
			tuple, isTuple, types = tt, true, tt.Types
		}
	}
	if dialect.CustomCallTarget(op) != "TopK" || op.NumOperands() != 1 || len(types) != 2 {
		return nil
	}
	x := op.Operand(0)
	shape := build.Shape(x)
	r := len(shape)
	vt, ok := types[0].(*ir.TensorType)
	it, ok2 := types[1].(*ir.TensorType)
	if !ok || !ok2 || r == 0 || !ir.IsStatic(shape) || len(vt.Shape) != r || !ir.TypeEqual(it.Elem, ir.I32) {
		return nil
	}
	k := vt.Shape[r-1]
	if k < 0 || k > shape[r-1] {
		return nil
	}
	idx := b.Iota(b.DimsOf(x), r-1, ir.I32)
	sort := b.Op("stablehlo.sort", []*ir.Value{x, idx}, []ir.Type{x.Type(), idx.Type()},
		build.Attr("dimension", ir.Int(int64(r-1))), build.Attr("is_stable", &ir.BoolAttr{Value: true}))
	cmp := sort.AddRegion().AddBlock()
	elem := build.Tensor(nil, build.Elem(x))
	i32 := build.Tensor(nil, ir.I32)
	lhs, rhs := cmp.AddArg(elem, b.Loc), cmp.AddArg(elem, b.Loc)
	cmp.AddArg(i32, b.Loc)
	cmp.AddArg(i32, b.Loc)
	inner := build.New(b.Registry(), cmp, b.Loc)
	gt := inner.Compare("GT", lhs, rhs)
	if build.IsFloatTensor(x) {
		gt.DefiningOp().SetAttr("compare_type", dialect.EnumAttr("stablehlo", "comparison_type", "TOTALORDER"))
	}
	inner.Op("stablehlo.return", []*ir.Value{gt}, nil)
	if inner.Err() != nil {
		return nil
	}
	start, limit, strides := make([]int64, r), append([]int64(nil), shape...), make([]int64, r)
	limit[r-1] = k
	for i := range strides {
		strides[i] = 1
	}
	vals := []*ir.Value{b.Slice(sort.Result(0), start, limit, strides), b.Slice(sort.Result(1), start, limit, strides)}
	if isTuple {
		return []*ir.Value{b.Op1("stablehlo.tuple", vals, tuple)}
	}
	return vals
}
