package interp

import (
	"errors"
	"strings"
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

// TestRunErrorsNameTheOp: run-time failures are RunErrors with the op's
// position and name, never panics.
func TestRunErrorsNameTheOp(t *testing.T) {
	tests := []struct {
		name, body, want string
	}{
		{"unsupported op", `%r = "foo.bar"(%x) : (tensor<4xf32>) -> tensor<4xf32>`, "foo.bar: unsupported op"},
		{"unsupported custom call", `%r = stablehlo.custom_call @my_kernel(%x) : (tensor<4xf32>) -> tensor<4xf32>`, "@my_kernel"},
		{"shape mismatch", `%s = stablehlo.constant dense<1.0> : tensor<3xf32>
  %r = "stablehlo.add"(%x, %s) : (tensor<4xf32>, tensor<3xf32>) -> tensor<4xf32>`, "stablehlo.add"},
		{"declared type disagrees", `%r0 = "stablehlo.reshape"(%x) : (tensor<4xf32>) -> tensor<5xf32>
  %r = "stablehlo.slice"(%r0) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<5xf32>) -> tensor<4xf32>`, "stablehlo.reshape"},
		{"extract out of range", `%c = arith.constant 9 : index
  %e = tensor.extract %x[%c] : tensor<4xf32>
  %r = tensor.from_elements %e, %e, %e, %e : tensor<4xf32>`, "out of range"},
		{"dynamic result type", `%r0 = "stablehlo.reshape"(%x) : (tensor<4xf32>) -> tensor<?xf32>
  %r = tensor.cast %r0 : tensor<?xf32> to tensor<4xf32>`, "not static"},
		{"set_dimension_size past the dim", `%n = stablehlo.constant dense<5> : tensor<i32>
  %r0 = "stablehlo.set_dimension_size"(%x, %n) <{dimension = 0 : i64}> : (tensor<4xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<4>>
  %r = tensor.cast %r0 : tensor<?xf32, #stablehlo.bounds<4>> to tensor<4xf32>`, "size 5 outside [0, 4]"},
		{"scan body slice of the wrong shape", `%z = stablehlo.constant dense<0.0> : tensor<f32>
  %s:2 = chlo.scan(%x) inits (%z) dimension=0 {
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %b = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> tensor<2xf32>
    stablehlo.return %b, %c : tensor<2xf32>, tensor<f32>
  } : (tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>)
  %r = stablehlo.add %s#0, %x : tensor<4xf32>`, "chlo.scan: output 0: body gives tensor<2xf32>, want shape [] of f32"},
		{"unknown callee", `%r = "func.call"(%x) {callee = @nowhere} : (tensor<4xf32>) -> tensor<4xf32>`, "@nowhere"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := "func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n  " + tc.body + "\n  func.return %r : tensor<4xf32>\n}\n"
			f := parseFile(t, "e.mlir", []byte(src))
			x := tensor.Must(tensor.New(tensor.F32, []int64{4}))
			_, err := New(f.Module, Options{}).Call("f", []*tensor.Tensor{x})
			var re *RunError
			if !errors.As(err, &re) {
				t.Fatalf("want a RunError, got %v", err)
			}
			if !strings.HasPrefix(err.Error(), "e.mlir:") || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q lacks position or %q", err, tc.want)
			}
			if re.Check {
				t.Errorf("not a check failure, but marked as one")
			}
		})
	}
}

// TestCallArgumentErrors: a bad call is an error naming the argument.
func TestCallArgumentErrors(t *testing.T) {
	f := parseFile(t, "a.mlir", []byte("func.func @f(%x: tensor<2xi32>) -> tensor<2xi32> {\n  func.return %x : tensor<2xi32>\n}\n"))
	in := New(f.Module, Options{})
	tests := []struct {
		name string
		args []*tensor.Tensor
		want string
	}{
		{"count", nil, "takes 1 arguments"},
		{"dtype", []*tensor.Tensor{tensor.Must(tensor.New(tensor.F32, []int64{2}))}, "argument 0"},
		{"shape", []*tensor.Tensor{tensor.Must(tensor.New(tensor.I32, []int64{3}))}, "argument 0"},
		{"nil", []*tensor.Tensor{nil}, "argument 0 is missing"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := in.Call("f", tc.args)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
	if _, err := in.Call("g", nil); err == nil || !strings.Contains(err.Error(), "@g") {
		t.Errorf("unknown function: %v", err)
	}
}
