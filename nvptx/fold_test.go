package nvptx_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/nvptx"
)

// argmaxKernel folds rows of x into their maximum and its column.
func argmaxKernel(t *testing.T) *kernel.Kernel {
	t.Helper()
	k, err := kernel.Parse(`kernel @argmax(%x: in f32, %m: out f32, %i: out i32, %R: dim, %C: dim)
    row_fold rows=R cols=C block=128 grid=max(ceildiv(R, 128), 1) {
  init {
    %0 = const -inf : f32
    %1 = const 0 : i32
    yield %0, %1
  }
  fold {
    %2 = index row
    %3 = dim %C
    %4 = mul %2, %3 : i64
    %5 = index col
    %6 = add %4, %5 : i64
    %7 = load %x[%6] : f32
    %8 = convert %5 : i64 -> i32
    %9 = reduced 0 : f32
    %10 = reduced 1 : i32
    %11 = cmp gt %7, %9 : f32
    %12 = select %11, %7, %9 : f32
    %13 = select %11, %8, %10 : i32
    yield %12, %13
  }
  epilogue {
    %14 = index row
    %15 = reduced 0 : f32
    store %m[%14], %15
    %17 = reduced 1 : i32
    store %i[%14], %17
  }
}
`)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func TestFoldEmit(t *testing.T) {
	m, err := nvptx.Emit(argmaxKernel(t))
	if err != nil {
		t.Fatal(err)
	}
	text := m.Text(nvptx.Opaque)
	for _, want := range []string{
		`fold\.header\d+:`,
		`= phi float \[ 0xFFF0000000000000, %cont\d+ \], \[ %\d+, %fold\.body\d+ \]`,
		`= phi i32 \[ 0, %cont\d+ \], \[ %\d+, %fold\.body\d+ \]`,
	} {
		if !regexp.MustCompile(want).MatchString(text) {
			t.Errorf("LLVM IR has nothing matching %s\n%s", want, text)
		}
	}
}

func TestFoldCompile(t *testing.T) {
	ks := []*kernel.Kernel{argmaxKernel(t)}
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
			for _, want := range []string{`setp\.gt\.f32`, `st\.global\.f32`, `st\.global\.u32`} {
				if !regexp.MustCompile(want).MatchString(ptx) {
					t.Errorf("PTX has nothing matching %s", want)
				}
			}
		})
	}
}
