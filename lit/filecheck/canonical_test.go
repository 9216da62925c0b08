package filecheck

import (
	"strings"
	"testing"
)

// canonicalSlow is the byte-by-byte definition canonicalize must agree
// with.
func canonicalSlow(s string, strict bool) string {
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\r' && i+1 < len(s) && s[i+1] == '\n' {
			continue
		}
		if strict || c != ' ' && c != '\t' {
			sb.WriteByte(c)
			continue
		}
		sb.WriteByte(' ')
		for i+1 < len(s) && (s[i+1] == ' ' || s[i+1] == '\t') {
			i++
		}
	}
	return sb.String()
}

func TestCanonicalize(t *testing.T) {
	cases := []struct{ in, want string }{
		{"", ""},
		{"a  b", "a b"},
		{"a \t b", "a b"},
		{"\tx", " x"},
		{"a\r\nb\r\n", "a\nb\n"},
		{"a\rb", "a\rb"},
		{"  lead and trail  ", " lead and trail "},
		{"0123456789abcdef  x", "0123456789abcdef x"},
		{"0123456\t", "0123456 "},
		{"01234567 \t\t  89", "01234567 89"},
		{"\r\r\n", "\r\n"},
	}
	for _, c := range cases {
		if got := canonicalize([]byte(c.in), false); got != c.want {
			t.Errorf("canonicalize(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	// Every alignment of every event against the slow definition.
	alphabet := []string{"a", " ", "\t", "\r", "\n", "bb"}
	for n := 0; n < 4000; n++ {
		var sb strings.Builder
		x := n
		for k := 0; k < 12; k++ {
			sb.WriteString(alphabet[x%len(alphabet)])
			x = x*7 + k + 3
		}
		in := sb.String()
		for _, strict := range []bool{false, true} {
			if got, want := canonicalize([]byte(in), strict), canonicalSlow(in, strict); got != want {
				t.Fatalf("canonicalize(%q, %v) = %q, want %q", in, strict, got, want)
			}
		}
	}
}
