// RUN: symopt --pass-pipeline='builtin.module(func.func(dce),symbol-dce)' %s | filecheck %s

// CHECK-LABEL: func.func @main
// CHECK-NOT: stablehlo.exponential
// CHECK: return %arg0
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %arg0 : tensor<4xf32>
  %1 = stablehlo.tanh %0 : tensor<4xf32>
  return %arg0 : tensor<4xf32>
}

// CHECK-NOT: func.func private @unused
func.func private @unused() {
  return
}
