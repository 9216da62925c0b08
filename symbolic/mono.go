package symbolic

import (
	"strconv"
	"strings"
)

// Sym is a dimension symbol. Symbols are numbered from 0 in creation order
// and print as S0, S1, ...
type Sym int32

// String returns the printed name of s, e.g. "S3".
func (s Sym) String() string { return "S" + strconv.Itoa(int(s)) }

// Factor is one symbol raised to a positive power inside a monomial.
type Factor struct {
	Sym Sym
	Exp int32
}

// Monomial is a product of factors sorted by symbol, each symbol at most
// once with a positive exponent. The empty monomial is the constant 1.
// Monomials are values: functions here never modify their arguments.
type Monomial []Factor

// Degree returns the total degree of m.
func (m Monomial) Degree() int64 {
	var d int64
	for _, f := range m {
		d += int64(f.Exp)
	}
	return d
}

// cmpMono orders monomials for printing: higher total degree first, then
// lexicographically by factors, a smaller symbol (or, for equal symbols, a
// higher exponent) first. It is a monomial order (graded lexicographic), so
// rewriting a monomial to a smaller one terminates. It returns -1 when a
// comes before b, 0 when equal, 1 otherwise.
func cmpMono(a, b Monomial) int {
	da, db := a.Degree(), b.Degree()
	if da != db {
		if da > db {
			return -1
		}
		return 1
	}
	for i := 0; i < len(a) && i < len(b); i++ {
		fa, fb := a[i], b[i]
		if fa.Sym != fb.Sym {
			if fa.Sym < fb.Sym {
				return -1
			}
			return 1
		}
		if fa.Exp != fb.Exp {
			if fa.Exp > fb.Exp {
				return -1
			}
			return 1
		}
	}
	switch {
	case len(a) > len(b):
		return -1
	case len(a) < len(b):
		return 1
	}
	return 0
}

// mulMono returns a*b.
func mulMono(a, b Monomial) Monomial {
	out := make(Monomial, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i].Sym < b[j].Sym:
			out = append(out, a[i])
			i++
		case a[i].Sym > b[j].Sym:
			out = append(out, b[j])
			j++
		default:
			out = append(out, Factor{a[i].Sym, a[i].Exp + b[j].Exp})
			i++
			j++
		}
	}
	out = append(out, a[i:]...)
	return append(out, b[j:]...)
}

// divMono returns a/b and whether b divides a.
func divMono(a, b Monomial) (Monomial, bool) {
	out := make(Monomial, 0, len(a))
	j := 0
	for _, f := range a {
		if j < len(b) && b[j].Sym < f.Sym {
			return nil, false
		}
		if j < len(b) && b[j].Sym == f.Sym {
			if b[j].Exp > f.Exp {
				return nil, false
			}
			if f.Exp > b[j].Exp {
				out = append(out, Factor{f.Sym, f.Exp - b[j].Exp})
			}
			j++
			continue
		}
		out = append(out, f)
	}
	if j < len(b) {
		return nil, false
	}
	return out, true
}

// gcdMono returns the greatest common divisor of a and b.
func gcdMono(a, b Monomial) Monomial {
	var out Monomial
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i].Sym < b[j].Sym:
			i++
		case a[i].Sym > b[j].Sym:
			j++
		default:
			out = append(out, Factor{a[i].Sym, min(a[i].Exp, b[j].Exp)})
			i++
			j++
		}
	}
	return out
}

// has reports whether s occurs in m.
func (m Monomial) has(s Sym) bool {
	for _, f := range m {
		if f.Sym == s {
			return true
		}
	}
	return false
}

// key returns a string usable as a map key for m.
func (m Monomial) key() string {
	var b strings.Builder
	for _, f := range m {
		b.WriteString(strconv.Itoa(int(f.Sym)))
		b.WriteByte('^')
		b.WriteString(strconv.Itoa(int(f.Exp)))
		b.WriteByte('.')
	}
	return b.String()
}

// String prints m as S0*S1^2; the empty monomial prints as 1.
func (m Monomial) String() string {
	if len(m) == 0 {
		return "1"
	}
	var b strings.Builder
	for i, f := range m {
		if i > 0 {
			b.WriteByte('*')
		}
		b.WriteString(f.Sym.String())
		if f.Exp != 1 {
			b.WriteByte('^')
			b.WriteString(strconv.Itoa(int(f.Exp)))
		}
	}
	return b.String()
}
