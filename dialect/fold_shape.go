package dialect

import "github.com/symopt/symopt/ir"

// foldIota materialises a small static iota.
func foldIota(op *ir.Operation) []ir.Attribute {
	rt := op.Result(0).Type()
	n, ok := foldable(rt)
	if !ok {
		return nil
	}
	dim, ok := attrInt(op, "iota_dimension")
	rd, _ := dimsOf(rt)
	if !ok || dim < 0 || dim >= int64(len(rd)) {
		return nil
	}
	idx := make([]int64, n)
	stride := int64(1)
	for k := len(rd) - 1; k > int(dim); k-- {
		stride *= rd[k]
	}
	for i := range idx {
		idx[i] = (int64(i) / stride) % rd[dim]
	}
	elem := elemOf(rt)
	switch {
	case ir.IsInteger(elem):
		for i := range idx {
			idx[i] = wrapInt(elem, idx[i])
		}
		return []ir.Attribute{denseInts(rt, idx)}
	case ir.IsFloat(elem):
		f := make([]float64, n)
		for i := range f {
			f[i] = roundFloat(elem, float64(idx[i]))
		}
		return []ir.Attribute{denseFloats(rt, f)}
	}
	return nil
}

// gatherIndex maps every result element to an operand element index; used
// by the data-movement folders. src(i) returns the operand linear index.
func permuteConst(c *ir.DenseElementsAttr, rt ir.Type, n int, src func(i int) int) ir.Attribute {
	if c.Splat {
		return retype(c, rt)
	}
	switch {
	case c.Ints != nil:
		out := make([]int64, n)
		for i := range out {
			out[i] = c.Ints[src(i)]
		}
		return denseInts(rt, out)
	case c.Floats != nil:
		out := make([]float64, n)
		for i := range out {
			out[i] = c.Floats[src(i)]
		}
		return denseFloats(rt, out)
	}
	return nil
}

// unravel turns a linear index into coordinates of shape.
func unravel(i int, shape []int64) []int64 {
	c := make([]int64, len(shape))
	for k := len(shape) - 1; k >= 0; k-- {
		c[k] = int64(i) % shape[k]
		i /= int(shape[k])
	}
	return c
}

func ravel(c, shape []int64) int {
	i := int64(0)
	for k := range shape {
		i = i*shape[k] + c[k]
	}
	return int(i)
}

// foldBroadcastInDim broadcasts a small constant.
func foldBroadcastInDim(op *ir.Operation) []ir.Attribute {
	rt := op.Result(0).Type()
	n, ok := foldable(rt)
	if !ok {
		return nil
	}
	c, ok := ConstantValue(op.Operand(0))
	if !ok {
		return nil
	}
	dims, ok := attrI64s(op, "broadcast_dimensions")
	od, ok2 := dimsOf(c.Type)
	rd, _ := dimsOf(rt)
	if !ok || !ok2 || len(dims) != len(od) || c.Len() == 0 {
		return nil
	}
	a := permuteConst(c, rt, n, func(i int) int {
		rc := unravel(i, rd)
		oc := make([]int64, len(od))
		for k, d := range dims {
			if od[k] != 1 {
				oc[k] = rc[d]
			}
		}
		return ravel(oc, od)
	})
	if a == nil {
		return nil
	}
	return []ir.Attribute{a}
}

// foldTranspose permutes a small constant.
func foldTranspose(op *ir.Operation) []ir.Attribute {
	rt := op.Result(0).Type()
	n, ok := foldable(rt)
	if !ok {
		return nil
	}
	c, ok := ConstantValue(op.Operand(0))
	perm, ok2 := attrI64s(op, "permutation")
	if !ok || !ok2 || c.Len() == 0 {
		return nil
	}
	od, _ := dimsOf(c.Type)
	rd, _ := dimsOf(rt)
	if len(perm) != len(od) {
		return nil
	}
	a := permuteConst(c, rt, n, func(i int) int {
		rc := unravel(i, rd)
		oc := make([]int64, len(od))
		for k, p := range perm {
			oc[p] = rc[k]
		}
		return ravel(oc, od)
	})
	if a == nil {
		return nil
	}
	return []ir.Attribute{a}
}

// foldSliceConst slices a small constant.
func foldSliceConst(op *ir.Operation) []ir.Attribute {
	rt := op.Result(0).Type()
	n, ok := foldable(rt)
	if !ok {
		return nil
	}
	c, ok := ConstantValue(op.Operand(0))
	start, ok1 := attrI64s(op, "start_indices")
	strides, ok2 := attrI64s(op, "strides")
	if !ok || !ok1 || !ok2 || c.Len() == 0 {
		return nil
	}
	od, _ := dimsOf(c.Type)
	rd, _ := dimsOf(rt)
	if len(start) != len(od) || len(strides) != len(od) || len(rd) != len(od) {
		return nil
	}
	a := permuteConst(c, rt, n, func(i int) int {
		rc := unravel(i, rd)
		for k := range rc {
			rc[k] = start[k] + rc[k]*strides[k]
		}
		return ravel(rc, od)
	})
	if a == nil {
		return nil
	}
	return []ir.Attribute{a}
}

// foldGetDimensionSize gives the static size of the dimension.
func foldGetDimensionSize(op *ir.Operation) []ir.Attribute {
	d, ok := attrInt(op, "dimension")
	od, ok2 := dimsOf(op.Operand(0).Type())
	if !ok || !ok2 || d < 0 || d >= int64(len(od)) || od[d] == ir.Dynamic {
		return nil
	}
	return []ir.Attribute{ir.SplatInt(op.Result(0).Type(), od[d])}
}

// foldConcatenate joins small constants along the concatenation dimension.
func foldConcatenate(op *ir.Operation) []ir.Attribute {
	rt := op.Result(0).Type()
	n, ok := foldable(rt)
	if !ok {
		return nil
	}
	dim, ok := attrInt(op, "dimension")
	rd, _ := dimsOf(rt)
	if !ok || dim < 0 || dim >= int64(len(rd)) {
		return nil
	}
	cs, ok := constOperands(op)
	if !ok {
		return nil
	}
	// owner[k] and offset[k]: which operand covers index k along dim.
	var owner, offset []int
	for i, c := range cs {
		d, _ := dimsOf(c.Type)
		if len(d) != len(rd) {
			return nil
		}
		for k := int64(0); k < d[dim]; k++ {
			owner = append(owner, i)
			offset = append(offset, int(k))
		}
	}
	if int64(len(owner)) != rd[dim] {
		return nil
	}
	src := func(i int) (int, int) {
		coord := unravel(i, rd)
		o := owner[coord[dim]]
		coord[dim] = int64(offset[coord[dim]])
		d, _ := dimsOf(cs[o].Type)
		return o, ravel(coord, d)
	}
	if ir.IsInteger(elemOf(rt)) {
		out := make([]int64, n)
		for i := range out {
			o, j := src(i)
			v, ok := intsOf(cs[o], int(ir.NumElements(cs[o].Shape())))
			if !ok {
				return nil
			}
			out[i] = v[j]
		}
		return []ir.Attribute{denseInts(rt, out)}
	}
	if ir.IsFloat(elemOf(rt)) {
		out := make([]float64, n)
		for i := range out {
			o, j := src(i)
			v, ok := floatsOf(cs[o], int(ir.NumElements(cs[o].Shape())))
			if !ok {
				return nil
			}
			out[i] = v[j]
		}
		return []ir.Attribute{denseFloats(rt, out)}
	}
	return nil
}

// foldFromElements builds a dense constant from constant scalars.
func foldFromElements(op *ir.Operation) []ir.Attribute {
	rt := op.Result(0).Type()
	if _, ok := foldable(rt); !ok {
		return nil
	}
	ints := make([]int64, op.NumOperands())
	floats := make([]float64, op.NumOperands())
	isInt := true
	for k, v := range op.Operands() {
		i, f, ii, ok := scalarConst(v)
		if !ok {
			return nil
		}
		ints[k], floats[k], isInt = i, f, ii
	}
	if isInt {
		return []ir.Attribute{denseInts(rt, ints)}
	}
	return []ir.Attribute{denseFloats(rt, floats)}
}
