package nvptx_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/symopt/symopt/internal/testtool"
	"github.com/symopt/symopt/lowering/kernel"
	"github.com/symopt/symopt/nvptx"
)

// llcVersion is an llc the kernel tests compile with: its LLVM major
// version, the names it may be installed under and the target its PTX
// declares.
type llcVersion struct {
	major  int
	names  []string
	target string
}

// llcVersions are LLVM 19 compiling for sm_90 and LLVM 14 for sm_80.
func llcVersions() []llcVersion {
	return []llcVersion{
		{19, []string{"llc-19", "llc"}, ".target sm_90"},
		{14, []string{"llc-14", "llc"}, ".target sm_80"},
	}
}

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
	testtool.Missing(t, "%s", msg)
	return nvptx.Tool{}
}

// forEachLLC runs f in a subtest llvm<major> for each of llcVersions with
// its llc, found by needTool.
func forEachLLC(t *testing.T, f func(t *testing.T, v llcVersion, tool nvptx.Tool)) {
	t.Helper()
	for _, v := range llcVersions() {
		t.Run(fmt.Sprintf("llvm%d", v.major), func(t *testing.T) {
			f(t, v, needTool(t, v.major, v.names...))
		})
	}
}

// ptxWant is what the PTX of a module must hold.
type ptxWant struct {
	target bool     // the .target line of the llc version
	none   []string // substrings it must not contain
	match  []string // regular expressions it must match
}

// compileEach emits ks as one module, compiles it with each llc version
// and checks the PTX: an .entry per kernel with its parameters
// (checkPTX), then w.
func compileEach(t *testing.T, ks []*kernel.Kernel, w ptxWant) {
	t.Helper()
	m := emit(t, ks...)
	forEachLLC(t, func(t *testing.T, v llcVersion, tool nvptx.Tool) {
		ptx, err := nvptx.Compile(m, nvptx.Options{LLC: tool.Path})
		if err != nil {
			t.Fatal(err)
		}
		if w.target && !strings.Contains(ptx, v.target) {
			t.Errorf("PTX lacks %q", v.target)
		}
		checkPTX(t, ptx, ks)
		for _, bad := range w.none {
			if strings.Contains(ptx, bad) {
				t.Errorf("PTX has %s", bad)
			}
		}
		matchEach(t, "PTX", ptx, w.match...)
	})
}

// matchEach checks that text (what names it in errors) matches each of
// the regular expressions patterns.
func matchEach(t *testing.T, what, text string, patterns ...string) {
	t.Helper()
	for _, p := range patterns {
		if !regexp.MustCompile(p).MatchString(text) {
			t.Errorf("%s has nothing matching %s", what, p)
		}
	}
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
