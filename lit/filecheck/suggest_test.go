package filecheck

import "testing"

func TestNearestOption(t *testing.T) {
	cases := []struct{ arg, want string }{
		{"check-prefx=A", "--check-prefix=A"},
		{"inputfile=x", "--input-file=x"},
		{"strict-whitespac", "--strict-whitespace"},
		{"implicit-check=foo", "--implicit-check-not=foo"},
		{"colr", "--color"},
		{"vx", "-v"},
		{"x", "-v"},
		{"no-such-option", "--print-options"},
		{"dump-input-label-width=20", "--dump-input-context=20"},
	}
	for _, c := range cases {
		if got := nearestOption(c.arg); got != c.want {
			t.Errorf("nearestOption(%q) = %q, want %q", c.arg, got, c.want)
		}
	}
}
