package shapes

import (
	"github.com/symopt/symopt/ir"
	symshapes "github.com/symopt/symopt/symbolic/shapes"
)

// isShapeScalarOp reports ops that compute an index or integer scalar
// from shapes without side effects; they may be replaced by a constant or
// an equal earlier value.
func isShapeScalarOp(op *ir.Operation) bool {
	switch op.Name {
	case "tensor.dim", "arith.muli", "arith.addi", "arith.subi", "arith.divui", "arith.divsi",
		"arith.ceildivsi", "arith.ceildivui", "arith.floordivsi", "arith.index_cast", "arith.index_castui",
		"arith.select", "arith.cmpi", "arith.ori", "arith.andi", "arith.extsi", "arith.extui", "arith.trunci",
		"shape.get_extent", "shape.num_elements", "tensor.extract":
		return op.NumResults() == 1 && isScalarType(op.Result(0).Type())
	case "stablehlo.get_dimension_size", "mhlo.get_dimension_size":
		return true
	}
	return false
}

func isScalarType(t ir.Type) bool {
	switch x := t.(type) {
	case *ir.IndexType, *ir.IntegerType:
		return true
	case *ir.TensorType:
		return len(x.Shape) == 0 && isScalarType(x.Elem)
	}
	return false
}

// constantOp builds a constant of type t with value c: arith.constant for
// index and integer scalars, stablehlo.constant (or mhlo.constant, after
// the dialect of like) for tensor<i32>-style scalars.
func constantOp(ops *ir.Registry, t ir.Type, c int64, like *ir.Operation) *ir.Operation {
	if tt, ok := t.(*ir.TensorType); ok {
		name := "stablehlo.constant"
		if like.Dialect() == "mhlo" {
			name = "mhlo.constant"
		}
		val := &ir.DenseElementsAttr{Type: tt, Ints: []int64{c}}
		return ir.NewOperation(name, ops.Lookup(name), nil, []ir.Type{t}, []ir.NamedAttr{{Name: "value", Value: val}}, like.Loc)
	}
	val := &ir.IntegerAttr{Value: c, Type: t}
	return ir.NewOperation("arith.constant", ops.Lookup("arith.constant"), nil, []ir.Type{t}, []ir.NamedAttr{{Name: "value", Value: val}}, like.Loc)
}

// foldScalars replaces shape scalar ops whose value the analysis knows as
// a constant by that constant, and, within one block, an op computing the
// same expression as an earlier one by the earlier result. It returns the
// number of ops replaced (they are erased when unused).
func foldScalars(module *ir.Operation, res *symshapes.Result, ops *ir.Registry) int {
	n := 0
	var blocks []*ir.Block
	module.Walk(func(op *ir.Operation) bool {
		for _, r := range op.Regions {
			blocks = append(blocks, r.Blocks...)
		}
		return true
	})
	for _, b := range blocks {
		seen := map[string]*ir.Value{}
		for _, op := range append([]*ir.Operation(nil), b.Ops...) {
			if !isShapeScalarOp(op) {
				continue
			}
			v := op.Result(0)
			e, ok := res.Scalar(v)
			if !ok {
				continue
			}
			if c, isConst := e.Constant(); isConst {
				k := constantOp(ops, v.Type(), c, op)
				b.InsertBefore(op, k)
				v.ReplaceAllUsesWith(k.Result(0))
				op.Erase()
				n++
				continue
			}
			key := v.Type().String() + "|" + e.String()
			if prev, ok := seen[key]; ok {
				v.ReplaceAllUsesWith(prev)
				op.Erase()
				n++
				continue
			}
			seen[key] = v
		}
	}
	return n
}
