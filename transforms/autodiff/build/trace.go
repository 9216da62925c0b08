package build

import (
	"github.com/symopt/symopt/dialect"
	"github.com/symopt/symopt/ir"
)

// traceDim finds a runtime size already in the program for dynamic dim i
// of v, following the ops whose result dims are operand dims (elementwise
// ops, transposes, dots, reductions) and the shape operands of the dynamic
// ops, so equal sizes share one get_dimension_size as in JAX exports.
// When nothing is found it returns the value and dim where the search
// stopped, whose get_dimension_size the caller builds.
func (b *Builder) traceDim(v *ir.Value, i int) (*ir.Value, *ir.Value, int) {
	for depth := 0; depth < 64; depth++ {
		if d, ok := b.dims[dimKey{v, i}]; ok {
			return d, nil, 0
		}
		if d := b.existingDimSize(v, i); d != nil {
			return d, nil, 0
		}
		op := v.DefiningOp()
		if op == nil {
			return nil, v, i
		}
		root, ri := v, i
		name := op.Name
		if op.Info != nil {
			name = op.Info.Name
		}
		switch {
		case op.HasTrait(ir.Elementwise) || name == "stablehlo.select" || name == "stablehlo.convert" || name == "stablehlo.compare":
			next := sameRankOperand(op, v)
			if next == nil {
				return nil, v, i
			}
			v = next
		case name == "stablehlo.dynamic_broadcast_in_dim" || name == "stablehlo.dynamic_reshape":
			if d := b.shapeElem(op.Operand(1), i); d != nil {
				return d, nil, 0
			}
			return nil, v, i
		case name == "stablehlo.dynamic_iota":
			if d := b.shapeElem(op.Operand(0), i); d != nil {
				return d, nil, 0
			}
			return nil, v, i
		case name == "stablehlo.transpose":
			perm, ok := dialect.I64s(op.Attr("permutation"))
			if !ok {
				return nil, v, i
			}
			v, i = op.Operand(0), int(perm[i])
		case name == "stablehlo.reduce" && op.NumOperands() == 2:
			dims, _ := dialect.I64s(op.Attr("dimensions"))
			kept := keptDims(Rank(op.Operand(0)), dims)
			v, i = op.Operand(0), int(kept[i])
		case name == "stablehlo.dot_general":
			dd, err := dialect.DotDimensionNumbers(op)
			if err != nil {
				return nil, v, i
			}
			v, i = dotSource(op, dd, i)
		default:
			return nil, v, i
		}
		if Shape(v)[i] != ir.Dynamic {
			return nil, root, ri
		}
	}
	return nil, v, i
}

// existingDimSize returns a get_dimension_size of v's dim i already in the
// builder's block.
func (b *Builder) existingDimSize(v *ir.Value, i int) *ir.Value {
	for _, u := range v.Uses() {
		op := u.Op
		if op.Block() != b.block || op.NumResults() != 1 {
			continue
		}
		if op.Name != "stablehlo.get_dimension_size" && op.Name != "mhlo.get_dimension_size" {
			continue
		}
		if a, ok := op.Attr("dimension").(*ir.IntegerAttr); ok && a.Value == int64(i) {
			return op.Result(0)
		}
	}
	return nil
}

func sameRankOperand(op *ir.Operation, v *ir.Value) *ir.Value {
	for _, o := range op.Operands() {
		if Rank(o) == Rank(v) {
			return o
		}
	}
	return nil
}

func dotSource(op *ir.Operation, dd dialect.DotDims, i int) (*ir.Value, int) {
	lhs, rhs := op.Operand(0), op.Operand(1)
	if i < len(dd.LhsBatch) {
		return lhs, int(dd.LhsBatch[i])
	}
	i -= len(dd.LhsBatch)
	lf := FreeDims(Rank(lhs), dd.LhsBatch, dd.LhsContract)
	if i < len(lf) {
		return lhs, int(lf[i])
	}
	return rhs, int(FreeDims(Rank(rhs), dd.RhsBatch, dd.RhsContract)[i-len(lf)])
}

// shapeElem finds element i of a shape tensor built as ShapeTensor builds
// them: a concatenate of reshaped scalars and constants.
func (b *Builder) shapeElem(s *ir.Value, i int) *ir.Value {
	op := s.DefiningOp()
	if op == nil {
		return nil
	}
	name := op.Name
	if op.Info != nil {
		name = op.Info.Name
	}
	switch name {
	case "stablehlo.concatenate":
		for _, part := range op.Operands() {
			n := Shape(part)
			if len(n) != 1 || n[0] == ir.Dynamic {
				return nil
			}
			if i < int(n[0]) {
				return b.shapeElem(part, i)
			}
			i -= int(n[0])
		}
	case "stablehlo.reshape":
		if i == 0 && Rank(op.Operand(0)) == 0 {
			return op.Operand(0)
		}
	}
	return nil
}

func keptDims(n int, dims []int64) []int64 {
	drop := map[int64]bool{}
	for _, d := range dims {
		drop[d] = true
	}
	var out []int64
	for i := 0; i < n; i++ {
		if !drop[int64(i)] {
			out = append(out, int64(i))
		}
	}
	return out
}
