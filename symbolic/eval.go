package symbolic

import "github.com/symopt/symopt/internal/checked"

// Eval returns the value of e when every symbol s is bound to binding[s].
// It fails when a symbol is unbound or on overflow.
func Eval(e Expr, binding map[Sym]int64) (int64, error) {
	return evalFunc(e, func(s Sym) (int64, bool) {
		v, ok := binding[s]
		return v, ok
	})
}

func evalFunc(e Expr, value func(Sym) (int64, bool)) (int64, error) {
	var sum int64
	for _, t := range e.terms {
		v := t.Coef
		for _, f := range t.Mono {
			x, ok := value(f.Sym)
			if !ok {
				return 0, errorf("symbol %s has no value", f.Sym)
			}
			p, ok := powInt(x, f.Exp)
			if !ok {
				return 0, ErrOverflow
			}
			if v, ok = checked.Mul(v, p); !ok {
				return 0, ErrOverflow
			}
		}
		var ok bool
		if sum, ok = checked.Add(sum, v); !ok {
			return 0, ErrOverflow
		}
	}
	return sum, nil
}

// Substitute returns e with every occurrence of s replaced by r.
func Substitute(e Expr, s Sym, r Expr) (Expr, error) {
	return SubstituteFunc(e, func(x Sym) (Expr, bool) {
		if x == s {
			return r, true
		}
		return Expr{}, false
	})
}

// SubstituteFunc returns e with every symbol x for which repl returns true
// replaced by the returned expression (simultaneously).
func SubstituteFunc(e Expr, repl func(Sym) (Expr, bool)) (Expr, error) {
	changed := false
	for _, t := range e.terms {
		for _, f := range t.Mono {
			if _, ok := repl(f.Sym); ok {
				changed = true
			}
		}
	}
	if !changed {
		return e, nil
	}
	var out Expr
	for _, t := range e.terms {
		term := Const(t.Coef)
		var rest Monomial
		for _, f := range t.Mono {
			r, ok := repl(f.Sym)
			if !ok {
				rest = append(rest, f)
				continue
			}
			p, err := Pow(r, int(f.Exp))
			if err != nil {
				return Expr{}, err
			}
			if term, err = Mul(term, p); err != nil {
				return Expr{}, err
			}
		}
		if len(rest) > 0 {
			var err error
			if term, err = Mul(term, Expr{terms: []Term{{Coef: 1, Mono: rest}}}); err != nil {
				return Expr{}, err
			}
		}
		var err error
		if out, err = Add(out, term); err != nil {
			return Expr{}, err
		}
	}
	return out, nil
}
