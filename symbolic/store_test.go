package symbolic

import (
	"errors"
	"strings"
	"testing"
)

// buildStore adds fact lines (text form) to a new store.
func buildStore(t testing.TB, facts ...string) *Store {
	t.Helper()
	s := NewStore()
	for _, line := range facts {
		f, err := ParseFact(line)
		if err != nil {
			t.Fatalf("ParseFact(%q): %v", line, err)
		}
		if err := s.Add(f); err != nil {
			t.Fatalf("Add(%q): %v", line, err)
		}
	}
	return s
}

func simplified(t testing.TB, s *Store, e string) string {
	t.Helper()
	n, err := s.Simplify(mustParse(t, e))
	if err != nil {
		t.Fatalf("Simplify(%s): %v", e, err)
	}
	return n.String()
}

func TestStoreSimplify(t *testing.T) {
	tests := []struct {
		name  string
		facts []string
		same  [][2]string // pairs that must simplify to the same Expr
		norm  [][2]string // expression, expected normal form
	}{
		{
			name:  "merged classes use the first symbol",
			facts: []string{"S2 == S0", "S3 == S1"},
			same:  [][2]string{{"S0*S3", "S2*S1"}},
			norm:  [][2]string{{"S3*S2 + S1", "S0*S1 + S1"}},
		},
		{
			name:  "product solved from constants",
			facts: []string{"S0*S1 == 4096", "S1 == 64"},
			norm:  [][2]string{{"S0", "64"}, {"S0*S1*S2", "4096*S2"}},
		},
		{
			name:  "product cancellation",
			facts: []string{"S0*S1 == S0*S2"},
			norm:  [][2]string{{"S2", "S1"}},
		},
		{
			name:  "sum cancellation",
			facts: []string{"S0 + S1 == S0 + S2"},
			norm:  [][2]string{{"S2", "S1"}},
		},
		{
			name:  "product equality rewrites",
			facts: []string{"S0*S1 == S2*S3"},
			same:  [][2]string{{"S0*S1", "S2*S3"}, {"4*S0*S1*S4", "S4*S3*S2*4"}},
		},
		{
			name:  "reshape with constant factor",
			facts: []string{"4*S0*S1 == S2*S3", "S3 == 4"},
			norm:  [][2]string{{"S2", "S0*S1"}},
		},
		{
			name:  "affine and sum definitions",
			facts: []string{"S2 == 12*S1", "S3 == S0 + 2", "S4 == S2 + S3"},
			norm:  [][2]string{{"S4", "S0 + 12*S1 + 2"}, {"S2 - 12*S1", "0"}},
		},
		{
			name:  "equal sums merge the summands",
			facts: []string{"S2 == S0 + S1", "S3 == S0 + S4", "S2 == S3"},
			norm:  [][2]string{{"S4", "S1"}},
		},
		{
			name:  "constant propagates through definitions",
			facts: []string{"S2 == S0 + S1", "S2 == 10", "S0 == 8"},
			norm:  [][2]string{{"S1", "2"}, {"S2", "10"}},
		},
		{
			name:  "range collapses to a constant",
			facts: []string{"S0 >= 8", "S0 <= 8"},
			norm:  [][2]string{{"S0 + 1", "9"}},
		},
		{
			name:  "divisibility rounds the range",
			facts: []string{"S0 % 8 == 0", "S0 <= 15"},
			norm:  [][2]string{{"S0", "8"}},
		},
		{
			name:  "square root of a constant",
			facts: []string{"S0*S0 == 4096"},
			norm:  [][2]string{{"S0", "64"}},
		},
		{
			name:  "merging defined classes",
			facts: []string{"S2 == S0 * S1", "S3 == S1 * S0", "S2 == S3"},
			same:  [][2]string{{"S2", "S3"}},
			norm:  [][2]string{{"S3", "S0*S1"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := buildStore(t, tt.facts...)
			for _, p := range tt.same {
				if a, b := simplified(t, s, p[0]), simplified(t, s, p[1]); a != b {
					t.Errorf("Simplify(%s) = %s, Simplify(%s) = %s; want equal", p[0], a, p[1], b)
				}
				if v := s.Compare(mustParse(t, p[0]), mustParse(t, p[1])); v != Equal {
					t.Errorf("Compare(%s, %s) = %s, want ==", p[0], p[1], v)
				}
			}
			for _, p := range tt.norm {
				if got := simplified(t, s, p[0]); got != p[1] {
					t.Errorf("Simplify(%s) = %s, want %s", p[0], got, p[1])
				}
			}
		})
	}
}

func TestStoreMergeAndWhy(t *testing.T) {
	s := buildStore(t, `S1 == S0 @"a.mlir:3:5"`, `S3 == S2 @"a.mlir:4:5"`, `S2 == S1 @"a.mlir:7:9"`)
	if !s.SameClass(3, 0) || s.Rep(3) != 0 {
		t.Fatalf("S3 not merged into S0's class: rep %s", s.Rep(3))
	}
	got := strings.Join(s.Why(3, 0), " ")
	if got != "a.mlir:4:5 a.mlir:7:9 a.mlir:3:5" {
		t.Errorf("Why(S3, S0) = %q", got)
	}
	if s.Why(0, 4) != nil {
		t.Errorf("Why of unrelated symbols = %v", s.Why(0, 4))
	}
}

func TestStoreContradictions(t *testing.T) {
	tests := []struct {
		name  string
		facts []string
		bad   string
		want  []string // substrings of the error
	}{
		{"two constants", []string{`S0 == 3 @"p1"`}, `S0 == 4 @"p2"`, []string{"p2", "p1"}},
		{"self plus one", nil, `S0 == S0 + 1 @"p"`, []string{"S0 == S0 + 1", "p"}},
		{"non-divisible product", []string{`S1 == 3 @"p1"`}, `S0*S1 == 4096 @"p2"`, []string{"integer solution", "p2"}},
		{"not a square", nil, `S0^2 == 10 @"p"`, []string{"power"}},
		{"range", []string{`S0 <= 10 @"p1"`}, `S0 == 11 @"p2"`, []string{"exclude", "p1", "p2"}},
		{"range of a defined class", []string{`S1 == S0 + 5`, `S0 == 3 @"p1"`}, `S1 <= 7 @"p2"`, []string{"outside", "p1", "p2"}},
		{"empty range", []string{`S0 >= 10 @"p1"`}, `S0 <= 5 @"p2"`, []string{"p1", "p2"}},
		{"merge of disjoint ranges", []string{`S0 >= 10 @"p1"`, `S1 <= 5 @"p2"`}, `S1 == S0 @"p"`, []string{"cannot equal", "p1", "p2"}},
		{"divisibility of constant", []string{`S0 == 12`}, `S0 % 8 == 0`, []string{"multiple of 8"}},
		{"odd affine value", []string{`S1 == 2*S0 + 1 @"p1"`}, `S1 % 2 == 0 @"p2"`, []string{"1 mod 2", "p2"}},
		{"affine value never a multiple", []string{`S1 == 2*S0 + 1 @"p1"`}, `S1 % 4 == 0 @"p2"`, []string{"never a multiple of 4", "p2"}},
		{"known residue", []string{`S0 % 4 == 0 @"p1"`, `S1 == S0 + 2`}, `S1 % 4 == 0 @"p2"`, []string{"2 mod 4", "p1", "p2"}},
		{"divisibility empties a range", []string{`S0 >= 9`, `S0 <= 15`}, `S0 % 8 == 0`, []string{"no multiple of 8"}},
		{"sum of positives is not zero", nil, `S0 + S1 == 0`, []string{"exclude"}},
		{"derived constant", []string{`S2 == S0 + S1`, `S2 == 10`, `S0 == 8`}, `S1 == 5 @"p"`, []string{"p"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := buildStore(t, tt.facts...)
			before := s.String()
			f, err := ParseFact(tt.bad)
			if err != nil {
				t.Fatal(err)
			}
			err = s.Add(f)
			var ce *ContradictionError
			if !errors.As(err, &ce) {
				t.Fatalf("Add(%s) = %v, want a contradiction", tt.bad, err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not mention %q", err, w)
				}
			}
			if after := s.String(); after != before {
				t.Errorf("store changed by a rejected fact:\nbefore:\n%safter:\n%s", before, after)
			}
		})
	}
}

func TestAffineRangeContradiction(t *testing.T) {
	// S1 == S0 + 5 with S0 >= 1 needs S1 >= 6.
	s := buildStore(t, "S1 == S0 + 5")
	err := s.AddRange(1, 1, 5, "p")
	var ce *ContradictionError
	if !errors.As(err, &ce) {
		t.Fatalf("AddRange = %v, want a contradiction", err)
	}
	if lo, _ := s.Range(0); lo != 1 {
		t.Errorf("S0 lower bound = %d after the rejected fact", lo)
	}
}

func TestStoreRangesAndMod(t *testing.T) {
	s := buildStore(t, "S0 % 8 == 0", "S1 % 4 == 0", "S2 == S0 + 3", "S3*S4 == 64")
	if lo, hi := s.Range(0); lo != 8 || hi != NoUpper {
		t.Errorf("Range(S0) = [%d, %d], want [8, max]", lo, hi)
	}
	if lo, _ := s.Range(2); lo != 1 {
		t.Errorf("Range(S2) lower = %d (a defined class keeps its stated range)", lo)
	}
	if _, hi := s.Range(3); hi != 64 {
		t.Errorf("S3*S4 == 64 must bound S3 by 64, got %d", hi)
	}
	mods := []struct {
		e    string
		c    int64
		want int64
		ok   bool
	}{
		{"S0", 8, 0, true},
		{"S0 + 5", 4, 1, true},
		{"S2", 8, 3, true},
		{"S0*S1 + 1", 32, 1, true},
		{"S1", 8, 0, false},
		{"2*S1", 8, 0, true},
	}
	for _, m := range mods {
		got, ok := s.Mod(mustParse(t, m.e), m.c)
		if ok != m.ok || got != m.want {
			t.Errorf("Mod(%s, %d) = %d, %v; want %d, %v", m.e, m.c, got, ok, m.want, m.ok)
		}
	}
}

func TestDivisibilityThroughRatios(t *testing.T) {
	s := buildStore(t, "S1 == 4*S0", "S1 % 8 == 0", "S3 == S2 + 16", "S3 % 16 == 0")
	for _, tt := range []struct {
		x    Sym
		m    int64
		want bool
	}{{0, 2, true}, {0, 4, false}, {2, 16, true}, {2, 32, false}} {
		r, ok := s.Mod(Var(tt.x), tt.m)
		if ok != tt.want || r != 0 {
			t.Errorf("Mod(%s, %d) = %d, %v; want 0, %v", tt.x, tt.m, r, ok, tt.want)
		}
	}
}

func TestDefinePrefersTheNamedSymbol(t *testing.T) {
	s := buildStore(t, "S5 := S0 + S1")
	if got := simplified(t, s, "S5"); got != "S0 + S1" {
		t.Errorf("S5 = %s", got)
	}
	// A second definition of the same class becomes an equation.
	if err := s.Define(5, mustParse(t, "S0 + S2"), "q"); err != nil {
		t.Fatal(err)
	}
	if got := simplified(t, s, "S2"); got != "S1" {
		t.Errorf("S2 = %s, want S1", got)
	}
}

func TestBadInput(t *testing.T) {
	s := NewStore()
	if err := s.AddRange(0, -1, 5, ""); err == nil {
		t.Error("negative lower bound accepted")
	}
	if err := s.AddDivisible(0, 0, ""); err == nil {
		t.Error("divisor 0 accepted")
	}
	if err := s.AddEqual(-1, 0, ""); err == nil {
		t.Error("negative symbol accepted")
	}
	if err := s.SetLikely(0, -3, ""); err == nil {
		t.Error("negative likely value accepted")
	}
}

func TestRangesThroughMonotoneDefinitions(t *testing.T) {
	tests := []struct {
		facts  []string
		x      Sym
		lo, hi int64
	}{
		{[]string{"S2 == S0*S1", "S2 <= 4096", "S1 >= 64"}, 0, 1, 64},
		{[]string{"S1 == S2^2", "S1 <= 100"}, 2, 1, 10},
		{[]string{"S1 == S2^2 + 3*S2", "S1 <= 100"}, 2, 1, 8},
		{[]string{"S2 == S0*S1", "S2 >= 100", "S1 <= 10"}, 0, 10, NoUpper},
		{[]string{"S2 == S0*S1", "S0 <= 7", "S2 >= 30", "S1 <= 10"}, 0, 3, 7},
	}
	for _, tt := range tests {
		s := buildStore(t, tt.facts...)
		if lo, hi := s.Range(tt.x); lo != tt.lo || hi != tt.hi {
			t.Errorf("with %v: Range(%s) = [%d, %d], want [%d, %d]", tt.facts, tt.x, lo, hi, tt.lo, tt.hi)
		}
	}
	s := buildStore(t, "S2 == S0*S1", "S0 <= 7", "S1 <= 10")
	err := s.AddRange(2, 100, NoUpper, "p")
	var ce *ContradictionError
	if !errors.As(err, &ce) {
		t.Errorf("S0*S1 >= 100 with S0 <= 7, S1 <= 10: err = %v, want a contradiction", err)
	}
}

// Reserve only makes room: it declares nothing, and symbols declared
// afterwards behave as without it.
func TestReserve(t *testing.T) {
	for _, n := range []int{0, 1, 100} {
		s := NewStore()
		s.NewSym()
		s.Reserve(n)
		if got := s.NumSyms(); got != 1 {
			t.Fatalf("Reserve(%d): NumSyms = %d, want 1", n, got)
		}
		for i := 1; i <= n+3; i++ {
			if got := s.NewSym(); got != Sym(i) {
				t.Fatalf("Reserve(%d): NewSym = %v, want S%d", n, got, i)
			}
		}
		if err := s.Add(Fact{Kind: FactEq, Lhs: Var(0), Rhs: Var(Sym(n + 3))}); err != nil {
			t.Fatal(err)
		}
		if s.Rep(Sym(n+3)) != 0 {
			t.Errorf("Reserve(%d): S%d not merged into S0", n, n+3)
		}
	}
}
