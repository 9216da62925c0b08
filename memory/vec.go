package memory

import (
	"encoding/binary"
	"math"
	"strconv"

	"github.com/symopt/symopt/symbolic"
)

// vec is a byte expression as coefficients over the monomials of a space
// (index 0 is the constant term). Schedulers add and compare these instead
// of symbolic.Expr values: the sizes of one function use few monomials
// (S0*S1, S0*S1^2, ...), so vector sums are cheap, and a comparison is
// proven without the store when one side has every coefficient at least the
// other's (every symbol is >= 1, so every monomial is >= 1).
type vec []int64

// space interns the monomials of a graph's sizes.
type space struct {
	c     *Comparer
	index map[string]int
	monos []symbolic.Monomial
	// likely[i] is monomial i at the store's likely values (likelyInt
	// the same as integers).
	likely    []float64
	likelyInt []int64
	cache     map[string]int8 // proven sign of a difference, 2 when unknown
	diff      vec             // scratch for order
	keyBuf    []byte          // scratch for cache keys
	// lo and hi bound each monomial over the symbols' ranges (hi may be
	// +Inf).
	lo, hi []float64
	// storeBudget is how many more differences may go to the store's
	// Compare (each costs microseconds); past it, unproven is guessed.
	storeBudget int
}

func newSpace(c *Comparer) *space {
	return &space{c: c, index: map[string]int{"": 0}, monos: []symbolic.Monomial{nil}, likely: []float64{1}, likelyInt: []int64{1}, cache: map[string]int8{}, lo: []float64{1}, hi: []float64{1}, storeBudget: 512}
}

// appendMonoKey appends the bytes that identify m (a map key).
func appendMonoKey(b []byte, m symbolic.Monomial) []byte {
	for _, f := range m {
		b = strconv.AppendInt(b, int64(f.Sym), 10)
		b = append(b, '^')
		b = strconv.AppendInt(b, int64(f.Exp), 10)
		b = append(b, '*')
	}
	return b
}

// monoIndex is the index of monomial m, or -1 when it is not interned
// (no allocation).
func (sp *space) monoIndex(m symbolic.Monomial) int {
	sp.keyBuf = appendMonoKey(sp.keyBuf[:0], m)
	if i, ok := sp.index[string(sp.keyBuf)]; ok {
		return i
	}
	return -1
}

// intern registers the monomials of e; call it for every size before vec.
func (sp *space) intern(e symbolic.Expr) {
	for _, t := range e.Terms() {
		if sp.monoIndex(t.Mono) >= 0 {
			continue
		}
		sp.index[string(sp.keyBuf)] = len(sp.monos)
		sp.monos = append(sp.monos, t.Mono)
		me, err := symbolic.FromTerms([]symbolic.Term{{Coef: 1, Mono: t.Mono}})
		v := int64(1)
		if err == nil {
			v = sp.c.Likely(me)
		}
		sp.likely, sp.likelyInt = append(sp.likely, float64(v)), append(sp.likelyInt, v)
		lo, hi := 1.0, 1.0
		for _, f := range t.Mono {
			l, h := sp.c.st.Range(f.Sym)
			for range f.Exp {
				lo *= float64(l)
				if h == symbolic.NoUpper {
					hi = math.Inf(1)
				} else {
					hi *= float64(h)
				}
			}
		}
		sp.lo, sp.hi = append(sp.lo, lo), append(sp.hi, hi)
	}
}

// boundSign proves the sign of d from the ranges of its monomials alone.
func (sp *space) boundSign(d vec) (int, bool) {
	var lo, hi float64
	for i, c := range d {
		switch {
		case c > 0:
			lo += float64(c) * sp.lo[i]
			hi += float64(c) * sp.hi[i]
		case c < 0:
			lo += float64(c) * sp.hi[i]
			hi += float64(c) * sp.lo[i]
		}
	}
	switch {
	case lo > 0:
		return 1, true
	case hi < 0:
		return -1, true
	}
	return 0, false
}

// vec returns e over the interned monomials.
func (sp *space) vec(e symbolic.Expr) vec {
	v := make(vec, len(sp.monos))
	for _, t := range e.Terms() {
		v[max(0, sp.monoIndex(t.Mono))] += t.Coef
	}
	return v
}

// expr converts v back (zero on overflow).
func (sp *space) expr(v vec) symbolic.Expr {
	terms := make([]symbolic.Term, 0, len(v))
	for i, c := range v {
		if c != 0 {
			terms = append(terms, symbolic.Term{Coef: c, Mono: sp.monos[i]})
		}
	}
	e, err := symbolic.FromTerms(terms)
	if err != nil {
		return symbolic.Const(0)
	}
	return e
}

func (sp *space) zero() vec { return make(vec, len(sp.monos)) }

func (v vec) add(w vec) {
	for i := range v {
		v[i] += w[i]
	}
}

func (v vec) sub(w vec) {
	for i := range v {
		v[i] -= w[i]
	}
}

func (v vec) clone() vec { return append(vec(nil), v...) }

// at evaluates v with monomial values vals.
func (v vec) at(vals []float64) float64 {
	var s float64
	for i, c := range v {
		if c != 0 {
			s += float64(c) * vals[i]
		}
	}
	return s
}

// quickSign proves the sign of v from its coefficients alone: 1 when every
// coefficient is >= 0 and one is > 0, -1 for the reverse, 0 when all are
// zero; ok=false otherwise.
func (v vec) quickSign() (sign int, ok bool) {
	pos, neg := false, false
	for _, c := range v {
		pos = pos || c > 0
		neg = neg || c < 0
	}
	switch {
	case pos && neg:
		return 0, false
	case pos:
		return 1, true
	case neg:
		return -1, true
	}
	return 0, true
}

// appendKey appends the bytes that identify v (a map key).
func (v vec) appendKey(b []byte) []byte {
	for _, c := range v {
		b = binary.LittleEndian.AppendUint64(b, uint64(c))
	}
	return b
}

// valuesAt evaluates every monomial at binding b (0 on overflow or an
// unbound symbol).
func (sp *space) valuesAt(b map[symbolic.Sym]int64) []int64 {
	out := make([]int64, len(sp.monos))
	out[0] = 1
	for i, m := range sp.monos[1:] {
		e, err := symbolic.FromTerms([]symbolic.Term{{Coef: 1, Mono: m}})
		if err == nil {
			if v, err := symbolic.Eval(e, b); err == nil {
				out[i+1] = v
			}
		}
	}
	return out
}

// atInt evaluates v with integer monomial values.
func (v vec) atInt(vals []int64) int64 {
	var s int64
	for i, c := range v {
		s += c * vals[i]
	}
	return s
}

// provenSign proves the sign of d: from coefficients, else with the store
// (cached); ok=false when nothing is proven.
func (sp *space) provenSign(d vec) (int, bool) {
	if s, ok := d.quickSign(); ok {
		return s, true
	}
	if s, ok := sp.boundSign(d); ok {
		return s, true
	}
	sp.keyBuf = d.appendKey(sp.keyBuf[:0])
	if s, ok := sp.cache[string(sp.keyBuf)]; ok { // no allocation
		return int(s), s != 2
	}
	if sp.storeBudget <= 0 {
		return 0, false
	}
	sp.storeBudget--
	k := string(sp.keyBuf)
	var s int8 = 2
	switch sp.c.st.Compare(sp.expr(d), symbolic.Const(0)) {
	case symbolic.Less:
		s = -1
	case symbolic.Greater:
		s = 1
	case symbolic.Equal:
		s = 0
	}
	sp.cache[k] = s
	return int(s), s != 2
}

// order compares a and b: proven when possible, otherwise at the likely
// values; counts each answer in the comparer's statistics.
func (sp *space) order(a, b vec) int {
	if len(sp.diff) != len(a) {
		sp.diff = make(vec, len(a))
	}
	d := sp.diff
	copy(d, a)
	d.sub(b)
	if s, ok := sp.provenSign(d); ok {
		sp.c.Proven++
		return s
	}
	x := d.at(sp.likely)
	sp.c.Guessed++
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}
