package symbolic

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/symopt/symopt/internal/checked"
)

// maxDegree bounds the total degree of a monomial; products beyond it are
// reported as overflow.
const maxDegree = 1 << 16

// Term is a coefficient times a monomial.
type Term struct {
	Coef int64
	Mono Monomial
}

// Expr is a polynomial over symbols in canonical form: terms sorted by
// cmpMono, no zero coefficient, no repeated monomial. The zero value is the
// constant 0. Exprs are immutable values; equal polynomials have equal
// term lists, so Expr.Equal and String agree.
type Expr struct {
	terms []Term
}

// Const returns the constant polynomial c. Small positive constants
// (dim sizes, mostly) share their one term from smallConsts: an Expr's
// terms are never written, and the capacity of one keeps appends off it.
func Const(c int64) Expr {
	if c == 0 {
		return Expr{}
	}
	if c > 0 && c < int64(len(smallConsts)) {
		return Expr{terms: smallConsts[c : c+1 : c+1]}
	}
	return Expr{terms: []Term{{Coef: c}}}
}

// smallConsts holds the term of each constant below its length (a table
// filled once, then only read).
var smallConsts = func() []Term {
	ts := make([]Term, 4097)
	for i := range ts {
		ts[i].Coef = int64(i)
	}
	return ts
}()

// Var returns the polynomial consisting of the symbol s.
func Var(s Sym) Expr {
	return Expr{terms: []Term{{Coef: 1, Mono: Monomial{{Sym: s, Exp: 1}}}}}
}

// Terms returns a copy of the terms of e in canonical order.
func (e Expr) Terms() []Term {
	out := make([]Term, len(e.terms))
	for i, t := range e.terms {
		out[i] = Term{Coef: t.Coef, Mono: append(Monomial(nil), t.Mono...)}
	}
	return out
}

// FromTerms builds the canonical polynomial of the sum of terms. Monomials
// may be unsorted and repeated. It fails on coefficient overflow or a
// factor with a non-positive exponent.
func FromTerms(terms []Term) (Expr, error) {
	var acc accum
	for _, t := range terms {
		m, err := normMono(t.Mono)
		if err != nil {
			return Expr{}, err
		}
		if err := acc.add(t.Coef, m); err != nil {
			return Expr{}, err
		}
	}
	return acc.expr(), nil
}

// normMono sorts the factors of m and merges repeated symbols.
func normMono(m Monomial) (Monomial, error) {
	out := append(Monomial(nil), m...)
	sort.Slice(out, func(i, j int) bool { return out[i].Sym < out[j].Sym })
	w := 0
	var deg int64
	for _, f := range out {
		if f.Exp <= 0 {
			return nil, errorf("exponent %d of %s is not positive", f.Exp, f.Sym)
		}
		if f.Sym < 0 {
			return nil, errorf("negative symbol number %d", f.Sym)
		}
		deg += int64(f.Exp)
		if deg > maxDegree {
			return nil, ErrOverflow
		}
		if w > 0 && out[w-1].Sym == f.Sym {
			out[w-1].Exp += f.Exp
			continue
		}
		out[w] = f
		w++
	}
	return out[:w], nil
}

// accum collects terms keyed by monomial. Sums of a few terms, the
// common case, find their monomial by a scan; idx takes over past
// accumScan terms.
type accum struct {
	idx   map[string]int
	terms []Term
}

const accumScan = 16

func (a *accum) add(c int64, m Monomial) error {
	if c == 0 {
		return nil
	}
	i := a.find(m)
	if i >= 0 {
		s, ok := checked.Add(a.terms[i].Coef, c)
		if !ok {
			return ErrOverflow
		}
		a.terms[i].Coef = s
		return nil
	}
	if a.idx != nil {
		a.idx[m.key()] = len(a.terms)
	}
	a.terms = append(a.terms, Term{Coef: c, Mono: m})
	if a.idx == nil && len(a.terms) > accumScan {
		a.idx = make(map[string]int, 2*len(a.terms))
		for j, t := range a.terms {
			a.idx[t.Mono.key()] = j
		}
	}
	return nil
}

// find returns the index of the term with monomial m, or -1.
func (a *accum) find(m Monomial) int {
	if a.idx != nil {
		if i, ok := a.idx[m.key()]; ok {
			return i
		}
		return -1
	}
	for i, t := range a.terms {
		if slices.Equal(t.Mono, m) {
			return i
		}
	}
	return -1
}

// expr returns the canonical polynomial of the collected terms.
func (a *accum) expr() Expr {
	out := a.terms[:0]
	for _, t := range a.terms {
		if t.Coef != 0 {
			out = append(out, t)
		}
	}
	sort.Slice(out, func(i, j int) bool { return cmpMono(out[i].Mono, out[j].Mono) < 0 })
	if len(out) == 0 {
		return Expr{}
	}
	return Expr{terms: out}
}

// IsZero reports whether e is the constant 0.
func (e Expr) IsZero() bool { return len(e.terms) == 0 }

// Constant returns the value of e and true when e has no symbol.
func (e Expr) Constant() (int64, bool) {
	switch {
	case len(e.terms) == 0:
		return 0, true
	case len(e.terms) == 1 && len(e.terms[0].Mono) == 0:
		return e.terms[0].Coef, true
	}
	return 0, false
}

// AsSym returns s and true when e is exactly the symbol s.
func (e Expr) AsSym() (Sym, bool) {
	if len(e.terms) == 1 && e.terms[0].Coef == 1 && len(e.terms[0].Mono) == 1 && e.terms[0].Mono[0].Exp == 1 {
		return e.terms[0].Mono[0].Sym, true
	}
	return 0, false
}

// ConstTerm returns the coefficient of the empty monomial of e.
func (e Expr) ConstTerm() int64 {
	if n := len(e.terms); n > 0 && len(e.terms[n-1].Mono) == 0 {
		return e.terms[n-1].Coef
	}
	return 0
}

// EachSym calls f with every symbol of every term of e, in term order (a
// symbol of several terms comes once per term); it allocates nothing.
func (e Expr) EachSym(f func(Sym)) {
	for _, t := range e.terms {
		for _, x := range t.Mono {
			f(x.Sym)
		}
	}
}

// Syms returns the symbols occurring in e, sorted and without repeats.
func (e Expr) Syms() []Sym {
	n := 0
	for _, t := range e.terms {
		n += len(t.Mono)
	}
	if n == 0 {
		return nil
	}
	out := make([]Sym, 0, n)
	for _, t := range e.terms {
		for _, f := range t.Mono {
			out = append(out, f.Sym)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Equal reports whether a and b are the same polynomial.
func (a Expr) Equal(b Expr) bool {
	if len(a.terms) != len(b.terms) {
		return false
	}
	for i := range a.terms {
		if a.terms[i].Coef != b.terms[i].Coef || cmpMono(a.terms[i].Mono, b.terms[i].Mono) != 0 {
			return false
		}
	}
	return true
}

// String prints e in the syntax accepted by Parse, e.g.
// "4*S0*S1 + 512*S0 - 3" or "S0^2".
func (e Expr) String() string {
	if len(e.terms) == 0 {
		return "0"
	}
	var b strings.Builder
	for i, t := range e.terms {
		c := t.Coef
		switch {
		case i == 0 && c < 0:
			b.WriteByte('-')
		case i > 0 && c < 0:
			b.WriteString(" - ")
		case i > 0:
			b.WriteString(" + ")
		}
		mag := strconv.FormatUint(checked.Abs(c), 10)
		switch {
		case len(t.Mono) == 0:
			b.WriteString(mag)
		case mag == "1":
			b.WriteString(t.Mono.String())
		default:
			b.WriteString(mag)
			b.WriteByte('*')
			b.WriteString(t.Mono.String())
		}
	}
	return b.String()
}
