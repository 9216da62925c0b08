package nvptx_test

import (
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/nvptx"
)

// needTool skips the test when no candidate llc of the wanted LLVM major
// version is installed, or fails it when CI=true.
func needTool(t *testing.T, major int, names ...string) nvptx.Tool {
	t.Helper()
	for _, n := range names {
		tool, err := nvptx.FindLLC(nvptx.Options{LLC: n})
		if err == nil && tool.Major == major {
			return tool
		}
	}
	msg := fmt.Sprintf("no LLVM %d llc (tried %s)", major, strings.Join(names, ", "))
	if os.Getenv("CI") == "true" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return nvptx.Tool{}
}

// checkPTX checks that ptx declares each kernel as an .entry with one
// .param per kernel parameter, in order.
func checkPTX(t *testing.T, ptx string, ks []*kernel.Kernel) {
	t.Helper()
	for _, k := range ks {
		re := regexp.MustCompile(`(?s)\.visible \.entry ` + regexp.QuoteMeta(k.Name) + `\((.*?)\)`)
		m := re.FindStringSubmatch(ptx)
		if m == nil {
			t.Errorf("no .entry %s in the PTX", k.Name)
			continue
		}
		var want []string
		for i := range k.Params {
			want = append(want, fmt.Sprintf(".param .u64 %s_param_%d", k.Name, i))
		}
		var got []string
		for _, l := range strings.Split(m[1], "\n") {
			if l = strings.Trim(strings.TrimSpace(l), ","); l != "" {
				got = append(got, l)
			}
		}
		if strings.Join(got, ";") != strings.Join(want, ";") {
			t.Errorf("%s params:\n got %q\nwant %q", k.Name, got, want)
		}
	}
}

func TestCompileWithLLVM(t *testing.T) {
	ks := allKernels(t)
	m, err := nvptx.Emit(ks...)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		major  int
		names  []string
		target string
	}{
		{19, []string{"llc-19", "llc"}, ".target sm_90"},
		{14, []string{"llc-14", "llc"}, ".target sm_80"},
	} {
		t.Run(fmt.Sprintf("llvm%d", tc.major), func(t *testing.T) {
			tool := needTool(t, tc.major, tc.names...)
			ptx, err := nvptx.Compile(m, nvptx.Options{LLC: tool.Path})
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(ptx, tc.target) {
				t.Errorf("PTX lacks %q", tc.target)
			}
			checkPTX(t, ptx, ks)
			for _, bad := range []string{".extern", "call.uni", ".local"} {
				if strings.Contains(ptx, bad) {
					t.Errorf("PTX has %s: a math function was not inlined or values spilled", bad)
				}
			}
			for _, want := range []string{`shfl\.sync\.bfly\.b32`, `bar\.sync`, `ld\.global(\.nc)?\.v4\.f32`,
				`st\.global\.v4\.f32`, `ex2\.approx`, `\.shared`, `ld\.global\.nc\.f32`,
				`popc\.b32`, `popc\.b64`, `clz\.b32`, `clz\.b64`, `shl\.b32`, `shr\.s64`, `shr\.u32`, `sin\.approx`, `lg2\.approx`,
				`div\.u32`, `div\.u64`, `rem\.u32`, `setp\.[lg][te]\.u32`} {
				if !regexp.MustCompile(want).MatchString(ptx) {
					t.Errorf("PTX has nothing matching %s", want)
				}
			}
		})
	}
}

func TestToolErrors(t *testing.T) {
	_, err := nvptx.FindLLC(nvptx.Options{LLC: "no-such-llc"})
	if err == nil || !strings.Contains(err.Error(), "apt-get install llvm-19") {
		t.Errorf("missing llc: got %v, want an install hint", err)
	}
	_, err = nvptx.Assemble(".version 8.0", nvptx.Options{Ptxas: "no-such-ptxas"})
	if !errors.Is(err, nvptx.ErrNoPtxas) || !strings.Contains(err.Error(), "CUDA toolkit") {
		t.Errorf("missing ptxas: got %v, want ErrNoPtxas", err)
	}
	m, err := nvptx.Emit(allKernels(t)[0])
	if err != nil {
		t.Fatal(err)
	}
	if _, err := nvptx.Compile(m, nvptx.Options{LLC: "no-such-llc"}); err == nil {
		t.Error("Compile with a missing llc succeeded")
	}
}
