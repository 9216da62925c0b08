// RUN: symopt -split-input-file %s | filecheck %s

// CHECK-LABEL: func.func @first
// CHECK: stablehlo.add
func.func @first(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: // -----
// CHECK-LABEL: func.func @second
// CHECK-SAME: tensor<?x4xf32>
func.func @second(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
  return %arg0 : tensor<?x4xf32>
}
