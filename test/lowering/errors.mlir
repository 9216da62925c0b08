// RUN: not symopt --pass-pipeline='builtin.module(lower-to-kernels)' %s 2>&1 | filecheck %s
// RUN: not symopt --emit=llvm %s 2>&1 | filecheck %s --check-prefix=EMIT

// Without fusion, lowering names every op that has no kernel.
// CHECK: errors.mlir:10:8: error: 'stablehlo.exponential' has no kernel: it is neither fused nor a library call
// CHECK: errors.mlir:11:8: error: 'chlo.lgamma' has no kernel
// The default lowering pipeline fuses the exponential; lgamma is left.
// EMIT: errors.mlir:11:8: error: 'chlo.lgamma' has no kernel
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %a : tensor<4xf32>
  %1 = chlo.lgamma %0 : tensor<4xf32> -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
