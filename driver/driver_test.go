package driver

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func run(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Main(args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

const genericAdd = `"func.func"() <{function_type = (tensor<?xf32>) -> tensor<?xf32>, sym_name = "f"}> ({
^bb0(%arg0: tensor<?xf32>):
  %0 = "foo.neg"(%arg0) : (tensor<?xf32>) -> tensor<?xf32>
  %1 = "foo.neg"(%arg0) : (tensor<?xf32>) -> tensor<?xf32>
  %2 = "foo.add"(%0, %1) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  "func.return"(%2) : (tensor<?xf32>) -> ()
}) : () -> ()
`

func TestUsageErrors(t *testing.T) {
	cases := [][]string{
		{"--no-such-flag"},
		{"a.mlir", "b.mlir"},
		{"--emit=wasm"},
		{"--pass-pipeline=builtin.module(nope)"},
	}
	for _, args := range cases {
		_, stderr, code := run(t, "", args...)
		if code != exitUsage {
			t.Errorf("%v: exit %d, want 2 (stderr %q)", args, code, stderr)
		}
		if strings.Contains(stderr, "goroutine") {
			t.Errorf("%v: Go trace in stderr", args)
		}
	}
}

func TestMissingInputFile(t *testing.T) {
	_, stderr, code := run(t, "", "/nonexistent/x.mlir")
	if code != exitFailure || !strings.Contains(stderr, "could not open input file") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}

func TestSingleDashLongFlags(t *testing.T) {
	out, stderr, code := run(t, genericAdd+"// -----\n"+genericAdd, "-split-input-file", "-allow-unregistered-dialect", "-mlir-print-op-generic", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if n := strings.Count(out, "// -----\n"); n != 1 {
		t.Errorf("want one split marker in the joined output, got %d:\n%s", n, out)
	}
	if n := strings.Count(out, `"foo.add"`); n != 2 {
		t.Errorf("want both splits printed, got %d", n)
	}
}

func TestShorthandPassFlag(t *testing.T) {
	out, stderr, code := run(t, genericAdd, "-allow-unregistered-dialect", "-cse")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	// foo.neg is unregistered, so it may have side effects: cse keeps both.
	if strings.Count(out, `"foo.neg"`) != 2 {
		t.Errorf("cse merged ops of an unregistered dialect:\n%s", out)
	}
}

func TestUnregisteredNeedsFlag(t *testing.T) {
	_, stderr, code := run(t, genericAdd)
	if code != exitFailure || !strings.Contains(stderr, "<stdin>:3:") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}

func TestOutputIsAtomic(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.mlir")
	if err := os.WriteFile(out, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, code := run(t, "%0 = \"foo.x\"(%undefined) : (i32) -> i32\n", "-allow-unregistered-dialect", "-o", out)
	if code != exitFailure {
		t.Fatalf("bad input accepted")
	}
	if b, _ := os.ReadFile(out); string(b) != "old" {
		t.Errorf("failed run changed the output file: %q", b)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("temporary files left behind: %v", entries)
	}
	_, stderr, code := run(t, genericAdd, "-allow-unregistered-dialect", "-o", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if b, _ := os.ReadFile(out); !strings.Contains(string(b), "foo.add") {
		t.Errorf("output not written: %q", b)
	}
}

func TestVerifyDiagnostics(t *testing.T) {
	src := `// expected-error @+1 {{use of undeclared SSA value}}
%0 = "foo.x"(%nope) : (i32) -> i32
// -----
// expected-error-re @below {{undeclared {{SSA|ssa}} value}}
%1 = "foo.y"(%gone) : (i32) -> i32
`
	_, stderr, code := run(t, src, "-split-input-file", "-verify-diagnostics", "-allow-unregistered-dialect")
	if code != 0 {
		t.Fatalf("exit %d:\n%s", code, stderr)
	}
	bad := `// expected-error @+1 {{something else}}
%0 = "foo.x"(%nope) : (i32) -> i32
`
	_, stderr, code = run(t, bad, "-verify-diagnostics", "-allow-unregistered-dialect")
	if code != exitFailure {
		t.Fatalf("mismatch accepted")
	}
	for _, want := range []string{"<stdin>:2:", "unexpected error:", `expected error "something else" was not produced`} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
}

func TestSplitKeepsLineNumbers(t *testing.T) {
	src := genericAdd + "// -----\n" + `%0 = "foo.x"(%nope) : (i32) -> i32` + "\n"
	_, stderr, code := run(t, src, "-split-input-file", "-allow-unregistered-dialect")
	line := strings.Count(genericAdd, "\n") + 2
	if code != exitFailure || !strings.Contains(stderr, "<stdin>:"+strconv.Itoa(line)+":") {
		t.Errorf("exit %d, want an error at line %d:\n%s", code, line, stderr)
	}
}

func TestListPassesAndVersion(t *testing.T) {
	out, _, code := run(t, "", "--list-passes")
	if code != 0 || !strings.Contains(out, "cse") || !strings.Contains(out, "canonicalize") {
		t.Errorf("list-passes: exit %d\n%s", code, out)
	}
	out, _, code = run(t, "", "-version")
	if code != 0 || !strings.HasPrefix(out, "symopt") {
		t.Errorf("version: exit %d %q", code, out)
	}
}

func TestOutputToDeviceAndSymlink(t *testing.T) {
	// Writing to /dev/null must not replace the device with a file.
	if _, _, code := run(t, genericAdd, "-allow-unregistered-dialect", "-o", os.DevNull); code != 0 {
		t.Fatalf("exit %d", code)
	}
	if info, err := os.Stat(os.DevNull); err != nil || info.Mode().IsRegular() {
		t.Fatalf("%s is now a regular file", os.DevNull)
	}
	dir := t.TempDir()
	target := filepath.Join(dir, "target.mlir")
	link := filepath.Join(dir, "link.mlir")
	if err := os.WriteFile(target, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, link); err != nil {
		t.Skip("no symlinks here")
	}
	if _, stderr, code := run(t, genericAdd, "-allow-unregistered-dialect", "-o", link); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the symlink was replaced")
	}
	if b, _ := os.ReadFile(target); !strings.Contains(string(b), "foo.add") {
		t.Errorf("output did not reach the symlink's target")
	}
}

// TestMissingToolNamesTheInput checks that an error without a position
// of its own (here: the llc asked for does not exist) is reported
// against the input file, with exit 1 and no output file.
func TestMissingToolNamesTheInput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.mlir")
	src := "func.func @f(%x: tensor<?xf32>) -> tensor<?xf32> {\n  %0 = stablehlo.exponential %x : tensor<?xf32>\n  return %0 : tensor<?xf32>\n}\n"
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	outPath := filepath.Join(dir, "out.ptx")
	_, stderr, code := run(t, "", "--emit=ptx", "--llc="+filepath.Join(dir, "no-llc"), in, "-o", outPath)
	if code != exitFailure {
		t.Fatalf("exit %d, want 1 (stderr %q)", code, stderr)
	}
	if !strings.HasPrefix(stderr, in+": error: ") {
		t.Errorf("stderr %q does not start with %q", stderr, in+": error: ")
	}
	if _, err := os.Stat(outPath); err == nil {
		t.Errorf("an output file was written")
	}
}

// TestOutputInDirectoryWithoutNewFiles: when the output's directory exists
// but takes no new files (/proc), the message says so instead of "no such
// file or directory".
func TestOutputInDirectoryWithoutNewFiles(t *testing.T) {
	if _, err := os.Stat("/proc/version"); err != nil {
		t.Skip("no /proc here")
	}
	_, stderr, code := run(t, genericAdd, "-allow-unregistered-dialect", "-o", "/proc/version")
	if code != exitFailure || !strings.Contains(stderr, "cannot create a file in directory '/proc'") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}
