package lit

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/symopt/symopt/internal/testtool"
)

// litCommand returns the command line that runs LLVM's lit, or skips
// the test (fails it when CI=true) when lit or FileCheck-19 is missing.
func litCommand(t *testing.T) []string {
	t.Helper()
	need := func(what string, err error) {
		testtool.Missing(t, "%s not available: %v", what, err)
	}
	if _, err := exec.LookPath("FileCheck-19"); err != nil {
		need("FileCheck-19", err)
	}
	if p, err := exec.LookPath("lit"); err == nil {
		return []string{p}
	}
	py := "/usr/bin/python3"
	if _, err := os.Stat(py); err != nil {
		p, err := exec.LookPath("python3")
		if err != nil {
			need("python3", err)
		}
		py = p
	}
	script := "/usr/lib/llvm-19/build/utils/lit/lit.py"
	if _, err := os.Stat(script); err != nil {
		need("LLVM lit", err)
	}
	return []string{py, script}
}

// diffSuite is run by both runners; each test has one verdict.
var diffSuite = map[string]string{
	"lit.cfg":              "name = diff\nsuffixes = .txt\nfeatures = foo x86_64-linux\n",
	"lit.cfg.py":           "import lit.formats\nconfig.name = 'diff'\nconfig.suffixes = ['.txt']\nconfig.test_format = lit.formats.ShTest()\nconfig.available_features.update(['foo', 'x86_64-linux'])\n",
	"check-pass.txt":       "RUN: echo hello | FileCheck-19 %s\nCHECK: hello\n",
	"check-fail.txt":       "RUN: echo hello | FileCheck-19 %s\nCHECK: bye\n",
	"xfail.txt":            "XFAIL: foo\nRUN: false\n",
	"xfail-star.txt":       "XFAIL: *\nRUN: false\n",
	"xpass.txt":            "XFAIL: foo && !bar\nRUN: true\n",
	"requires.txt":         "REQUIRES: bar\nRUN: true\n",
	"requires-ok.txt":      "REQUIRES: foo, x86_64-{{.*}}\nRUN: true\n",
	"unsupported.txt":      "UNSUPPORTED: bar || foo\nRUN: true\n",
	"unsup-no.txt":         "UNSUPPORTED: bar\nRUN: true\n",
	"not.txt":              "RUN: not false\nRUN: not not true\n",
	"not-fail.txt":         "RUN: not true\n",
	"or.txt":               "RUN: false || true\n",
	"and.txt":              "RUN: true && false\n",
	"seq.txt":              "RUN: false; true\n",
	"pipefail.txt":         "RUN: false | true\n",
	"redirect.txt":         "RUN: echo a > %t && echo b >> %t && cat %t | FileCheck-19 %s\nCHECK: a\nCHECK-NEXT: b\n",
	"stderr.txt":           "RUN: not FileCheck-19 %s < %s 2>&1 | FileCheck-19 %s --check-prefix=ERR\nERR: error: NOPE\nNOPE: zzz{{[0-9]}}\n",
	"no-run.txt":           "nothing here\n",
	"bad-shell.txt":        "RUN: echo 'unterminated\n",
	"define.txt":           "DEFINE: %{x} = echo one\nRUN: %{x} | FileCheck-19 %s --check-prefix=A\nA: one\nREDEFINE: %{x} = echo two\nRUN: %{x} | FileCheck-19 %s --check-prefix=B\nB: two\n",
	"continue.txt":         "RUN: echo a \\\nRUN:   b | FileCheck-19 %s\nCHECK: a b\n",
	"end.txt":              "RUN: true\nEND.\nRUN: false\n",
	"diff-same.txt":        "RUN: echo x > %t.1 && echo x > %t.2 && diff %t.1 %t.2\n",
	"diff-other.txt":       "RUN: echo x > %t.1 && echo y > %t.2 && diff %t.1 %t.2\n",
	"cd.txt":               "RUN: mkdir -p %t.d && cd %t.d && echo z > f && cat f | FileCheck-19 %s\nCHECK: z\n",
	"rm.txt":               "RUN: rm -rf %t.r && mkdir -p %t.r/a && rm -r %t.r && not cat %t.r/a\n",
	"env.txt":              "RUN: env FOO=1 sh -c 'test \"$FOO\" = 1'\n",
	"missing-cmd.txt":      "RUN: no-such-command-anywhere\n",
	"quotes.txt":           "RUN: echo 'a  b' \"c\\\"d\" e\\ f | FileCheck-19 %s\nCHECK: {{^}}a  b c\"d e f{{$}}\n",
	"glob.txt":             "RUN: touch %t.g1 %t.g2 && ls %t.g* | FileCheck-19 %s\nCHECK: g1\nCHECK: g2\n",
	"stdin-diff.txt":       "RUN: echo x > %t && echo x | diff - %t\n",
	"export.txt":           "RUN: export FOO=bar\nRUN: sh -c 'test \"$FOO\" = bar'\n",
	"cd-persist.txt":       "RUN: mkdir -p %t.d && cd %t.d\nRUN: touch here && test -f %t.d/here\n",
	"devnull.txt":          "RUN: not cat %t.nonexistent 2>/dev/null\n",
	"stderr-file.txt":      "RUN: sh -c 'echo err >&2' 2>%t.e && FileCheck-19 %s --input-file %t.e\nCHECK: err\n",
	"retry.txt":            "ALLOW_RETRIES: 2\nRUN: sh -c 'echo x >> %t.n; test $(wc -l < %t.n) -ge 2'\n",
	"sub/lit.local.cfg":    "features += gpu\n",
	"sub/lit.local.cfg.py": "config.available_features.add('gpu')\n",
	"sub/gpu.txt":          "REQUIRES: gpu && foo\nRUN: true\n",
}

// TestDifferentialAgainstLLVMLit runs the same suite through LLVM's lit
// and through this package and compares the verdicts test by test.
func TestDifferentialAgainstLLVMLit(t *testing.T) {
	lit := litCommand(t)
	dir := writeSuite(t, diffSuite)
	theirsJSON := filepath.Join(t.TempDir(), "theirs.json")
	cmd := exec.Command(lit[0], append(lit[1:], "-q", "-j", "2", "-o", theirsJSON, dir)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			t.Fatalf("running LLVM lit: %v\n%s", err, out)
		}
	}
	theirs, _ := readJSON(t, theirsJSON)

	oursJSON := filepath.Join(t.TempDir(), "ours.json")
	if code, out, errOut := runMain(t, nil, "-q", "--exec-root", t.TempDir(), "-o", oursJSON, dir); code != 1 {
		t.Fatalf("our lit exited %d, want 1\n%s%s", code, out, errOut)
	}
	ours, _ := readJSON(t, oursJSON)

	if len(theirs) < 30 {
		t.Fatalf("LLVM lit ran only %d tests: %v", len(theirs), theirs)
	}
	for name, want := range theirs {
		if got := ours[name]; got != want {
			t.Errorf("%s: ours %s, LLVM lit %s", name, got, want)
		}
	}
	for name := range ours {
		if _, ok := theirs[name]; !ok {
			t.Errorf("%s: run by us only", name)
		}
	}
}
