package nvptx

import (
	"regexp"
	"strings"
)

// PointerStyle is how pointer types are spelled in the printed module.
type PointerStyle uint8

const (
	// Opaque spells every pointer `ptr` or `ptr addrspace(N)`, the only
	// form LLVM 17 and later read.
	Opaque PointerStyle = iota
	// Typed spells pointers with their element type (`float
	// addrspace(1)*`), as llir prints them; LLVM 14's NVPTX backend needs
	// this form (its opaque-pointer mode crashes on kernel arguments).
	Typed
)

func (s PointerStyle) String() string {
	if s == Typed {
		return "typed"
	}
	return "opaque"
}

// Text prints the module in the given pointer style.
func (m *Module) Text(style PointerStyle) string {
	s := m.IR.String()
	if style == Typed {
		return s
	}
	return opaquePointers(s)
}

// A typed pointer: an element type (scalar, vector, array or an already
// rewritten ptr) with an optional address space, then '*'. The module only
// ever holds pointers to these, and to kernel functions in metadata.
var (
	typedPtrRE = regexp.MustCompile(`(?:half|bfloat|float|double|i\d+|ptr|<\d+ x [a-z0-9]+>|\[\d+ x [a-z0-9]+\])((?: addrspace\(\d+\))?)\*`)
	funcPtrRE  = regexp.MustCompile(`void \((?:[^()]|\(\d+\))*\)\*`)
)

// opaquePointers rewrites llir's typed pointer spelling to opaque
// pointers. Pointer bitcasts become ptr-to-ptr bitcasts, which LLVM
// accepts as no-ops.
func opaquePointers(s string) string {
	var out strings.Builder
	for _, line := range strings.SplitAfter(s, "\n") {
		if strings.Contains(line, "*") && !strings.HasPrefix(strings.TrimSpace(line), ";") {
			for {
				next := typedPtrRE.ReplaceAllString(line, "ptr$1")
				if next == line {
					break
				}
				line = next
			}
			line = funcPtrRE.ReplaceAllString(line, "ptr")
		}
		out.WriteString(line)
	}
	return out.String()
}
