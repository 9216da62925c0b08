package dialect

import "github.com/symopt/symopt/ir"

// Assembly formats of the arith dialect.

func init() {
	asmFamilies = append(asmFamilies,
		asmTable(asmArithBinary, arithBinaryOps...),
		asmTable(asmArithCast, arithCastOps...),
		map[string]func(ir.AsmStream){
			"arith.constant": asmConstant,
			"arith.negf":     asmArithBinary,
			"arith.cmpi":     asmArithCmp(arithCmpiPreds),
			"arith.cmpf":     asmArithCmp(arithCmpfPreds),
			"arith.select":   asmArithSelect,
		})
}

var arithBinaryOps = []string{
	"arith.addi", "arith.subi", "arith.muli", "arith.divsi", "arith.divui", "arith.remsi",
	"arith.remui", "arith.andi", "arith.ori", "arith.xori", "arith.maxsi", "arith.maxui",
	"arith.minsi", "arith.minui", "arith.shli", "arith.shrsi", "arith.shrui", "arith.ceildivsi",
	"arith.ceildivui", "arith.floordivsi", "arith.addf", "arith.subf", "arith.mulf", "arith.divf",
	"arith.remf", "arith.maximumf", "arith.minimumf", "arith.maxnumf", "arith.minnumf",
}

var arithCastOps = []string{
	"arith.index_cast", "arith.index_castui", "arith.sitofp", "arith.uitofp", "arith.fptosi",
	"arith.fptoui", "arith.extsi", "arith.extui", "arith.trunci", "arith.extf", "arith.truncf",
	"arith.bitcast",
}

var arithCmpiPreds = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}

var arithCmpfPreds = []string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
	"ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"}

// asmArithBinary is `%a, %b (overflow<f> | fastmath<f>)? attr-dict : type`
// (one type for all).
func asmArithBinary(s ir.AsmStream) {
	s.Operands()
	asmArithFlags(s)
	s.AttrDict()
	s.Punct(":")
	if s.Printing() {
		op := s.Op()
		if op.NumResults() != 1 {
			s.Errorf("expected one result")
			return
		}
		for _, t := range op.OperandTypes() {
			if !ir.TypeEqual(t, op.Result(0).Type()) {
				s.Errorf("operand and result types differ")
				return
			}
		}
	}
	s.SameType()
}

// asmArithCast is `%a attr-dict : t1 to t2`.
func asmArithCast(s ir.AsmStream) {
	s.Operand(0)
	s.AttrDict()
	s.Punct(":")
	s.OperandTypes()
	s.Keyword("to")
	s.ResultTypes()
}

// asmArithCmp is `pred, %a, %b attr-dict : type`; the predicate is stored
// as an i64 integer as in MLIR's generic form, and the result is i1 of the
// operand's shape.
func asmArithCmp(preds []string) func(ir.AsmStream) {
	return func(s ir.AsmStream) {
		if s.Printing() {
			op := s.Op()
			p, ok := s.GetAttr("predicate").(*ir.IntegerAttr)
			if !ok || p.Big != nil || p.Value < 0 || int(p.Value) >= len(preds) || op.NumOperands() != 2 {
				s.Errorf("predicate not printable")
				return
			}
			s.Word(preds[p.Value])
			s.Punct(",")
			s.Operand(0)
			s.Punct(",")
			s.Operand(1)
			asmArithFlags(s)
			s.AttrDict()
			s.Punct(":")
			s.Type(op.Operand(0).Type())
			return
		}
		w := s.Word("")
		idx := -1
		for i, p := range preds {
			if p == w {
				idx = i
			}
		}
		if idx < 0 {
			s.Errorf("unknown comparison predicate '%s'", w)
			return
		}
		s.SetAttr("predicate", &ir.IntegerAttr{Value: int64(idx), Type: ir.I64})
		s.Punct(",")
		s.Operand(0)
		s.Punct(",")
		s.Operand(1)
		asmArithFlags(s)
		s.AttrDict()
		s.Punct(":")
		t := s.Type(nil)
		s.SetOperandTypes([]ir.Type{t, t})
		s.SetResultTypes([]ir.Type{asmWithElem(t, ir.I1)})
	}
}

// asmArithSelect is `%c, %a, %b attr-dict : type` with an i1 condition, or
// `: cond-type, type` when the condition is shaped.
func asmArithSelect(s ir.AsmStream) {
	s.Operands()
	s.AttrDict()
	s.Punct(":")
	if s.Printing() {
		op := s.Op()
		ts := op.OperandTypes()
		if len(ts) != 3 || op.NumResults() != 1 || !ir.TypeEqual(ts[1], ts[2]) || !ir.TypeEqual(ts[1], op.Result(0).Type()) {
			s.Errorf("select types not printable")
			return
		}
		if !ir.TypeEqual(ts[0], ir.I1) {
			s.Type(ts[0])
			s.Punct(",")
		}
		s.Type(ts[1])
		return
	}
	t := s.Type(nil)
	cond := ir.I1
	if s.Next(",") {
		s.Punct(",")
		cond, t = t, s.Type(nil)
	}
	s.SetOperandTypes([]ir.Type{cond, t, t})
	s.SetResultTypes([]ir.Type{t})
}
