// RUN: symopt --pass-pipeline='builtin.module(inline,symbol-dce)' %s | filecheck %s

// CHECK-LABEL: func.func @main
// CHECK-NOT: call
// CHECK: %[[M:.*]] = stablehlo.multiply %arg0, %arg0
// CHECK: return %[[M]]
// CHECK-NOT: func.func private @square
func.func @main(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = call @square(%arg0) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func private @square(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<?xf32>
  return %0 : tensor<?xf32>
}
