package lit

import (
	"strings"
	"testing"
)

// The parsers must reject bad input with an error, never a panic.

func FuzzParseShell(f *testing.F) {
	for _, s := range []string{"echo 'a b' | cat > %t 2>&1 && not x || y; z", `a "b\"c" d\ e`, "a 2>>b <c &>d >&2", "'", "&&", "a |"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := parseShell(s)
		if err == nil && n == nil {
			t.Fatalf("parseShell(%q) returned neither a tree nor an error", s)
		}
	})
}

func FuzzParseScript(f *testing.F) {
	f.Add("RUN: a \\\nRUN: b\nREQUIRES: x && !(y || z)\nXFAIL: *\nDEFINE: %{a} = b\nREDEFINE: %{a} = c\nALLOW_RETRIES: 2\nEND.\n")
	f.Add("DEFINE: %{a} = \\\n")
	f.Fuzz(func(t *testing.T, s string) {
		parseScript("f", s, []Subst{{"%{x}", "y"}})
	})
}

func FuzzParseConfig(f *testing.F) {
	f.Add("name = a\nsuffixes += .x\n[substitutions]\n%{a} = b\n[env]\nA = b\ntimeout = 1e400\n")
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseConfig("/d/lit.cfg", s, nil)
		if err == nil {
			ParseConfig("/d/e/lit.local.cfg", s, c)
		}
	})
}

func FuzzEvalFeatures(f *testing.F) {
	for _, s := range []string{"a && !(b || {{c.*}})", "x-*-y", "{{}}}", "((", "!"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		evalFeatures(s, []string{"a", "b-c"})
		substitute(s, []Subst{{"%{a}", "b"}}, pathSubsts("/a/b", "/c/d", false))
		if strings.Count(s, "\n") < 3 {
			lexShell(s)
		}
	})
}
