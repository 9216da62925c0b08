// RUN: not symopt --emit=llvm %s -o /dev/null 2>&1 | filecheck %s --implicit-check-not=error:

// An op with no kernel is reported once, at itself: the ops that read its
// result (a reshape feeding a library call) are not blamed too, and a
// tuple nothing reads needs no kernel. Every error is "not supported", so
// the exit status is 2.
// CHECK: no-kernel-cause.mlir:[[@LINE+2]]:8: error: custom_call targets with no kernel: @byteir.gelu (not supported;
func.func @main(%a: tensor<4x4xf32>, %b: tensor<16x4xf32>) -> tensor<1x4xf32> {
  %0 = stablehlo.custom_call @byteir.gelu(%a) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = stablehlo.reshape %0 : (tensor<4x4xf32>) -> tensor<1x16xf32>
  %2 = stablehlo.dot %1, %b : (tensor<1x16xf32>, tensor<16x4xf32>) -> tensor<1x4xf32>
  %3 = stablehlo.tuple %2, %2 : tuple<tensor<1x4xf32>, tensor<1x4xf32>>
  return %2 : tensor<1x4xf32>
}
