package dialect

import "github.com/symopt/symopt/ir"

// Assembly formats of the symopt dialect's symbolic-shape declarations:
//
//	symopt.dim @S0 {likely = 512, upper = 4096}
//	symopt.constraint "S2 == S0*S1" {from = "a.mlir:3:8"}
func init() {
	asmFamilies = append(asmFamilies, map[string]func(ir.AsmStream){
		"symopt.dim":        asmSymDim,
		"symopt.constraint": asmSymConstraint,
	})
}

func asmSymDim(s ir.AsmStream) {
	s.SymbolNameAttr("sym_name")
	s.AttrDict()
}

func asmSymConstraint(s ir.AsmStream) {
	s.StringAttr("fact")
	s.AttrDict()
}
