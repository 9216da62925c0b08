package symbolic

import "github.com/symopt/symopt/internal/checked"

// Add returns a+b, or ErrOverflow.
func Add(a, b Expr) (Expr, error) {
	return linear(a, 1, b, 1)
}

// Sub returns a-b, or ErrOverflow.
func Sub(a, b Expr) (Expr, error) {
	return linear(a, 1, b, -1)
}

// Neg returns -a, or ErrOverflow (only for a coefficient of -2^63).
func Neg(a Expr) (Expr, error) {
	return Scale(a, -1)
}

// Scale returns c*a, or ErrOverflow.
func Scale(a Expr, c int64) (Expr, error) {
	return linear(a, c, Expr{}, 0)
}

// linear returns ca*a + cb*b by merging the sorted term lists.
func linear(a Expr, ca int64, b Expr, cb int64) (Expr, error) {
	out := make([]Term, 0, len(a.terms)+len(b.terms))
	i, j := 0, 0
	for i < len(a.terms) || j < len(b.terms) {
		var c int64
		var m Monomial
		var ok bool
		switch {
		case j >= len(b.terms) || (i < len(a.terms) && cmpMono(a.terms[i].Mono, b.terms[j].Mono) < 0):
			m = a.terms[i].Mono
			if c, ok = checked.Mul(a.terms[i].Coef, ca); !ok {
				return Expr{}, ErrOverflow
			}
			i++
		case i >= len(a.terms) || cmpMono(a.terms[i].Mono, b.terms[j].Mono) > 0:
			m = b.terms[j].Mono
			if c, ok = checked.Mul(b.terms[j].Coef, cb); !ok {
				return Expr{}, ErrOverflow
			}
			j++
		default:
			m = a.terms[i].Mono
			x, ok1 := checked.Mul(a.terms[i].Coef, ca)
			y, ok2 := checked.Mul(b.terms[j].Coef, cb)
			if c, ok = checked.Add(x, y); !ok || !ok1 || !ok2 {
				return Expr{}, ErrOverflow
			}
			i++
			j++
		}
		if c != 0 {
			out = append(out, Term{Coef: c, Mono: m})
		}
	}
	if len(out) == 0 {
		return Expr{}, nil
	}
	return Expr{terms: out}, nil
}

// maxTermProducts bounds the term pairs one Mul may form, so that text
// like (S0+S1+...+S9)^20 is rejected instead of expanded.
const maxTermProducts = 1 << 16

// Mul returns a*b, or ErrOverflow, or ErrTooLarge when the product would
// need more than 65536 term products.
func Mul(a, b Expr) (Expr, error) {
	if len(a.terms) == 0 || len(b.terms) == 0 {
		return Expr{}, nil
	}
	if len(a.terms)*len(b.terms) > maxTermProducts {
		return Expr{}, ErrTooLarge
	}
	// a constant factor scales the other's terms (the usual dim products)
	if c, ok := a.Constant(); ok {
		return scale(b, c)
	}
	if c, ok := b.Constant(); ok {
		return scale(a, c)
	}
	var acc accum
	for _, x := range a.terms {
		for _, y := range b.terms {
			c, ok := checked.Mul(x.Coef, y.Coef)
			if !ok || x.Mono.Degree()+y.Mono.Degree() > maxDegree {
				return Expr{}, ErrOverflow
			}
			if err := acc.add(c, mulMono(x.Mono, y.Mono)); err != nil {
				return Expr{}, err
			}
		}
	}
	return acc.expr(), nil
}

// scale is Mul(e, Const(c)) for c != 0: the terms of e, monomials shared
// (Exprs never change them), with their coefficients times c; e itself
// when c is 1.
func scale(e Expr, c int64) (Expr, error) {
	for _, t := range e.terms {
		if t.Mono.Degree() > maxDegree {
			return Expr{}, ErrOverflow
		}
	}
	if c == 1 {
		return e, nil
	}
	out := make([]Term, len(e.terms))
	for i, t := range e.terms {
		k, ok := checked.Mul(t.Coef, c)
		if !ok {
			return Expr{}, ErrOverflow
		}
		out[i] = Term{Coef: k, Mono: t.Mono}
	}
	return Expr{terms: out}, nil
}

// Pow returns a**n for n >= 0, or ErrOverflow.
func Pow(a Expr, n int) (Expr, error) {
	if n < 0 {
		return Expr{}, errorf("negative exponent %d", n)
	}
	r := Const(1)
	for base := a; n > 0; n >>= 1 {
		var err error
		if n&1 == 1 {
			if r, err = Mul(r, base); err != nil {
				return Expr{}, err
			}
		}
		if n > 1 {
			if base, err = Mul(base, base); err != nil {
				return Expr{}, err
			}
		}
	}
	return r, nil
}

// Sum returns the sum of es, or ErrOverflow.
func Sum(es ...Expr) (Expr, error) {
	var r Expr
	for _, e := range es {
		var err error
		if r, err = Add(r, e); err != nil {
			return Expr{}, err
		}
	}
	return r, nil
}

// Product returns the product of es, or ErrOverflow.
func Product(es ...Expr) (Expr, error) {
	r := Const(1)
	for _, e := range es {
		var err error
		if r, err = Mul(r, e); err != nil {
			return Expr{}, err
		}
	}
	return r, nil
}
