package filecheck

import (
	"strings"
	"testing"
	"time"
)

// A back-reference match found on the first line ends the search: each
// rejected candidate costs a line, not a scan of the rest of the input
// (FileCheck-19 takes 0.02 s here; scanning to the end for every
// candidate took seconds, growing with the input).
func TestBackrefStopsAtMatch(t *testing.T) {
	t.Setenv("FILECHECK_OPTS", "")
	input := strings.Repeat(strings.Repeat("a", 50)+"bac\n", 40000)
	start := time.Now()
	code, _, stderr := run(t, "CHECK: [[X:a+]]b[[X]]c\n", input)
	if code != 0 {
		t.Fatalf("exit %d; stderr:\n%s", code, stderr)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("took %v for a match on line 1", d)
	}
}

// Candidates rejected by the back-reference are not capped: the match
// is found after thousands of them, as FileCheck-19 finds it.
func TestBackrefManyCandidates(t *testing.T) {
	t.Setenv("FILECHECK_OPTS", "")
	input := strings.Repeat("aab"+strings.Repeat("a", 48)+"c\n", 3000) + "zz aaabaaac\nend\n"
	code, _, stderr := run(t, "CHECK: zz [[X:a+]]b[[X]]c{{$}}\nCHECK-NEXT: end\n", input)
	if code != 0 {
		t.Fatalf("exit %d; stderr:\n%s", code, stderr)
	}
	code, _, stderr = run(t, "CHECK: [[X:a+]]b[[X]]c{{$}}\nCHECK-NEXT: end\n", input)
	if code != 0 {
		t.Fatalf("exit %d; stderr:\n%s", code, stderr)
	}
}
