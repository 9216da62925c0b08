package driver

import (
	"strings"
	"testing"
)

// An op code generation cannot place (an unregistered op; a shape-dialect
// op computing data a kernel reads) fails the emit with exit status 2,
// naming the op at its position, instead of a plan whose kernels read
// buffers no step writes.
func TestEmitUnsupportedOpExitsTwo(t *testing.T) {
	const between = `func.func @f(%a: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.exponential %a : tensor<?x4xf32>
  %1 = "foo.bar"(%0) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  %2 = stablehlo.add %1, %a : tensor<?x4xf32>
  return %2 : tensor<?x4xf32>
}
`
	const slice = `func.func @f(%a: tensor<4x4xf32>, %b: tensor<2x4xf32>) -> tensor<4x4xf32> {
  %0 = stablehlo.exponential %a : tensor<4x4xf32>
  %r = "tensor.insert_slice"(%b, %0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %2 = stablehlo.add %r, %a : tensor<4x4xf32>
  return %2 : tensor<4x4xf32>
}
`
	cases := []struct {
		name, src string
		args      []string
		want      string
	}{
		{"unregistered op, llvm", between, []string{"--emit=llvm"}, "<stdin>:3:8: error: 'foo.bar' has no kernel"},
		{"unregistered op, pass", between, []string{"--pass-pipeline=builtin.module(func.func(fuse),lower-to-kernels)"}, "<stdin>:3:8: error: 'foo.bar' has no kernel"},
		{"tensor op read as data, llvm", slice, []string{"--emit=llvm"}, "<stdin>:3:8: error: 'tensor.insert_slice' is not supported by code generation: kernel "},
		{"tensor op read as data, pass", slice, []string{"--pass-pipeline=builtin.module(func.func(fuse),lower-to-kernels)"}, "<stdin>:3:8: error: 'tensor.insert_slice' is not supported by code generation: kernel "},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out, stderr, code := run(t, tc.src, append(tc.args, "--allow-unregistered-dialect", "-")...)
			if code != exitUsage || !strings.Contains(stderr, tc.want) {
				t.Errorf("exit %d, stderr:\n%s\nwant exit 2 and %q", code, stderr, tc.want)
			}
			if tc.args[0] == "--emit=llvm" && out != "" {
				t.Errorf("wrote output:\n%s", out)
			}
		})
	}
}
