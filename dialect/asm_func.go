package dialect

import "github.com/symopt/symopt/ir"

// Assembly formats of the func and builtin dialects.

func init() {
	asmFamilies = append(asmFamilies, map[string]func(ir.AsmStream){
		"func.func":                          asmFunc,
		"func.return":                        asmReturnLike,
		"func.call":                          asmCall,
		"func.constant":                      asmFuncConstant,
		"builtin.module":                     asmModule,
		"builtin.unrealized_conversion_cast": asmUnrealizedCast,
	})
}

// asmModule is `module (@name)? (attributes {...})? region`.
func asmModule(s ir.AsmStream) {
	if s.Optional("sym_name", "@") {
		s.SymbolNameAttr("sym_name")
	}
	s.AttrDictWithKeyword()
	s.Region(0, nil)
}

// asmCall is `@callee(%a, %b) attr-dict : functional-type`.
func asmCall(s ir.AsmStream) {
	s.SymbolAttr("callee")
	s.Punct("(")
	s.Operands()
	s.Punct(")")
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmFuncConstant is `@callee attr-dict : function-type`.
func asmFuncConstant(s ir.AsmStream) {
	s.SymbolAttr("value")
	s.AttrDict()
	s.Punct(":")
	s.ResultTypes()
}

// asmUnrealizedCast is `%a, %b : t1, t2 to t3` (`to t` alone without inputs).
func asmUnrealizedCast(s ir.AsmStream) {
	s.Operands()
	if asmHas(s, func(op *ir.Operation) bool { return op.NumOperands() > 0 }, ":") {
		s.Punct(":")
		s.OperandTypes()
	}
	s.Keyword("to")
	s.ResultTypes()
	s.AttrDict()
}

// asmFunc is
//
//	func.func (public|private|nested)? @name(%arg0: t {attrs}, ...) (-> results)?
//	    (attributes {...})? (region)?
//
// A declaration (no body) lists bare argument types.
func asmFunc(s ir.AsmStream) {
	if s.Printing() {
		asmPrintFunc(s)
		return
	}
	if s.Next("public") || s.Next("private") || s.Next("nested") {
		s.SetAttr("sym_visibility", ir.Str(s.Word("")))
	}
	s.SymbolNameAttr("sym_name")
	s.Punct("(")
	var args []ir.RegionArg
	var ins []ir.Type
	var argAttrs []ir.Attribute
	anyArgAttr := false
	named := s.Next("%")
	for !s.Next(")") && !s.Failed() {
		if len(ins) > 0 {
			s.Punct(",")
		}
		var a ir.RegionArg
		if named {
			a.Name = s.NewValueName(nil)
			s.Punct(":")
		}
		a.Type = s.Type(nil)
		ins = append(ins, a.Type)
		argAttrs = append(argAttrs, asmOptionalDict(s, &anyArgAttr))
		a.Loc = s.Loc(nil)
		args = append(args, a)
	}
	s.Punct(")")
	var outs []ir.Type
	var resAttrs []ir.Attribute
	anyResAttr := false
	if s.Next("->") {
		s.Punct("->")
		if s.Next("(") {
			s.Punct("(")
			for !s.Next(")") && !s.Failed() {
				if len(outs) > 0 {
					s.Punct(",")
				}
				outs = append(outs, s.Type(nil))
				resAttrs = append(resAttrs, asmOptionalDict(s, &anyResAttr))
			}
			s.Punct(")")
		} else {
			outs = append(outs, s.Type(nil))
			resAttrs = append(resAttrs, &ir.DictAttr{})
		}
	}
	s.SetAttr("function_type", &ir.TypeAttr{Type: &ir.FunctionType{Inputs: ins, Results: outs}})
	if anyArgAttr {
		s.SetAttr("arg_attrs", &ir.ArrayAttr{Elems: argAttrs})
	}
	if anyResAttr {
		s.SetAttr("res_attrs", &ir.ArrayAttr{Elems: resAttrs})
	}
	s.AttrDictWithKeyword()
	s.SetOperandTypes(nil)
	s.SetResultTypes(nil)
	if s.Next("{") {
		if !named && len(args) > 0 {
			s.Errorf("function with a body needs named arguments")
			return
		}
		if args == nil {
			args = []ir.RegionArg{}
		}
		s.Region(0, args)
	} else {
		s.SetRegion(0, &ir.Region{}) // a declaration: one empty region
	}
}

// asmOptionalDict parses an optional `{...}` (empty dict when absent).
func asmOptionalDict(s ir.AsmStream, seen *bool) ir.Attribute {
	if s.Next("{") {
		*seen = true
		return s.AttrValue(nil)
	}
	return &ir.DictAttr{}
}

func asmPrintFunc(s ir.AsmStream) {
	op := s.Op()
	ta, ok := s.GetAttr("function_type").(*ir.TypeAttr)
	if !ok {
		s.Errorf("func.func without function_type")
		return
	}
	ft, ok := ta.Type.(*ir.FunctionType)
	if !ok || len(op.Regions) > 1 || op.NumOperands() > 0 || op.NumResults() > 0 {
		s.Errorf("func.func shape not printable")
		return
	}
	var entry *ir.Block
	if len(op.Regions) == 1 && len(op.Regions[0].Blocks) > 0 {
		entry = op.Regions[0].Blocks[0]
		if len(entry.Args()) != len(ft.Inputs) {
			s.Errorf("entry block does not match the function type")
			return
		}
	}
	if v, ok := s.GetAttr("sym_visibility").(*ir.StringAttr); ok {
		s.Word(v.Value)
	}
	s.SymbolNameAttr("sym_name")
	argAttrs, _ := s.GetAttr("arg_attrs").(*ir.ArrayAttr)
	resAttrs, _ := s.GetAttr("res_attrs").(*ir.ArrayAttr)
	if argAttrs != nil && len(argAttrs.Elems) != len(ft.Inputs) || resAttrs != nil && len(resAttrs.Elems) != len(ft.Results) {
		s.Errorf("argument attributes do not match the function type")
		return
	}
	s.Punct("(")
	args := []ir.RegionArg{}
	for i, t := range ft.Inputs {
		if i > 0 {
			s.Punct(",")
		}
		if entry != nil {
			a := entry.Arg(i)
			args = append(args, ir.RegionArg{Name: s.NewValueName(a), Type: t, Loc: a.Loc})
			s.Punct(":")
		}
		s.Type(t)
		asmPrintDictAt(s, argAttrs, i)
		if entry != nil {
			s.Loc(entry.Arg(i).Loc)
		}
	}
	s.Punct(")")
	if len(ft.Results) > 0 {
		s.Punct("->")
		_, fn := ft.Results[0].(*ir.FunctionType)
		paren := len(ft.Results) != 1 || fn || asmNonEmptyAt(resAttrs, 0)
		if paren {
			s.Punct("(")
		}
		for i, t := range ft.Results {
			if i > 0 {
				s.Punct(",")
			}
			s.Type(t)
			asmPrintDictAt(s, resAttrs, i)
		}
		if paren {
			s.Punct(")")
		}
	}
	s.AttrDictWithKeyword()
	if entry != nil {
		s.Region(0, args)
	}
}

func asmNonEmptyAt(a *ir.ArrayAttr, i int) bool {
	if a == nil {
		return false
	}
	d, ok := a.Elems[i].(*ir.DictAttr)
	return !ok || len(d.Entries) > 0
}

func asmPrintDictAt(s ir.AsmStream, a *ir.ArrayAttr, i int) {
	if asmNonEmptyAt(a, i) {
		s.AttrValue(a.Elems[i])
	}
}
