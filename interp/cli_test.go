package interp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

const twoArgs = `func.func @f(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = stablehlo.add %x, %y : tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}
func.func @dyn(%x: tensor<?x?xf32, [@S0, @S1]>) -> tensor<?x?xf32> {
  %r = stablehlo.multiply %x, %x : tensor<?x?xf32, [@S0, @S1]>
  %c = tensor.cast %r : tensor<?x?xf32, [@S0, @S1]> to tensor<?x?xf32>
  func.return %c : tensor<?x?xf32>
}
func.func @plain(%x: tensor<?xi32>) -> tensor<?xi32> {
  func.return %x : tensor<?xi32>
}
`

func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestMainUsageAndInputErrors: bad invocations exit 2 with a message that
// names the problem, never a panic.
func TestMainUsageAndInputErrors(t *testing.T) {
	dir := t.TempDir()
	mod := writeFile(t, dir, "m.mlir", twoArgs)
	bad := writeFile(t, dir, "bad.mlir", "func.func @f( {\n")
	calls := writeFile(t, dir, "calls.mlir", `func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @b_kernel(%x) : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.custom_call @a_kernel(%0) : (tensor<2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}
`)
	i32npy := filepath.Join(dir, "i.npy")
	if err := tensor.WriteNPYFile(i32npy, tensor.Must(tensor.New(tensor.I32, []int64{2, 3}))); err != nil {
		t.Fatal(err)
	}
	shortNpy := filepath.Join(dir, "s.npy")
	if err := tensor.WriteNPYFile(shortNpy, tensor.Must(tensor.New(tensor.F32, []int64{3}))); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"two files", []string{mod, mod}, "expected one input file, got 2"},
		{"unknown flag", []string{mod, "--bogus"}, "unknown flag"},
		{"missing file", []string{filepath.Join(dir, "none.mlir")}, "no such file"},
		{"parse error", []string{bad}, "bad.mlir:"},
		{"unknown function", []string{mod, "--fn", "nope"}, "no function @nope"},
		{"no default function", []string{mod}, "use --fn"},
		{"missing input", []string{mod, "--fn", "f"}, "argument 0"},
		{"wrong dtype", []string{mod, "--fn", "f", "--input", "0=" + i32npy, "--input", "1=" + i32npy}, "argument 0"},
		{"wrong shape", []string{mod, "--fn", "f", "--input", "arg0=" + shortNpy, "--random-inputs", "1"}, "argument 0"},
		{"bad input spec", []string{mod, "--fn", "f", "--input", "x.npy"}, "N=path"},
		{"input out of range", []string{mod, "--fn", "f", "--input", "5=" + i32npy}, "has 2 arguments"},
		{"unbound symbol", []string{mod, "--fn", "dyn", "--random-inputs", "1"}, "@S0"},
		{"unbound dim", []string{mod, "--fn", "plain", "--random-inputs", "1"}, "--dims arg0"},
		{"bad dims", []string{mod, "--dims", "S0=x"}, "bad size"},
		{"unsupported custom calls", []string{calls, "--random-inputs", "1"}, "unsupported custom_call targets: @a_kernel, @b_kernel"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, _, stderr := runMain(t, tc.args...)
			if code != ExitUsage {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, ExitUsage, stderr)
			}
			if !strings.Contains(stderr, tc.want) {
				t.Errorf("stderr does not mention %q:\n%s", tc.want, stderr)
			}
		})
	}
}

// TestMainRunsAndWrites: inputs from files and seeds, symbolic and
// positional dims, result files and summaries.
func TestMainRunsAndWrites(t *testing.T) {
	dir := t.TempDir()
	mod := writeFile(t, dir, "m.mlir", twoArgs)
	x := tensor.Must(tensor.FromFloat64s(tensor.F32, []int64{2, 3}, []float64{1, 2, 3, 4, 5, 6}))
	xnpy := filepath.Join(dir, "x.npy")
	if err := tensor.WriteNPYFile(xnpy, x); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	code, stdout, stderr := runMain(t, mod, "--fn", "f", "--input", "0="+xnpy, "--input", "arg1="+xnpy, "--out", out)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "@f result0: tensor<2x3xf32> [2, 4, 6, 8, 10, 12]") {
		t.Errorf("summary: %q", stdout)
	}
	got, err := tensor.ReadNPYFile(filepath.Join(out, "result0.npy"), tensor.F32, []int64{2, 3})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := tensor.Convert(x, tensor.F32)
	twice := tensor.Must(tensor.FromFloat64s(tensor.F32, []int64{2, 3}, []float64{2, 4, 6, 8, 10, 12}))
	if ok, report := tensor.Close(got, twice, tensor.Tolerance{}); !ok || want == nil {
		t.Errorf("result file: %s", report)
	}
	for _, tc := range []struct {
		args  []string
		shape string
	}{
		{[]string{"--fn", "dyn", "--dims", "S0=4,S1=7"}, "tensor<4x7xf32>"},
		{[]string{"--fn", "dyn", "--dims", "arg0=2x5"}, "tensor<2x5xf32>"},
		{[]string{"--fn", "plain", "--dims", "arg0=3"}, "tensor<3xi32>"},
	} {
		args := append([]string{mod, "--random-inputs", "9"}, tc.args...)
		code, stdout, stderr := runMain(t, args...)
		if code != ExitOK || !strings.Contains(stdout, tc.shape) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", tc.args, code, stdout, stderr)
		}
		_, again, _ := runMain(t, args...)
		if again != stdout {
			t.Errorf("%v: seeded runs differ:\n%s\n%s", tc.args, stdout, again)
		}
	}
}

// TestMainSplitAndCompare covers --split-input-file, --all and
// --compare-with.
func TestMainSplitAndCompare(t *testing.T) {
	dir := t.TempDir()
	prog := func(op, exp string) string {
		return "func.func @t() {\n  %a = stablehlo.constant dense<3> : tensor<i32>\n  %r = stablehlo." + op +
			" %a, %a : tensor<i32>\n  %e = stablehlo.constant dense<" + exp + "> : tensor<i32>\n  check.expect_eq %r, %e : tensor<i32>\n  func.return\n}\n"
	}
	good := writeFile(t, dir, "g.mlir", prog("add", "6")+"// -----\n"+prog("multiply", "9"))
	if code, _, stderr := runMain(t, good, "--split-input-file"); code != ExitOK {
		t.Errorf("split: exit %d: %s", code, stderr)
	}
	failing := writeFile(t, dir, "f.mlir", prog("add", "6")+"// -----\n"+prog("multiply", "10"))
	code, _, stderr := runMain(t, failing, "--split-input-file")
	if code != ExitFailure || !strings.Contains(stderr, "f.mlir:13:3: check.expect_eq") {
		t.Errorf("second piece must fail at its own line: exit %d:\n%s", code, stderr)
	}
	fn := func(op string) string {
		return "func.func @k(%x: tensor<5xi32>) -> tensor<5xi32> {\n  %r = stablehlo." + op + " %x, %x : tensor<5xi32>\n  func.return %r : tensor<5xi32>\n}\n"
	}
	a := writeFile(t, dir, "a.mlir", fn("add"))
	b := writeFile(t, dir, "b.mlir", fn("multiply"))
	a2 := writeFile(t, dir, "a2.mlir", fn("add"))
	if code, stdout, stderr := runMain(t, a, "--all", "--random-inputs", "3", "--compare-with", a2); code != ExitOK || !strings.Contains(stdout, "match") {
		t.Errorf("same program: exit %d %s %s", code, stdout, stderr)
	}
	if code, _, stderr := runMain(t, a, "--fn", "k", "--random-inputs", "3", "--compare-with", b); code != ExitFailure || !strings.Contains(stderr, "differ") {
		t.Errorf("different programs: exit %d %s", code, stderr)
	}
	if code, _, stderr := runMain(t, failing, "--split-input-file", "--compare-with", failing); code != ExitFailure || !strings.Contains(stderr, "fails in both files") {
		t.Errorf("failing in both: exit %d %s", code, stderr)
	}
}

// TestMainExitCodes: a wrong answer exits 1; what the interpreter does
// not implement exits 2 and says "unsupported", as do usage and parse
// errors, so scripts can tell "not implemented" from "wrong answer".
func TestMainExitCodes(t *testing.T) {
	dir := t.TempDir()
	fn := func(body string) string {
		return "func.func @main() {\n  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n  " + body + "\n  func.return\n}\n"
	}
	failing := writeFile(t, dir, "fail.mlir", fn("check.expect_eq_const %a, dense<[1, 3]> : tensor<2xi32>"))
	unknownOp := writeFile(t, dir, "op.mlir", fn(`%r = "foo.bar"(%a) : (tensor<2xi32>) -> tensor<2xi32>`))
	elemType := writeFile(t, dir, "type.mlir", fn("%f = stablehlo.constant dense<1.0> : tensor<2xf128>"))
	kernelType := writeFile(t, dir, "kernel.mlir", fn("%b = stablehlo.convert %a : (tensor<2xi32>) -> tensor<2xi1>\n  %r = stablehlo.dot_general %b, %b, contracting_dims = [0] x [0] : (tensor<2xi1>, tensor<2xi1>) -> tensor<i1>"))
	callTarget := writeFile(t, dir, "call.mlir", fn("%r = stablehlo.custom_call @my_kernel(%a) : (tensor<2xi32>) -> tensor<2xi32>"))
	parseError := writeFile(t, dir, "parse.mlir", fn("%r = stablehlo.add %a : tensor<2xi32>"))
	good := writeFile(t, dir, "good.mlir", fn("check.expect_eq_const %a, dense<[1, 2]> : tensor<2xi32>"))
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"failed check", []string{failing}, ExitFailure, "check failed"},
		{"unsupported op", []string{unknownOp}, ExitUsage, "foo.bar: unsupported op"},
		{"unsupported element type", []string{elemType}, ExitUsage, "unsupported element type f128"},
		{"unsupported in a kernel", []string{kernelType}, ExitUsage, "unsupported element type i1"},
		{"unsupported custom_call target", []string{callTarget}, ExitUsage, "unsupported custom_call targets: @my_kernel"},
		{"parse error", []string{parseError}, ExitUsage, "parse.mlir:3:"},
		{"unsupported on one side of a comparison", []string{good, "--compare-with", unknownOp}, ExitUsage, "unsupported op"},
		{"unsupported on both sides", []string{unknownOp, "--compare-with", unknownOp}, ExitUsage, "foo.bar: unsupported op"},
		{"missing file", []string{failing + "x"}, ExitUsage, "no such file"},
		{"unsupported flag combination", []string{good, "--replicas", "2", "--memory-report"}, ExitUsage, "unsupported: memory accounting on a 2x1 process grid"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, _, stderr := runMain(t, tc.args...)
			if code != tc.code || !strings.Contains(stderr, tc.want) {
				t.Errorf("exit %d, want %d with %q:\n%s", code, tc.code, tc.want, stderr)
			}
			if tc.code == ExitUsage && strings.Contains(tc.name, "unsupported") && !strings.Contains(stderr, "unsupported") {
				t.Errorf("the message does not say unsupported:\n%s", stderr)
			}
		})
	}
	split := writeFile(t, dir, "split.mlir", fn("check.expect_eq_const %a, dense<[1, 3]> : tensor<2xi32>")+"// -----\n"+fn(`%r = "foo.bar"(%a) : (tensor<2xi32>) -> tensor<2xi32>`))
	if code, _, stderr := runMain(t, split, "--split-input-file"); code != ExitUsage || !strings.Contains(stderr, "check failed") || !strings.Contains(stderr, "unsupported op") {
		t.Errorf("pieces failing and unsupported: exit %d, want %d with both messages:\n%s", code, ExitUsage, stderr)
	}
	if code, _, stderr := runMain(t, "--help"); code != ExitOK || !strings.Contains(stderr, "1 a failed check") || !strings.Contains(stderr, "does not support") {
		t.Errorf("--help: exit %d, the exit statuses are not documented:\n%s", code, stderr)
	}
}
