// RUN: symopt --pass-pipeline='builtin.module(func.func(cse))' %s | filecheck %s

// CHECK-LABEL: func.func @dup
// CHECK: %[[A:.*]] = stablehlo.add %arg0, %arg1
// CHECK-NOT: stablehlo.add
// CHECK: stablehlo.multiply %[[A]], %[[A]]
func.func @dup(%arg0: tensor<?x4xf32>, %arg1: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<?x4xf32>
  %1 = stablehlo.add %arg0, %arg1 : tensor<?x4xf32>
  %2 = stablehlo.multiply %0, %1 : tensor<?x4xf32>
  return %2 : tensor<?x4xf32>
}

// Different attributes keep ops apart.
// CHECK-LABEL: func.func @attrs
// CHECK: stablehlo.compare LT
// CHECK: stablehlo.compare GT
func.func @attrs(%arg0: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xi1>) {
  %0 = stablehlo.compare LT, %arg0, %arg0, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = stablehlo.compare GT, %arg0, %arg0, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0, %1 : tensor<4xi1>, tensor<4xi1>
}

// Side-effecting ops are never merged.
// CHECK-LABEL: func.func @effects
// CHECK-COUNT-2: stablehlo.custom_call @side_effect
func.func @effects(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.custom_call @side_effect(%arg0) {has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.custom_call @side_effect(%arg0) {has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
