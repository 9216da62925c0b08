package interp

import (
	"bytes"
	"strings"
	"testing"
)

// TestMainRefusesInvalidModules: symopt-run verifies a module as symopt
// does and runs nothing when it is invalid.
func TestMainRefusesInvalidModules(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name, src, want string
	}{
		{"wrong return type", `func.func @main() -> tensor<5xf32> {
  %0 = stablehlo.constant dense<1.0> : tensor<4xf32>
  return %0 : tensor<4xf32>
}`, "doesn't match function result type"},
		{"duplicate main", `func.func @main() {
  return
}
func.func @main() {
  return
}`, "redefinition of symbol named 'main'"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			mod := writeFile(t, dir, "m.mlir", tc.src)
			code, stdout, stderr := runMain(t, mod)
			if code != ExitUsage {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, ExitUsage, stderr)
			}
			if !strings.Contains(stderr, tc.want) {
				t.Errorf("stderr does not mention %q:\n%s", tc.want, stderr)
			}
			if stdout != "" {
				t.Errorf("ran anyway:\n%s", stdout)
			}
		})
	}
}

// TestUnregisteredTerminatorIsNotAYield: a while body ending in an
// unregistered op spelled like a return is not taken for the body's
// yield; the run fails naming the op instead of looping on its operands.
func TestUnregisteredTerminatorIsNotAYield(t *testing.T) {
	mod := writeFile(t, t.TempDir(), "m.mlir", `func.func @main() -> tensor<i32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.while(%i = %c) : tensor<i32>
    cond {
      %n = stablehlo.constant dense<3> : tensor<i32>
      %t = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %t : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      "foo.return"(%j) : (tensor<i32>) -> ()
    }
  return %0 : tensor<i32>
}`)
	code, stdout, stderr := runMain(t, mod)
	if code == ExitOK || !strings.Contains(stderr, "foo.return") {
		t.Errorf("exit %d, stdout %q, stderr:\n%s", code, stdout, stderr)
	}
}

// TestMainReadsStandardInput: with no file (or -), the module comes from
// standard input, as with mlir-opt and stablehlo-translate; single-dash
// long flags are accepted as LLVM tools accept them.
func TestMainReadsStandardInput(t *testing.T) {
	src := "func.func @main() -> tensor<2xi32> {\n  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n  return %0 : tensor<2xi32>\n}\n// -----\nfunc.func @main() -> tensor<i32> {\n  %0 = stablehlo.constant dense<7> : tensor<i32>\n  return %0 : tensor<i32>\n}\n"
	for _, args := range [][]string{{"-split-input-file"}, {"--split-input-file", "-"}} {
		var out, errb bytes.Buffer
		code := Main(args, strings.NewReader(src), &out, &errb)
		if code != ExitOK || !strings.Contains(out.String(), "[1, 2]") || !strings.Contains(out.String(), "[7]") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out.String(), errb.String())
		}
	}
}
