package nvptx_test

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/nvptx"
)

// TestTextMatchesLLIR checks that the concurrently printed module is
// llir's own text (typed) and its opaque rewrite has no typed pointer
// left.
func TestTextMatchesLLIR(t *testing.T) {
	m := emit(t, allKernels(t)...)
	if got, want := m.Text(nvptx.Typed), m.IR.String(); got != want {
		t.Fatalf("Text(Typed) differs from llir's text:\n%s\nwant:\n%s", got, want)
	}
	op := m.Text(nvptx.Opaque)
	for _, bad := range []string{"float*", "addrspace(1)*", "addrspace(3)*", "i8*", "placeholder"} {
		if strings.Contains(op, bad) {
			t.Errorf("opaque text contains %q", bad)
		}
	}
}
