package shapes

import (
	"github.com/symopt/symopt/ir"
	"github.com/symopt/symopt/symbolic"
)

// valueFlow records the values of shape computations: index and integer
// scalars (arith, tensor.dim, get_dimension_size, index casts) and 1-D
// shape vectors (tensor.from_elements, shape.shape_of, constants,
// concatenations of one-element tensors). Dims read from the same
// tensor.dim or get_dimension_size are then the same expression, which is
// how dynamic_reshape and dynamic_broadcast_in_dim results get the
// symbols of their inputs.
func (a *analyzer) valueFlow(op *ir.Operation, key string) {
	if key == "shape.cstr_eq" {
		a.shapesEqual(op)
		return
	}
	if op.NumResults() == 0 || a.logic(op, key) {
		return
	}
	res := op.Result(0)
	switch key {
	case "arith.constant", "stablehlo.constant":
		a.constantValue(res, op.Attr("value"))
	case "shape.const_shape":
		a.constantValue(res, op.Attr("shape"))
	case "tensor.dim", "memref.dim", "shape.get_extent":
		if op.NumOperands() < 2 {
			return
		}
		i, ok := a.scalarOf(op.Operand(1))
		c, isConst := i.Constant()
		if !ok || !isConst || c < 0 {
			return
		}
		var src []elem
		if key == "shape.get_extent" {
			src = a.vecOf(op.Operand(0))
		} else {
			src = elems(a.dimsOf(op.Operand(0)))
		}
		if int(c) < len(src) && src[c].ok {
			a.scalar[res] = src[c].e
		}
	case "stablehlo.get_dimension_size":
		d, ok := op.Attr("dimension").(*ir.IntegerAttr)
		if ds := a.dimsOf(op.Operand(0)); ok && d.Value >= 0 && int(d.Value) < len(ds) {
			a.scalar[res] = ds[d.Value]
		}
	case "arith.index_cast", "arith.index_castui", "arith.extsi", "arith.extui", "arith.trunci",
		"shape.index_to_size", "shape.size_to_index", "shape.to_extent_tensor", "tensor.cast",
		"stablehlo.convert", "stablehlo.reshape", "shape.value_as_shape":
		a.copyValue(res, op.Operand(0))
	case "shape.shape_of":
		if ds := a.dimsOf(op.Operand(0)); ds != nil {
			a.vec[res] = elems(ds)
		}
	case "tensor.from_elements":
		vs := make([]elem, op.NumOperands())
		for i, v := range op.Operands() {
			if e, ok := a.scalarOf(v); ok {
				vs[i] = known(e)
			}
		}
		if rank(res) == 0 && len(vs) == 1 && vs[0].ok {
			a.scalar[res] = vs[0].e
		} else {
			a.vec[res] = vs
		}
	case "tensor.extract":
		a.extract(op)
	case "stablehlo.concatenate", "shape.concat":
		var vs []elem
		for _, v := range op.Operands() {
			x := a.vecOf(v)
			if x == nil {
				return
			}
			vs = append(vs, x...)
		}
		if rank(res) <= 1 {
			a.vec[res] = vs
		}
	case "shape.num_elements":
		if vs := a.vecOf(op.Operand(0)); vs != nil {
			ds := make([]symbolic.Expr, len(vs))
			for i, x := range vs {
				if !x.ok {
					return
				}
				ds[i] = x.e
			}
			if p, ok := product(ds); ok {
				a.scalar[res] = p
			}
		}
	case "shape.broadcast":
		a.broadcastShapes(op)
	default:
		a.scalarArith(op)
	}
}

// constantValue records an integer constant as a scalar or a shape vector.
func (a *analyzer) constantValue(res *ir.Value, attr ir.Attribute) {
	switch c := attr.(type) {
	case *ir.IntegerAttr:
		if c.Big == nil {
			a.scalar[res] = symbolic.Const(c.Value)
		}
	case *ir.DenseElementsAttr:
		if c.Ints == nil {
			return
		}
		shape := c.Shape()
		switch {
		case len(shape) == 0:
			a.scalar[res] = symbolic.Const(c.IntAt(0))
		case len(shape) == 1 && shape[0] >= 0 && shape[0] <= 64:
			vs := make([]elem, shape[0])
			for i := range vs {
				vs[i] = known(symbolic.Const(c.IntAt(i)))
			}
			a.vec[res] = vs
		}
	}
}

// copyValue gives res the scalar or vector value of src.
func (a *analyzer) copyValue(res, src *ir.Value) {
	if e, ok := a.scalar[src]; ok {
		if rank(res) == 1 {
			a.vec[res] = []elem{known(e)}
		} else {
			a.scalar[res] = e
		}
		return
	}
	if vs, ok := a.vec[src]; ok {
		if rank(res) == 0 && len(vs) == 1 {
			if vs[0].ok {
				a.scalar[res] = vs[0].e
			}
			return
		}
		a.vec[res] = vs
	}
}

func (a *analyzer) extract(op *ir.Operation) {
	res := op.Result(0)
	if op.NumOperands() == 1 {
		if e, ok := a.scalarOf(op.Operand(0)); ok {
			a.scalar[res] = e
		}
		return
	}
	i, ok := a.scalarOf(op.Operand(1))
	c, isConst := i.Constant()
	vs := a.vecOf(op.Operand(0))
	if ok && isConst && c >= 0 && int(c) < len(vs) && vs[c].ok {
		a.scalar[res] = vs[c].e
	}
}

// scalarArith folds integer arithmetic on known scalars (arith ops on
// index values, StableHLO ops on tensor<i32> shape values).
func (a *analyzer) scalarArith(op *ir.Operation) {
	if op.NumOperands() != 2 || op.NumResults() != 1 || rank(op.Result(0)) > 0 {
		return
	}
	x, ok1 := a.scalarOf(op.Operand(0))
	y, ok2 := a.scalarOf(op.Operand(1))
	if !ok1 || !ok2 {
		return
	}
	res := op.Result(0)
	switch opKey(op) {
	case "arith.addi", "stablehlo.add":
		e, err := symbolic.Add(x, y)
		a.setScalar(res, e, err)
	case "arith.subi", "stablehlo.subtract":
		e, err := symbolic.Sub(x, y)
		a.setScalar(res, e, err)
	case "arith.muli", "stablehlo.multiply":
		e, err := symbolic.Mul(x, y)
		a.setScalar(res, e, err)
	case "arith.divui", "arith.divsi", "arith.floordivsi", "stablehlo.divide":
		if c, ok := y.Constant(); ok && c > 0 {
			if q, ok := symbolic.FloorDiv(x, c); ok {
				a.scalar[res] = q
			}
		}
	case "arith.ceildivsi", "arith.ceildivui":
		if c, ok := y.Constant(); ok && c > 0 {
			if x1, err := symbolic.Add(x, symbolic.Const(c-1)); err == nil {
				if q, ok := symbolic.FloorDiv(x1, c); ok {
					a.scalar[res] = q
				}
			}
		}
	}
}

// broadcastShapes computes shape.broadcast element by element (aligned at
// the right): a 1 takes the other extent, proven-equal extents stay.
func (a *analyzer) broadcastShapes(op *ir.Operation) {
	var out []elem
	for k, v := range op.Operands() {
		vs := a.vecOf(v)
		if vs == nil {
			return
		}
		if k == 0 {
			out = append([]elem(nil), vs...)
			continue
		}
		for len(out) < len(vs) {
			out = append([]elem{known(symbolic.Const(1))}, out...)
		}
		off := len(out) - len(vs)
		for i, x := range vs {
			o := out[off+i]
			switch {
			case isOne(x):
			case isOne(o):
				out[off+i] = x
			case o.ok && x.ok && a.store.Compare(o.e, x.e) == symbolic.Equal:
			default:
				out[off+i] = elem{}
			}
		}
	}
	a.vec[op.Result(0)] = out
}

func isOne(x elem) bool {
	c, ok := x.e.Constant()
	return x.ok && ok && c == 1
}

// shapesEqual: shape.cstr_eq asserts its shapes are equal.
func (a *analyzer) shapesEqual(op *ir.Operation) {
	var first []elem
	for k, v := range op.Operands() {
		vs := a.vecOf(v)
		if k == 0 {
			first = vs
			continue
		}
		for i := range min(len(vs), len(first)) {
			if vs[i].ok && first[i].ok {
				a.eq(vs[i].e, first[i].e)
			}
		}
	}
}
