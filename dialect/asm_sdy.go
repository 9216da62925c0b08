package dialect

import (
	"strings"

	"github.com/symopt/symopt/ir"
)

// Assembly formats of the Shardy ops (as sdy prints them):
//
//	sdy.mesh @mesh = <["x"=2, "y"=4]>
//	sdy.sharding_constraint %x <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
//	sdy.reshard %x <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
//	%r = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%a: tensor<4x8xf32>) {
//	  ...
//	  sdy.return %y : tensor<4x8xf32>
//	} : (tensor<8x8xf32>) -> tensor<8x8xf32>
//
// The attributes are stored in their full form (#sdy.mesh<...>,
// #sdy.sharding<...>, #sdy<manual_axes{...}>), verbatim.

func init() {
	asmFamilies = append(asmFamilies, map[string]func(ir.AsmStream){
		"sdy.mesh":                asmSdyMesh,
		"sdy.sharding_constraint": asmSdyShardingOp,
		"sdy.reshard":             asmSdyShardingOp,
		"sdy.manual_computation":  asmManualComputation,
		"sdy.return":              asmReturnLike,
	})
}

// asmSdyAttr prints or parses attribute name written without its prefix
// (`<...>` for `#sdy.sharding<...>`); false when printing one that does
// not have it.
func asmSdyAttr(s ir.AsmStream, name, prefix string) bool {
	if s.Printing() {
		v, ok := s.GetAttr(name).(*ir.VerbatimAttr)
		if !ok || !strings.HasPrefix(v.Text, prefix+"<") {
			return false
		}
		s.AttrValue(&ir.VerbatimAttr{Text: strings.TrimPrefix(v.Text, prefix)})
		return true
	}
	v, ok := s.AttrValue(nil).(*ir.VerbatimAttr)
	if !ok || !strings.HasPrefix(v.Text, "<") {
		s.Errorf("expected a %s attribute `<...>`", prefix)
		return false
	}
	s.SetAttr(name, &ir.VerbatimAttr{Text: prefix + v.Text})
	return true
}

// asmSdyList is `[<...>, ...]`, each element attribute prefix<...>.
func asmSdyList(s ir.AsmStream, name, prefix string) bool {
	if s.Printing() {
		a, ok := s.GetAttr(name).(*ir.ArrayAttr)
		if !ok {
			return false
		}
		elems := make([]ir.Attribute, len(a.Elems))
		for i, e := range a.Elems {
			v, ok := e.(*ir.VerbatimAttr)
			if !ok || !strings.HasPrefix(v.Text, prefix+"<") {
				return false
			}
			elems[i] = &ir.VerbatimAttr{Text: strings.TrimPrefix(v.Text, prefix)}
		}
		s.AttrValue(&ir.ArrayAttr{Elems: elems})
		return true
	}
	a, ok := s.AttrValue(nil).(*ir.ArrayAttr)
	if !ok {
		s.Errorf("expected a list of %s attributes", prefix)
		return false
	}
	elems := make([]ir.Attribute, len(a.Elems))
	for i, e := range a.Elems {
		v, ok := e.(*ir.VerbatimAttr)
		if !ok || !strings.HasPrefix(v.Text, "<") {
			s.Errorf("expected a %s attribute `<...>`", prefix)
			return false
		}
		elems[i] = &ir.VerbatimAttr{Text: prefix + v.Text}
	}
	s.SetAttr(name, &ir.ArrayAttr{Elems: elems})
	return true
}

// asmSdyMesh is `@name = <...> attr-dict`.
func asmSdyMesh(s ir.AsmStream) {
	s.SymbolNameAttr("sym_name")
	s.Punct("=")
	if !asmSdyAttr(s, "mesh", "#sdy.mesh") && s.Printing() {
		s.Errorf("mesh not printable")
		return
	}
	s.AttrDict()
}

// asmSdyShardingOp is `%x <sharding> attr-dict : type`.
func asmSdyShardingOp(s ir.AsmStream) {
	if s.Printing() {
		op := s.Op()
		if op.NumOperands() != 1 || op.NumResults() != 1 || !ir.TypeEqual(op.Operand(0).Type(), op.Result(0).Type()) {
			s.Errorf("sharding op not printable")
			return
		}
	}
	s.Operand(0)
	if !asmSdyAttr(s, "sharding", "#sdy.sharding") && s.Printing() {
		s.Errorf("sharding not printable")
		return
	}
	s.AttrDict()
	s.Punct(":")
	if s.Printing() {
		s.Type(s.Op().Operand(0).Type())
		return
	}
	t := s.Type(nil)
	s.SetOperandTypes([]ir.Type{t})
	s.SetResultTypes([]ir.Type{t})
}

// asmManualComputation is `(operands) in_shardings=[...]
// out_shardings=[...] manual_axes={...} (args) region attr-dict :
// functional-type`.
func asmManualComputation(s ir.AsmStream) {
	if s.Printing() {
		op := s.Op()
		_, ok1 := op.Attr("in_shardings").(*ir.ArrayAttr)
		_, ok2 := op.Attr("out_shardings").(*ir.ArrayAttr)
		ax, ok3 := op.Attr("manual_axes").(*ir.VerbatimAttr)
		if !ok1 || !ok2 || !ok3 || !strings.HasPrefix(ax.Text, "#sdy<manual_axes{") || len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 {
			s.Errorf("manual_computation not printable")
			return
		}
	}
	s.Punct("(")
	s.Operands()
	s.Punct(")")
	s.Keyword("in_shardings")
	s.Punct("=")
	if !asmSdyList(s, "in_shardings", "#sdy.sharding") {
		s.Errorf("in_shardings not printable")
		return
	}
	s.Keyword("out_shardings")
	s.Punct("=")
	if !asmSdyList(s, "out_shardings", "#sdy.sharding") {
		s.Errorf("out_shardings not printable")
		return
	}
	s.Keyword("manual_axes")
	s.Punct("=")
	asmManualAxes(s)
	s.Punct("(")
	var args []ir.RegionArg
	if s.Printing() {
		for i, a := range s.Op().Regions[0].Blocks[0].Args() {
			if i > 0 {
				s.Punct(",")
			}
			args = append(args, ir.RegionArg{Name: s.NewValueName(a), Type: a.Type(), Loc: a.Loc})
			s.Punct(":")
			s.Type(a.Type())
			s.Loc(a.Loc)
		}
	} else if !s.Next(")") {
		for {
			name := s.NewValueName(nil)
			s.Punct(":")
			t := s.Type(nil)
			args = append(args, ir.RegionArg{Name: name, Type: t, Loc: s.Loc(nil)})
			if !s.Next(",") {
				break
			}
			s.Punct(",")
		}
	}
	s.Punct(")")
	if args == nil {
		args = []ir.RegionArg{}
	}
	s.Region(0, args)
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmManualAxes is `{"x", "y"}` stored as #sdy<manual_axes{"x", "y"}>.
func asmManualAxes(s ir.AsmStream) {
	if s.Printing() {
		ax := s.GetAttr("manual_axes").(*ir.VerbatimAttr)
		body := strings.TrimSuffix(strings.TrimPrefix(ax.Text, "#sdy<manual_axes"), ">")
		var names []string
		for _, n := range strings.Split(strings.Trim(body, "{}"), ",") {
			if n = strings.TrimSpace(n); n != "" {
				names = append(names, n)
			}
		}
		s.Punct("{")
		for i, n := range names {
			if i > 0 {
				s.Punct(",")
			}
			s.AttrValue(&ir.StringAttr{Value: strings.Trim(n, `"`)})
		}
		s.Punct("}")
		return
	}
	s.Punct("{")
	var names []string
	if !s.Next("}") {
		for {
			a, ok := s.AttrValue(nil).(*ir.StringAttr)
			if !ok {
				s.Errorf("expected a quoted axis name")
				return
			}
			names = append(names, `"`+a.Value+`"`)
			if !s.Next(",") {
				break
			}
			s.Punct(",")
		}
	}
	s.Punct("}")
	s.SetAttr("manual_axes", &ir.VerbatimAttr{Text: "#sdy<manual_axes{" + strings.Join(names, ", ") + "}>"})
}
