package dialect

import (
	"fmt"

	"github.com/symopt/symopt/ir"
)

// DimKind says how one result dimension is computed at run time.
type DimKind int

const (
	// DimStatic: the size is Size.
	DimStatic DimKind = iota
	// DimOfOperand: the size of dimension Index of operand Operand.
	DimOfOperand
	// ElemOfOperand: element Index of the 1-D shape operand Operand.
	ElemOfOperand
	// ValueOfOperand: the value of the scalar (or one-element) operand
	// Operand (tensor.empty sizes, set_dimension_size).
	ValueOfOperand
	// DimUnknown: computed by a rule this table does not express (sums,
	// padding arithmetic, data-dependent sizes).
	DimUnknown
)

// DimExpr is one output dimension of a shape function, in the spirit of
// MLIR's reifyReturnTypeShapes: static, a dimension of an operand, or an
// element of a shape operand.
type DimExpr struct {
	Kind    DimKind
	Size    int64 // DimStatic
	Operand int   // DimOfOperand, ElemOfOperand, ValueOfOperand
	Index   int   // dimension or element number
}

func (d DimExpr) String() string {
	switch d.Kind {
	case DimStatic:
		return itoa(d.Size)
	case DimOfOperand:
		return fmt.Sprintf("dim(%%%d, %d)", d.Operand, d.Index)
	case ElemOfOperand:
		return fmt.Sprintf("%%%d[%d]", d.Operand, d.Index)
	case ValueOfOperand:
		return fmt.Sprintf("value(%%%d)", d.Operand)
	}
	return "?"
}

// ResultShape returns the shape of result 0 of op as dimension expressions.
// Static result sizes always come back as DimStatic; dynamic ones as what
// the op's semantics say they equal. Ops with no rule, or unranked results,
// give an error.
func ResultShape(op *ir.Operation) ([]DimExpr, error) {
	if op.NumResults() == 0 {
		return nil, fmt.Errorf("'%s' has no results", op.Name)
	}
	rd, ok := dimsOf(op.Result(0).Type())
	if !ok {
		return nil, fmt.Errorf("'%s' result is unranked", op.Name)
	}
	out := make([]DimExpr, len(rd))
	dyn := false
	for i, d := range rd {
		if d == ir.Dynamic {
			out[i] = DimExpr{Kind: DimUnknown}
			dyn = true
		} else {
			out[i] = DimExpr{Kind: DimStatic, Size: d}
		}
	}
	if !dyn {
		return out, nil
	}
	fill := func(i int, e DimExpr) {
		if i >= 0 && i < len(out) && out[i].Kind == DimUnknown {
			out[i] = e
		}
	}
	name := op.Short()
	switch {
	case op.HasTrait(ir.Elementwise) && op.NumOperands() > 0:
		k := 0
		if name == "select" || name == "clamp" {
			k = 1
		}
		for i := range out {
			fill(i, DimExpr{Kind: DimOfOperand, Operand: k, Index: i})
		}
	case name == "dynamic_broadcast_in_dim" || name == "dynamic_reshape":
		for i := range out {
			fill(i, DimExpr{Kind: ElemOfOperand, Operand: 1, Index: i})
		}
	case name == "dynamic_iota":
		for i := range out {
			fill(i, DimExpr{Kind: ElemOfOperand, Operand: 0, Index: i})
		}
	case name == "transpose":
		perm, _ := attrI64s(op, "permutation")
		for i := range out {
			if i < len(perm) {
				fill(i, DimExpr{Kind: DimOfOperand, Index: int(perm[i])})
			}
		}
	case name == "reduce":
		dims, _ := attrI64s(op, "dimensions")
		od, _ := dimsOf(op.Operand(0).Type())
		k := 0
		drop := map[int64]bool{}
		for _, d := range dims {
			drop[d] = true
		}
		for j := range od {
			if !drop[int64(j)] && k < len(out) {
				fill(k, DimExpr{Kind: DimOfOperand, Index: j})
				k++
			}
		}
	case name == "concatenate":
		cd, _ := attrInt(op, "dimension")
		for i := range out {
			if int64(i) != cd {
				fill(i, DimExpr{Kind: DimOfOperand, Index: i})
			}
		}
	case name == "dot_general":
		dotDims(op, fill)
	case name == "dot":
		ld, _ := dimsOf(op.Operand(0).Type())
		rdims, _ := dimsOf(op.Operand(1).Type())
		k := 0
		if len(ld) == 2 {
			fill(k, DimExpr{Kind: DimOfOperand, Operand: 0, Index: 0})
			k++
		}
		if len(rdims) == 2 && k < len(out) {
			fill(k, DimExpr{Kind: DimOfOperand, Operand: 1, Index: 1})
		}
	case name == "set_dimension_size":
		d, _ := attrInt(op, "dimension")
		for i := range out {
			if int64(i) == d {
				fill(i, DimExpr{Kind: ValueOfOperand, Operand: 1})
			} else {
				fill(i, DimExpr{Kind: DimOfOperand, Index: i})
			}
		}
	case name == "empty" && op.Dialect() == "tensor":
		k := 0
		for i, d := range rd {
			if d == ir.Dynamic {
				fill(i, DimExpr{Kind: ValueOfOperand, Operand: k})
				k++
			}
		}
	case name == "cast" || name == "convert" || name == "bitcast_convert" || name == "reverse" ||
		name == "optimization_barrier" || name == "dynamic_update_slice" || name == "sort" || name == "all_reduce":
		for i := range out {
			fill(i, DimExpr{Kind: DimOfOperand, Index: i})
		}
	case name == "gather" || name == "dynamic_gather":
		g, err := GatherDimensionNumbers(op)
		sd, ok := dimsOf(op.Operand(1).Type())
		if err != nil || !ok {
			break
		}
		isOff := map[int64]bool{}
		for _, d := range g.OffsetDims {
			isOff[d] = true
		}
		k := 0
		for i := range out {
			if isOff[int64(i)] {
				continue
			}
			if int64(k) == g.IndexVectorDim {
				k++
			}
			if k < len(sd) {
				fill(i, DimExpr{Kind: DimOfOperand, Operand: 1, Index: k})
			}
			k++
		}
	case name == "shape_of":
		// The extent count is the operand's rank; unranked operands stay unknown.
	}
	return out, nil
}

func dotDims(op *ir.Operation, fill func(int, DimExpr)) {
	d, err := DotDimensionNumbers(op)
	if err != nil {
		return
	}
	ld, ok1 := dimsOf(op.Operand(0).Type())
	rdims, ok2 := dimsOf(op.Operand(1).Type())
	if !ok1 || !ok2 {
		return
	}
	k := 0
	for _, b := range d.LhsBatch {
		fill(k, DimExpr{Kind: DimOfOperand, Operand: 0, Index: int(b)})
		k++
	}
	for _, side := range []struct {
		operand int
		shape   []int64
		batch   []int64
		con     []int64
	}{{0, ld, d.LhsBatch, d.LhsContract}, {1, rdims, d.RhsBatch, d.RhsContract}} {
		used := map[int64]bool{}
		for _, x := range append(append([]int64{}, side.batch...), side.con...) {
			used[x] = true
		}
		for j := range side.shape {
			if !used[int64(j)] {
				fill(k, DimExpr{Kind: DimOfOperand, Operand: side.operand, Index: j})
				k++
			}
		}
	}
}
