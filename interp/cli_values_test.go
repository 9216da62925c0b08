package interp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// TestFormatTensor: values print in the reference interpreter's layout.
func TestFormatTensor(t *testing.T) {
	ints := func(dt tensor.DType, shape []int64, v ...int64) *tensor.Tensor {
		return tensor.Must(tensor.FromInt64s(dt, shape, v))
	}
	tests := []struct {
		t    *tensor.Tensor
		want string
	}{
		{ints(tensor.U8, []int64{}, 7), "tensor<ui8> {7}"},
		{ints(tensor.I8, []int64{3}, 1, -2, 3), "tensor<3xi8> {\n  [1, -2, 3]\n}"},
		{ints(tensor.Bool, []int64{2}, 1, 0), "tensor<2xi1> {\n  [true, false]\n}"},
		{ints(tensor.I32, []int64{2, 2}, 1, 2, 3, 4), "tensor<2x2xi32> {\n  [\n    [1, 2],\n    [3, 4]\n  ]\n}"},
		{ints(tensor.I32, []int64{0}), "tensor<0xi32> {\n  []\n}"},
		{ints(tensor.I32, []int64{2, 0}), "tensor<2x0xi32> {\n  [\n    [],\n    []\n  ]\n}"},
		{tensor.Must(tensor.FromFloat64s(tensor.F16, []int64{2}, []float64{1, -0.5})), "tensor<2xf16> {\n  [1.000000e+00, -5.000000e-01]\n}"},
		{tensor.Must(tensor.FromComplexes(tensor.C64, []int64{1}, []complex128{complex(1, 2)})), "tensor<1xcomplex<f32>> {\n  [[1.000000e+00, 2.000000e+00]]\n}"},
	}
	for _, tc := range tests {
		if got := FormatTensor(tc.t); got != tc.want {
			t.Errorf("got\n%s\nwant\n%s", got, tc.want)
		}
	}
	if got, want := DenseText(ints(tensor.U64, []int64{2}, -1, 3)), "dense<[18446744073709551615, 3]> : tensor<2xui64>"; got != want {
		t.Errorf("dense: got %s, want %s", got, want)
	}
	if got, want := DenseText(ints(tensor.I8, []int64{2, 2}, 4, 4, 4, 4)), "dense<4> : tensor<2x2xi8>"; got != want {
		t.Errorf("dense splat: got %s, want %s", got, want)
	}
}

const probeProgram = `func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %p = interpreter.probe %a, probe_id = "a" : tensor<2xi64>
  %b = stablehlo.add %p, %p : tensor<2xi64>
  %q = interpreter.probe %b, probe_id = "a" : tensor<2xi64>
  %e = stablehlo.constant dense<[2, EXPECTED]> : tensor<2xi64>
  check.expect_serialized_eq %e, probe_id = "a", iter = 1 : tensor<2xi64>
  func.return
}
`

// TestMainProbes: probes land in --probe-output-dir (index.csv and one
// .npy file per run of a probe), serialized checks read them back, and
// the default directory is temporary.
func TestMainProbes(t *testing.T) {
	dir := t.TempDir()
	good := writeFile(t, dir, "good.mlir", strings.Replace(probeProgram, "EXPECTED", "4", 1))
	bad := writeFile(t, dir, "bad.mlir", strings.Replace(probeProgram, "EXPECTED", "5", 1))
	probes := filepath.Join(dir, "probes")
	if code, _, stderr := runMain(t, good, "--probe-output-dir", probes); code != ExitOK {
		t.Fatalf("exit %d:\n%s", code, stderr)
	}
	index, err := os.ReadFile(filepath.Join(probes, "index.csv"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(index)), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[1], "a,tensor<2xi64>,") {
		t.Fatalf("index.csv:\n%s", index)
	}
	file := strings.SplitN(lines[1], ",", 3)[2]
	got, err := tensor.ReadNPYFile(file, tensor.I64, []int64{2})
	if err != nil || got.Ints()[0] != 2 || got.Ints()[1] != 4 {
		t.Errorf("second probe file %s: %v %v", file, got, err)
	}
	code, _, stderr := runMain(t, bad, "--probe-output-dir", filepath.Join(dir, "other"))
	if code != ExitFailure || !strings.Contains(stderr, "bad.mlir:7:3: check.expect_serialized_eq: check failed") {
		t.Errorf("wrong expectation: exit %d:\n%s", code, stderr)
	}
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	if code, _, stderr := runMain(t, good); code != ExitOK {
		t.Fatalf("temporary probe directory: exit %d:\n%s", code, stderr)
	}
	if left, _ := os.ReadDir(tmp); len(left) != 0 {
		t.Errorf("the temporary probe directory is left behind: %v", left)
	}
	if _, err := New(parseFile(t, "p.mlir", []byte(strings.Replace(probeProgram, "EXPECTED", "4", 1))).Module, Options{}).Call("main", nil); err == nil || !strings.Contains(err.Error(), "no directory for probes") {
		t.Errorf("a probe without a directory: %v", err)
	}
}

// TestMainArgsAndResults: --args gives the arguments and --results the
// layout of results; bad values for either are usage errors.
func TestMainArgsAndResults(t *testing.T) {
	dir := t.TempDir()
	mod := writeFile(t, dir, "m.mlir", "func.func @main(%a: tensor<2xi32>) -> tensor<2xi32> {\n  %r = stablehlo.add %a, %a : tensor<2xi32>\n  func.return %r : tensor<2xi32>\n}\n")
	tests := []struct {
		args      []string
		code      int
		out, errs string
	}{
		{[]string{"--args", "[dense<[1, 2]> : tensor<2xi32>]", "--results", "values"}, ExitOK, "tensor<2xi32> {\n  [2, 4]\n}\n", ""},
		{[]string{"--args", "[dense<3> : tensor<2xi32>]", "--interpreter-print-dense"}, ExitOK, "dense<6> : tensor<2xi32>\n", ""},
		{[]string{"--args", "[dense<3> : tensor<2xi32>]", "--results", "dense", "-q"}, ExitOK, "", ""},
		{[]string{"--args", "[dense<3> : tensor<2xi32>]", "--random-inputs", "1"}, ExitUsage, "", "does not combine"},
		{[]string{"--args", "[dense<3> : tensor<3xi32>]"}, ExitUsage, "", "--args value 0"},
		{[]string{"--args", "[dense<3> : tensor<2xi32>"}, ExitUsage, "", "array attribute string for args"},
		{[]string{"--args", "[dense<3> : tensor<2xi32>]", "--results", "table"}, ExitUsage, "", "--results \"table\""},
	}
	for _, tc := range tests {
		code, stdout, stderr := runMain(t, append([]string{mod}, tc.args...)...)
		if code != tc.code || (tc.code == ExitOK && stdout != tc.out) || !strings.Contains(stderr, tc.errs) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", tc.args, code, stdout, stderr)
		}
	}
}
