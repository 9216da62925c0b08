package dialect

import "github.com/symopt/symopt/ir"

// Assembly formats of the symopt dialect's rematerialization ops.

func init() {
	asmFamilies = append(asmFamilies, map[string]func(ir.AsmStream){
		"symopt.evict":            asmEvict,
		"symopt.regenerate":       asmRegenerate,
		"symopt.regenerate_yield": asmReturnLike,
	})
}

// asmEvict is `symopt.evict %v attr-dict : type`, with a dim guard
// `symopt.evict %v if %d ge 513 attr-dict : type, index`, with a
// predicted peak `symopt.evict %v peak "4*S0*S1" (%d0, %d1) attr-dict :
// type, index, index`.
func asmEvict(s ir.AsmStream) {
	s.Operand(0)
	if s.Optional(EvictMin, "if") {
		s.Keyword("if")
		s.Operand(1)
		s.Keyword("ge")
		s.IntAttr(EvictMin)
	}
	if s.Optional(EvictPeak, "peak") {
		s.Keyword("peak")
		s.StringAttr(EvictPeak)
		s.Punct(" (")
		s.OperandsFrom(1)
		s.Punct(")")
	}
	s.AttrDict()
	s.Punct(":")
	s.OperandTypes()
}

// asmRegenerate is `symopt.regenerate %v attr-dict : type { region }`.
func asmRegenerate(s ir.AsmStream) {
	s.Operand(0)
	s.AttrDict()
	s.Punct(":")
	s.SameType()
	s.Region(0, nil)
}
