package lit

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// writeSuite creates files (path -> content) under a temporary directory.
func writeSuite(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func runMain(t *testing.T, tools Registry, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := Main(args, &out, &errOut, tools)
	return code, out.String(), errOut.String()
}

// readJSON returns test name -> code from a "-o" report.
func readJSON(t *testing.T, path string) (map[string]string, map[string]any) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatalf("bad JSON %s: %v", data, err)
	}
	var rep jsonReport
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatal(err)
	}
	codes := map[string]string{}
	for _, tr := range rep.Tests {
		codes[tr.Name] = tr.Code
	}
	return codes, raw
}

var mixedSuite = map[string]string{
	"lit.cfg":              "name = mixed\nsuffixes = .test\nfeatures = linux\n",
	"pass.test":            "RUN: true\n",
	"fail.test":            "RUN: echo out && false\n",
	"xfail.test":           "XFAIL: linux\nRUN: false\n",
	"xpass.test":           "XFAIL: linux && !windows\nRUN: true\n",
	"unsup.test":           "REQUIRES: windows\nRUN: false\n",
	"unsup2.test":          "UNSUPPORTED: lin{{u}}x\nRUN: false\n",
	"norun.test":           "nothing to run\n",
	"badshell.test":        "RUN: echo 'oops\n",
	"badsubst.test":        "RUN: %{missing}\n",
	"flaky.test":           "ALLOW_RETRIES: 3\nRUN: sh -c 'echo x >> %t.n; test $(wc -l < %t.n) -ge 2'\n",
	"notfound.test":        "RUN: no-such-tool-here\n",
	"Inputs/x.test":        "RUN: false\n",
	"Inputs/lit.local.cfg": "",
	"sub/lit.local.cfg":    "features += gpu\nexcludes = skipped.test\n",
	"sub/gpu.test":         "REQUIRES: gpu\nRUN: true\n",
	"sub/skipped.test":     "RUN: false\n",
	"sub/other.txt":        "RUN: false\n",
	"off/lit.local.cfg":    "unsupported = true\n",
	"off/any.test":         "RUN: false\n",
}

func TestEndToEndMixed(t *testing.T) {
	files := map[string]string{}
	for k, v := range mixedSuite {
		files[k] = v
	}
	files["lit.cfg"] += "excludes = Inputs\n"
	dir := writeSuite(t, files)
	js := filepath.Join(t.TempDir(), "r.json")
	xu := filepath.Join(t.TempDir(), "r.xml")
	code, out, errOut := runMain(t, nil, "-j", "4", "-v", "-o", js, "--xunit-xml-output", xu, dir)
	if code != 1 {
		t.Errorf("exit code = %d, want 1\n%s%s", code, out, errOut)
	}
	codes, raw := readJSON(t, js)
	want := map[string]string{
		"mixed :: pass.test":     "PASS",
		"mixed :: fail.test":     "FAIL",
		"mixed :: xfail.test":    "XFAIL",
		"mixed :: xpass.test":    "XPASS",
		"mixed :: unsup.test":    "UNSUPPORTED",
		"mixed :: unsup2.test":   "UNSUPPORTED",
		"mixed :: norun.test":    "UNRESOLVED",
		"mixed :: badshell.test": "UNRESOLVED",
		"mixed :: badsubst.test": "UNRESOLVED",
		"mixed :: flaky.test":    "FLAKYPASS",
		"mixed :: notfound.test": "FAIL",
		"mixed :: sub/gpu.test":  "PASS",
		"mixed :: off/any.test":  "UNSUPPORTED",
	}
	for name, c := range want {
		if codes[name] != c {
			t.Errorf("%s: got %q, want %q", name, codes[name], c)
		}
	}
	if len(codes) != len(want) {
		t.Errorf("got %d tests, want %d: %v", len(codes), len(want), codes)
	}
	for _, k := range []string{"__version__", "elapsed", "tests"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("JSON report lacks %q", k)
		}
	}
	for _, s := range []string{
		"-- Testing: 13 tests, 4 workers --",
		"******************** TEST 'mixed :: fail.test' FAILED ********************\nExit Code: 1\n\nCommand Output (stdout):\n--\n# RUN: at line 1\necho out && false\n# executed command: echo out\n# .---command stdout------------\n# | out\n# `-----------------------------\n# executed command: false\n# note: command had no output on stdout or stderr\n# error: command failed with exit status: 1\n",
		"# shell parser error on RUN: at line 1: echo 'oops\n",
		"badsubst.test:1: unknown substitution %{missing}",
		"# | 'no-such-tool-here': command not found",
		"Failed Tests (2):\n  mixed :: fail.test\n  mixed :: notfound.test\n",
		"Total Discovered Tests: 13\n",
		"  Unsupported        : 3 (23.08%)\n  Passed             : 2 (15.38%)\n  Passed With Retry  : 1 (7.69%)\n  Expectedly Failed  : 1 (7.69%)\n  Unresolved         : 3 (23.08%)\n  Failed             : 2 (15.38%)\n  Unexpectedly Passed: 1 (7.69%)\n",
	} {
		if !strings.Contains(out, s) {
			t.Errorf("output lacks %q\n--- output:\n%s", s, out)
		}
	}
	data, err := os.ReadFile(xu)
	if err != nil {
		t.Fatal(err)
	}
	var x struct {
		Suites []struct {
			Name     string `xml:"name,attr"`
			Tests    int    `xml:"tests,attr"`
			Failures int    `xml:"failures,attr"`
			Skipped  int    `xml:"skipped,attr"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal(data, &x); err != nil {
		t.Fatalf("xunit report is not XML: %v\n%s", err, data)
	}
	if len(x.Suites) != 1 || x.Suites[0].Tests != 13 || x.Suites[0].Failures != 6 || x.Suites[0].Skipped != 3 {
		t.Errorf("xunit suites = %+v", x.Suites)
	}
}

func TestEndToEndTimeout(t *testing.T) {
	dir := writeSuite(t, map[string]string{
		"lit.cfg":   "name = slow\nsuffixes = .test\ntimeout = 60\n",
		"slow.test": "RUN: true && sleep 20\n",
	})
	js := filepath.Join(t.TempDir(), "r.json")
	start := time.Now()
	code, out, _ := runMain(t, nil, "-v", "--timeout", "0.3", "-o", js, dir)
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("the timeout took %v", d)
	}
	if codes, _ := readJSON(t, js); code != 1 || codes["slow :: slow.test"] != "TIMEOUT" {
		t.Errorf("exit %d, verdicts %v; want 1 and TIMEOUT", code, codes)
	}
	for _, s := range []string{
		"Timeout: Reached timeout of 0.3 seconds\n",
		"# executed command: true\n# note: command had no output on stdout or stderr\n",
		"# executed command: sleep 20\n# note: command had no output on stdout or stderr\n# error: command failed with exit status: -9\n# error: command reached timeout: True\n",
		"Timed Out Tests (1):\n  slow :: slow.test\n",
	} {
		if !strings.Contains(out, s) {
			t.Errorf("output lacks %q:\n%s", s, out)
		}
	}
}

func TestEndToEndExitCodes(t *testing.T) {
	pass := writeSuite(t, map[string]string{"lit.cfg": "name = ok\nsuffixes = .t\n", "a.t": "RUN: true\n", "b.t": "RUN: echo hi\n"})
	badcfg := writeSuite(t, map[string]string{"lit.cfg": "name = bad\nsuffixes = .t\nbogus = 1\n", "a.t": "RUN: true\n"})
	badlocal := writeSuite(t, map[string]string{"lit.cfg": "suffixes = .t\n", "d/lit.local.cfg": "[oops]\n", "d/a.t": "RUN: true\n"})
	empty := writeSuite(t, map[string]string{"lit.cfg": "suffixes = .t\n", "a.txt": "RUN: true\n"})
	nocfg := t.TempDir()
	fails := writeSuite(t, map[string]string{"lit.cfg": "name = f\nsuffixes = .t\n", "a.t": "RUN: true\n", "b.t": "RUN: false\n", "c.t": "XFAIL: *\nRUN: false\n", "d.t": "REQUIRES: nope\nRUN: true\n"})
	slow := writeSuite(t, map[string]string{"lit.cfg": "suffixes = .t\n", "a.t": "RUN: sleep 20\n", "b.t": "RUN: sleep 20\n"})
	nested := writeSuite(t, map[string]string{"lit.cfg": "name = outer\nsuffixes = .t\n", "a.t": "RUN: true\n", "in/lit.cfg": "name = inner\nsuffixes = .t\n", "in/b.t": "RUN: true\n"})
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{"all pass", []string{"-j", "1", pass}, 0, "PASS: ok :: a.t (1 of 2)\nPASS: ok :: b.t (2 of 2)\n", ""},
		{"quiet", []string{"-q", pass}, 0, "\nTotal Discovered Tests: 2\n", ""},
		{"succinct", []string{"-s", pass}, 0, "  Passed: 2 (100.00%)", ""},
		{"single file", []string{filepath.Join(pass, "b.t")}, 0, "-- Testing: 1 tests, 1 workers --", ""},
		{"filter", []string{"--filter", "b\\.t", pass}, 0, "-- Testing: 1 of 2 tests", ""},
		{"filter-out", []string{"--filter-out", "b\\.t", pass}, 0, "  Excluded: 1 (50.00%)", ""},
		{"filter none", []string{"--filter", "zzz", pass}, 2, "", "filter did not match any tests (of 2 discovered)"},
		{"bad filter", []string{"--filter", "(", pass}, 2, "", "invalid --filter regular expression"},
		{"config error", []string{badcfg}, 2, "", "lit.cfg:3: unknown setting \"bogus\""},
		{"local config error", []string{badlocal}, 2, "", "lit.local.cfg:1: unknown section [oops]"},
		{"no tests", []string{empty}, 2, "", "did not discover any tests"},
		{"no config", []string{nocfg}, 2, "", "no lit.cfg found"},
		{"missing path", []string{filepath.Join(nocfg, "nope")}, 2, "", "cannot read test path"},
		{"no args", nil, 2, "", "usage: lit"},
		{"bad flag", []string{"--frobnicate", pass}, 2, "", "unknown flag: --frobnicate"},
		{"bad timeout", []string{"--timeout", "-1", pass}, 2, "", "must be non-negative"},
		{"zero workers", []string{"-j", "0", pass}, 2, "", "argument -j/--workers: requires positive integer, but found '0'"},
		{"negative workers", []string{"-j", "-3", pass}, 2, "", "argument -j/--workers: requires positive integer, but found '-3'"},
		{"negative workers long", []string{"--workers=-1", pass}, 2, "", "requires positive integer, but found '-1'"},
		{"zero max-failures", []string{"--max-failures", "0", pass}, 2, "", "argument --max-failures: requires positive integer, but found '0'"},
		{"zero max-tests", []string{"--max-tests=0", pass}, 2, "", "argument --max-tests: requires positive integer, but found '0'"},
		{"max-time", []string{"-j", "1", "--max-time", "0.3", slow}, 0, "  Skipped: 2 (100.00%)\n", "warning: reached timeout, skipping remaining tests"},
		{"max-failures", []string{"-j", "1", "--max-failures", "1", fails}, 1, "  Skipped: 2 (50.00%)\n  Passed : 1 (25.00%)\n  Failed : 1 (25.00%)\n", "warning: reached maximum number of test failures, skipping remaining tests"},
		{"nested suite", []string{"-j", "1", nested}, 0, "PASS: outer :: a.t (1 of 2)\nPASS: inner :: b.t (2 of 2)\n", ""},
		{"inside nested suite", []string{filepath.Join(nested, "in", "b.t")}, 0, "PASS: inner :: b.t (1 of 1)\n", ""},
		{"show-tests", []string{"--show-tests", nested}, 0, "-- Available Tests --\n  inner :: b.t\n  outer :: a.t\n", ""},
		{"show-suites", []string{"--show-suites", fails}, 0, "-- Test Suites --\n  f - 4 tests\n    Source Root: " + fails + "\n    Exec Root  : " + fails + "\n    Available Features: \n    Available Substitutions: \n", ""},
		{"failures", []string{fails}, 1, "Failed Tests (1):\n  f :: b.t\n", ""},
		{"max-tests", []string{"--max-tests", "1", pass}, 0, "  Excluded: 1 (50.00%)", ""},
		{"allow-empty-runs", []string{"--filter", "zzz", "--allow-empty-runs", pass}, 0, "", "Suppressing error because '--allow-empty-runs' was specified."},
		{"ignore-fail", []string{"--ignore-fail", fails}, 0, "Failed Tests (1)", "Exiting with status 0 instead of 1"},
		{"xfail option", []string{"--xfail", "b.t;zzz", fails}, 0, "  Expectedly Failed: 2", ""},
		{"xfail full name", []string{"--xfail", "f :: b.t", fails}, 0, "  Expectedly Failed: 2", ""},
		{"xfail-not", []string{"--xfail-not", "c.t", fails}, 1, "Failed Tests (2):\n  f :: b.t\n  f :: c.t\n", ""},
		{"show-unsupported", []string{"--show-unsupported", "--show-xfail", fails}, 1, "Unsupported Tests (1):\n  f :: d.t\n\n********************\nExpectedly Failed Tests (1):\n  f :: c.t\n", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runMain(t, nil, tt.args...)
			if code != tt.code {
				t.Errorf("exit code = %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tt.code, out, errOut)
			}
			if !strings.Contains(out, tt.stdout) {
				t.Errorf("stdout lacks %q:\n%s", tt.stdout, out)
			}
			if !strings.Contains(errOut, tt.stderr) {
				t.Errorf("stderr lacks %q:\n%s", tt.stderr, errOut)
			}
		})
	}
}

func TestEndToEndLITFilterEnv(t *testing.T) {
	dir := writeSuite(t, map[string]string{"lit.cfg": "suffixes = .t\n", "a.t": "RUN: true\n", "b.t": "RUN: false\n"})
	t.Setenv("LIT_FILTER", "a\\.t")
	code, out, _ := runMain(t, nil, dir)
	if code != 0 || !strings.Contains(out, "Excluded: 1") {
		t.Errorf("LIT_FILTER ignored: code %d\n%s", code, out)
	}
}

func TestEndToEndInProcessTools(t *testing.T) {
	dir := writeSuite(t, map[string]string{
		"lit.cfg": "name = tools\nsuffixes = .t\n",
		"a.t":     "RUN: echo abc | rev-tool | rev-tool | rev-tool | grep -q cba\n",
	})
	var calls atomic.Int32
	tools := Registry{"rev-tool": func(_ context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
		calls.Add(1)
		data, _ := io.ReadAll(stdin)
		s := []rune(strings.TrimSuffix(string(data), "\n"))
		for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
			s[i], s[j] = s[j], s[i]
		}
		io.WriteString(stdout, string(s)+"\n")
		return 0
	}}
	code, out, _ := runMain(t, tools, "-v", dir)
	if code != 0 || calls.Load() != 3 {
		t.Errorf("exit %d, tool called %d times, want 0 and 3\n%s", code, calls.Load(), out)
	}
	// With in-process tools disabled the command must come from PATH.
	code, out, _ = runMain(t, tools, "-v", "--no-in-process", dir)
	if code != 1 || !strings.Contains(out, "'rev-tool': command not found") || calls.Load() != 3 {
		t.Errorf("--no-in-process: exit %d, calls %d\n%s", code, calls.Load(), out)
	}
}

func TestEndToEndShowAllAndEnv(t *testing.T) {
	dir := writeSuite(t, map[string]string{
		"lit.cfg":   "suffixes = .t\ntool_paths = bin\n[env]\nGREETING = hello there\n",
		"bin/greet": "#!/bin/sh\necho \"$GREETING from greet\"\n",
		"a.t":       "RUN: greet | grep -q 'hello there from greet'\nRUN: cd %T && pwd | grep -q Output\n",
	})
	if err := os.Chmod(filepath.Join(dir, "bin/greet"), 0o755); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runMain(t, nil, "-a", dir)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	re := regexp.MustCompile(`(?s)PASS: .* :: a\.t \(1 of 1\)\nExit Code: 0\n\nCommand Output \(stdout\):\n--\n# RUN: at line 1\ngreet \| grep -q 'hello there from greet'\n# executed command: greet\n# executed command: grep -q 'hello there from greet'\n# RUN: at line 2\n`)
	if !re.MatchString(out) {
		t.Errorf("-a output does not match %s:\n%s", re, out)
	}
}

func TestRunCanceledSkipsTests(t *testing.T) {
	dir := writeSuite(t, map[string]string{"lit.cfg": "suffixes = .t\n", "a.t": "RUN: true\n", "b.t": "RUN: true\n"})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s, err := Run(ctx, Options{Paths: []string{dir}, ExecRoot: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range s.Results {
		if r.Code != Skipped {
			t.Errorf("%s: %s, want SKIPPED", r.Name(), r.Code)
		}
	}
}
