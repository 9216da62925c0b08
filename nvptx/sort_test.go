package nvptx_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/nvptx"
)

// sortKernel sorts rows of cols f32 keys ascending (one block per row)
// and moves an i32 payload along.
func sortKernel(t *testing.T, cols int64) *kernel.Kernel {
	t.Helper()
	scratch := ""
	if cols > kernel.MaxSortCols {
		scratch = fmt.Sprintf(", %%scratch_perm: scratch i32[(R * %d)]", 2*cols)
	}
	k, err := kernel.Parse(fmt.Sprintf(`kernel @sort%d(%%x: in f32, %%ids: in i32, %%y: out f32, %%ids_out: out i32, %%R: dim%s)
    row_sort rows=R cols=%d block=%d grid=max(R, 1) {
  compare {
    %%0 = index row
    %%1 = const %d : i64
    %%2 = mul %%0, %%1 : i64
    %%3 = index lhs
    %%4 = add %%2, %%3 : i64
    %%5 = load %%x[%%4] : f32
    %%6 = index rhs
    %%7 = add %%2, %%6 : i64
    %%8 = load %%x[%%7] : f32
    %%9 = cmp lt %%5, %%8 : f32
    yield %%9
  }
  map {
    %%10 = index row
    %%11 = const %d : i64
    %%12 = mul %%10, %%11 : i64
    %%13 = index src
    %%14 = add %%12, %%13 : i64
    %%15 = index col
    %%16 = add %%12, %%15 : i64
    %%17 = load %%x[%%14] : f32
    store %%y[%%16], %%17
    %%19 = load %%ids[%%14] : i32
    store %%ids_out[%%16], %%19
  }
}
`, cols, scratch, cols, kernel.SortBlock(cols), cols, cols))
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// dynamicSortKernel is sortKernel with rows of a dim's length.
func dynamicSortKernel(t *testing.T) *kernel.Kernel {
	t.Helper()
	text := strings.NewReplacer("@sort7(", "@sort_dyn(", "cols=7 block=32", "cols=C block=1024", "%R: dim)", "%R: dim, %C: dim, %scratch_perm: scratch i32[(R * (2 * C))])",
		"%1 = const 7 : i64", "%1 = dim %C", "%11 = const 7 : i64", "%11 = dim %C").Replace(kernel.Print(sortKernel(t, 7)))
	k, err := kernel.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func TestSortEmit(t *testing.T) {
	m, err := nvptx.Emit(sortKernel(t, 1000), sortKernel(t, 0))
	if err != nil {
		t.Fatal(err)
	}
	text := m.Text(nvptx.Opaque)
	for _, want := range []string{
		`@sort1000\.smem0 = internal addrspace\(3\) global \[1024 x i32\] undef`,
		`sort\.stage\.header\d+:`,
		`sort\.step\.header\d+:`,
		`call void @llvm\.nvvm\.barrier0\(\)`,
		`fcmp olt float`,
		`sort\.map\.body\d+:`,
	} {
		if !regexp.MustCompile(want).MatchString(text) {
			t.Errorf("LLVM IR has nothing matching %s", want)
		}
	}
	// an empty row sorts nothing: the kernel only returns
	empty := text[strings.Index(text, "define void @sort0("):]
	if body := empty[:strings.Index(empty, "}")]; strings.Contains(body, "load") {
		t.Errorf("the kernel for empty rows loads:\n%s", body)
	}
}

func TestSortCompile(t *testing.T) {
	ks := []*kernel.Kernel{sortKernel(t, 1), sortKernel(t, 7), sortKernel(t, 1000), sortKernel(t, 2048), sortKernel(t, 8192), sortKernel(t, 10000), dynamicSortKernel(t)}
	m, err := nvptx.Emit(ks...)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		major int
		names []string
	}{
		{19, []string{"llc-19", "llc"}},
		{14, []string{"llc-14", "llc"}},
	} {
		t.Run(fmt.Sprintf("llvm%d", tc.major), func(t *testing.T) {
			tool := needTool(t, tc.major, tc.names...)
			ptx, err := nvptx.Compile(m, nvptx.Options{LLC: tool.Path})
			if err != nil {
				t.Fatal(err)
			}
			checkPTX(t, ptx, ks)
			for _, bad := range []string{".extern", ".local"} {
				if strings.Contains(ptx, bad) {
					t.Errorf("PTX has %s", bad)
				}
			}
			for _, want := range []string{`\.shared \.align 8 \.b8 sort2048_\$_smem0\[8192\]`, `\.shared \.align 8 \.b8 sort8192_\$_smem0\[32768\]`, `bar\.sync`, `ld\.shared\.s32`, `st\.shared\.u32`, `setp\.lt\.f32`, `ld\.global\.s32`, `st\.global\.u32`} {
				if !regexp.MustCompile(want).MatchString(ptx) {
					t.Errorf("PTX has nothing matching %s", want)
				}
			}
		})
	}
}
