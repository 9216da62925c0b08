package nvptx

import (
	"regexp"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
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

// Text prints the module in the given pointer style. Functions are
// printed concurrently (each assigns its own local IDs) by funcPrinter;
// the rest of the module is llir's text with a placeholder declaration
// where the functions go, so the result is what m.IR.String() prints.
func (m *Module) Text(style PointerStyle) string {
	fix := func(s string) string { return s }
	if style == Opaque {
		fix = opaquePointers
	}
	funcs := m.IR.Funcs
	if len(funcs) == 0 {
		return fix(m.IR.String())
	}
	texts := make([]string, len(funcs))
	var next atomic.Int32 // functions taken
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(funcs)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := newFuncPrinter(style == Opaque)
			for {
				i := int(next.Add(1)) - 1
				if i >= len(funcs) {
					return
				}
				// what the printer left typed (llir's text of
				// instructions it does not print, other pointers) has a
				// '*'; opaque pointers have none
				if texts[i] = p.funcText(funcs[i]); strings.IndexByte(texts[i], '*') >= 0 {
					texts[i] = fix(texts[i])
				}
			}
		}()
	}
	// the rest of the module, printed while the functions are when that
	// writes nothing they read (skeletonReadOnly)
	placeholder := ir.NewFunc("symopt.functions.placeholder", types.Void)
	skeleton := func() string {
		m.IR.Funcs = []*ir.Func{placeholder}
		defer func() { m.IR.Funcs = funcs }()
		return m.IR.String()
	}
	var rest string
	if skeletonReadOnly(m.IR) {
		rest = skeleton()
		wg.Wait()
	} else {
		wg.Wait()
		rest = skeleton()
	}
	before, after, _ := strings.Cut(rest, placeholder.LLString())
	before, after = fix(before), fix(after)
	n := len(before) + len(after) + 2*(len(texts)-1)
	for _, t := range texts {
		n += len(t)
	}
	var out strings.Builder
	out.Grow(n)
	out.WriteString(before)
	for i, t := range texts {
		if i > 0 {
			out.WriteString("\n\n")
		}
		out.WriteString(t)
	}
	out.WriteString(after)
	return out.String()
}

// funcPtrRE matches a pointer to a kernel function type (in metadata).
var funcPtrRE = regexp.MustCompile(`void \((?:[^()]|\(\d+\))*\)\*`)

// opaquePointers rewrites llir's typed pointer spelling to opaque
// pointers. Pointer bitcasts become ptr-to-ptr bitcasts, which LLVM
// accepts as no-ops.
func opaquePointers(s string) string {
	var out strings.Builder
	out.Grow(len(s))
	for _, line := range strings.SplitAfter(s, "\n") {
		if strings.Contains(line, "*") && !strings.HasPrefix(strings.TrimSpace(line), ";") {
			line = untypePointers(line)
			if strings.Contains(line, "void (") {
				line = funcPtrRE.ReplaceAllString(line, "ptr")
			}
		}
		out.WriteString(line)
	}
	return out.String()
}

// untypePointers replaces each typed pointer of line, an element type
// (half, bfloat, float, double, iN, ptr, <N x T> or [N x T]) with an
// optional address space and then '*', by ptr and the address space.
// Nested pointers (float**) collapse left to right.
func untypePointers(line string) string {
	out := make([]byte, 0, len(line))
	for i := 0; i < len(line); i++ {
		c := line[i]
		if c != '*' {
			out = append(out, c)
			continue
		}
		space := addrSpaceSuffix(out)
		start := elemTypeStart(out[:len(out)-len(space)])
		if start < 0 {
			out = append(out, c)
			continue
		}
		space = append([]byte(nil), space...)
		out = append(append(out[:start], "ptr"...), space...)
	}
	return string(out)
}

// addrSpaceSuffix is the " addrspace(N)" that b ends with, or nothing.
func addrSpaceSuffix(b []byte) []byte {
	n := len(b)
	if n == 0 || b[n-1] != ')' {
		return nil
	}
	j := n - 2
	for j >= 0 && isDigit(b[j]) {
		j--
	}
	const kw = " addrspace("
	if j == n-2 || j+1 < len(kw) || string(b[j+1-len(kw):j+1]) != kw {
		return nil
	}
	return b[j+1-len(kw):]
}

// elemTypeStart is where the element type that b ends with starts, or
// -1 when b does not end with one.
func elemTypeStart(b []byte) int {
	n := len(b)
	if n == 0 {
		return -1
	}
	if close := b[n-1]; close == '>' || close == ']' {
		open := byte('<')
		if close == ']' {
			open = '['
		}
		j := n - 2
		for j >= 0 && (isDigit(b[j]) || b[j] >= 'a' && b[j] <= 'z' || b[j] == ' ') {
			j--
		}
		if j < 0 || b[j] != open || !isCount(string(b[j+1:n-1])) {
			return -1
		}
		return j
	}
	j := n - 1
	for j >= 0 && (isDigit(b[j]) || b[j] >= 'a' && b[j] <= 'z') {
		j--
	}
	switch w := string(b[j+1:]); {
	case w == "half", w == "bfloat", w == "float", w == "double", w == "ptr":
	case len(w) > 1 && w[0] == 'i' && allDigits(w[1:]):
	default:
		return -1
	}
	return j + 1
}

// isCount reports whether s is "N x T" with T lower-case letters and
// digits.
func isCount(s string) bool {
	n, t, ok := strings.Cut(s, " x ")
	if !ok || !allDigits(n) || t == "" {
		return false
	}
	for i := 0; i < len(t); i++ {
		if !isDigit(t[i]) && (t[i] < 'a' || t[i] > 'z') {
			return false
		}
	}
	return true
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

// skeletonReadOnly reports whether printing m with a placeholder for its
// functions writes nothing the function printers read: llir numbers
// unnamed globals and metadata definitions without an ID as it prints
// (the functions refer to them), and nothing else.
func skeletonReadOnly(m *ir.Module) bool {
	for _, g := range m.Globals {
		if g.IsUnnamed() {
			return false
		}
	}
	for _, md := range m.MetadataDefs {
		if md.ID() == -1 {
			return false
		}
	}
	return len(m.Aliases) == 0 && len(m.IFuncs) == 0
}
