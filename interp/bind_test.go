package interp

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// dynInputs has a plain dynamic argument, two arguments sharing @B, and
// an argument whose dim the program derives from another's.
const dynInputs = `symopt.dim @B {upper = 4096}
func.func @plain(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %r = stablehlo.add %x, %x : tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}
func.func @shared(%x: tensor<?x8xf32, [@B, 8]>, %y: tensor<?x8xf32, [@B, 8]>) -> tensor<?x8xf32, [@B, 8]> {
  %r = stablehlo.add %x, %y : tensor<?x8xf32, [@B, 8]>
  return %r : tensor<?x8xf32, [@B, 8]>
}
func.func @equal(%x: tensor<?x8xf32>, %y: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %r = stablehlo.add %x, %y : tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}
`

// jaxLowered is a shape-polymorphic JAX lowering: %b holds the size of
// the dimension variable b, which %x's first dim has.
const jaxLowered = `module @jit_f attributes {jax.uses_shape_polymorphism = true} {
  func.func public @main(%b: tensor<i64> {jax.global_constant = "b"}, %x: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %0 = stablehlo.convert %b : (tensor<i64>) -> tensor<i32>
    %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
    %c = stablehlo.constant dense<4> : tensor<1xi32>
    %2 = stablehlo.concatenate %1, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %3 = stablehlo.dynamic_broadcast_in_dim %one, %2, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x4xf32>
    %4 = stablehlo.add %x, %3 : tensor<?x4xf32>
    return %4 : tensor<?x4xf32>
  }
}
`

// jaxExported is the jax.export form: @main reads b from its argument,
// asserts b >= 2 and calls the wrapped function with it.
const jaxExported = `module @jit_f attributes {jax.uses_shape_polymorphism = true} {
  func.func public @main(%x: tensor<?x4xf32>) -> tensor<?xi32> {
    %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<i64>
    %c = stablehlo.constant dense<2> : tensor<i64>
    %2 = stablehlo.compare GE, %1, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%2, %1) {api_version = 2 : i32, error_message = "Expected value >= 2 for dimension variable 'b'. Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), .", has_side_effect = true} : (tensor<i1>, tensor<i64>) -> ()
    %3 = call @_wrapped_jax_export_main(%1, %x) : (tensor<i64>, tensor<?x4xf32>) -> tensor<?xi32>
    return %3 : tensor<?xi32>
  }
  func.func private @_wrapped_jax_export_main(%b: tensor<i64> {jax.global_constant = "b"}, %x: tensor<?x4xf32>) -> tensor<?xi32> {
    %0 = stablehlo.convert %b : (tensor<i64>) -> tensor<i32>
    %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.dynamic_iota %1, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
    return %2 : tensor<?xi32>
  }
}
`

func writeNPY(t *testing.T, dir, name string, shape []int64) string {
	t.Helper()
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	vals := make([]float64, n)
	for i := range vals {
		vals[i] = float64(i % 7)
	}
	p := filepath.Join(dir, name)
	if err := tensor.WriteNPYFile(p, tensor.Must(tensor.FromFloat64s(tensor.F32, shape, vals))); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestInputBindsDynamicDims: an array given for a dynamic argument sets
// its dims, which bind the symbols other arguments share; conflicting
// sizes are refused naming both sources.
func TestInputBindsDynamicDims(t *testing.T) {
	dir := t.TempDir()
	mod := writeFile(t, dir, "m.mlir", dynInputs)
	x64 := writeNPY(t, dir, "x64.npy", []int64{64, 8})
	x32 := writeNPY(t, dir, "x32.npy", []int64{32, 8})
	bad := writeNPY(t, dir, "bad.npy", []int64{64, 9})
	huge := writeNPY(t, dir, "huge.npy", []int64{5000, 8})
	ok := []struct {
		args  []string
		shape string
	}{
		{[]string{"--fn", "plain", "--input", "0=" + x64}, "tensor<64x8xf32>"},
		// the other argument of @B takes the given size, not the declared one
		{[]string{"--fn", "shared", "--input", "0=" + x64, "--random-inputs", "1"}, "tensor<64x8xf32>"},
		{[]string{"--fn", "shared", "--input", "1=" + x32, "--random-inputs", "1", "--dims", "B=32"}, "tensor<32x8xf32>"},
		// the program adds %x and %y: they have one size
		{[]string{"--fn", "equal", "--input", "1=" + x32, "--random-inputs", "1"}, "tensor<32x8xf32>"},
	}
	for _, tc := range ok {
		code, stdout, stderr := runMain(t, append([]string{mod}, tc.args...)...)
		if code != ExitOK || !strings.Contains(stdout, tc.shape) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", tc.args, code, stdout, stderr)
		}
	}
	refused := []struct {
		args []string
		want []string
	}{
		{[]string{"--fn", "shared", "--input", "0=" + x64, "--input", "1=" + x32}, []string{"argument 1", "argument 0", "@B"}},
		{[]string{"--fn", "shared", "--input", "0=" + x64, "--random-inputs", "1", "--dims", "B=3"}, []string{"argument 0", "--dims B"}},
		{[]string{"--fn", "equal", "--input", "0=" + x64, "--input", "1=" + x32}, []string{"argument 1", "argument 0"}},
		{[]string{"--fn", "plain", "--input", "0=" + bad}, []string{"argument 0", "[64 9]"}},
		{[]string{"--fn", "plain", "--input", "0=" + x64, "--input", "0=" + x32}, []string{"given twice"}},
		// @B is declared at most 4096
		{[]string{"--fn", "shared", "--input", "0=" + huge, "--random-inputs", "1"}, []string{"dim 0 of argument 0", "is 5000 but symopt.dim @B declares it in [0, 4096]"}},
		{[]string{"--fn", "shared", "--random-inputs", "1", "--dims", "B=4097"}, []string{"--dims B is 4097 but symopt.dim @B"}},
	}
	for _, tc := range refused {
		code, _, stderr := runMain(t, append([]string{mod}, tc.args...)...)
		if code != ExitUsage {
			t.Errorf("%v: exit %d, want %d; stderr %q", tc.args, code, ExitUsage, stderr)
		}
		for _, w := range tc.want {
			if !strings.Contains(stderr, w) {
				t.Errorf("%v: stderr does not name %q:\n%s", tc.args, w, stderr)
			}
		}
	}
}

// TestJAXDimensionArgumentsBind: the dimension argument of a JAX lowering
// takes the size of the dim it names, from an array, --dims by the
// variable's name or --dims of the array's shape; random inputs never
// fill it with random data.
func TestJAXDimensionArgumentsBind(t *testing.T) {
	dir := t.TempDir()
	mod := writeFile(t, dir, "jax.mlir", jaxLowered)
	x3 := writeNPY(t, dir, "x3.npy", []int64{3, 4})
	for _, tc := range []struct {
		args  []string
		shape string
	}{
		{[]string{"--input", "1=" + x3}, "tensor<3x4xf32> [1, 2, 3, 4,"},
		{[]string{"--random-inputs", "1", "--dims", "b=5"}, "tensor<5x4xf32>"},
		{[]string{"--random-inputs", "1", "--dims", "arg1=6x4"}, "tensor<6x4xf32>"},
	} {
		code, stdout, stderr := runMain(t, append([]string{mod}, tc.args...)...)
		if code != ExitOK || !strings.Contains(stdout, tc.shape) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", tc.args, code, stdout, stderr)
		}
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--input", "1=" + x3, "--dims", "b=5"}, "--dims b is 5 but dim 0 of argument 1"},
		{[]string{"--random-inputs", "1"}, "--dims b=N"},
	} {
		code, _, stderr := runMain(t, append([]string{mod}, tc.args...)...)
		if code != ExitUsage || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q, want %q", tc.args, code, stderr, tc.want)
		}
	}
	f := parseFile(t, "jax.mlir", []byte(jaxLowered))
	in := New(f.Module, Options{})
	args, err := RandomInputs(in.Func("main"), 1, Dims{Symbols: map[string]int64{"b": 7}})
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := args[0].AsInt64s(); len(got) != 1 || got[0] != 7 || args[1].Shape()[0] != 7 {
		t.Errorf("RandomInputs: b = %v, x %v; want 7 and 7x4", got, args[1].Shape())
	}
}

// TestJAXExportedRuns: the jax.export form runs on an array alone, its
// wrapped function with the dimension argument bound from the array, and
// a false shape assertion fails with its message filled in.
func TestJAXExportedRuns(t *testing.T) {
	dir := t.TempDir()
	mod := writeFile(t, dir, "exp.mlir", jaxExported)
	x3 := writeNPY(t, dir, "x3.npy", []int64{3, 4})
	x1 := writeNPY(t, dir, "x1.npy", []int64{1, 4})
	for _, args := range [][]string{
		{"--input", "0=" + x3},
		{"--fn", "_wrapped_jax_export_main", "--input", "1=" + x3},
		{"--fn", "_wrapped_jax_export_main", "--random-inputs", "2", "--dims", "b=3"},
	} {
		code, stdout, stderr := runMain(t, append([]string{mod}, args...)...)
		if code != ExitOK || !strings.Contains(stdout, "tensor<3xi32> [0, 1, 2]") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, stdout, stderr)
		}
	}
	code, _, stderr := runMain(t, mod, "--input", "0="+x1)
	if code != ExitFailure || !strings.Contains(stderr, "exp.mlir:7:5:") || !strings.Contains(stderr, "'b' = 1 from specification") {
		t.Errorf("failed shape assertion: exit %d, stderr %q", code, stderr)
	}
}

// jaxUntied is jax.jit(f).trace(...).lower() of f(x) = (tanh(x),
// arange(x.shape[0])) with x: f32[b, 16]: nothing in the body ties %b to
// %x's first dim.
const jaxUntied = `module @jit_f {
  func.func public @main(%b: tensor<i32> {jax.global_constant = "b"}, %x: tensor<?x16xf32>) -> (tensor<?x16xf32>, tensor<?xi32>) {
    %0 = stablehlo.tanh %x : tensor<?x16xf32>
    %1 = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.dynamic_iota %1, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
    return %0, %2 : tensor<?x16xf32>, tensor<?xi32>
  }
}
`

// TestJAXLoweredUntiedVariable: the one dimension variable no argument
// dim is tied to takes the size of the one dynamic argument dim no
// variable is tied to.
func TestJAXLoweredUntiedVariable(t *testing.T) {
	dir := t.TempDir()
	mod := writeFile(t, dir, "low.mlir", jaxUntied)
	x5 := writeNPY(t, dir, "x5.npy", []int64{5, 16})
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"--input", "1=" + x5}, []string{"result0: tensor<5x16xf32>", "result1: tensor<5xi32> [0, 1, 2, 3, 4]"}},
		{[]string{"--random-inputs", "1", "--dims", "b=3"}, []string{"result0: tensor<3x16xf32>", "result1: tensor<3xi32> [0, 1, 2]"}},
	} {
		code, stdout, stderr := runMain(t, append([]string{mod}, tc.args...)...)
		for _, w := range tc.want {
			if code != ExitOK || !strings.Contains(stdout, w) {
				t.Errorf("%v: exit %d, stdout %q lacks %q; stderr %q", tc.args, code, stdout, w, stderr)
			}
		}
	}
	code, _, stderr := runMain(t, mod, "--input", "1="+x5, "--dims", "b=4")
	if code != ExitUsage || !strings.Contains(stderr, "--dims b is 4 but dim 0 of argument 1") {
		t.Errorf("conflict: exit %d, stderr %q", code, stderr)
	}
}
