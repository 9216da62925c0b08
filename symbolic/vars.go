package symbolic

// Var returns the polynomial consisting of the declared symbol x, as the
// package function Var does, sharing one copy per symbol: expressions
// are never changed in place, so the copy can be handed out again. The
// copies are cut from blocks allocated a few hundred at a time (each
// with its capacity capped, so appending to one never writes into
// another), which spares the allocator one object per symbol.
func (s *Store) Var(x Sym) Expr {
	if x < 0 || int(x) >= len(s.parent) {
		return Var(x)
	}
	for len(s.vars) <= int(x) {
		s.vars = append(s.vars, Expr{})
	}
	if s.vars[x].terms == nil {
		if len(s.varTerms) == 0 {
			s.varTerms = make([]Term, varBlock)
			s.varMono = make(Monomial, varBlock)
		}
		s.varMono[0] = Factor{Sym: x, Exp: 1}
		s.varTerms[0] = Term{Coef: 1, Mono: s.varMono[0:1:1]}
		s.vars[x] = Expr{terms: s.varTerms[0:1:1]}
		s.varTerms, s.varMono = s.varTerms[1:], s.varMono[1:]
	}
	return s.vars[x]
}

// varBlock is how many symbols' Var expressions one allocation holds.
const varBlock = 256
