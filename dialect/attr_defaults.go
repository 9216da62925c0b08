package dialect

import "github.com/symopt/symopt/ir"

// defaultAttrs are inherent attributes with a default value in MLIR
// (DefaultValuedAttr): mlir-opt prints the default in the generic form of
// an op that does not hold the attribute, and its formats leave the
// default out.
var defaultAttrs = map[string][]ir.NamedAttr{}

func init() {
	overflow := ir.NamedAttr{Name: "overflowFlags", Value: &ir.VerbatimAttr{Text: "#arith.overflow<none>"}}
	for _, n := range []string{"addi", "subi", "muli", "shli"} {
		defaultAttrs["arith."+n] = []ir.NamedAttr{overflow}
	}
	fastmath := ir.NamedAttr{Name: "fastmath", Value: &ir.VerbatimAttr{Text: "#arith.fastmath<none>"}}
	for _, n := range []string{"addf", "subf", "mulf", "divf", "remf", "negf", "maximumf", "minimumf", "maxnumf", "minnumf", "cmpf"} {
		defaultAttrs["arith."+n] = []ir.NamedAttr{fastmath}
	}
}

// asmArithFlags prints or parses the optional `overflow<nsw>` or
// `fastmath<fast>` of an arith op whose row has that flag attribute, left
// out when it holds the default.
func asmArithFlags(s ir.AsmStream) {
	name := s.OpName()
	defs := defaultAttrs[name]
	if len(defs) == 0 {
		return
	}
	attr := defs[0].Name
	kw := "overflow"
	if attr == "fastmath" {
		kw = "fastmath"
	}
	prefix := "#arith." + kw + "<"
	if s.Printing() {
		a := s.Op().Attr(attr)
		if a == nil {
			return
		}
		v, ok := a.(*ir.VerbatimAttr)
		if !ok || len(v.Text) <= len(prefix) || v.Text[:len(prefix)] != prefix || v.Text[len(v.Text)-1] != '>' {
			return // left to attr-dict
		}
		s.Consume(attr)
		if ir.AttrEqual(a, defs[0].Value) {
			return
		}
		s.Keyword(kw)
		s.Punct("<")
		s.Word(v.Text[len(prefix) : len(v.Text)-1])
		s.Punct(">")
		return
	}
	if !s.Next(kw) {
		return
	}
	s.Keyword(kw)
	s.Punct("<")
	sep := ", " // as MLIR prints each: overflow<nsw, nuw>, fastmath<nnan,ninf>
	if kw == "fastmath" {
		sep = ","
	}
	flags := s.Word("")
	for s.Next(",") {
		s.Punct(",")
		flags += sep + s.Word("")
	}
	s.Punct(">")
	s.SetAttr(attr, &ir.VerbatimAttr{Text: prefix + flags + ">"})
}
