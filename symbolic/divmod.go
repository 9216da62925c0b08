package symbolic

// FloorDiv returns floor(e/c) for a constant c > 0 when the quotient is a
// polynomial with integer coefficients for every integer binding, i.e. when
// c divides every non-constant coefficient of e. Then
// floor(e/c) = (e - k)/c + floor(k/c) where k is the constant term.
// ok is false otherwise, or when c <= 0.
func FloorDiv(e Expr, c int64) (q Expr, ok bool) {
	if c <= 0 || !divisibleNonConst(e, c) {
		return Expr{}, false
	}
	out := make([]Term, 0, len(e.terms))
	for _, t := range e.terms {
		v := t.Coef / c
		if len(t.Mono) == 0 {
			v = floorDiv(t.Coef, c)
		}
		if v != 0 {
			out = append(out, Term{Coef: v, Mono: t.Mono})
		}
	}
	if len(out) == 0 {
		return Expr{}, true
	}
	return Expr{terms: out}, true
}

// Mod returns e mod c (in [0, c)) for a constant c > 0 when it is the same
// for every integer binding because c divides every non-constant
// coefficient of e; ok is false otherwise.
func Mod(e Expr, c int64) (r int64, ok bool) {
	if c <= 0 || !divisibleNonConst(e, c) {
		return 0, false
	}
	return floorMod(e.ConstTerm(), c), true
}

// DivExact returns e/c when c divides every coefficient of e.
func DivExact(e Expr, c int64) (Expr, bool) {
	if c == 0 {
		return Expr{}, false
	}
	if r, ok := Mod(e, absI(c)); !ok || r != 0 {
		return Expr{}, false
	}
	if c == -1 {
		n, err := Neg(e)
		return n, err == nil
	}
	out := make([]Term, len(e.terms))
	for i, t := range e.terms {
		out[i] = Term{Coef: t.Coef / c, Mono: t.Mono}
	}
	return Expr{terms: out}, true
}

func divisibleNonConst(e Expr, c int64) bool {
	for _, t := range e.terms {
		if len(t.Mono) > 0 && t.Coef%c != 0 {
			return false
		}
	}
	return true
}

// content returns the gcd of the coefficients of e (positive, 0 for 0).
func content(e Expr) int64 {
	var g int64
	for _, t := range e.terms {
		g = gcd(g, t.Coef)
	}
	return g
}

func absI(a int64) int64 {
	if a < 0 {
		return -a
	}
	return a
}
