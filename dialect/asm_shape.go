package dialect

import "github.com/symopt/symopt/ir"

// Assembly formats of the shape dialect.

var asmWitness ir.Type = &ir.OpaqueType{Text: "!shape.witness"}

func init() {
	asmFamilies = append(asmFamilies, map[string]func(ir.AsmStream){
		"shape.shape_of":           asmOperandsToResult,
		"shape.num_elements":       asmOperandsToResult,
		"shape.broadcast":          asmOperandsToResult,
		"shape.cstr_broadcastable": asmShapeCstr,
		"shape.cstr_eq":            asmShapeCstr,
		"shape.assuming_all":       asmShapeAssumingAll,
		"shape.const_witness":      asmShapeConstWitness,
		"shape.const_shape":        asmShapeConstShape,
		"shape.assuming":           asmShapeAssuming,
		"shape.assuming_yield":     asmReturnLike,
	})
}

// asmOperandsToResult is `%a, %b attr-dict : t1, t2 -> t`.
func asmOperandsToResult(s ir.AsmStream) {
	s.Operands()
	s.AttrDict()
	s.Punct(":")
	if !s.Printing() && s.Next("(") {
		s.FunctionalType()
		return
	}
	s.OperandTypes()
	s.Punct("->")
	s.ResultTypes()
}

// asmShapeCstr is `%a, %b attr-dict : t1, t2` producing a witness.
func asmShapeCstr(s ir.AsmStream) {
	s.Operands()
	s.AttrDict()
	s.Punct(":")
	if !s.Printing() && s.Next("(") {
		s.FunctionalType()
		return
	}
	s.OperandTypes()
	if !s.Printing() {
		s.SetResultTypes([]ir.Type{asmWitness})
	}
}

// asmShapeAssumingAll is `%w1, %w2 attr-dict`.
func asmShapeAssumingAll(s ir.AsmStream) {
	s.Operands()
	s.AttrDict()
	if !s.Printing() {
		s.SetResultTypes([]ir.Type{asmWitness})
	}
}

// asmShapeConstWitness is `true` or `false`.
func asmShapeConstWitness(s ir.AsmStream) {
	s.Attr("passing")
	s.AttrDict()
	if !s.Printing() {
		s.SetResultTypes([]ir.Type{asmWitness})
	}
}

// asmShapeConstShape is `attr-dict [1, 2] : type`; the shape is stored as
// a dense index tensor as MLIR does.
func asmShapeConstShape(s ir.AsmStream) {
	s.Consume("shape")
	s.AttrDict()
	if s.Printing() {
		// ` [1, 2]`: the list is not glued to the op name.
		vals, ok := ir.I64List(s.GetAttr("shape"))
		if !ok {
			s.Errorf("shape not printable")
			return
		}
		s.Punct(" [")
		for i, v := range vals {
			if i > 0 {
				s.Punct(",")
			}
			s.Int(v)
		}
		s.Punct("]")
	} else {
		s.I64ListAttr("shape")
		if vals, ok := ir.I64List(s.GetAttr("shape")); ok {
			t := &ir.TensorType{Shape: []int64{int64(len(vals))}, Elem: ir.Index}
			s.SetAttr("shape", &ir.DenseElementsAttr{Type: t, Ints: vals})
		}
	}
	s.Punct(":")
	s.ResultTypes()
}

// asmShapeAssuming is `%w (-> (types))? region attr-dict`; an operand-less
// shape.assuming_yield ending the body is implicit, as in MLIR.
func asmShapeAssuming(s ir.AsmStream) {
	s.ImplicitTerminator("shape.assuming_yield")
	s.Operand(0)
	if asmHas(s, func(op *ir.Operation) bool { return op.NumResults() > 0 }, "->") {
		s.Punct("->")
		if s.Printing() || s.Next("(") {
			s.Punct("(")
			s.ResultTypes()
			s.Punct(")")
		} else {
			s.ResultTypes()
		}
	}
	if !s.Printing() {
		s.SetOperandTypes([]ir.Type{asmWitness})
	}
	s.Region(0, nil)
	s.AttrDict()
}
