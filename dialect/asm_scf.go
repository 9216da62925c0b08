package dialect

import "github.com/symopt/symopt/ir"

// Assembly formats of the scf dialect. As in MLIR, an operand-less
// scf.yield ending a single-block body is implicit: it is not printed, and
// a body without a terminator gets one when parsed.

func init() {
	asmFamilies = append(asmFamilies, map[string]func(ir.AsmStream){
		"scf.yield": asmReturnLike,
		"scf.if":    asmScfIf,
		"scf.for":   asmScfFor,
	})
}

// asmScfIf is `%cond (-> (types))? region (else region)? attr-dict`.
func asmScfIf(s ir.AsmStream) {
	s.ImplicitTerminator("scf.yield")
	s.Operand(0)
	if asmHas(s, func(op *ir.Operation) bool { return op.NumResults() > 0 }, "->") {
		s.Punct("->")
		s.Punct("(")
		s.ResultTypes()
		s.Punct(")")
	}
	if !s.Printing() {
		s.SetOperandTypes([]ir.Type{ir.I1})
	}
	s.Region(0, nil)
	hasElse := asmHas(s, func(op *ir.Operation) bool {
		return len(op.Regions) > 1 && len(op.Regions[1].Blocks) > 0
	}, "else")
	if hasElse {
		s.Keyword("else")
		s.Region(1, nil)
	} else if !s.Printing() {
		s.SetRegion(1, &ir.Region{})
	}
	s.AttrDict()
}

// asmScfFor is `%iv = %lb to %ub step %step (iter_args(%a = %init, ...)
// -> (types))? (: type)? region attr-dict`.
func asmScfFor(s ir.AsmStream) {
	s.ImplicitTerminator("scf.yield")
	if s.Printing() {
		asmPrintScfFor(s)
		return
	}
	iv := s.NewValueName(nil)
	s.Punct("=")
	s.AddOperand(s.ValueRef(nil))
	s.Keyword("to")
	s.AddOperand(s.ValueRef(nil))
	s.Keyword("step")
	s.AddOperand(s.ValueRef(nil))
	var iters []ir.RegionArg
	var results []ir.Type
	if s.Next("iter_args") {
		s.Keyword("iter_args")
		s.Punct("(")
		for !s.Next(")") && !s.Failed() {
			if len(iters) > 0 {
				s.Punct(",")
			}
			name := s.NewValueName(nil)
			s.Punct("=")
			s.AddOperand(s.ValueRef(nil))
			iters = append(iters, ir.RegionArg{Name: name})
		}
		s.Punct(")")
		s.Punct("->")
		s.Punct("(")
		if !s.Next(")") {
			results = asmTypeList(s)
		}
		s.Punct(")")
		if len(results) != len(iters) && !s.Failed() {
			s.Errorf("expected %d result types, found %d", len(iters), len(results))
			return
		}
	}
	ivType := ir.Index
	if s.Next(":") {
		s.Punct(":")
		ivType = s.Type(nil)
	}
	for i := range iters {
		iters[i].Type = results[i]
	}
	s.SetOperandTypes(append([]ir.Type{ivType, ivType, ivType}, results...))
	s.SetResultTypes(results)
	s.Region(0, append([]ir.RegionArg{{Name: iv, Type: ivType}}, iters...))
	s.AttrDict()
}

func asmPrintScfFor(s ir.AsmStream) {
	op := s.Op()
	n := op.NumOperands() - 3
	if n < 0 || len(op.Regions) != 1 || op.Regions[0].Entry() == nil || len(op.Regions[0].Entry().Args()) != n+1 || op.NumResults() != n {
		s.Errorf("scf.for shape not printable")
		return
	}
	entry := op.Regions[0].Entry()
	ts := op.OperandTypes()
	if !asmTypesEqual(ts[3:], op.ResultTypes()) || !asmTypesEqual(append([]ir.Type{ts[0]}, ts[3:]...), asmArgTypes(entry)) ||
		!ir.TypeEqual(ts[0], ts[1]) || !ir.TypeEqual(ts[0], ts[2]) {
		s.Errorf("scf.for types not printable")
		return
	}
	args := []ir.RegionArg{{Name: s.NewValueName(entry.Arg(0)), Type: ts[0], Loc: entry.Arg(0).Loc}}
	s.Punct("=")
	s.Operand(0)
	s.Keyword("to")
	s.Operand(1)
	s.Keyword("step")
	s.Operand(2)
	if n > 0 {
		s.Keyword("iter_args")
		s.Punct("(")
		for i := 0; i < n; i++ {
			if i > 0 {
				s.Punct(",")
			}
			a := entry.Arg(i + 1)
			args = append(args, ir.RegionArg{Name: s.NewValueName(a), Type: a.Type(), Loc: a.Loc})
			s.Punct("=")
			s.Operand(3 + i)
		}
		s.Punct(")")
		s.Punct("->")
		s.Punct("(")
		s.ResultTypes()
		s.Punct(")")
	}
	if !ir.TypeEqual(ts[0], ir.Index) {
		s.Punct(":")
		s.Type(ts[0])
	}
	s.Region(0, args)
	s.AttrDict()
}
