package filecheck

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// genCases builds random but reproducible check files and inputs from small
// alphabets, so that directives interact in ways a hand-written table
// misses.
func genCases(n int, seed int64) []diffCase {
	r := rand.New(rand.NewSource(seed))
	words := []string{"a", "b", "ab", "foo", "bar", "x1", "x2", "  a", "a  b", "\t", "\r", "FF", "0x1f", "-3", "é"}
	pats := []string{"a", "b", "ab", "foo", "{{[0-9]+}}", "x{{[0-9]}}", "[[V:[a-z]+]]", "[[V]]", "[[#N:]]", "[[#N+1]]",
		"{{a|b}}", "{{^}}a", "b{{$}}", "[[@LINE]]", "a b", "{{x[12]}}", "[[#%X,H:]]", "[[#%x,H+1]]", "[[#%d,S:]]",
		"[[#S-1]]", "[[$G:[a-z]]]", "[[$G]]", "[[W:]]", "{{[^a]+}}", "[[V:a|b]][[V]]", "{{.*}}", "{{[[:space:]]}}"}
	kinds := []string{"CHECK", "CHECK-NEXT", "CHECK-SAME", "CHECK-NOT", "CHECK-DAG", "CHECK-LABEL", "CHECK-EMPTY", "CHECK-COUNT-2", "CHECK{LITERAL}", "COM", "CHECK-DAG", "CHECK-NOT"}
	opts := []string{"", "--match-full-lines", "--strict-whitespace", "--ignore-case", "--enable-var-scope", "--implicit-check-not=x2", "-DV=ab -D#N=1"}
	var out []diffCase
	for i := 0; i < n; i++ {
		var in strings.Builder
		for l := r.Intn(8); l >= 0; l-- {
			for w := r.Intn(3); w >= 0; w-- {
				in.WriteString(words[r.Intn(len(words))])
				if r.Intn(3) == 0 {
					in.WriteString(" ")
				}
				if r.Intn(4) == 0 {
					in.WriteString(fmt.Sprint(r.Intn(4)))
				}
			}
			in.WriteString("\n")
		}
		var ck strings.Builder
		for l := r.Intn(5); l >= 0; l-- {
			k := kinds[r.Intn(len(kinds))]
			if k == "CHECK-EMPTY" {
				ck.WriteString(k + ":\n")
				continue
			}
			ck.WriteString(k + ": " + pats[r.Intn(len(pats))] + "\n")
		}
		verb := []string{"", "-v", "-vv", "--dump-input=always -v", "-vv --dump-input=never", "-color -vv", "--dump-input=always --dump-input-filter=annotation --dump-input-context=1", "--dump-input-filter=annotation-full -v --dump-input-context=0"}[r.Intn(8)]
		out = append(out, diffCase{
			name:  fmt.Sprintf("gen%03d", i),
			args:  strings.TrimSpace(verb + " " + opts[r.Intn(len(opts))] + " %s"),
			check: ck.String(),
			input: in.String(),
		})
	}
	return out
}

func TestDifferentialGenerated(t *testing.T) {
	ref := findReference(t)
	if testing.Short() {
		t.Skip("generated differential cases skipped in -short mode")
	}
	for _, c := range genCases(300, 1) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			runBoth(t, ref, c)
		})
	}
}
