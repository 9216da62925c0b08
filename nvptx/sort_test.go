package nvptx_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/lowering/kernel/samples"
	"github.com/symopt/symopt/nvptx"
)

// sortKernel sorts rows of cols f32 keys ascending (one block per row)
// and moves an i32 payload along.
func sortKernel(t *testing.T, cols int64) *kernel.Kernel {
	t.Helper()
	return parseKernel(t, samples.ArgsortText(fmt.Sprintf("sort%d", cols), cols, "lt"))
}

func TestSortEmit(t *testing.T) {
	m := emit(t, sortKernel(t, 1000), sortKernel(t, 0))
	text := m.Text(nvptx.Opaque)
	matchEach(t, "LLVM IR", text,
		`@sort1000\.smem0 = internal addrspace\(3\) global \[1024 x i32\] undef`,
		`sort\.stage\.header\d+:`,
		`sort\.step\.header\d+:`,
		`call void @llvm\.nvvm\.barrier0\(\)`,
		`fcmp olt float`,
		`sort\.map\.body\d+:`)
	// an empty row sorts nothing: the kernel only returns
	empty := text[strings.Index(text, "define void @sort0("):]
	if body := empty[:strings.Index(empty, "}")]; strings.Contains(body, "load") {
		t.Errorf("the kernel for empty rows loads:\n%s", body)
	}
}

func TestSortCompile(t *testing.T) {
	ks := []*kernel.Kernel{sortKernel(t, 1), sortKernel(t, 7), sortKernel(t, 1000), sortKernel(t, 2048), sortKernel(t, 8192), sortKernel(t, 10000),
		parseKernel(t, samples.DynamicArgsortText("sort_dyn"))}
	compileEach(t, ks, ptxWant{
		none: []string{".extern", ".local"},
		match: []string{`\.shared \.align 8 \.b8 sort2048_\$_smem0\[8192\]`, `\.shared \.align 8 \.b8 sort8192_\$_smem0\[32768\]`, `bar\.sync`,
			`ld\.shared\.s32`, `st\.shared\.u32`, `setp\.lt\.f32`, `ld\.global\.s32`, `st\.global\.u32`},
	})
}
