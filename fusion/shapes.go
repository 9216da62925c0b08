package fusion

import "github.com/symopt/symopt/ir"

// rewriteShapeOf replaces `shape.shape_of %v` of values computed by
// fusible ops with the same shape built from the dims' sources
// (tensor.dim of function arguments and constants). Reading the shape of
// a fused value would otherwise tie the fusion to a host op that needs its
// result and forbid the fusion (a reduction followed by a broadcast back
// to its own shape is the common case). Shapes whose sources are not all
// arguments of args (the function's block, which is block itself unless
// block is a branch) or static are left alone.
func rewriteShapeOf(block, args *ir.Block, reg *ir.Registry, dims *Dims, lowerable func(*ir.Operation) bool) {
	for _, op := range append([]*ir.Operation(nil), block.Ops...) {
		if canonical(op) != "shape.shape_of" || op.NumOperands() != 1 {
			continue
		}
		v := op.Operand(0)
		d := v.DefiningOp()
		if d == nil || d.Block() != block {
			continue
		}
		if c := classify(d, lowerable); c != clsLoop && c != clsReduce {
			continue
		}
		rt, ok := op.Result(0).Type().(*ir.TensorType)
		shape, ok2 := Shape(v)
		if !ok || !ok2 || !ir.IsInteger(rt.Elem) && rt.Elem != ir.Index {
			continue
		}
		keys := make([]DimKey, len(shape))
		good := true
		for i := range shape {
			k := dims.Key(v, i)
			if k.Sym != "" {
				k = SymbolSource(args, k.Sym)
			}
			keys[i] = k
			if !k.IsStatic() && (k.Root == nil || k.Elem || k.Root.DefiningOp() != nil || k.Root.OwnerBlock() != args) {
				good = false
			}
		}
		if !good {
			continue
		}
		elems := make([]*ir.Value, len(keys))
		for i, k := range keys {
			if k.IsStatic() {
				elems[i] = constIndex(block, op, reg, k.Static)
				continue
			}
			c := constIndex(block, op, reg, int64(k.Index))
			dim := ir.NewOperation("tensor.dim", reg.Lookup("tensor.dim"), []*ir.Value{k.Root, c}, []ir.Type{ir.Index}, nil, op.Loc)
			block.InsertBefore(op, dim)
			elems[i] = dim.Result(0)
		}
		t := &ir.TensorType{Shape: []int64{int64(len(elems))}, Elem: ir.Index}
		fe := ir.NewOperation("tensor.from_elements", reg.Lookup("tensor.from_elements"), elems, []ir.Type{t}, nil, op.Loc)
		block.InsertBefore(op, fe)
		if !ir.TypeEqual(t, op.Result(0).Type()) {
			fe.Erase()
			continue
		}
		op.Result(0).ReplaceAllUsesWith(fe.Result(0))
		op.Erase()
	}
}

// SymbolSource finds an argument dim of block carrying symbol sym in its
// type's encoding; the key is a Sym key again when there is none.
func SymbolSource(block *ir.Block, sym string) DimKey {
	for _, a := range block.Args() {
		s, _ := Shape(a)
		for i := range s {
			if encodedSymbol(a, i) == sym {
				return DimKey{Root: a, Index: i}
			}
		}
	}
	return DimKey{Sym: sym}
}

func constIndex(block *ir.Block, before *ir.Operation, reg *ir.Registry, n int64) *ir.Value {
	c := ir.NewOperation("arith.constant", reg.Lookup("arith.constant"), nil, []ir.Type{ir.Index},
		[]ir.NamedAttr{{Name: "value", Value: &ir.IntegerAttr{Value: n, Type: ir.Index}}}, before.Loc)
	block.InsertBefore(before, c)
	return c.Result(0)
}
