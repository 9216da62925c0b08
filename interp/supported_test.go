package interp

import (
	"strings"
	"testing"
)

// unsupportedOps holds an expensive loop before its first unsupported
// op, and more of them in a callee's reduce body.
const unsupportedOps = `func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.constant dense<100000000> : tensor<i64>
  %z = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %w:2 = stablehlo.while(%i = %z, %v = %x) : tensor<i64>, tensor<4xf32>
  cond {
    %c = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %i1 = stablehlo.add %i, %one : tensor<i64>
    %v1 = stablehlo.add %v, %v : tensor<4xf32>
    stablehlo.return %i1, %v1 : tensor<i64>, tensor<4xf32>
  }
  %a = "foo.bar"(%w#1) : (tensor<4xf32>) -> tensor<4xf32>
  %b = stablehlo.custom_call @my_kernel(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %c = "foo.bar"(%b) : (tensor<4xf32>) -> tensor<4xf32>
  %d = func.call @helper(%c) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %d : tensor<4xf32>
}
func.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.reduce"(%x, %z) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "foo.baz"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %b = stablehlo.broadcast_in_dim %r, dims = [] : (tensor<f32>) -> tensor<4xf32>
  func.return %b : tensor<4xf32>
}
func.func @fine(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = stablehlo.custom_call @Sharding(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %s = stablehlo.add %r, %r : tensor<4xf32>
  func.return %s : tensor<4xf32>
}
`

// TestUnsupportedBeforeRunning: every unsupported op and custom_call
// target of the function and its callees is named before
// anything runs (the loop in front of them would take minutes), with
// exit status 2.
func TestUnsupportedBeforeRunning(t *testing.T) {
	mod := writeFile(t, t.TempDir(), "u.mlir", unsupportedOps)
	code, _, stderr := runMain(t, mod, "--random-inputs", "1")
	if code != ExitUsage {
		t.Errorf("exit %d, want %d:\n%s", code, ExitUsage, stderr)
	}
	for _, want := range []string{"u.mlir:14:8: foo.bar: unsupported op (also at ", "u.mlir:16:8)",
		"unsupported custom_call targets: @my_kernel", "u.mlir:24:10: foo.baz: unsupported op"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
	if code, stdout, stderr := runMain(t, mod, "--fn", "fine", "--random-inputs", "1"); code != ExitOK {
		t.Errorf("supported function: exit %d: %s %s", code, stdout, stderr)
	}
	f := parseFile(t, "u.mlir", []byte(unsupportedOps))
	if u := New(f.Module, Options{}).Unsupported("fine"); u != nil {
		t.Errorf("Unsupported(fine) = %v", u)
	}
}
