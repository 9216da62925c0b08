package dialect

import (
	"strings"

	"github.com/symopt/symopt/ir"
)

// Assembly formats of StableHLO ops with regions or structured
// attributes: reduce, while, custom_call, composite, dot, dot_general.

func init() {
	asmFamilies = append(asmFamilies, map[string]func(ir.AsmStream){
		"stablehlo.reduce":      asmHloReduce,
		"stablehlo.while":       asmHloWhile,
		"stablehlo.custom_call": asmHloCustomCall,
		"stablehlo.composite":   asmHloComposite,
		"stablehlo.dot_general": asmHloDotGeneral,
		"stablehlo.dot":         asmHloDot,
	})
}

// asmHloReduce is
//
//	reduce(%x init: %i), ... applies stablehlo.add across dimensions = [1] attr-dict : fn-type
//	reduce(%x init: %i), ... across dimensions = [1] attr-dict : fn-type
//	    reducer(%a: t [loc(...)], %b: t [loc(...)]) ... { body }
//
// As in StableHLO, the compact `applies` form is printed whatever the
// locations in the body (they are kept in the IR; the generic form prints
// them).
func asmHloReduce(s ir.AsmStream) {
	if s.Printing() {
		asmPrintReduce(s)
		return
	}
	var inputs, inits []*ir.Value
	for {
		s.Punct("(")
		inputs = append(inputs, s.ValueRef(nil))
		s.Keyword("init")
		s.Punct(":")
		inits = append(inits, s.ValueRef(nil))
		s.Punct(")")
		if s.Failed() || !s.Next(",", "(") {
			break
		}
		s.Punct(",")
	}
	for _, v := range append(inputs, inits...) {
		s.AddOperand(v)
	}
	inner := ""
	if s.Next("applies") {
		s.Keyword("applies")
		inner = s.Word("")
		d := asmDialect(s)
		info := s.Registry().Lookup(inner)
		if !s.Failed() && (!strings.HasPrefix(inner, d+".") || info == nil || info.Traits&ir.Commutative == 0) {
			s.Errorf("expected the inner-op to be a commutative binary-op from the %s dialect, with zero region, producing single result", d)
			return
		}
	}
	s.Keyword("across")
	s.Keyword("dimensions")
	s.Punct("=")
	s.I64ListAttr("dimensions")
	asmHloListStorage(s, "dimensions")
	s.AttrDict()
	s.Punct(":")
	ins, _ := asmParseFunctional(s)
	if inner != "" {
		if s.Failed() {
			return
		}
		if len(inputs) != 1 || len(ins) != 2 {
			s.Errorf("'applies' form needs exactly one input and its init value")
			return
		}
		s.SetRegion(0, asmReduceBody(s, inner, ins[1]))
		return
	}
	s.Keyword("reducer")
	n := len(inputs)
	args := make([]ir.RegionArg, 2*n)
	for i := 0; i < n; i++ {
		s.Punct("(")
		args[i].Name = s.NewValueName(nil)
		s.Punct(":")
		args[i].Type = s.Type(nil)
		args[i].Loc = s.Loc(nil)
		s.Punct(",")
		args[n+i].Name = s.NewValueName(nil)
		s.Punct(":")
		args[n+i].Type = s.Type(nil)
		args[n+i].Loc = s.Loc(nil)
		s.Punct(")")
	}
	s.Region(0, args)
}

// asmReduceBody builds the region of the compact form: two block
// arguments of the init type, the named op on them, and a return.
func asmReduceBody(s ir.AsmStream, inner string, t ir.Type) *ir.Region {
	reg := s.Registry()
	b := &ir.Block{}
	a0 := b.AddArg(t, ir.UnknownLoc{})
	a1 := b.AddArg(t, ir.UnknownLoc{})
	op := ir.NewOperation(inner, reg.Lookup(inner), []*ir.Value{a0, a1}, []ir.Type{t}, nil, ir.UnknownLoc{})
	b.Append(op)
	ret := asmDialect(s) + ".return"
	b.Append(ir.NewOperation(ret, reg.Lookup(ret), []*ir.Value{op.Result(0)}, nil, nil, ir.UnknownLoc{}))
	r := &ir.Region{}
	r.AppendBlock(b)
	return r
}

// asmParseFunctional parses `(types) -> types`, records them and returns
// them (parsing only).
func asmParseFunctional(s ir.AsmStream) (ins, outs []ir.Type) {
	s.Punct("(")
	if !s.Next(")") {
		ins = asmTypeList(s)
	}
	s.Punct(")")
	s.Punct("->")
	if s.Next("(") {
		s.Punct("(")
		if !s.Next(")") {
			outs = asmTypeList(s)
		}
		s.Punct(")")
	} else {
		outs = []ir.Type{s.Type(nil)}
	}
	s.SetOperandTypes(ins)
	s.SetResultTypes(outs)
	return ins, outs
}

func asmPrintReduce(s ir.AsmStream) {
	op := s.Op()
	n := op.NumOperands() / 2
	if n == 0 || op.NumOperands()%2 != 0 || len(op.Regions) != 1 {
		s.Errorf("reduce shape not printable")
		return
	}
	for i := 0; i < n; i++ {
		if i > 0 {
			s.Punct(",")
		}
		s.Punct("(")
		s.Operand(i)
		s.Keyword("init")
		s.Punct(":")
		s.Operand(n + i)
		s.Punct(")")
	}
	if name, ok := asmCompactReducer(op); ok {
		s.Keyword("applies")
		s.Word(name)
		s.Keyword("across")
		s.Keyword("dimensions")
		s.Punct("=")
		s.I64ListAttr("dimensions")
		asmHloListStorage(s, "dimensions")
		s.AttrDict()
		s.Punct(":")
		s.FunctionalType()
		return
	}
	s.Keyword("across")
	s.Keyword("dimensions")
	s.Punct("=")
	s.I64ListAttr("dimensions")
	asmHloListStorage(s, "dimensions")
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
	s.Keyword("reducer")
	entry := op.Regions[0].Entry()
	if entry == nil || len(entry.Args()) != 2*n {
		s.Errorf("reducer block has the wrong arguments")
		return
	}
	args := make([]ir.RegionArg, 0, 2*n)
	for i := 0; i < n; i++ {
		s.Punct("(")
		for j, a := range []*ir.Value{entry.Arg(i), entry.Arg(n + i)} {
			if j > 0 {
				s.Punct(",")
			}
			name := s.NewValueName(a)
			s.Punct(":")
			s.Type(a.Type())
			s.Loc(a.Loc)
			args = append(args, ir.RegionArg{Name: name, Type: a.Type(), Loc: a.Loc})
		}
		s.Punct(")")
	}
	s.Region(0, args)
}

// asmCompactReducer reports whether a one-input reduce body is a single
// binary op of the op's dialect on the two block arguments followed by a
// return, and returns the op name.
func asmCompactReducer(op *ir.Operation) (string, bool) {
	if op.NumOperands() != 2 || len(op.Regions[0].Blocks) != 1 {
		return "", false
	}
	b := op.Regions[0].Blocks[0]
	if len(b.Args()) != 2 || len(b.Ops) != 2 {
		return "", false
	}
	inner, ret := b.Ops[0], b.Ops[1]
	if inner.NumOperands() != 2 || inner.NumResults() != 1 || len(inner.Attrs()) != 0 || len(inner.Regions) != 0 ||
		inner.Operand(0) != b.Arg(0) || inner.Operand(1) != b.Arg(1) || inner.Dialect() != op.Dialect() ||
		!inner.HasTrait(ir.Commutative) || inner.Props != nil || len(inner.Successors) != 0 {
		return "", false
	}
	if !strings.HasSuffix(ret.Name, ".return") || ret.NumOperands() != 1 || ret.Operand(0) != inner.Result(0) {
		return "", false
	}
	// The compact form rebuilds the body on the init value's type.
	t := b.Arg(0).Type()
	if !ir.TypeEqual(t, b.Arg(1).Type()) || !ir.TypeEqual(t, inner.Result(0).Type()) || !ir.TypeEqual(t, op.Operand(1).Type()) {
		return "", false
	}
	return inner.Name, true
}

// asmHloWhile is `(%iterArg = %x, ...) : types attr-dict cond {...} do {...}`,
// with `cond` on a line of its own as StableHLO prints it.
func asmHloWhile(s ir.AsmStream) {
	var args []ir.RegionArg
	s.Punct("(")
	if s.Printing() {
		op := s.Op()
		if len(op.Regions) != 2 || op.Regions[0].Entry() == nil || len(op.Regions[0].Entry().Args()) != op.NumOperands() {
			s.Errorf("while shape not printable")
			return
		}
		entry := op.Regions[0].Entry()
		body := op.Regions[1].Entry()
		ts := op.OperandTypes()
		if body == nil || !asmTypesEqual(ts, op.ResultTypes()) || !asmTypesEqual(ts, asmArgTypes(entry)) || !asmTypesEqual(ts, asmArgTypes(body)) {
			s.Errorf("while types not printable")
			return
		}
		for i := 0; i < op.NumOperands(); i++ {
			if i > 0 {
				s.Punct(",")
			}
			a := entry.Arg(i)
			args = append(args, ir.RegionArg{Name: s.NewValueName(a), Type: a.Type(), Loc: a.Loc})
			s.Punct("=")
			s.Operand(i)
		}
		s.Punct(")")
		if op.NumOperands() > 0 {
			s.Punct(":")
			s.OperandTypes()
		}
	} else {
		for !s.Next(")") && !s.Failed() {
			if len(args) > 0 {
				s.Punct(",")
			}
			name := s.NewValueName(nil)
			s.Punct("=")
			s.AddOperand(s.ValueRef(nil))
			args = append(args, ir.RegionArg{Name: name})
		}
		s.Punct(")")
		if len(args) > 0 {
			s.Punct(":")
			ts := asmTypeList(s)
			if len(ts) != len(args) && !s.Failed() {
				s.Errorf("expected %d types, found %d", len(args), len(ts))
				return
			}
			for i := range args {
				if i < len(ts) {
					args[i].Type = ts[i]
				}
			}
			s.SetOperandTypes(ts)
			s.SetResultTypes(ts)
		}
	}
	s.AttrDictWithKeyword()
	s.Newline()
	s.Keyword("cond")
	s.Region(0, asmCopyArgs(args))
	s.Keyword("do")
	s.Region(1, asmCopyArgs(args))
}

func asmArgTypes(b *ir.Block) []ir.Type {
	ts := make([]ir.Type, len(b.Args()))
	for i, a := range b.Args() {
		ts[i] = a.Type()
	}
	return ts
}

func asmCopyArgs(a []ir.RegionArg) []ir.RegionArg {
	out := make([]ir.RegionArg, len(a))
	copy(out, a)
	return out
}

// asmHloCustomCall is `@target(%a, %b) attr-dict : functional-type`; the
// target is the call_target_name string attribute.
func asmHloCustomCall(s ir.AsmStream) {
	if s.Printing() {
		name, ok := s.GetAttr("call_target_name").(*ir.StringAttr)
		if !ok || name.Type != nil {
			s.Errorf("custom_call without call_target_name")
			return
		}
		s.Word("@" + ir.SymbolName(name.Value))
	} else if s.Next("@") {
		s.SymbolNameAttr("call_target_name")
	} else {
		s.Errorf("expected valid '@'-identifier for symbol name")
		return
	}
	s.Punct("(")
	s.Operands()
	s.Punct(")")
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmHloComposite is `"name" %a, %b attr-dict : functional-type`.
func asmHloComposite(s ir.AsmStream) {
	s.StringAttr("name")
	s.Operands()
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmHloDot is `%a, %b (, precision = [A, B])? attr-dict : functional-type`.
func asmHloDot(s ir.AsmStream) {
	s.Operand(0)
	s.Punct(",")
	s.Operand(1)
	if !s.Printing() && s.Next(",") && !s.Next(",", "precision") {
		s.Punct(",")
		s.Keyword("precision") // fails with StableHLO's message
		return
	}
	asmPrecision(s)
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmPrecision prints or parses `, precision = [DEFAULT, HIGH]` stored as
// an array of #dialect<precision X> attributes.
func asmPrecision(s ir.AsmStream) {
	if !s.Optional("precision_config", ",", "precision") {
		return
	}
	s.Punct(",")
	s.Keyword("precision")
	s.Punct("=")
	s.Punct("[")
	d := asmDialect(s)
	if s.Printing() {
		arr, ok := s.GetAttr("precision_config").(*ir.ArrayAttr)
		if !ok {
			s.Errorf("precision_config is not an array")
			return
		}
		for i, e := range arr.Elems {
			v, ok := e.(*ir.VerbatimAttr)
			w, ok2 := "", false
			if ok {
				w, ok2 = ir.EnumWord(v.Text, "precision")
			}
			if !ok2 {
				s.Errorf("precision_config entry not printable")
				return
			}
			if i > 0 {
				s.Punct(",")
			}
			s.Word(w)
		}
	} else {
		arr := &ir.ArrayAttr{}
		for !s.Next("]") && !s.Failed() {
			if len(arr.Elems) > 0 {
				s.Punct(",")
			}
			arr.Elems = append(arr.Elems, &ir.VerbatimAttr{Text: ir.EnumAttrText(d, "precision", asmPrecisionWord(s, d))})
		}
		s.SetAttr("precision_config", arr)
	}
	s.Punct("]")
}

// asmPrecisionWord reads one precision name; on anything else it reports
// the dialect's two diagnostics (the specific one, then the summary).
func asmPrecisionWord(s ir.AsmStream, dialect string) string {
	x, ok := s.(interface {
		PeekWord() (string, bool)
		Recordf(format string, args ...any)
	})
	if !ok {
		return s.Word("")
	}
	enum := "::mlir::" + dialect + "::Precision"
	w, isWord := x.PeekWord()
	switch {
	case !isWord:
		x.Recordf("expected valid keyword")
	case w == "DEFAULT" || w == "HIGH" || w == "HIGHEST":
		return s.Word("")
	default:
		x.Recordf("expected %s to be one of: DEFAULT, HIGH, HIGHEST", enum)
	}
	prefix := "StableHLO"
	if dialect == "mhlo" {
		prefix = "MHLO"
	}
	s.Errorf("failed to parse %s_PrecisionAttr parameter 'value' which is to be a `%s`", prefix, enum)
	return ""
}
