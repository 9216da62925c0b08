package dialect

import "github.com/symopt/symopt/ir"

// Assembly formats of the interpreter dialect:
//
//	%r = interpreter.probe %x, probe_id = "p0" : tensor<3xi32>
//	interpreter.print %x : tensor<3xi32>

func init() {
	asmFamilies = append(asmFamilies, map[string]func(ir.AsmStream){
		"interpreter.probe": asmProbe,
		"interpreter.print": asmPrint,
	})
}

// asmProbe is `%x, probe_id = "id" attr-dict : type`.
func asmProbe(s ir.AsmStream) {
	s.Operand(0)
	s.Punct(",")
	s.Keyword("probe_id")
	s.Punct("=")
	s.StringAttr("probe_id")
	s.AttrDict()
	s.Punct(":")
	s.SameType()
}

// asmPrint is `%x attr-dict : type`.
func asmPrint(s ir.AsmStream) {
	s.Operand(0)
	s.AttrDict()
	s.Punct(":")
	s.OperandTypes()
	if !s.Printing() {
		s.SetResultTypes(nil)
	}
}
