package dialect

import (
	"math"

	"github.com/symopt/symopt/ir"
)

// memref.reinterpret_cast mixes static and dynamic values in its lists:
//
//	%r = memref.reinterpret_cast %src to offset: [0], sizes: [%n, 4],
//	    strides: [4, 1] attr-dict : memref<?xf32> to memref<?x4xf32>
//
// Static entries live in static_offsets/static_sizes/static_strides
// (MLIR's kDynamic, the minimum int64, marks a dynamic entry) and the
// dynamic ones are operands, split by operandSegmentSizes.

// asmDynamicIndex is MLIR's ShapedType::kDynamic in static index lists.
const asmDynamicIndex = math.MinInt64

func init() {
	asmFamilies = append(asmFamilies, map[string]func(ir.AsmStream){
		"memref.reinterpret_cast": asmReinterpretCast,
	})
}

var asmCastLists = [3][2]string{{"offset", "static_offsets"}, {"sizes", "static_sizes"}, {"strides", "static_strides"}}

func asmReinterpretCast(s ir.AsmStream) {
	if s.Printing() {
		asmPrintReinterpretCast(s)
		return
	}
	s.AddOperand(s.ValueRef(nil))
	s.Keyword("to")
	seg := []int64{1, 0, 0, 0}
	for i, l := range asmCastLists {
		if i > 0 {
			s.Punct(",")
		}
		s.Keyword(l[0])
		s.Punct(":")
		s.Punct("[")
		static := []int64{}
		for !s.Next("]") && !s.Failed() {
			if len(static) > 0 {
				s.Punct(",")
			}
			if s.Next("%") {
				s.AddOperand(s.ValueRef(nil))
				seg[i+1]++
				static = append(static, asmDynamicIndex)
			} else {
				static = append(static, s.Int(0))
			}
		}
		s.Punct("]")
		s.SetAttr(l[1], ir.I64Array(static...))
	}
	s.SetAttr("operandSegmentSizes", &ir.DenseArrayAttr{Elem: ir.I32, Ints: seg})
	s.AttrDict()
	s.Punct(":")
	src := s.Type(nil)
	s.Keyword("to")
	s.ResultTypes()
	s.SetOperandTypes(append([]ir.Type{src}, asmRepeat(ir.Index, int(seg[1]+seg[2]+seg[3]))...))
}

func asmPrintReinterpretCast(s ir.AsmStream) {
	op := s.Op()
	seg, ok := s.GetAttr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if !ok || len(seg.Ints) != 4 || seg.Ints[0] != 1 || op.NumOperands() != int(seg.Ints[0]+seg.Ints[1]+seg.Ints[2]+seg.Ints[3]) {
		s.Errorf("operandSegmentSizes does not match")
		return
	}
	s.Operand(0)
	s.Keyword("to")
	next := 1
	for i, l := range asmCastLists {
		static, ok := ir.I64List(s.GetAttr(l[1]))
		if !ok {
			s.Errorf("missing %s", l[1])
			return
		}
		dynamic := 0
		for _, v := range static {
			if v == asmDynamicIndex {
				dynamic++
			}
		}
		if int64(dynamic) != seg.Ints[i+1] {
			s.Errorf("%s does not match its operands", l[1])
			return
		}
		if i > 0 {
			s.Punct(",")
		}
		s.Keyword(l[0] + ":") // `offset: [0]`, the colon glued as MLIR prints it
		s.Punct(" [")
		for j, v := range static {
			if j > 0 {
				s.Punct(",")
			}
			if v == asmDynamicIndex {
				s.Operand(next)
				next++
			} else {
				s.Int(v)
			}
		}
		s.Punct("]")
	}
	s.AttrDict()
	s.Punct(":")
	s.Type(op.Operand(0).Type())
	s.Keyword("to")
	s.ResultTypes()
}
