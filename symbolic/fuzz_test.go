package symbolic

import "testing"

// FuzzParse checks that any input either fails with a ParseError or gives
// an expression whose printed form parses back to it.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"4*S0*S1 + 512*S0", "(S0 + 1)^2", "-2^2", "S0^", "9223372036854775807*S1 - 1", "((S3)", "S0*S1^65536"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := Parse(s)
		if err != nil {
			if _, ok := err.(*ParseError); !ok {
				t.Fatalf("Parse(%q) error %T %v, want *ParseError", s, err, err)
			}
			return
		}
		back, err := Parse(e.String())
		if err != nil || !back.Equal(e) {
			t.Fatalf("Parse(%q) = %s does not round-trip: %s, %v", s, e, back, err)
		}
	})
}

// FuzzParseText checks that any text either fails with a positioned error
// or gives a store whose text form is a fixed point.
func FuzzParseText(f *testing.F) {
	f.Add("symbols 4\nS1 == S0 @\"a\"\nS2*S3 == S0*S1\nS0 <= 64\nS0 % 8 == 0\nS2 ~ 9\n")
	f.Add("S2 := S0 + S1\nS2 == 10\nS0 == 3\n")
	f.Add("S0*S0 == 4096\nS1 == 2*S0 + 1\n")
	f.Add("S0 >= 3 @\"x\"\nS0 <= 2\n")
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 2000 || hasLongNumber(text) {
			return // keep symbol numbers and counts small
		}
		s, err := ParseText(text)
		if err != nil {
			return
		}
		out := s.String()
		back, err := ParseText(out)
		if err != nil {
			t.Fatalf("text form of a store does not parse: %v\n%s", err, out)
		}
		if again := back.String(); again != out {
			t.Fatalf("not a fixed point:\n%s\nthen:\n%s", out, again)
		}
	})
}

// hasLongNumber reports whether text has a run of 5 or more digits.
func hasLongNumber(text string) bool {
	run := 0
	for _, c := range text {
		if c >= '0' && c <= '9' {
			run++
			if run >= 5 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}
