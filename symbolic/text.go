package symbolic

import (
	"fmt"
	"strings"
)

// Facts returns the facts of s in canonical order: the symbol count, the
// merges (in the order they happened), then for each class in order of its
// representative its bounds, divisor and likely value, then the
// definitions, then the product and other equations still unsolved and
// the inequalities between expressions, in the order they were recorded. Every
// expression is in normal form. Adding these facts to an empty store gives
// a store with the same Facts and the same answers.
func (s *Store) Facts() []Fact {
	out := []Fact{{Kind: FactSymbols, Value: int64(len(s.parent))}}
	for _, e := range s.edges {
		out = append(out, Fact{Kind: FactEq, Lhs: Var(e.a), Rhs: Var(e.b), Prov: e.prov})
	}
	var roots []int32
	for x := range s.parent {
		r := s.find(Sym(x))
		if s.info[r].rep == Sym(x) {
			roots = append(roots, r)
		}
	}
	var defs []Fact
	for _, r := range roots {
		ci := s.info[r]
		var n Expr
		isConst := false
		if ci.def != nil {
			var err error
			if n, err = s.normSym(ci.rep); err != nil {
				n = *ci.def
			}
			_, isConst = n.Constant()
			defs = append(defs, Fact{Kind: FactDefine, Sym: ci.rep, Rhs: n, Prov: ci.defProv})
		}
		if ci.lo != 1 && !isConst {
			out = append(out, Fact{Kind: FactLower, Sym: ci.rep, Value: ci.lo, Prov: ci.loProv})
		}
		if ci.hi != NoUpper && !isConst {
			out = append(out, Fact{Kind: FactUpper, Sym: ci.rep, Value: ci.hi, Prov: ci.hiProv})
		}
		if ci.div != 1 {
			out = append(out, Fact{Kind: FactDivisible, Sym: ci.rep, Value: ci.div, Prov: ci.divProv})
		}
		if ci.hasLikely {
			out = append(out, Fact{Kind: FactLikely, Sym: ci.rep, Value: ci.likely, Prov: ci.likelyProv})
		}
	}
	out = append(out, defs...)
	for _, rel := range s.rels {
		if rel.dead {
			continue
		}
		l, r := splitSides(rel.d)
		if rel.ineq { // d = l - r >= 0
			out = append(out, Fact{Kind: FactLE, Lhs: r, Rhs: l, Prov: rel.prov})
			continue
		}
		out = append(out, Fact{Kind: FactEq, Lhs: l, Rhs: r, Prov: rel.prov})
	}
	return out
}

// String returns the text form of s: Facts, one per line.
func (s *Store) String() string {
	var b strings.Builder
	for _, f := range s.Facts() {
		b.WriteString(f.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// ParseText reads a store from its text form: one fact per line; blank
// lines and lines starting with '#' are skipped. Errors are "line:col:
// message" (1-based), including contradictions between facts.
func ParseText(text string) (*Store, error) {
	s := NewStore()
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSuffix(line, "\r")
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		f, err := ParseFact(line)
		if err != nil {
			if pe, ok := err.(*ParseError); ok {
				return nil, fmt.Errorf("%d:%d: %s", i+1, pe.Col, pe.Msg)
			}
			return nil, fmt.Errorf("%d:1: %v", i+1, err)
		}
		if err := s.Add(f); err != nil {
			return nil, fmt.Errorf("%d:1: %v", i+1, err)
		}
	}
	return s, nil
}
