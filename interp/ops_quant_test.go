package interp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestQuantizedOpsRefused: an op on quantized types that the interpreter
// does not implement is refused with exit 2, naming the op and its
// position, never computed on the storage integers.
func TestQuantizedOpsRefused(t *testing.T) {
	const q = "!quant.uniform<i8:f32, 0.5:1>"
	tests := []struct{ name, body, op string }{
		{"reduce", `%z = stablehlo.constant dense<1> : tensor<i8>
  %zq = stablehlo.bitcast_convert %z : (tensor<i8>) -> tensor<Q>
  %r = stablehlo.reduce(%q init: %zq) applies stablehlo.add across dimensions = [0] : (tensor<4xQ>, tensor<Q>) -> tensor<Q>
  %rs = stablehlo.bitcast_convert %r : (tensor<Q>) -> tensor<i8>`, "stablehlo.reduce"},
		{"reduce_window", `%z = stablehlo.constant dense<1> : tensor<i8>
  %zq = stablehlo.bitcast_convert %z : (tensor<i8>) -> tensor<Q>
  %w = "stablehlo.reduce_window"(%q, %zq) <{window_dimensions = array<i64: 4>}> ({
  ^bb0(%a: tensor<Q>, %b: tensor<Q>):
    %m = stablehlo.maximum %a, %b : tensor<Q>
    stablehlo.return %m : tensor<Q>
  }) : (tensor<4xQ>, tensor<Q>) -> tensor<1xQ>
  %r = stablehlo.reshape %w : (tensor<1xQ>) -> tensor<Q>
  %rs = stablehlo.bitcast_convert %r : (tensor<Q>) -> tensor<i8>`, "stablehlo.reduce_window"},
	}
	dir := t.TempDir()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := `func.func @main() -> tensor<i8> {
  %s = stablehlo.constant dense<[2, 4, 6, 8]> : tensor<4xi8>
  %q = stablehlo.bitcast_convert %s : (tensor<4xi8>) -> tensor<4xQ>
  ` + tc.body + `
  func.return %rs : tensor<i8>
}
`
			path := filepath.Join(dir, tc.name+".mlir")
			if err := os.WriteFile(path, []byte(strings.ReplaceAll(src, "Q", q)), 0o644); err != nil {
				t.Fatal(err)
			}
			code, _, stderr := runMain(t, "-q", path)
			if code != ExitUsage || !strings.Contains(stderr, path+":") || !strings.Contains(stderr, tc.op+": unsupported") {
				t.Errorf("exit %d, want %d with %q and the position:\n%s", code, ExitUsage, tc.op+": unsupported", stderr)
			}
		})
	}
}

// TestUnsupportedOpExitsUsage: an op the interpreter does not know is not
// a failed program: exit 2.
func TestUnsupportedOpExitsUsage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "u.mlir")
	src := "func.func @main() {\n  %x = \"foo.bar\"() : () -> tensor<2xf32>\n  func.return\n}\n"
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runMain(t, "-q", path)
	if code != ExitUsage || !strings.Contains(stderr, "foo.bar: unsupported op") {
		t.Errorf("exit %d, want %d:\n%s", code, ExitUsage, stderr)
	}
}
