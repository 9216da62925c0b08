package symbolic

import (
	"strings"
	"testing"
)

func TestFactRoundTrip(t *testing.T) {
	lines := []string{
		"symbols 12",
		`S3 == S0 @"model.mlir:12:7"`,
		"S0*S1 == S2*S3",
		"4*S0*S1 + 512*S0 == S5",
		`S2 := S0 + 2 @"x"`,
		"S0 >= 2",
		"S0 <= 4096",
		"S0 % 8 == 0",
		"S1 <= S0 + 2",
		"S0*S1 <= 4096",
		`S0 ~ 512 @"hint \"quoted\" @ here"`,
	}
	for _, line := range lines {
		f, err := ParseFact(line)
		if err != nil {
			t.Errorf("ParseFact(%q): %v", line, err)
			continue
		}
		if got := f.String(); got != line {
			t.Errorf("ParseFact(%q).String() = %q", line, got)
		}
	}
}

func TestParseFactErrors(t *testing.T) {
	tests := []struct {
		line string
		col  int
		msg  string
	}{
		{"S0 >= x", 7, "unexpected 'x'"},
		{"S0 ~ x", 6, "expected an integer"},
		{"S0 == S1 @unquoted", 11, "quoted"},
		{"S0*S1 ~ 2", 1, "expected a symbol"},
		{"S0 % 8 == 1", 5, "d == 0"},
		{"S0 == S1 +", 11, "unexpected end"},
		{"symbols -1", 9, "out of range"},
		{"hello", 1, "expected a fact"},
	}
	for _, tt := range tests {
		_, err := ParseFact(tt.line)
		pe, ok := err.(*ParseError)
		if !ok || pe.Col != tt.col || !strings.Contains(pe.Msg, tt.msg) {
			t.Errorf("ParseFact(%q) = %v, want col %d %q", tt.line, err, tt.col, tt.msg)
		}
	}
}

func TestParseTextErrors(t *testing.T) {
	_, err := ParseText("symbols 2\n# comment\n\nS0 == 3\nS0 == 4 @\"b.mlir:2:1\"\n")
	if err == nil || !strings.HasPrefix(err.Error(), "5:1: ") || !strings.Contains(err.Error(), "b.mlir:2:1") {
		t.Errorf("ParseText contradiction error = %v", err)
	}
	_, err = ParseText("S0 == 3\nS0 >= ?\n")
	if err == nil || !strings.HasPrefix(err.Error(), "2:7: ") {
		t.Errorf("ParseText syntax error = %v", err)
	}
}

func TestStoreTextFixedPoint(t *testing.T) {
	s := buildStore(t,
		`S1 == S0 @"a"`,
		`S4*S5 == S2*S3 @"reshape"`,
		`S6 == S0 + S2 @"concat"`,
		`S7 == 12*S1 @"ratio"`,
		`S8*S8 == 64`,
		`S9 <= 100`,
		`S9 % 4 == 0`,
		`S10 ~ 77`,
		`S11 == S9 + 3`,
		`S12 == S4*S5 + S9`,
	)
	text := s.String()
	want := `symbols 13
S1 == S0 @"a"
S9 >= 4
S9 <= 100
S9 % 4 == 0
S10 ~ 77
S6 := S0 + S2 @"concat"
S7 := 12*S0 @"ratio"
S8 := 8
S11 := S9 + 3
S12 := S4*S5 + S9
S2*S3 == S4*S5 @"reshape"
`
	if text != want {
		t.Errorf("text form:\n%s\nwant:\n%s", text, want)
	}
	back, err := ParseText(text)
	if err != nil {
		t.Fatalf("ParseText: %v", err)
	}
	if again := back.String(); again != text {
		t.Errorf("not a fixed point:\n%s\nthen:\n%s", text, again)
	}
}

func TestParseTextCRLF(t *testing.T) {
	s, err := ParseText("symbols 2\r\nS1 == 2*S0 @\"a\"\r\n")
	if err != nil {
		t.Fatal(err)
	}
	if got := s.String(); got != "symbols 2\nS1 := 2*S0 @\"a\"\n" {
		t.Errorf("text = %q", got)
	}
}
