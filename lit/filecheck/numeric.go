package filecheck

import (
	"fmt"
	"math/big"
	"strings"
)

// fmtKind is the matching format of a numeric expression.
type fmtKind int

const (
	fmtNone fmtKind = iota
	fmtUnsigned
	fmtSigned
	fmtHexUpper
	fmtHexLower
)

// exprFormat is a format specifier such as %u, %.8X or %#x.
type exprFormat struct {
	kind      fmtKind
	precision int
	alt       bool
}

// same reports full equality; like FileCheck, two "no format" values are
// never equal.
func (f exprFormat) same(o exprFormat) bool {
	return f.kind != fmtNone && f.kind == o.kind && f.precision == o.precision && f.alt == o.alt
}

func (f exprFormat) String() string {
	switch f.kind {
	case fmtUnsigned:
		return "%u"
	case fmtSigned:
		return "%d"
	case fmtHexUpper:
		return "%X"
	case fmtHexLower:
		return "%x"
	}
	return "<none>"
}

// wildcardRegex is the ERE that matches any value printed in format f.
func (f exprFormat) wildcardRegex() string {
	alt := ""
	if f.alt {
		alt = "0x"
	}
	prec := func(s string) string { return fmt.Sprintf("%s%s{%d}", alt, s, f.precision) }
	switch f.kind {
	case fmtUnsigned:
		if f.precision > 0 {
			return prec("([1-9][0-9]*)?[0-9]")
		}
		return "[0-9]+"
	case fmtSigned:
		if f.precision > 0 {
			return prec("-?([1-9][0-9]*)?[0-9]")
		}
		return "-?[0-9]+"
	case fmtHexUpper:
		if f.precision > 0 {
			return prec("([1-9A-F][0-9A-F]*)?[0-9A-F]")
		}
		return alt + "[0-9A-F]+"
	case fmtHexLower:
		if f.precision > 0 {
			return prec("([1-9a-f][0-9a-f]*)?[0-9a-f]")
		}
		return alt + "[0-9a-f]+"
	}
	return ""
}

// matchingString prints v in format f.
func (f exprFormat) matchingString(v *big.Int) (string, error) {
	if f.kind != fmtSigned && v.Sign() < 0 {
		return "", overflowError{}
	}
	abs := new(big.Int).Abs(v)
	var digits string
	switch f.kind {
	case fmtUnsigned, fmtSigned:
		digits = abs.Text(10)
	case fmtHexUpper:
		digits = strings.ToUpper(abs.Text(16))
	case fmtHexLower:
		digits = abs.Text(16)
	default:
		return "", fmt.Errorf("trying to match value with invalid format")
	}
	sign := ""
	if v.Sign() < 0 {
		sign = "-"
	}
	alt := ""
	if f.alt {
		alt = "0x"
	}
	if f.precision > len(digits) {
		digits = strings.Repeat("0", f.precision-len(digits)) + digits
	}
	return sign + alt + digits, nil
}

// valueFromString parses a string matched by wildcardRegex.
func (f exprFormat) valueFromString(s string) *big.Int {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	hex := f.kind == fmtHexUpper || f.kind == fmtHexLower
	if f.kind != fmtSigned && f.alt {
		s = strings.TrimPrefix(s, "0x")
	}
	base := 10
	if hex {
		base = 16
	}
	v, ok := new(big.Int).SetString(s, base)
	if !ok {
		v = new(big.Int)
	}
	if neg {
		v.Neg(v)
	}
	return v
}

// numericVariable is a variable defined by [[#VAR:]] or -D#VAR=.
type numericVariable struct {
	name     string
	format   exprFormat
	value    *big.Int
	strValue *srange // where the value was captured in the input
	defLine  int     // 0 when not defined in a check line
}

// exprAST is a node of a numeric expression.
type exprAST interface {
	eval() (*big.Int, error)
	implicitFormat() (exprFormat, error)
	text() sref
}

type exprLiteral struct {
	str sref
	val *big.Int
}

func (l *exprLiteral) eval() (*big.Int, error)             { return new(big.Int).Set(l.val), nil }
func (l *exprLiteral) implicitFormat() (exprFormat, error) { return exprFormat{}, nil }
func (l *exprLiteral) text() sref                          { return l.str }

type exprVarUse struct {
	str sref
	v   *numericVariable
}

func (u *exprVarUse) eval() (*big.Int, error) {
	if u.v.value == nil {
		return nil, &undefVarError{u.str}
	}
	return new(big.Int).Set(u.v.value), nil
}
func (u *exprVarUse) implicitFormat() (exprFormat, error) { return u.v.format, nil }
func (u *exprVarUse) text() sref                          { return u.str }

type binopFunc func(a, b *big.Int) (*big.Int, error)

type exprBinop struct {
	str         sref
	fn          binopFunc
	left, right exprAST
}

func (o *exprBinop) text() sref { return o.str }

func (o *exprBinop) eval() (*big.Int, error) {
	l, le := o.left.eval()
	r, re := o.right.eval()
	if le != nil || re != nil {
		return nil, joinErr(le, re)
	}
	return o.fn(l, r)
}

func (o *exprBinop) implicitFormat() (exprFormat, error) {
	lf, le := o.left.implicitFormat()
	rf, re := o.right.implicitFormat()
	if le != nil || re != nil {
		return exprFormat{}, joinErr(le, re)
	}
	if lf.kind != fmtNone && rf.kind != fmtNone && !lf.same(rf) {
		return exprFormat{}, newDiagRef(o.str, "implicit format conflict between '"+o.left.text().str()+
			"' ("+lf.String()+") and '"+o.right.text().str()+"' ("+rf.String()+"), need an explicit format specifier")
	}
	if lf.kind != fmtNone {
		return lf, nil
	}
	return rf, nil
}

func exprAdd(a, b *big.Int) (*big.Int, error) { return new(big.Int).Add(a, b), nil }
func exprSub(a, b *big.Int) (*big.Int, error) { return new(big.Int).Sub(a, b), nil }
func exprMul(a, b *big.Int) (*big.Int, error) { return new(big.Int).Mul(a, b), nil }
func exprDiv(a, b *big.Int) (*big.Int, error) {
	if b.Sign() == 0 {
		return nil, overflowError{}
	}
	return new(big.Int).Quo(a, b), nil
}
func exprMax(a, b *big.Int) (*big.Int, error) {
	if a.Cmp(b) < 0 {
		return b, nil
	}
	return a, nil
}
func exprMin(a, b *big.Int) (*big.Int, error) {
	if a.Cmp(b) < 0 {
		return a, nil
	}
	return b, nil
}

var builtinFuncs = map[string]binopFunc{
	"add": exprAdd, "div": exprDiv, "max": exprMax, "min": exprMin, "mul": exprMul, "sub": exprSub,
}

// expression is a parsed numeric substitution block.
type expression struct {
	ast    exprAST // nil for [[#VAR:]]
	format exprFormat
}

// consumeUnsigned parses an unsigned integer in radix (0: auto-sensed) at
// the front of r, like StringRef::consumeInteger for APInt.
func consumeUnsigned(r *sref, radix int) (*big.Int, bool) {
	s := r.str()
	orig := len(s)
	if radix == 0 {
		radix = 10
		switch {
		case len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'):
			radix, s = 16, s[2:]
		case len(s) >= 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B'):
			radix, s = 2, s[2:]
		case strings.HasPrefix(s, "0o"):
			radix, s = 8, s[2:]
		case len(s) > 1 && s[0] == '0' && isDigit(s[1]):
			radix, s = 8, s[1:]
		}
	}
	if s == "" {
		return nil, false
	}
	s = strings.TrimLeft(s, "0")
	if s == "" {
		r.s += orig
		return new(big.Int), true
	}
	n := 0
	for n < len(s) {
		c := s[n]
		var v int
		switch {
		case isDigit(c):
			v = int(c - '0')
		case c >= 'a' && c <= 'z':
			v = int(c-'a') + 10
		case c >= 'A' && c <= 'Z':
			v = int(c-'A') + 10
		default:
			v = 99
		}
		if v >= radix {
			break
		}
		n++
	}
	rest := len(s) - n
	if rest == orig {
		return nil, false
	}
	val := new(big.Int)
	if n > 0 {
		val.SetString(s[:n], radix)
	}
	r.s += orig - rest
	return val, true
}

// consumeSmallUnsigned parses a decimal unsigned that fits in 32 bits.
func consumeSmallUnsigned(r *sref) (int, bool) {
	s := r.str()
	n := 0
	for n < len(s) && isDigit(s[n]) {
		n++
	}
	if n == 0 {
		return 0, false
	}
	v := new(big.Int)
	v.SetString(s[:n], 10)
	if v.BitLen() > 32 {
		return 0, false
	}
	r.s += n
	return int(v.Int64()), true
}

func bigInt(n int) *big.Int { return big.NewInt(int64(n)) }
