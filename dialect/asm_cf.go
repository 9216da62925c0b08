package dialect

import "github.com/symopt/symopt/ir"

// Assembly formats of the cf dialect's branches:
//
//	cf.br ^bb1(%x, %y : i32, f32)
//	cf.cond_br %c, ^bb1(%x : i32), ^bb2
//
// A successor's operands follow its label in parentheses with their
// types; cond_br splits its operands with operandSegmentSizes
// (condition, true operands, false operands).

func init() {
	asmFamilies = append(asmFamilies, map[string]func(ir.AsmStream){
		"cf.br":      asmCfBr,
		"cf.cond_br": asmCfCondBr,
	})
}

// asmCfBr is `successor attr-dict`.
func asmCfBr(s ir.AsmStream) {
	if s.Printing() {
		op := s.Op()
		if len(op.Successors) != 1 || op.NumResults() != 0 {
			s.Errorf("cf.br not printable")
			return
		}
		asmSuccessor(s, 0, 0, op.NumOperands())
		s.AttrDict()
		return
	}
	ts := asmSuccessor(s, 0, 0, 0)
	s.AttrDict()
	s.SetOperandTypes(ts)
	s.SetResultTypes(nil)
}

// asmCfCondBr is `%cond, successor, successor attr-dict`.
func asmCfCondBr(s ir.AsmStream) {
	const segAttr = "operandSegmentSizes"
	if s.Printing() {
		op := s.Op()
		seg, ok := s.GetAttr(segAttr).(*ir.DenseArrayAttr)
		if !ok || len(op.Successors) != 2 || op.NumResults() != 0 || len(seg.Ints) != 3 || seg.Ints[0] != 1 ||
			seg.Ints[1] < 0 || seg.Ints[2] < 0 || int(seg.Ints[0]+seg.Ints[1]+seg.Ints[2]) != op.NumOperands() {
			s.Errorf("cf.cond_br not printable")
			return
		}
		t := int(seg.Ints[1])
		s.Operand(0)
		s.Punct(",")
		asmSuccessor(s, 0, 1, t)
		s.Punct(",")
		asmSuccessor(s, 1, 1+t, int(seg.Ints[2]))
		s.AttrDict()
		return
	}
	s.Operand(0)
	s.Punct(",")
	tt := asmSuccessor(s, 0, 0, 0)
	s.Punct(",")
	ft := asmSuccessor(s, 1, 0, 0)
	s.AttrDict()
	s.SetAttr(segAttr, &ir.DenseArrayAttr{Elem: ir.I32, Ints: []int64{1, int64(len(tt)), int64(len(ft))}})
	s.SetOperandTypes(append(append([]ir.Type{ir.I1}, tt...), ft...))
	s.SetResultTypes(nil)
}

// asmSuccessor prints successor i with operands from..from+n as
// `^bb(%a, %b : t1, t2)` (just `^bb` when n is 0), or parses that and
// returns the operand types read.
func asmSuccessor(s ir.AsmStream, i, from, n int) []ir.Type {
	s.Successor(i)
	if s.Printing() {
		if n == 0 {
			return nil
		}
		op := s.Op()
		s.Punct("(")
		for j := 0; j < n; j++ {
			if j > 0 {
				s.Punct(",")
			}
			s.Operand(from + j)
		}
		s.Punct(":")
		for j := 0; j < n; j++ {
			if j > 0 {
				s.Punct(",")
			}
			s.Type(op.Operand(from + j).Type())
		}
		s.Punct(")")
		return nil
	}
	if !s.Next("(") {
		return nil
	}
	s.Punct("(")
	count := 0
	for !s.Failed() {
		s.AddOperand(s.ValueRef(nil))
		count++
		if !s.Next(",") {
			break
		}
		s.Punct(",")
	}
	s.Punct(":")
	ts := asmTypeList(s)
	s.Punct(")")
	if len(ts) != count && !s.Failed() {
		s.Errorf("expected %d successor operand types, found %d", count, len(ts))
	}
	return ts
}
