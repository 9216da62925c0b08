package lit

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// pySuite is a suite configured in Python with the idioms of LLVM's
// trees; the lines this runner cannot read are warned about and skipped.
var pySuite = map[string]string{
	"lit.site.cfg.py": `import os
import lit.llvm
lit.llvm.initialize(lit_config, config)
config.llvm_tools_dir = "/nonexistent/llvm/bin"
lit_config.load_config(config, os.path.join(os.path.dirname(__file__), "lit.cfg.py"))
`,
	"lit.cfg.py": `# -*- Python -*-
import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "PY"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt"]
config.test_source_root = os.path.dirname(__file__)
config.substitutions.append(("%greet", "echo hello"))
config.substitutions.append(('%tools_dir', config.llvm_tools_dir))
config.available_features.add("has-greet")
config.environment["GREETING"] = "hi"
config.targets = frozenset("X86 AArch64".split())
tools = [
    "sh",
    ToolSubst("no-such-tool-anywhere", unresolved="ignore"),
    ToolSubst("%say", command="echo said"),
]
llvm_config.add_tool_substitutions(tools, ["/bin", "/usr/bin"])
def helper(x):
    return x
if config.no_such_attribute:
    config.unsupported = True
`,
	"a.mlir":              "// RUN: %greet | grep -q hello\n",
	"env.test":            "RUN: printenv GREETING | grep -q hi\n",
	"tool.test":           "RUN: sh -c 'exit 0' && %say x | grep -q 'said x'\n",
	"dir.test":            "RUN: test %tools_dir = /nonexistent/llvm/bin\n",
	"req.test":            "REQUIRES: has-greet\nRUN: true\n",
	"Inputs/skipped.mlir": "// RUN: false\n",
	"sub/lit.local.cfg":   "config.excludes = [\"td\"]\nconfig.available_features.add('sub-feature')\nconfig.suffixes.add('.td')\n",
	"sub/b.td":            "// REQUIRES: sub-feature\n// RUN: true\n",
	"sub/td/c.mlir":       "// RUN: false\n",
	"nvptx/lit.local.cfg": "if not \"NVPTX\" in config.root.targets:\n    config.unsupported = True\n",
	"nvptx/d.mlir":        "// RUN: false\n",
	"x86/lit.local.cfg":   "if not 'X86' in config.root.targets:\n  config.unsupported = True\n",
	"x86/e.mlir":          "// RUN: true\n",
	"off/lit.local.cfg":   "config.unsupported = True\n",
	"off/f.mlir":          "// RUN: false\n",
	"on/lit.local.cfg":    "config.unsupported = False\nconfig.available_features.discard('has-greet')\n",
	"on/g.mlir":           "// REQUIRES: has-greet\n// RUN: false\n",
}

var pySuiteVerdicts = map[string]string{
	"PY :: a.mlir":       "PASS",
	"PY :: env.test":     "PASS",
	"PY :: tool.test":    "PASS",
	"PY :: dir.test":     "PASS",
	"PY :: req.test":     "PASS",
	"PY :: sub/b.td":     "PASS",
	"PY :: nvptx/d.mlir": "UNSUPPORTED",
	"PY :: x86/e.mlir":   "PASS",
	"PY :: off/f.mlir":   "UNSUPPORTED",
	"PY :: on/g.mlir":    "UNSUPPORTED",
}

func TestPythonConfig(t *testing.T) {
	dir := writeSuite(t, pySuite)
	out := filepath.Join(t.TempDir(), "r.json")
	code, stdout, stderr := runMain(t, nil, "-o", out, dir)
	if code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	codes, _ := readJSON(t, out)
	for name, want := range pySuiteVerdicts {
		if codes[name] != want {
			t.Errorf("%s: %s, want %s", name, codes[name], want)
		}
	}
	if len(codes) != len(pySuiteVerdicts) {
		t.Errorf("ran %d tests, want %d: %v", len(codes), len(pySuiteVerdicts), codes)
	}
	cfg := filepath.Join(dir, "lit.cfg.py")
	for _, w := range []string{
		"lit: " + cfg + ":24: warning: cannot read this line, skipping it: 'def' is not supported\n",
		"lit: " + cfg + ":26: warning: cannot evaluate this condition, skipping the whole if statement: 'TestingConfig' object has no attribute 'no_such_attribute'\n",
	} {
		if !strings.Contains(stderr, w) {
			t.Errorf("stderr lacks %q:\n%s", w, stderr)
		}
	}
}

// A Python lit.local.cfg under a suite of "key = value" lines applies,
// rather than aborting the run.
func TestPythonLocalConfigInPlainSuite(t *testing.T) {
	dir := writeSuite(t, map[string]string{
		"lit.cfg":         "name = s\nsuffixes = .t\n",
		"a.t":             "RUN: true\n",
		"d/lit.local.cfg": "config.excludes = [\"td\"]\n",
		"d/b.t":           "RUN: true\n",
		"d/td/c.t":        "RUN: false\n",
		"e/lit.local.cfg": "config.suffixes = ['.u']\nconfig.bogus = [x for x in y]\nconfig.available_features.add('e')\n",
		"e/f.u":           "REQUIRES: e\nRUN: true\n",
		"e/g.t":           "RUN: false\n",
	})
	code, stdout, stderr := runMain(t, nil, "-j", "1", dir)
	if code != 0 || !strings.Contains(stdout, "Passed: 3") {
		t.Errorf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	if w := filepath.Join(dir, "e", "lit.local.cfg") + ":2: warning: cannot read this line"; !strings.Contains(stderr, w) {
		t.Errorf("stderr lacks %q:\n%s", w, stderr)
	}
}

func TestToolSubstitutionBoundaries(t *testing.T) {
	env := &pyConfigEnv{c: defaultConfig("/"), warn: func(string) {}}
	env.cfg = env.configObject(env.c)
	env.cfg.attrs["llvm_tools_dir"] = "/tools"
	if _, err := env.addToolSubstitutions(pyTuple{"FileCheck", &pyObj{kind: "ToolSubst", attrs: map[string]any{
		"key": `\| \bcount\b`, "verbatim": true, "command": "/bin/count"}}}, nil); err != nil {
		t.Fatal(err)
	}
	env.writeBack("cfg", true)
	for in, want := range map[string]string{
		"FileCheck %s":            "/tools/FileCheck %s",
		"a | FileCheck --x":       "a | /tools/FileCheck --x",
		"FileCheck-19 x":          "FileCheck-19 x",
		"not-FileCheck x":         "not-FileCheck x",
		"/usr/bin/FileCheck x":    "/usr/bin/FileCheck x",
		"x.FileCheck":             "x.FileCheck",
		"MyFileCheck FileCheck":   "MyFileCheck /tools/FileCheck",
		"echo a | count 1; count": "echo a | /bin/count 1; count",
	} {
		got, err := substitute(in, env.c.Substitutions)
		if err != nil || got != want {
			t.Errorf("%q -> %q (%v), want %q", in, got, err, want)
		}
	}
}

// The same tree run by LLVM's lit gives the same verdicts.
func TestPythonConfigAgainstLLVMLit(t *testing.T) {
	lit := litCommand(t)
	files := map[string]string{}
	for k, v := range pySuite {
		files[k] = v
	}
	// lit stops at the lines this runner skips; leave them out.
	files["lit.cfg.py"] = strings.Split(files["lit.cfg.py"], "def helper")[0]
	dir := writeSuite(t, files)
	out := filepath.Join(t.TempDir(), "r.json")
	cmd := exec.Command(lit[0], append(lit[1:], "-o", out, dir)...)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("lit: %v\n%s", err, b)
	}
	codes, _ := readJSON(t, out)
	for name, want := range pySuiteVerdicts {
		if codes[name] != want {
			t.Errorf("LLVM's lit: %s: %s, want %s", name, codes[name], want)
		}
	}
}

// Whatever the text, reading it warns and never panics.
func FuzzPythonConfig(f *testing.F) {
	for _, s := range []string{pySuite["lit.cfg.py"], pySuite["nvptx/lit.local.cfg"], "\\\n", "if x:\n", "else:\n  y", "a = (", "x = '''\n", "for in:\n", "config.x[1] = 2", "f(*a)", "{1: 2, 3}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		parsePythonConfig("/cfg/lit.local.cfg", text, defaultConfig("/cfg"), func(string) {})
	})
}
