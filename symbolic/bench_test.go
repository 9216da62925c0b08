package symbolic

import (
	"fmt"
	"math/rand"
	"testing"
)

// benchFacts returns n consistent facts shaped like those of a large
// dynamic-shape program: fresh dims from slices and reshapes, many
// equalities from elementwise ops and broadcasts, reshapes (products),
// concatenations (sums), ratios, static dims, ranges, divisibility and
// hints. Like the property test, every fact follows from the values of
// free base dims, so the set is consistent.
func benchFacts(n int) []Fact {
	r := rand.New(rand.NewSource(7))
	deg := []int{} // degree of each symbol's value in the base dims
	var facts []Fact
	newSym := func(d int) Sym {
		deg = append(deg, d)
		return Sym(len(deg) - 1)
	}
	for len(deg) < 8 {
		newSym(1)
	}
	// recent picks mostly recent symbols, as a program's ops use the
	// values of nearby ops.
	recent := func() Sym {
		k := len(deg)
		if r.Intn(4) == 0 {
			return Sym(r.Intn(k))
		}
		return Sym(k - 1 - r.Intn(min(k, 64)))
	}
	for len(facts) < n {
		prov := fmt.Sprintf("model.mlir:%d:3", len(facts)+1)
		i, j := recent(), recent()
		switch k := r.Intn(16); {
		case k < 6: // elementwise op: result dim equals operand dim
			facts = append(facts, Fact{Kind: FactEq, Lhs: Var(newSym(deg[i])), Rhs: Var(i), Prov: prov})
		case k < 8: // new free dim with a bound
			x := newSym(1)
			facts = append(facts, Fact{Kind: FactUpper, Sym: x, Value: int64(1 + r.Intn(8192)), Prov: prov})
		case k < 10: // reshape [i, j] -> [x, y] with x == j
			if deg[i]+deg[j] > 4 {
				continue
			}
			x, y := newSym(deg[j]), newSym(deg[i])
			facts = append(facts, Fact{Kind: FactEq, Lhs: prodOf(x, y), Rhs: prodOf(i, j), Prov: prov})
		case k < 11: // flatten
			if deg[i]+deg[j] > 4 {
				continue
			}
			facts = append(facts, Fact{Kind: FactEq, Lhs: Var(newSym(deg[i] + deg[j])), Rhs: prodOf(i, j), Prov: prov})
		case k < 12: // concatenate
			sum, _ := Add(Var(i), Var(j))
			facts = append(facts, Fact{Kind: FactEq, Lhs: Var(newSym(max(deg[i], deg[j]))), Rhs: sum, Prov: prov})
		case k < 13: // ratio
			c := int64(1 + r.Intn(16))
			x := newSym(deg[i])
			facts = append(facts, Fact{Kind: FactEq, Lhs: Var(x), Rhs: Expr{terms: []Term{{Coef: c, Mono: Monomial{{Sym: i, Exp: 1}}}}}, Prov: prov})
		case k < 14: // static dim
			facts = append(facts, Fact{Kind: FactEq, Lhs: Var(newSym(0)), Rhs: Const(int64(1 + r.Intn(4096))), Prov: prov})
		case k < 15: // broadcast of two dims known equal
			if deg[i] == 1 && deg[j] == 1 && r.Intn(8) == 0 {
				// merge two base-like dims: both become one free dim
				facts = append(facts, Fact{Kind: FactEq, Lhs: Var(i), Rhs: Var(j), Prov: prov})
			}
		default:
			facts = append(facts, Fact{Kind: FactLikely, Sym: i, Value: int64(1 + r.Intn(4096)), Prov: prov})
		}
	}
	return facts[:n]
}

func prodOf(a, b Sym) Expr {
	e, _ := Mul(Var(a), Var(b))
	return e
}

// buildBench adds facts, skipping those that contradict (two dims merged
// by a broadcast may have conflicting bounds); it returns the number of
// rejected facts.
func buildBench(facts []Fact) (*Store, int) {
	s := NewStore()
	rejected := 0
	for _, f := range facts {
		if s.Add(f) != nil {
			rejected++
		}
	}
	return s, rejected
}

func BenchmarkAddFacts100k(b *testing.B) {
	facts := benchFacts(100000)
	b.ResetTimer()
	var rejected int
	for k := 0; k < b.N; k++ {
		_, rejected = buildBench(facts)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(facts)), "ns/fact")
	b.ReportMetric(float64(rejected), "rejected")
}

func BenchmarkCompare100k(b *testing.B) {
	s, _ := buildBench(benchFacts(100000))
	r := rand.New(rand.NewSource(3))
	n := s.NumSyms()
	var pairs [][2]Expr
	for k := 0; k < 1024; k++ {
		a, c := randPair(r, n)
		pairs = append(pairs, [2]Expr{a, c})
	}
	b.ResetTimer()
	for k := 0; k < b.N; k++ {
		p := pairs[k%len(pairs)]
		s.Compare(p[0], p[1])
	}
}

func BenchmarkTextRoundTrip100k(b *testing.B) {
	s, _ := buildBench(benchFacts(100000))
	text := s.String()
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for k := 0; k < b.N; k++ {
		back, err := ParseText(text)
		if err != nil {
			b.Fatal(err)
		}
		if back.String() != text {
			b.Fatal("not a fixed point")
		}
	}
}

// TestBenchFactsConsistent checks the benchmark input on a smaller scale:
// nothing but merged-bound conflicts may be rejected, and building is fast
// enough to be near-linear.
func TestBenchFactsConsistent(t *testing.T) {
	facts := benchFacts(10000)
	s, rejected := buildBench(facts)
	if rejected > len(facts)/100 {
		t.Errorf("%d of %d facts rejected", rejected, len(facts))
	}
	text := s.String()
	back, err := ParseText(text)
	if err != nil {
		t.Fatal(err)
	}
	if back.String() != text {
		t.Error("text form of the benchmark store is not a fixed point")
	}
}
