package symbolic

import (
	"fmt"
	"math/rand"
	"testing"
)

// world is a random consistent set of facts: symbols S0..S(nBase-1) are
// free base dims with ranges and divisors, and every other symbol has a
// meaning, a polynomial over the base symbols. Facts are derived from the
// meanings, so every binding of the base symbols (within their ranges and
// divisors) satisfies all of them.
type world struct {
	nBase   int
	lo, hi  []int64 // per base symbol; hi is the sampling limit
	div     []int64
	meaning []Expr
	facts   []Fact
}

func newWorld(r *rand.Rand) *world {
	w := &world{nBase: 2 + r.Intn(4)}
	for i := 0; i < w.nBase; i++ {
		lo := int64(1 + r.Intn(3))
		hi := lo + int64(r.Intn(40))
		div := []int64{1, 1, 2, 4}[r.Intn(4)]
		lo = ceilDiv(lo, div) * div
		hi = max(lo, floorDiv(hi, div)*div)
		w.lo, w.hi, w.div = append(w.lo, lo), append(w.hi, hi), append(w.div, div)
		w.meaning = append(w.meaning, Var(Sym(i)))
		if r.Intn(3) > 0 {
			w.add(Fact{Kind: FactUpper, Sym: Sym(i), Value: hi})
		}
		if lo > 1 || r.Intn(2) == 0 {
			w.add(Fact{Kind: FactLower, Sym: Sym(i), Value: lo})
		}
		if div > 1 {
			w.add(Fact{Kind: FactDivisible, Sym: Sym(i), Value: div})
		}
	}
	n := 6 + r.Intn(15)
	if r.Intn(5) == 0 {
		n = 40 + r.Intn(60) // long programs: chains of propagation
	}
	for k := 0; k < n; k++ {
		w.derive(r)
	}
	return w
}

func (w *world) add(f Fact) {
	f.Prov = fmt.Sprintf("f%d", len(w.facts))
	w.facts = append(w.facts, f)
}

func (w *world) pick(r *rand.Rand) int { return r.Intn(len(w.meaning)) }

// derive adds one or two symbols defined from existing ones.
func (w *world) derive(r *rand.Rand) {
	n := Sym(len(w.meaning))
	i, j := w.pick(r), w.pick(r)
	mi, mj := w.meaning[i], w.meaning[j]
	vi, vj := Var(Sym(i)), Var(Sym(j))
	must := func(e Expr, err error) Expr {
		if err != nil {
			panic(err) // small coefficients: cannot overflow
		}
		return e
	}
	small := func(e Expr) bool {
		for _, t := range e.terms {
			if t.Mono.Degree() > 3 {
				return false
			}
		}
		return true
	}
	switch r.Intn(11) {
	case 0: // same dim (elementwise op)
		w.meaning = append(w.meaning, mi)
		w.add(Fact{Kind: FactEq, Lhs: Var(n), Rhs: vi})
	case 1: // static dim
		c := int64(1 + r.Intn(20))
		w.meaning = append(w.meaning, Const(c))
		w.add(Fact{Kind: FactEq, Lhs: Var(n), Rhs: Const(c)})
	case 2: // concatenate
		c := int64(r.Intn(3))
		w.meaning = append(w.meaning, must(Sum(mi, mj, Const(c))))
		w.add(Fact{Kind: FactEq, Lhs: Var(n), Rhs: must(Sum(vi, vj, Const(c)))})
	case 3: // ratio
		c := int64(1 + r.Intn(12))
		w.meaning = append(w.meaning, must(Scale(mi, c)))
		w.add(Fact{Kind: FactEq, Lhs: must(Scale(vi, 1)), Rhs: Var(n)})
		w.meaning[n], w.facts[len(w.facts)-1].Lhs = must(Scale(mi, c)), Var(n)
		w.facts[len(w.facts)-1].Rhs = must(Scale(vi, c))
		if r.Intn(2) == 0 {
			w.add(Fact{Kind: FactDivisible, Sym: n, Value: c})
		}
	case 4: // flattening reshape
		p := must(Mul(mi, mj))
		if !small(p) {
			return
		}
		w.meaning = append(w.meaning, p)
		w.add(Fact{Kind: FactEq, Lhs: Var(n), Rhs: must(Mul(vi, vj))})
	case 5: // reshape between two pairs of dims: [i, j] -> [j', i']
		w.meaning = append(w.meaning, mj, mi)
		w.add(Fact{Kind: FactEq, Lhs: must(Mul(Var(n), Var(n+1))), Rhs: must(Mul(vi, vj))})
	case 6: // an implied upper bound
		hi, ok := w.maxOf(mi)
		if ok {
			w.add(Fact{Kind: FactUpper, Sym: Sym(i), Value: hi + int64(r.Intn(3))})
		}
	case 7:
		w.add(Fact{Kind: FactLikely, Sym: Sym(i), Value: int64(1 + r.Intn(2000))})
	case 8: // an implied lower bound
		lo, err := Eval(mi, w.baseMap(w.lo))
		if err == nil {
			w.add(Fact{Kind: FactLower, Sym: Sym(i), Value: max(1, lo-int64(r.Intn(3)))})
		}
	case 10: // slice: a dim at most another one (or a sum of two)
		w.meaning = append(w.meaning, mi)
		bound := vi
		if r.Intn(2) == 0 {
			bound = must(Add(vi, vj))
		}
		w.add(Fact{Kind: FactLE, Lhs: Var(n), Rhs: bound})
	case 9: // reshape [c*i] -> [c', i'] with c' == c unknown to the store
		c := int64(1 + r.Intn(8))
		w.meaning = append(w.meaning, Const(c), mi)
		w.add(Fact{Kind: FactEq, Lhs: must(Mul(Var(n), Var(n+1))), Rhs: must(Scale(vi, c))})
	}
}

// maxOf returns the maximum of a meaning over the base ranges (meanings
// have non-negative coefficients, so it is reached at the upper bounds).
func (w *world) maxOf(m Expr) (int64, bool) {
	v, err := Eval(m, w.baseMap(w.hi))
	return v, err == nil
}

func (w *world) baseMap(vals []int64) map[Sym]int64 {
	b := map[Sym]int64{}
	for i, v := range vals {
		b[Sym(i)] = v
	}
	return b
}

// binding draws base values and returns the value of every symbol.
func (w *world) binding(r *rand.Rand) map[Sym]int64 {
	base := make([]int64, w.nBase)
	for i := range base {
		steps := (w.hi[i] - w.lo[i]) / w.div[i]
		base[i] = w.lo[i] + w.div[i]*r.Int63n(steps+1)
	}
	bm := w.baseMap(base)
	out := map[Sym]int64{}
	for s, m := range w.meaning {
		v, err := Eval(m, bm)
		if err != nil {
			panic(err)
		}
		out[Sym(s)] = v
	}
	return out
}

func randExpr(r *rand.Rand, nsyms int) Expr {
	var terms []Term
	for k := 0; k < 1+r.Intn(3); k++ {
		var m Monomial
		for d := r.Intn(3); d > 0; d-- {
			m = append(m, Factor{Sym: Sym(r.Intn(nsyms)), Exp: 1})
		}
		terms = append(terms, Term{Coef: int64(r.Intn(9) - 3), Mono: m})
	}
	e, err := FromTerms(terms)
	if err != nil {
		panic(err)
	}
	return e
}

// randPair returns two expressions that are often comparable.
func randPair(r *rand.Rand, nsyms int) (Expr, Expr) {
	a := randExpr(r, nsyms)
	var b Expr
	var err error
	switch r.Intn(4) {
	case 0:
		b = randExpr(r, nsyms)
	case 1: // a plus something non-negative
		extra := randExpr(r, nsyms)
		for i := range extra.terms {
			extra.terms[i].Coef = absI(extra.terms[i].Coef)
		}
		b, err = Add(a, extra)
	case 2:
		b, err = Mul(a, Var(Sym(r.Intn(nsyms))))
	case 3:
		b = Var(Sym(r.Intn(nsyms)))
		a, err = Mul(Var(Sym(r.Intn(nsyms))), Var(Sym(r.Intn(nsyms))))
	}
	if err != nil {
		panic(err)
	}
	return a, b
}

func TestPropertySoundness(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	proven, checked := 0, 0
	for round := 0; round < 200; round++ {
		w := newWorld(r)
		s := NewStore()
		for _, f := range w.facts {
			if err := s.Add(f); err != nil {
				t.Fatalf("round %d: consistent fact %s rejected: %v\nfacts so far:\n%s", round, f, err, s)
			}
		}
		nsyms := len(w.meaning)
		var bindings []map[Sym]int64
		for k := 0; k < 20; k++ {
			bindings = append(bindings, w.binding(r))
		}
		// Classes, constants, ranges and normal forms of symbols.
		for x := 0; x < nsyms; x++ {
			sx := Sym(x)
			nx, err := s.Simplify(Var(sx))
			if err != nil {
				t.Fatal(err)
			}
			c, isConst := s.Value(sx)
			lo, hi := s.Range(sx)
			rep := s.Rep(sx)
			for _, b := range bindings {
				if b[sx] != b[rep] {
					t.Fatalf("round %d: %s merged with %s but %d != %d\n%s", round, sx, rep, b[sx], b[rep], s)
				}
				if v, err := Eval(nx, b); err != nil || v != b[sx] {
					t.Fatalf("round %d: %s simplifies to %s = %d, want %d\n%s", round, sx, nx, v, b[sx], s)
				}
				if isConst && c != b[sx] {
					t.Fatalf("round %d: %s is constant %d but %d\n%s", round, sx, c, b[sx], s)
				}
				if b[sx] < lo || b[sx] > hi {
					t.Fatalf("round %d: %s = %d outside its range [%d, %d]\n%s", round, sx, b[sx], lo, hi, s)
				}
				for _, m := range []int64{2, 3, 4, 8} {
					if v, ok := s.Mod(Var(sx), m); ok && floorMod(b[sx], m) != v {
						t.Fatalf("round %d: Mod(%s, %d) = %d but %s = %d\n%s", round, sx, m, v, sx, b[sx], s)
					}
				}
			}
		}
		// Comparisons, and the same answers from the re-read text form.
		text := s.String()
		back, err := ParseText(text)
		if err != nil {
			t.Fatalf("round %d: ParseText: %v\n%s", round, err, text)
		}
		if again := back.String(); again != text {
			t.Fatalf("round %d: text form not a fixed point:\n%s\nthen:\n%s", round, text, again)
		}
		for k := 0; k < 40; k++ {
			a, b := randPair(r, nsyms)
			v := s.Compare(a, b)
			if v2 := back.Compare(a, b); v2 != v {
				t.Fatalf("round %d: Compare(%s, %s) = %s, but %s after the text round trip\n%s", round, a, b, v, v2, text)
			}
			if v != Unknown {
				proven++
			}
			na, err := s.Simplify(a)
			if err != nil {
				t.Fatal(err)
			}
			for _, bind := range bindings {
				va, err1 := Eval(a, bind)
				vb, err2 := Eval(b, bind)
				vn, err3 := Eval(na, bind)
				if err1 != nil || err2 != nil || err3 != nil {
					continue
				}
				checked++
				if !v.Holds(va - vb) {
					t.Fatalf("round %d: Compare(%s, %s) = %s but %d vs %d under %v\n%s", round, a, b, v, va, vb, bind, text)
				}
				if vn != va {
					t.Fatalf("round %d: Simplify(%s) = %s: %d != %d\n%s", round, a, na, vn, va, text)
				}
			}
		}
		// A false fact is rejected and leaves the store unchanged.
		for x := 0; x < nsyms; x++ {
			if c, ok := s.Value(Sym(x)); ok {
				if err := s.AddEq(Var(Sym(x)), Const(c+1), "bad"); err == nil {
					t.Fatalf("round %d: %s == %d accepted, but it is %d", round, Sym(x), c+1, c)
				}
				if s.String() != text {
					t.Fatalf("round %d: rejected fact changed the store", round)
				}
				break
			}
		}
	}
	if proven < 1000 || checked < 10000 {
		t.Errorf("too few proven comparisons (%d) or checks (%d): the test is too weak", proven, checked)
	}
	t.Logf("%d proven comparisons, %d checks", proven, checked)
}

func TestPropertyExprAlgebra(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for k := 0; k < 2000; k++ {
		a, b := randExpr(r, 4), randExpr(r, 4)
		back, err := Parse(a.String())
		if err != nil || !back.Equal(a) {
			t.Fatalf("%s does not round-trip: %s, %v", a, back, err)
		}
		sum, err1 := Add(a, b)
		diff, err2 := Sub(a, b)
		prod, err3 := Mul(a, b)
		sub, err4 := Substitute(a, 0, b)
		if err1 != nil || err2 != nil || err3 != nil || err4 != nil {
			t.Fatal("overflow on small coefficients")
		}
		if !mustSub(t, sum, b).Equal(a) {
			t.Fatalf("(%s + %s) - %s != %s", a, b, b, a)
		}
		bind := map[Sym]int64{}
		for s := Sym(0); s < 4; s++ {
			bind[s] = r.Int63n(41) - 20
		}
		va, _ := Eval(a, bind)
		vb, _ := Eval(b, bind)
		check := func(name string, e Expr, want int64) {
			if got, err := Eval(e, bind); err != nil || got != want {
				t.Fatalf("%s: %s = %d under %v, want %d", name, e, got, bind, want)
			}
		}
		check("sum", sum, va+vb)
		check("difference", diff, va-vb)
		check("product", prod, va*vb)
		bs := map[Sym]int64{0: vb, 1: bind[1], 2: bind[2], 3: bind[3]}
		want, err := Eval(a, bs)
		if err != nil {
			t.Fatal(err)
		}
		check("substitution", sub, want)
		if q, ok := FloorDiv(prod, 3); ok {
			check("floor division", q, floorDiv(va*vb, 3))
		}
		if m, ok := Mod(prod, 3); ok && m != floorMod(va*vb, 3) {
			t.Fatalf("Mod(%s, 3) = %d, want %d", prod, m, floorMod(va*vb, 3))
		}
	}
}

func mustSub(t *testing.T, a, b Expr) Expr {
	t.Helper()
	d, err := Sub(a, b)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestPropertyThreshold(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	found := 0
	for round := 0; round < 200; round++ {
		w := newWorld(r)
		s := NewStore()
		for _, f := range w.facts {
			if err := s.Add(f); err != nil {
				t.Fatal(err)
			}
		}
		x := Sym(r.Intn(len(w.meaning)))
		if n, _ := s.Simplify(Var(x)); !n.Equal(Var(x)) {
			continue // not a free representative
		}
		e := randExpr(r, len(w.meaning))
		for i := range e.terms {
			e.terms[i].Coef = absI(e.terms[i].Coef)
		}
		e, _ = Add(e, Var(x))
		limit := r.Int63n(5000)
		v, ok, err := s.Threshold(e, limit, x)
		if err != nil {
			t.Fatalf("Threshold(%s, %d, %s): %v\n%s", e, limit, x, err, s)
		}
		n, _ := s.Simplify(e)
		at := func(val int64) int64 {
			got, err := evalFunc(n, func(y Sym) (int64, bool) {
				if y == x {
					return val, true
				}
				return s.likelyValue(y), true
			})
			if err != nil {
				t.Fatal(err)
			}
			return got
		}
		lo, hi := s.Range(x)
		if !ok {
			if hi == NoUpper || at(hi) > limit {
				t.Fatalf("Threshold(%s, %d, %s) found nothing, but at %d it is %d", e, limit, x, hi, at(hi))
			}
			continue
		}
		found++
		if v < lo || v > hi || at(v) <= limit || (v > lo && at(v-1) > limit) {
			t.Fatalf("Threshold(%s, %d, %s) = %d: not the smallest value above the limit\n%s", e, limit, x, v, s)
		}
	}
	if found < 20 {
		t.Errorf("only %d thresholds found: the test is too weak", found)
	}
}
