package dialect

import "github.com/symopt/symopt/ir"

// Assembly formats of the symopt dialect's fusion ops.

func init() {
	asmFamilies = append(asmFamilies, map[string]func(ir.AsmStream){
		"symopt.fusion": asmFusion,
		"symopt.yield":  asmReturnLike,
	})
}

// asmFusion is
//
//	symopt.fusion kLoop (%a, %b) attr-dict : (types) -> types {
//	^bb0(%x: t, %y: t):
//	  ...
//	  symopt.yield %r : t
//	}
//
// The kind is the fusion_kind attribute; the entry block's arguments stand
// for the operands in order.
func asmFusion(s ir.AsmStream) {
	if s.Printing() {
		k, _ := s.GetAttr("fusion_kind").(*ir.StringAttr)
		if k == nil {
			k = ir.Str("")
		}
		s.Word(k.Value)
	} else {
		s.SetAttr("fusion_kind", ir.Str(s.Word("")))
	}
	s.Punct(" (")
	s.Operands()
	s.Punct(")")
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
	s.Region(0, nil)
}
