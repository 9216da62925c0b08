package symbolic

import (
	"errors"
	"testing"
)

func TestCompare(t *testing.T) {
	tests := []struct {
		facts []string
		a, b  string
		want  Verdict
	}{
		{nil, "4*S0*S1", "4*S0", GreaterEq},
		{[]string{"S1 >= 2"}, "S0*S1", "S0", Greater},
		{nil, "S0*S1", "S0", GreaterEq},
		{nil, "S0 + 1", "S0", Greater},
		{nil, "S0", "S0 + 1", Less},
		{nil, "S0", "S1", Unknown},
		{nil, "S0*S1", "S0 + S1", Unknown},
		{nil, "2*S0*S1", "S0 + S1", GreaterEq},
		{nil, "S0^2", "S0", GreaterEq},
		{nil, "S0^2 + 1", "S0", Greater},
		{nil, "0", "S0", Less},
		{nil, "1", "S0", LessEq},
		{[]string{"S0 <= 10"}, "S0", "11", Less},
		{[]string{"S0 <= 10"}, "S0", "10", LessEq},
		{[]string{"S0 <= 10", "S1 >= 20"}, "S0", "S1", Less},
		{[]string{"S0 <= 10", "S1 >= 10"}, "S0", "S1", LessEq},
		{[]string{"S0 <= 10", "S1 <= 4"}, "S0*S1", "40", LessEq},
		{[]string{"S0 <= 10", "S1 <= 4"}, "S0*S1", "41", Less},
		{[]string{"S2 == S0"}, "S2*S1", "S0*S1", Equal},
		{[]string{"S0*S1 == S2*S3"}, "4*S2*S3", "4*S0*S1", Equal},
		{[]string{"S0*S1 == S2*S3", "S1 >= 2"}, "S2*S3", "S0", Greater},
		{[]string{"S2 == 12*S1"}, "S2", "S1", Greater},
		{[]string{"S3 == S0 + 2"}, "S3", "S0", Greater},
		{[]string{"S2 == S0 + S1"}, "S2", "S0", Greater},
		{[]string{"S0 == 4096"}, "S0*S1", "4000*S1", Greater},
		{[]string{"S0 % 8 == 0"}, "S0", "7", Greater},
		{nil, "S0*S1 - S0", "0", GreaterEq},
		{nil, "S0*S1*S2", "S0*S2 + S0*S1", Unknown},
		{[]string{"S1 >= 2", "S2 >= 2"}, "S0*S1*S2", "S0*S2 + S0*S1", GreaterEq},
		{[]string{"S1 >= 3", "S2 >= 3"}, "S0*S1*S2", "S0*S2 + S0*S1", Greater},
	}
	for _, tt := range tests {
		s := buildStore(t, tt.facts...)
		a, b := mustParse(t, tt.a), mustParse(t, tt.b)
		if got := s.Compare(a, b); got != tt.want {
			t.Errorf("with %v: Compare(%s, %s) = %s, want %s", tt.facts, tt.a, tt.b, got, tt.want)
		}
		if got := s.Compare(b, a); got != flip(tt.want) {
			t.Errorf("with %v: Compare(%s, %s) = %s, want %s", tt.facts, tt.b, tt.a, got, flip(tt.want))
		}
	}
}

func flip(v Verdict) Verdict {
	switch v {
	case Less:
		return Greater
	case LessEq:
		return GreaterEq
	case GreaterEq:
		return LessEq
	case Greater:
		return Less
	}
	return v
}

func TestGuessAndStats(t *testing.T) {
	s := buildStore(t, "S0 ~ 512", "S2 <= 100")
	tests := []struct {
		a, b string
		want Verdict
	}{
		{"S0", "S1", Less},           // 512 < 1024 (default)
		{"S0", "600", Less},          // 512 < 600
		{"S0*S0", "200000", Greater}, // 262144
		{"S2", "S1", Less},           // 100 (clamped) < 1024
		{"S0", "S0 + 1", Less},       // proven, not guessed
		{"2*S0", "1024", Equal},
	}
	for _, tt := range tests {
		if got := s.Guess(mustParse(t, tt.a), mustParse(t, tt.b)); got != tt.want {
			t.Errorf("Guess(%s, %s) = %s, want %s", tt.a, tt.b, got, tt.want)
		}
	}
	st := s.Stats()
	if st.Compares != len(tests) || st.Guesses != len(tests)-1 || st.Unknown != len(tests)-1 {
		t.Errorf("Stats = %+v, want %d compares, %d unknown, %d guesses", st, len(tests), len(tests)-1, len(tests)-1)
	}
}

func TestThreshold(t *testing.T) {
	tests := []struct {
		facts []string
		e     string
		limit int64
		sym   Sym
		want  int64
		found bool
	}{
		// 4 bytes * S0 * 4096 > 1 GiB  <=>  S0 > 65536
		{nil, "16384*S0", 1 << 30, 0, 65537, true},
		{[]string{"S1 ~ 128"}, "4*S0*S1", 4096, 0, 9, true},
		{[]string{"S0 <= 100"}, "4*S0", 1000, 0, 0, false},
		{[]string{"S0 >= 300"}, "4*S0", 1000, 0, 300, true},
		{nil, "S0^2 + 10", 110, 0, 11, true},
		{nil, "S0 + 2000", 1000, 0, 1, true},
		{[]string{"S1 ~ 16", "S2 == 2*S1"}, "S0*S2", 1000, 0, 32, true},
	}
	for _, tt := range tests {
		s := buildStore(t, tt.facts...)
		got, found, err := s.Threshold(mustParse(t, tt.e), tt.limit, tt.sym)
		if err != nil || got != tt.want || found != tt.found {
			t.Errorf("Threshold(%s, %d, %s) = %d, %v, %v; want %d, %v", tt.e, tt.limit, tt.sym, got, found, err, tt.want, tt.found)
		}
	}
	s := buildStore(t, "S1 == 4")
	if _, _, err := s.Threshold(mustParse(t, "S0*S1"), 10, 1); err == nil {
		t.Error("Threshold over a constant symbol: no error")
	}
	if _, _, err := s.Threshold(mustParse(t, "1000 - S0"), 10, 0); err == nil {
		t.Error("Threshold of a decreasing expression: no error")
	}
	got, found, err := s.ThresholdWith(mustParse(t, "S0*S2"), 1000, 0, map[Sym]int64{2: 10})
	if err != nil || !found || got != 101 {
		t.Errorf("ThresholdWith = %d, %v, %v; want 101", got, found, err)
	}
}

func TestDefinitionBoundsAndSharing(t *testing.T) {
	// A flattened dim with a bound bounds the product it stands for.
	s := buildStore(t, "S2 == S0*S1", "S2 <= 4096", "S3 == 4*S0*S1")
	tests := []struct {
		a, b string
		want Verdict
	}{
		{"S0*S1", "4096", LessEq},
		{"S0*S1", "4097", Less},
		{"4*S0*S1*S4", "16384*S4", LessEq},
		{"S3", "16384", LessEq},
		{"S0*S1*S4", "S4", GreaterEq},
	}
	for _, tt := range tests {
		if got := s.Compare(mustParse(t, tt.a), mustParse(t, tt.b)); got != tt.want {
			t.Errorf("Compare(%s, %s) = %s, want %s", tt.a, tt.b, got, tt.want)
		}
	}
	// Two definitions with the same normal form are one class.
	s = buildStore(t, "S2 == S0*S1", "S3 == S1*S0")
	if !s.SameClass(2, 3) {
		t.Errorf("S2 and S3 both equal S0*S1 but are not merged:\n%s", s)
	}
}

func TestInequalities(t *testing.T) {
	tests := []struct {
		facts []string
		a, b  string
		want  Verdict
	}{
		{[]string{"S1 <= S0"}, "4*S1", "4*S0", LessEq},
		{[]string{"S1 <= S0"}, "S1*S2", "S0*S2", LessEq},
		{[]string{"S1 <= S0"}, "S1*S2", "S0*S2 + 1", Less},
		{[]string{"S1 + 1 <= S0"}, "S1", "S0", Less},
		{[]string{"S0 >= S1"}, "S1", "S0", LessEq},
		{[]string{"S2 <= S0*S1"}, "4*S2", "4*S0*S1", LessEq},
		{[]string{"S1 <= S0"}, "S0", "S1", GreaterEq},
		{[]string{"S1 <= S0"}, "S1", "S2", Unknown},
	}
	for _, tt := range tests {
		s := buildStore(t, tt.facts...)
		if got := s.Compare(mustParse(t, tt.a), mustParse(t, tt.b)); got != tt.want {
			t.Errorf("with %v: Compare(%s, %s) = %s, want %s", tt.facts, tt.a, tt.b, got, tt.want)
		}
	}
	// An inequality that becomes affine in one symbol is a range.
	s := buildStore(t, "S2 <= S0 + S1", "S1 == 10", "S0 == 5")
	if _, hi := s.Range(2); hi != 15 {
		t.Errorf("S2 <= S0 + S1 with S0 == 5, S1 == 10: Range(S2) upper = %d, want 15", hi)
	}
	// Contradictions.
	for _, facts := range [][]string{
		{"S0 + 1 <= S0"},
		{"S0 <= 5", "S1 >= 6", "S1 <= S0"},
		{"S1 <= S0", "S0 <= 5", "S1 >= 6"},
	} {
		s := NewStore()
		var err error
		for _, line := range facts {
			f, perr := ParseFact(line)
			if perr != nil {
				t.Fatal(perr)
			}
			if err = s.Add(f); err != nil {
				break
			}
		}
		var ce *ContradictionError
		if !errors.As(err, &ce) {
			t.Errorf("%v: err = %v, want a contradiction", facts, err)
		}
	}
}
