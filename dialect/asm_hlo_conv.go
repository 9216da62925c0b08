package dialect

import (
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
)

// convolution's pretty form:
//
//	(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
//	    window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1],
//	    rhs_dilate = [1, 1], reverse = [false, false]} attr-dict : functional-type
//
// dim_numbers is the body of `#stablehlo.conv<...>`; each window entry is
// one attribute (window_strides, padding, lhs_dilation, rhs_dilation,
// window_reversal).

func init() {
	asmFamilies = append(asmFamilies, map[string]func(ir.AsmStream){
		"stablehlo.convolution": asmHloConvolution,
	})
}

var asmWindowKeys = [][2]string{
	{"stride", "window_strides"}, {"pad", "padding"}, {"lhs_dilate", "lhs_dilation"},
	{"rhs_dilate", "rhs_dilation"}, {"reverse", "window_reversal"},
}

func asmHloConvolution(s ir.AsmStream) {
	s.Punct("(")
	s.Operand(0)
	s.Punct(",")
	s.Operand(1)
	s.Punct(")")
	s.Keyword("dim_numbers")
	s.Punct("=")
	if s.Printing() {
		if !asmPrintConvWindow(s) {
			s.Errorf("convolution attributes not printable")
		}
	} else {
		asmParseConvDims(s)
		if s.Next(",") {
			s.Punct(",")
			s.Keyword("window")
			s.Punct("=")
			asmParseConvWindow(s)
		}
	}
	s.AttrDict()
	s.Punct(":")
	s.FunctionalType()
}

// asmParseConvDims reads `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`.
func asmParseConvDims(s ir.AsmStream) {
	var b strings.Builder
	for part := 0; part < 3 && !s.Failed(); part++ {
		switch part {
		case 1:
			s.Keyword("x")
			b.WriteString("x")
		case 2:
			s.Punct("->")
			b.WriteString("->")
		}
		s.Punct("[")
		b.WriteString("[")
		for i := 0; !s.Next("]") && !s.Failed(); i++ {
			if i > 0 {
				s.Punct(",")
				b.WriteString(", ")
			}
			word := ""
			for _, w := range []string{"b", "f", "i", "o"} {
				if s.Next(w) {
					word = s.Word("")
					break
				}
			}
			if word == "" {
				word = strconv.FormatInt(s.Int(0), 10)
			}
			b.WriteString(word)
		}
		s.Punct("]")
		b.WriteString("]")
	}
	s.SetAttr("dimension_numbers", &ir.VerbatimAttr{Text: "#" + asmDialect(s) + ".conv<" + b.String() + ">"})
}

// asmParseConvWindow reads `{stride = [..], pad = [[..], ..], ...}`.
func asmParseConvWindow(s ir.AsmStream) {
	s.Punct("{")
	seen := map[string]bool{}
	for first := true; !s.Next("}") && !s.Failed(); first = false {
		if !first {
			s.Punct(",")
		}
		key := s.Word("")
		if seen[key] {
			// MHLO and StableHLO accept each key once.
			s.Errorf("Unexpected keyword %s", key)
			return
		}
		seen[key] = true
		s.Punct("=")
		attr := ""
		for _, k := range asmWindowKeys {
			if k[0] == key {
				attr = k[1]
			}
		}
		switch key {
		case "pad":
			var flat []int64
			s.Punct("[")
			for n := 0; !s.Next("]") && !s.Failed(); n++ {
				if n > 0 {
					s.Punct(",")
				}
				pair := asmIntList(s, nil)
				if len(pair) != 2 && !s.Failed() {
					s.Errorf("Expected array with 2 elements, got %d elements instead", len(pair))
					return
				}
				flat = append(flat, pair...)
			}
			s.Punct("]")
			t := &ir.TensorType{Shape: []int64{int64(len(flat) / 2), 2}, Elem: ir.I64}
			s.SetAttr(attr, &ir.DenseElementsAttr{Type: t, Ints: flat})
		case "reverse":
			s.Punct("[")
			var bits []int64
			for n := 0; !s.Next("]") && !s.Failed(); n++ {
				if n > 0 {
					s.Punct(",")
				}
				var v int64
				switch {
				case s.Next("true"), s.Next("false"):
					if s.Word("") == "true" {
						v = 1
					}
				default:
					v = s.Int(0)
				}
				bits = append(bits, v)
			}
			s.Punct("]")
			s.SetAttr(attr, &ir.DenseArrayAttr{Elem: ir.I1, Ints: bits})
			asmHloListStorage(s, attr)
		case "stride", "lhs_dilate", "rhs_dilate":
			s.SetAttr(attr, ir.I64Array(asmIntList(s, nil)...))
			asmHloListStorage(s, attr)
		default:
			s.Errorf("Unexpected keyword %s", key)
			return
		}
	}
	s.Punct("}")
}

// asmPrintConvWindow prints the dimension numbers and window entries; it
// reports false when they cannot be printed in this form.
func asmPrintConvWindow(s ir.AsmStream) bool {
	v, ok := s.GetAttr("dimension_numbers").(*ir.VerbatimAttr)
	if !ok {
		return false
	}
	i := strings.IndexByte(v.Text, '<')
	if i < 0 || !strings.HasSuffix(v.Text, ">") || !strings.HasSuffix(v.Text[:i], ".conv") {
		return false
	}
	body := strings.TrimSpace(v.Text[i+1 : len(v.Text)-1])
	if !strings.HasPrefix(body, "[") || strings.Contains(body, "?") {
		return false // the `raw ...` spelling, or unknown dims the pretty parser does not read
	}
	s.Word(strings.Join(strings.Fields(body), " "))
	var entries []string
	for _, k := range asmWindowKeys {
		a := s.Op().Attr(k[1])
		if a == nil {
			continue
		}
		vals, ok := ir.I64List(a)
		if !ok {
			return false
		}
		var text string
		switch k[0] {
		case "pad":
			if len(vals)%2 != 0 {
				return false
			}
			pairs := make([]string, 0, len(vals)/2)
			for j := 0; j < len(vals); j += 2 {
				pairs = append(pairs, "["+strconv.FormatInt(vals[j], 10)+", "+strconv.FormatInt(vals[j+1], 10)+"]")
			}
			text = "[" + strings.Join(pairs, ", ") + "]"
		case "reverse":
			words := make([]string, len(vals))
			for j, x := range vals {
				words[j] = strconv.FormatBool(x != 0)
			}
			text = "[" + strings.Join(words, ", ") + "]"
		default:
			words := make([]string, len(vals))
			for j, x := range vals {
				words[j] = strconv.FormatInt(x, 10)
			}
			text = "[" + strings.Join(words, ", ") + "]"
		}
		s.Consume(k[1])
		entries = append(entries, k[0]+" = "+text)
	}
	if len(entries) > 0 {
		s.Punct(",")
		s.Keyword("window")
		s.Punct("=")
		s.Word("{" + strings.Join(entries, ", ") + "}")
	}
	return true
}
