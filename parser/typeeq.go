package parser

import (
	"strconv"
	"strings"

	"github.com/symopt/symopt/ir"
)

// equivalentTypes is ir.TypeEqual, except that dialect types kept as text
// compare equal when they differ only in how numbers are spelled
// (`!quant.uniform<i8:f32, 2.0:15>` is `...2.000000e+00:15>`), as they do
// for MLIR, which parses them.
func equivalentTypes(a, b ir.Type) bool {
	if ir.TypeEqual(a, b) {
		return true
	}
	switch x := a.(type) {
	case *ir.OpaqueType:
		y, ok := b.(*ir.OpaqueType)
		return ok && canonicalNumbers(x.Text) == canonicalNumbers(y.Text)
	case *ir.TensorType:
		y, ok := b.(*ir.TensorType)
		return ok && sameShape(x.Shape, y.Shape) && equivalentEncodings(x.Encoding, y.Encoding) && equivalentTypes(x.Elem, y.Elem)
	case *ir.UnrankedTensorType:
		y, ok := b.(*ir.UnrankedTensorType)
		return ok && equivalentTypes(x.Elem, y.Elem)
	}
	return false
}

// canonicalNumbers rewrites every decimal number in s in one spelling.
func canonicalNumbers(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		c := s[i]
		if !isDigit(c) || i > 0 && (isLetter(s[i-1]) || isDigit(s[i-1])) {
			b.WriteByte(c)
			i++
			continue
		}
		j := i
		for j < len(s) && (isDigit(s[j]) || s[j] == '.' || s[j] == 'e' || s[j] == 'E' ||
			(s[j] == '+' || s[j] == '-') && j > i && (s[j-1] == 'e' || s[j-1] == 'E')) {
			j++
		}
		if v, err := strconv.ParseFloat(s[i:j], 64); err == nil {
			b.WriteString(strconv.FormatFloat(v, 'g', -1, 64))
		} else {
			b.WriteString(s[i:j])
		}
		i = j
	}
	return b.String()
}

// equivalentEncodings treats `#d.type_extensions<bounds = [3, ?]>` and
// `#d.bounds<3, ?>` as the same tensor encoding, as StableHLO does.
func equivalentEncodings(a, b ir.Attribute) bool {
	if ir.AttrEqual(a, b) {
		return true
	}
	x, ok1 := a.(*ir.VerbatimAttr)
	y, ok2 := b.(*ir.VerbatimAttr)
	return ok1 && ok2 && canonicalBounds(x.Text) == canonicalBounds(y.Text)
}

func canonicalBounds(s string) string {
	i := strings.Index(s, ".type_extensions<")
	if i < 0 || !strings.HasPrefix(s, "#") {
		return strings.ReplaceAll(s, " ", "")
	}
	body := strings.TrimSuffix(s[i+len(".type_extensions<"):], ">")
	body = strings.TrimSpace(body)
	if !strings.HasPrefix(body, "bounds") {
		return s
	}
	body = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(strings.TrimPrefix(body, "bounds")), "="))
	body = strings.TrimSuffix(strings.TrimPrefix(body, "["), "]")
	return strings.ReplaceAll(s[:i]+".bounds<"+body+">", " ", "")
}
