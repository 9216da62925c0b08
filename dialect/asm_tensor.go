package dialect

import "github.com/symopt/symopt/ir"

// Assembly formats of the tensor and memref dialects.

func init() {
	asmFamilies = append(asmFamilies, map[string]func(ir.AsmStream){
		"tensor.dim":              asmDim,
		"memref.dim":              asmDim,
		"tensor.cast":             asmArithCast,
		"memref.cast":             asmArithCast,
		"tensor.from_elements":    asmFromElements,
		"tensor.extract":          asmExtract,
		"memref.load":             asmExtract,
		"memref.store":            asmStore,
		"tensor.empty":            asmEmpty,
		"memref.alloc":            asmAlloc,
		"memref.alloca":           asmAlloc,
		"memref.dealloc":          asmDealloc,
		"bufferization.to_tensor": asmToTensor,
		"bufferization.to_memref": asmToMemref,
	})
}

// asmDim is `attr-dict %t, %i : type` with an index operand and result.
func asmDim(s ir.AsmStream) {
	s.AttrDict()
	s.Operand(0)
	s.Punct(",")
	s.Operand(1)
	s.Punct(":")
	if s.Printing() {
		s.Type(s.Op().Operand(0).Type())
		return
	}
	t := s.Type(nil)
	s.SetOperandTypes([]ir.Type{t, ir.Index})
	s.SetResultTypes([]ir.Type{ir.Index})
}

// asmFromElements is `%a, %b attr-dict : tensor-type`.
func asmFromElements(s ir.AsmStream) {
	s.Operands()
	s.AttrDict()
	s.Punct(":")
	if s.Printing() {
		s.ResultTypes()
		return
	}
	t := s.Type(nil)
	s.SetResultTypes([]ir.Type{t})
	if st, ok := t.(ir.ShapedType); ok {
		if dims, ok := st.Dims(); ok && ir.IsStatic(dims) {
			s.SetOperandTypes(asmRepeat(st.ElementType(), int(ir.NumElements(dims))))
		}
	}
}

// asmExtract is `%t[%i, %j] attr-dict : type` yielding the element type.
func asmExtract(s ir.AsmStream) {
	s.Operand(0)
	s.Punct("[")
	s.OperandsFrom(1)
	s.Punct("]")
	s.AttrDict()
	s.Punct(":")
	if s.Printing() {
		s.Type(s.Op().Operand(0).Type())
		return
	}
	t := s.Type(nil)
	s.SetResultTypes([]ir.Type{asmElemOf(t)})
	asmIndexOperands(s, t, 1)
}

// asmIndexOperands records operand types: first the given leading types,
// then index for the rest; the count is known when the op is finished, so
// it is left to the parser when unknown.
func asmIndexOperands(s ir.AsmStream, t ir.Type, lead int) {
	if st, ok := t.(ir.ShapedType); ok {
		if dims, ok := st.Dims(); ok {
			ts := []ir.Type{t}
			if lead == 2 {
				ts = []ir.Type{st.ElementType(), t}
			}
			s.SetOperandTypes(append(ts, asmRepeat(ir.Index, len(dims))...))
		}
	}
}

// asmStore is `%v, %m[%i] attr-dict : type`.
func asmStore(s ir.AsmStream) {
	s.Operand(0)
	s.Punct(",")
	s.Operand(1)
	s.Punct("[")
	s.OperandsFrom(2)
	s.Punct("]")
	s.AttrDict()
	s.Punct(":")
	if s.Printing() {
		s.Type(s.Op().Operand(1).Type())
		return
	}
	t := s.Type(nil)
	asmIndexOperands(s, t, 2)
	s.SetResultTypes(nil)
}

// asmEmpty is `(%d1, %d2) attr-dict : type` with index sizes.
func asmEmpty(s ir.AsmStream) {
	s.Punct("(")
	s.Operands()
	s.Punct(")")
	s.AttrDict()
	s.Punct(":")
	s.ResultTypes()
}

// asmAlloc is `(%dyn...)([%sym...])? attr-dict : memref-type`; the split
// is kept in operandSegmentSizes.
func asmAlloc(s ir.AsmStream) {
	if s.Printing() {
		op := s.Op()
		nDyn := op.NumOperands()
		if seg, ok := s.GetAttr("operandSegmentSizes").(*ir.DenseArrayAttr); ok {
			if len(seg.Ints) != 2 || seg.Ints[0]+seg.Ints[1] != int64(nDyn) {
				s.Errorf("operandSegmentSizes does not match")
				return
			}
			nDyn = int(seg.Ints[0])
		}
		s.Punct("(")
		for i := 0; i < nDyn; i++ {
			if i > 0 {
				s.Punct(",")
			}
			s.Operand(i)
		}
		s.Punct(")")
		if nDyn < op.NumOperands() {
			s.Punct("[")
			s.OperandsFrom(nDyn)
			s.Punct("]")
		}
		s.AttrDict()
		s.Punct(":")
		s.ResultTypes()
		return
	}
	var n [2]int64
	s.Punct("(")
	for !s.Next(")") && !s.Failed() {
		if n[0] > 0 {
			s.Punct(",")
		}
		s.AddOperand(s.ValueRef(nil))
		n[0]++
	}
	s.Punct(")")
	if s.Next("[") {
		s.Punct("[")
		for !s.Next("]") && !s.Failed() {
			if n[1] > 0 {
				s.Punct(",")
			}
			s.AddOperand(s.ValueRef(nil))
			n[1]++
		}
		s.Punct("]")
	}
	s.SetAttr("operandSegmentSizes", &ir.DenseArrayAttr{Elem: ir.I32, Ints: n[:]})
	s.AttrDict()
	s.Punct(":")
	s.ResultTypes()
	s.SetOperandTypes(asmRepeat(ir.Index, int(n[0]+n[1])))
}

// asmDealloc is `%m attr-dict : type`.
func asmDealloc(s ir.AsmStream) {
	s.Operand(0)
	s.AttrDict()
	s.Punct(":")
	s.OperandTypes()
	if !s.Printing() {
		s.SetResultTypes(nil)
	}
}

// asmToTensor is `%m (restrict)? (writable)? attr-dict : memref-type` (the
// tensor type follows from the memref) or `... : memref-type to tensor-type`.
func asmToTensor(s ir.AsmStream) {
	s.Operand(0)
	for _, flag := range []string{"restrict", "writable"} {
		if s.Optional(flag, flag) {
			s.Keyword(flag)
			if !s.Printing() {
				s.SetAttr(flag, &ir.UnitAttr{})
			}
			s.Consume(flag)
		}
	}
	s.AttrDict()
	s.Punct(":")
	if s.Printing() {
		op := s.Op()
		s.OperandTypes()
		if !ir.TypeEqual(op.Result(0).Type(), asmTensorOf(op.Operand(0).Type())) {
			s.Keyword("to")
			s.ResultTypes()
		}
		return
	}
	m := s.Type(nil)
	s.SetOperandTypes([]ir.Type{m})
	if s.Next("to") {
		s.Keyword("to")
		s.ResultTypes()
		return
	}
	s.SetResultTypes([]ir.Type{asmTensorOf(m)})
}

// asmToMemref is `%t (read_only)? attr-dict : memref-type` (as MLIR 19
// prints it) or `... : tensor-type to memref-type` (newer MLIR).
func asmToMemref(s ir.AsmStream) {
	s.Operand(0)
	if s.Optional("read_only", "read_only") {
		s.Keyword("read_only")
		if !s.Printing() {
			s.SetAttr("read_only", &ir.UnitAttr{})
		}
		s.Consume("read_only")
	}
	s.AttrDict()
	s.Punct(":")
	if s.Printing() {
		s.ResultTypes()
		return
	}
	t := s.Type(nil)
	if s.Next("to") {
		s.SetOperandTypes([]ir.Type{t})
		s.Keyword("to")
		s.ResultTypes()
		return
	}
	s.SetResultTypes([]ir.Type{t})
}

// asmTensorOf is the tensor type with a memref's shape and element type.
func asmTensorOf(t ir.Type) ir.Type {
	switch m := t.(type) {
	case *ir.MemRefType:
		return &ir.TensorType{Shape: m.Shape, Elem: m.Elem}
	case *ir.UnrankedMemRefType:
		return &ir.UnrankedTensorType{Elem: m.Elem}
	}
	return t
}
