package nvptx_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/nvptx"
)

// rmwKernels are one scatter-style kernel per atomic instruction and
// element type, and one with store_if.
func rmwKernels(t *testing.T) []*kernel.Kernel {
	t.Helper()
	var ks []*kernel.Kernel
	for _, op := range []string{"atomic_add", "atomic_max", "atomic_min", "atomic_mul"} {
		for _, elem := range []string{"f32", "f64", "i32", "i64"} {
			text := fmt.Sprintf(`kernel @%s_%s(%%idx: in i32, %%w: in %s, %%x: inout %s, %%N: dim)
    loop count=N block=256 vector=1 grid=max(ceildiv(N, 256), 1) {
  %%0 = index linear
  %%1 = load %%idx[%%0] : i32
  %%2 = convert %%1 : i32 -> i64
  %%3 = load %%w[%%0] : %s
  %s %%x[%%2], %%3
}
`, op, elem, elem, elem, elem, op)
			k, err := kernel.Parse(text)
			if err != nil {
				t.Fatal(err)
			}
			ks = append(ks, k)
		}
	}
	k, err := kernel.Parse(`kernel @store_if(%idx: in i32, %w: in f16, %x: inout f16, %N: dim)
    loop count=N block=256 vector=1 grid=max(ceildiv(N, 256), 1) {
  %0 = index linear
  %1 = load %idx[%0] : i32
  %2 = convert %1 : i32 -> i64
  %3 = const 0 : i64
  %4 = cmp ge %2, %3 : i64
  %5 = load %w[%0] : f16
  store_if %x[%2], %5, %4
}
`)
	if err != nil {
		t.Fatal(err)
	}
	return append(ks, k)
}

func TestAtomicsEmit(t *testing.T) {
	m, err := nvptx.Emit(rmwKernels(t)...)
	if err != nil {
		t.Fatal(err)
	}
	text := m.Text(nvptx.Opaque)
	for _, want := range []string{
		`atomicrmw fadd ptr addrspace\(1\) %\d+, float %\d+ monotonic`,
		`atomicrmw max ptr addrspace\(1\) %\d+, i32 %\d+ monotonic`,
		`atomicrmw min ptr addrspace\(1\) %\d+, i64 %\d+ monotonic`,
		`cmpxchg ptr addrspace\(1\) %\d+, i32 %\d+, i32 %\d+ monotonic monotonic`,
		`cmpxchg ptr addrspace\(1\) %\d+, i64 %\d+, i64 %\d+ monotonic monotonic`,
		`br i1 %\d+, label %store_if\.then\d+, label %store_if\.end\d+`,
	} {
		if !regexp.MustCompile(want).MatchString(text) {
			t.Errorf("LLVM IR has nothing matching %s", want)
		}
	}
}

func TestAtomicsCompile(t *testing.T) {
	ks := rmwKernels(t)
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
			for _, want := range []string{`atom\.global\.add\.f32`, `atom\.global\.add\.f64`, `atom\.global\.max\.s32`,
				`atom\.global\.min\.s64`, `atom\.global\.cas\.b32`, `atom\.global\.cas\.b64`, `st\.global\.b16`} {
				if !regexp.MustCompile(want).MatchString(ptx) {
					t.Errorf("PTX has nothing matching %s", want)
				}
			}
		})
	}
}
