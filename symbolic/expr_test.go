package symbolic

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// mustParse parses s or fails the test.
func mustParse(t testing.TB, s string) Expr {
	t.Helper()
	e, err := Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return e
}

func TestCanonicalForm(t *testing.T) {
	tests := []struct{ in, want string }{
		{"0", "0"},
		{"-0", "0"},
		{"7", "7"},
		{"S0", "S0"},
		{"S1*S0*4 + S0*512", "4*S0*S1 + 512*S0"},
		{"512*S0 + 4*S0*S1", "4*S0*S1 + 512*S0"},
		{"S0*S0", "S0^2"},
		{"S0^2*S0", "S0^3"},
		{"S1 + S0 + 3 + S0^2", "S0^2 + S0 + S1 + 3"},
		{"(S0 + 1)^2", "S0^2 + 2*S0 + 1"},
		{"(S0 - S1)*(S0 + S1)", "S0^2 - S1^2"},
		{"S2 - S2 + 1", "1"},
		{"-S0 + 2", "-S0 + 2"},
		{"- 3*S0 - 4", "-3*S0 - 4"},
		{"-2^2", "-4"},
		{"(-2)^2", "4"},
		{"S0^0", "1"},
		{"S0*S1^2 + S0^2*S1", "S0^2*S1 + S0*S1^2"},
		{"S10 + S2", "S2 + S10"},
		{"-9223372036854775808*S0", "-9223372036854775808*S0"},
		{"  S0 *\tS1  ", "S0*S1"},
	}
	for _, tt := range tests {
		e := mustParse(t, tt.in)
		if got := e.String(); got != tt.want {
			t.Errorf("Parse(%q).String() = %q, want %q", tt.in, got, tt.want)
		}
		back := mustParse(t, e.String())
		if !back.Equal(e) {
			t.Errorf("%q does not round-trip: %q", tt.in, back)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in      string
		col     int
		message string
	}{
		{"", 1, "unexpected end"},
		{"S0 +", 5, "unexpected end"},
		{"S", 2, "expected a number"},
		{"S0 S1", 4, "unexpected 'S'"},
		{"(S0 + 1", 8, "expected ')'"},
		{"S0 ^ x", 6, "expected a number"},
		{"99999999999999999999", 1, "out of range"},
		{"S0^99999999", 4, "too large"},
		{"x", 1, "unexpected 'x'"},
		{"9223372036854775807 + 1", 21, "overflow"},
		{"4611686018427387904*S0*2", 23, "overflow"},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("Parse(%q) = %v, want a ParseError", tt.in, err)
			continue
		}
		if pe.Col != tt.col || !strings.Contains(pe.Msg, tt.message) {
			t.Errorf("Parse(%q) error = col %d %q, want col %d containing %q", tt.in, pe.Col, pe.Msg, tt.col, tt.message)
		}
	}
}

func TestArithmetic(t *testing.T) {
	tests := []struct {
		op, a, b, want string
	}{
		{"add", "S0 + 1", "S0 - 1", "2*S0"},
		{"add", "S0*S1", "-S1*S0", "0"},
		{"sub", "4*S0*S1", "4*S0", "4*S0*S1 - 4*S0"},
		{"mul", "S0 + 1", "S0 - 1", "S0^2 - 1"},
		{"mul", "2*S0", "0", "0"},
		{"mul", "S0*S1", "S1*S2", "S0*S1^2*S2"},
		{"neg", "S0 - 3", "", "-S0 + 3"},
	}
	for _, tt := range tests {
		a, b := mustParse(t, tt.a), Expr{}
		if tt.b != "" {
			b = mustParse(t, tt.b)
		}
		var got Expr
		var err error
		switch tt.op {
		case "add":
			got, err = Add(a, b)
		case "sub":
			got, err = Sub(a, b)
		case "mul":
			got, err = Mul(a, b)
		case "neg":
			got, err = Neg(a)
		}
		if err != nil || got.String() != tt.want {
			t.Errorf("%s(%s, %s) = %s, %v; want %s", tt.op, tt.a, tt.b, got, err, tt.want)
		}
	}
}

func TestOverflow(t *testing.T) {
	big := Const(math.MaxInt64)
	bigS := mustParse(t, "9223372036854775807*S0")
	tests := []struct {
		name string
		f    func() (Expr, error)
	}{
		{"add constants", func() (Expr, error) { return Add(big, Const(1)) }},
		{"add terms", func() (Expr, error) { return Add(bigS, Var(0)) }},
		{"sub", func() (Expr, error) { return Sub(Const(math.MinInt64), Const(1)) }},
		{"neg min", func() (Expr, error) { return Neg(Const(math.MinInt64)) }},
		{"mul", func() (Expr, error) { return Mul(bigS, Const(2)) }},
		{"scale", func() (Expr, error) { return Scale(mustParse(t, "S0 + 4611686018427387904"), 2) }},
		{"pow", func() (Expr, error) { return Pow(mustParse(t, "S0 + 1000000"), 4) }},
		{"substitute", func() (Expr, error) { return Substitute(bigS, 0, Const(2)) }},
	}
	for _, tt := range tests {
		if _, err := tt.f(); !errors.Is(err, ErrOverflow) {
			t.Errorf("%s: err = %v, want ErrOverflow", tt.name, err)
		}
	}
	if _, err := Eval(mustParse(t, "S0^3"), map[Sym]int64{0: 1 << 22}); !errors.Is(err, ErrOverflow) {
		t.Errorf("Eval overflow: err = %v", err)
	}
	// Near the limit without overflow.
	if e, err := Add(big, Const(-1)); err != nil || e.String() != "9223372036854775806" {
		t.Errorf("MaxInt64-1 = %s, %v", e, err)
	}
}

func TestDivision(t *testing.T) {
	tests := []struct {
		e     string
		c     int64
		floor string // "" when FloorDiv must fail
		mod   int64
		modOK bool
		exact string // "" when DivExact must fail
	}{
		{"8*S0 + 16", 8, "S0 + 2", 0, true, "S0 + 2"},
		{"8*S0 + 17", 8, "S0 + 2", 1, true, ""},
		{"8*S0 - 1", 8, "S0 - 1", 7, true, ""},
		{"8*S0*S1 + 4*S0", 4, "2*S0*S1 + S0", 0, true, "2*S0*S1 + S0"},
		{"8*S0 + 4*S1", 8, "", 0, false, ""},
		{"S0", 2, "", 0, false, ""},
		{"-6", 4, "-2", 2, true, ""},
		{"S0", 0, "", 0, false, ""},
	}
	for _, tt := range tests {
		e := mustParse(t, tt.e)
		q, ok := FloorDiv(e, tt.c)
		if ok != (tt.floor != "") || (ok && q.String() != tt.floor) {
			t.Errorf("FloorDiv(%s, %d) = %s, %v; want %q", tt.e, tt.c, q, ok, tt.floor)
		}
		m, ok := Mod(e, tt.c)
		if ok != tt.modOK || m != tt.mod {
			t.Errorf("Mod(%s, %d) = %d, %v; want %d, %v", tt.e, tt.c, m, ok, tt.mod, tt.modOK)
		}
		x, ok := DivExact(e, tt.c)
		if ok != (tt.exact != "") || (ok && x.String() != tt.exact) {
			t.Errorf("DivExact(%s, %d) = %s, %v; want %q", tt.e, tt.c, x, ok, tt.exact)
		}
	}
}

func TestSubstituteAndEval(t *testing.T) {
	e := mustParse(t, "4*S0*S1 + 512*S0")
	got, err := Substitute(e, 1, mustParse(t, "S2 + 1"))
	if err != nil || got.String() != "4*S0*S2 + 516*S0" {
		t.Errorf("Substitute = %s, %v", got, err)
	}
	v, err := Eval(e, map[Sym]int64{0: 3, 1: 10})
	if err != nil || v != 4*3*10+512*3 {
		t.Errorf("Eval = %d, %v", v, err)
	}
	if _, err := Eval(e, map[Sym]int64{0: 3}); err == nil || !strings.Contains(err.Error(), "S1") {
		t.Errorf("Eval with S1 unbound: err = %v", err)
	}
	if got := e.Syms(); len(got) != 2 || got[0] != 0 || got[1] != 1 {
		t.Errorf("Syms = %v", got)
	}
}

func TestTooLarge(t *testing.T) {
	_, err := Parse("(S0+S1+S2+S3+S4+S5+S6+S7+S8+S9)^20")
	if err == nil || !strings.Contains(err.Error(), "too large") {
		t.Errorf("huge expansion: err = %v", err)
	}
}

// Sums with few and with many distinct monomials collect like terms the
// same way (a scan below accumScan terms, an index above).
func TestAccumManyTerms(t *testing.T) {
	for _, n := range []int{1, accumScan - 1, accumScan, accumScan + 1, 3 * accumScan} {
		// (S0 + ... + S(n-1)) * (1 + S0), added twice and minus S0*S0
		var xs []Expr
		for i := range n {
			xs = append(xs, Var(Sym(i)))
		}
		sum, err := Sum(xs...)
		if err != nil {
			t.Fatal(err)
		}
		onePlus, _ := Add(Const(1), Var(0))
		p, err := Mul(sum, onePlus)
		if err != nil {
			t.Fatal(err)
		}
		twice, _ := Add(p, p)
		sq, _ := Mul(Var(0), Var(0))
		got, _ := Sub(twice, sq)
		// expected by evaluation at S_i = i+2
		binding := map[Sym]int64{}
		for i := range n {
			binding[Sym(i)] = int64(i) + 2
		}
		val := func(e Expr) int64 {
			v, err := Eval(e, binding)
			if err != nil {
				t.Fatal(err)
			}
			return v
		}
		var want int64
		for i := range n {
			want += int64(i + 2)
		}
		want = 2*want*3 - 4
		if v := val(got); v != want {
			t.Errorf("n=%d: %s evaluates to %d, want %d", n, got, v, want)
		}
		if terms := len(got.Terms()); terms != 2*n {
			t.Errorf("n=%d: %s has %d terms, want %d", n, got, terms, 2*n)
		}
	}
}
