// RUN: symopt --pass-pipeline='builtin.module(func.func(canonicalize))' %s | filecheck %s

// reshape(reshape x) is one reshape; a reshape to x's own type goes.
// CHECK-LABEL: func.func @reshape
// CHECK: %[[R:.*]] = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NOT: reshape
// CHECK: return %[[R]], %arg0, %arg0
func.func @reshape(%arg0: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<6xf32>
  %1 = stablehlo.reshape %0 : (tensor<6xf32>) -> tensor<3x2xf32>
  %2 = stablehlo.reshape %1 : (tensor<3x2xf32>) -> tensor<2x3xf32>
  %3 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %1, %2, %3 : tensor<3x2xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// The MHLO spelling builds an mhlo.reshape.
// CHECK-LABEL: func.func @reshape_mhlo
// CHECK: %[[R:.*]] = mhlo.reshape %arg0 : (tensor<4xi32>) -> tensor<1x4xi32>
// CHECK: return %[[R]]
func.func @reshape_mhlo(%arg0: tensor<4xi32>) -> tensor<1x4xi32> {
  %0 = "mhlo.reshape"(%arg0) : (tensor<4xi32>) -> tensor<2x2xi32>
  %1 = "mhlo.reshape"(%0) : (tensor<2x2xi32>) -> tensor<1x4xi32>
  return %1 : tensor<1x4xi32>
}

// Transposes compose; the identity permutation goes.
// CHECK-LABEL: func.func @transpose
// CHECK: %[[T:.*]] = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
// CHECK-NOT: transpose
// CHECK: return %[[T]], %arg0, %arg0
func.func @transpose(%arg0: tensor<2x3x4xf32>) -> (tensor<4x2x3xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) {
  %0 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  %1 = stablehlo.transpose %0, dims = [2, 1, 0] : (tensor<3x2x4xf32>) -> tensor<4x2x3xf32>
  %2 = stablehlo.transpose %0, dims = [1, 0, 2] : (tensor<3x2x4xf32>) -> tensor<2x3x4xf32>
  %3 = stablehlo.transpose %arg0, dims = [0, 1, 2] : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %1, %2, %3 : tensor<4x2x3xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>
}

// The MHLO attribute spelling (a dense tensor) is kept.
// CHECK-LABEL: func.func @transpose_mhlo
// CHECK: %[[T:.*]] = mhlo.transpose %arg0, dims = [1, 2, 0]
// CHECK: return %[[T]]
func.func @transpose_mhlo(%arg0: tensor<?x3x4xf32>) -> tensor<3x4x?xf32> {
  %0 = "mhlo.transpose"(%arg0) {permutation = dense<[0, 2, 1]> : tensor<3xi64>} : (tensor<?x3x4xf32>) -> tensor<?x4x3xf32>
  %1 = "mhlo.transpose"(%0) {permutation = dense<[2, 0, 1]> : tensor<3xi64>} : (tensor<?x4x3xf32>) -> tensor<3x?x4xf32>
  %2 = "mhlo.transpose"(%1) {permutation = dense<[0, 2, 1]> : tensor<3xi64>} : (tensor<3x?x4xf32>) -> tensor<3x4x?xf32>
  return %2 : tensor<3x4x?xf32>
}

// A broadcast to the operand's own static shape with identity dims goes;
// broadcasts compose, size-1 expansion included. Same type with swapped
// dims is a transpose and stays.
// CHECK-LABEL: func.func @broadcast
// CHECK-DAG: %[[B:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<2x5x3xf32>
// CHECK-DAG: %[[D:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
// CHECK-NOT: broadcast_in_dim
// CHECK: return %[[B]], %arg0, %[[D]]
func.func @broadcast(%arg0: tensor<1x3xf32>, %arg1: tensor<3x3xf32>) -> (tensor<2x5x3xf32>, tensor<1x3xf32>, tensor<3x3xf32>) {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<4x3xf32>) -> tensor<2x4x3xf32>
  %2 = stablehlo.broadcast_in_dim %arg0, dims = [1, 0] : (tensor<1x3xf32>) -> tensor<3x1xf32>
  %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %4 = stablehlo.broadcast_in_dim %arg1, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
  %5 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<5x3xf32>
  %6 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<5x3xf32>) -> tensor<2x5x3xf32>
  return %6, %3, %4 : tensor<2x5x3xf32>, tensor<1x3xf32>, tensor<3x3xf32>
}

// MHLO: broadcast of broadcast keeps the dense spelling.
// CHECK-LABEL: func.func @broadcast_mhlo
// CHECK: %[[B:.*]] = mhlo.broadcast_in_dim %arg0, dims = [2] : (tensor<3xi32>) -> tensor<2x4x3xi32>
// CHECK: return %[[B]]
func.func @broadcast_mhlo(%arg0: tensor<3xi32>) -> tensor<2x4x3xi32> {
  %0 = "mhlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = dense<1> : tensor<1xi64>} : (tensor<3xi32>) -> tensor<4x3xi32>
  %1 = "mhlo.broadcast_in_dim"(%0) {broadcast_dimensions = dense<[1, 2]> : tensor<2xi64>} : (tensor<4x3xi32>) -> tensor<2x4x3xi32>
  return %1 : tensor<2x4x3xi32>
}
