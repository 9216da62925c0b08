package nvptx_test

import (
	"strings"
	"testing"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"

	"github.com/symopt/symopt/nvptx"
)

// TestTextMatchesLLIR checks that the concurrently printed module is
// llir's own text (typed) and its opaque rewrite has no typed pointer
// left, for the emitted module and for modules with an unnamed global or
// metadata definition (which llir numbers as it prints, so the rest of
// the module is printed after the functions).
func TestTextMatchesLLIR(t *testing.T) {
	for _, tc := range []struct {
		name string
		add  func(m *nvptx.Module)
	}{
		{"emitted", func(*nvptx.Module) {}},
		{"unnamed global", func(m *nvptx.Module) { m.IR.NewGlobalDef("", constant.NewInt(types.I32, 7)) }},
		{"metadata without id", func(m *nvptx.Module) {
			m.IR.MetadataDefs = append(m.IR.MetadataDefs, &metadata.Tuple{MetadataID: -1, Fields: []metadata.Field{&metadata.String{Value: "x"}}})
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := emit(t, allKernels(t)...)
			tc.add(m)
			if got, want := m.Text(nvptx.Typed), m.IR.String(); got != want {
				t.Fatalf("Text(Typed) differs from llir's text:\n%s\nwant:\n%s", got, want)
			}
			op := m.Text(nvptx.Opaque)
			for _, bad := range []string{"float*", "addrspace(1)*", "addrspace(3)*", "i8*", "placeholder"} {
				if strings.Contains(op, bad) {
					t.Errorf("opaque text contains %q", bad)
				}
			}
		})
	}
}
