package dialect

import (
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
)

// dot_general's pretty form spells its dimension numbers
// `batching_dims = [0] x [0], contracting_dims = [2] x [1]`; the attribute
// is `#stablehlo.dot<lhs_batching_dimensions = [0], ...>`.

var asmDotKeys = [4]string{"lhs_batching_dimensions", "rhs_batching_dimensions",
	"lhs_contracting_dimensions", "rhs_contracting_dimensions"}

// asmHloDotGeneral is `%a, %b, batching_dims = [..] x [..], contracting_dims
// = [..] x [..] (, precision = [..])? attr-dict : functional-type`.
func asmHloDotGeneral(s ir.AsmStream) {
	s.Operand(0)
	s.Punct(",")
	s.Operand(1)
	var dims [4][]int64
	if s.Printing() {
		v, ok := s.GetAttr("dot_dimension_numbers").(*ir.VerbatimAttr)
		if !ok {
			s.Errorf("dot_general without dimension numbers")
			return
		}
		if dims, ok = asmParseDotDims(v.Text); !ok {
			s.Errorf("dimension numbers not printable")
			return
		}
	}
	if asmHas(s, func(*ir.Operation) bool { return len(dims[0]) > 0 || len(dims[1]) > 0 }, ",", "batching_dims") {
		s.Punct(",")
		s.Keyword("batching_dims")
		s.Punct("=")
		dims[0] = asmIntList(s, dims[0])
		s.Keyword("x")
		dims[1] = asmIntList(s, dims[1])
	}
	s.Punct(",")
	s.Keyword("contracting_dims")
	s.Punct("=")
	dims[2] = asmIntList(s, dims[2])
	s.Keyword("x")
	dims[3] = asmIntList(s, dims[3])
	if !s.Printing() {
		s.SetAttr("dot_dimension_numbers", &ir.VerbatimAttr{Text: asmDotDimsText(asmDialect(s), dims)})
	}
	asmPrecision(s)
	if s.Optional("algorithm", ",", "algorithm") {
		s.Punct(",")
		s.Keyword("algorithm")
		s.Punct("=")
		asmDotAlgorithm(s)
	}
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmIntList prints or parses `[1, 2]`.
func asmIntList(s ir.AsmStream, vals []int64) []int64 {
	s.Punct("[")
	if s.Printing() {
		for i, v := range vals {
			if i > 0 {
				s.Punct(",")
			}
			s.Int(v)
		}
		s.Punct("]")
		return vals
	}
	out := []int64{}
	for !s.Next("]") && !s.Failed() {
		if len(out) > 0 {
			s.Punct(",")
		}
		out = append(out, s.Int(0))
	}
	s.Punct("]")
	return out
}

// asmDotDimsText builds the attribute text, leaving out empty lists as
// StableHLO's printer does.
func asmDotDimsText(dialect string, dims [4][]int64) string {
	var b strings.Builder
	b.WriteString("#" + dialect + ".dot<")
	first := true
	for i, k := range asmDotKeys {
		if len(dims[i]) == 0 {
			continue
		}
		if !first {
			b.WriteString(", ")
		}
		first = false
		b.WriteString(k + " = [")
		for j, v := range dims[i] {
			if j > 0 {
				b.WriteString(", ")
			}
			b.WriteString(strconv.FormatInt(v, 10))
		}
		b.WriteString("]")
	}
	b.WriteString(">")
	return b.String()
}

// asmParseDotDims reads the four lists from the attribute text.
func asmParseDotDims(text string) (dims [4][]int64, ok bool) {
	i := strings.IndexByte(text, '<')
	if i < 0 || !strings.HasSuffix(text, ">") || !strings.HasSuffix(text[:i], ".dot") {
		return dims, false
	}
	body := text[i+1 : len(text)-1]
	for body = strings.TrimSpace(body); body != ""; body = strings.TrimSpace(body) {
		eq := strings.IndexByte(body, '=')
		open := strings.IndexByte(body, '[')
		cl := strings.IndexByte(body, ']')
		if eq < 0 || open < eq || cl < open {
			return dims, false
		}
		key := strings.TrimSpace(body[:eq])
		idx := -1
		for k, name := range asmDotKeys {
			if name == key {
				idx = k
			}
		}
		if idx < 0 {
			return dims, false
		}
		for _, f := range strings.Split(body[open+1:cl], ",") {
			f = strings.TrimSpace(f)
			if f == "" {
				continue
			}
			v, err := strconv.ParseInt(f, 10, 64)
			if err != nil {
				return dims, false
			}
			dims[idx] = append(dims[idx], v)
		}
		body = strings.TrimPrefix(strings.TrimSpace(body[cl+1:]), ",")
	}
	return dims, true
}

// asmDotAlgorithm prints or parses the algorithm attribute, written
// `<...>` for `#stablehlo.dot_algorithm<...>`.
func asmDotAlgorithm(s ir.AsmStream) {
	prefix := "#" + asmDialect(s) + ".dot_algorithm"
	if s.Printing() {
		v, ok := s.GetAttr("algorithm").(*ir.VerbatimAttr)
		if !ok || !strings.HasPrefix(v.Text, prefix+"<") {
			s.Errorf("algorithm not printable")
			return
		}
		s.Word(v.Text[len(prefix):])
		return
	}
	a := s.AttrValue(nil)
	if v, ok := a.(*ir.VerbatimAttr); ok && strings.HasPrefix(v.Text, "<") {
		a = &ir.VerbatimAttr{Text: prefix + v.Text}
	}
	s.SetAttr("algorithm", a)
}
