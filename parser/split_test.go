package parser_test

import (
	"bytes"
	"testing"

	"github.com/symopt/symopt/parser"
)

func TestSplitInputKeepsLines(t *testing.T) {
	src := []byte("a\nb\n// -----\nc\n  // -----  \nd\n")
	got := parser.SplitInput(src)
	want := []string{"a\nb\n", "\n\n\nc\n", "\n\n\n\n\nd\n"}
	if len(got) != len(want) {
		t.Fatalf("%d pieces, want %d: %q", len(got), len(want), got)
	}
	for i := range want {
		if string(got[i]) != want[i] {
			t.Errorf("piece %d = %q, want %q", i, got[i], want[i])
		}
	}
	if one := parser.SplitInput([]byte("x\n")); len(one) != 1 || !bytes.Equal(one[0], []byte("x\n")) {
		t.Errorf("no marker: %q", one)
	}
}
