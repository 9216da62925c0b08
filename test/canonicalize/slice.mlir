// RUN: symopt --pass-pipeline='builtin.module(func.func(canonicalize))' %s | filecheck %s

// A slice of the whole operand goes; a proper slice or one with a stride
// over a dim larger than 1 stays.
// CHECK-LABEL: func.func @slice
// CHECK: %[[A:.*]] = stablehlo.slice %arg0 [0:2, 1:4]
// CHECK: %[[B:.*]] = stablehlo.slice %arg0 [0:2, 0:4:2]
// CHECK: return %arg0, %[[A]], %[[B]]
func.func @slice(%arg0: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x3xf32>, tensor<2x2xf32>) {
  %0 = stablehlo.slice %arg0 [0:2, 0:4] : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = stablehlo.slice %arg0 [0:2, 1:4] : (tensor<2x4xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.slice %arg0 [0:2, 0:4:2] : (tensor<2x4xf32>) -> tensor<2x2xf32>
  return %0, %1, %2 : tensor<2x4xf32>, tensor<2x3xf32>, tensor<2x2xf32>
}

// CHECK-LABEL: func.func @slice_mhlo
// CHECK-NOT: slice
// CHECK: return %arg0
func.func @slice_mhlo(%arg0: tensor<3x1xi32>) -> tensor<3x1xi32> {
  %0 = "mhlo.slice"(%arg0) {start_indices = dense<0> : tensor<2xi64>, limit_indices = dense<[3, 1]> : tensor<2xi64>, strides = dense<[1, 5]> : tensor<2xi64>} : (tensor<3x1xi32>) -> tensor<3x1xi32>
  return %0 : tensor<3x1xi32>
}

// A concatenate of one operand is that operand.
// CHECK-LABEL: func.func @concatenate
// CHECK: %[[C:.*]] = mhlo.concatenate %arg0, %arg0
// CHECK: return %arg0, %[[C]]
func.func @concatenate(%arg0: tensor<?x2xf32>) -> (tensor<?x2xf32>, tensor<?x2xf32>) {
  %0 = stablehlo.concatenate %arg0, dim = 0 : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = mhlo.concatenate %arg0, %arg0, dim = 0 : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  return %0, %1 : tensor<?x2xf32>, tensor<?x2xf32>
}

// A pad of zero widths goes; negative (cropping) or interior padding stays.
// CHECK-LABEL: func.func @pad
// CHECK: %[[P:.*]] = stablehlo.pad %arg0, %arg1, low = [0, -1], high = [0, 0], interior = [0, 0]
// CHECK: %[[Q:.*]] = stablehlo.pad %arg0, %arg1, low = [0, 0], high = [0, 0], interior = [1, 0]
// CHECK: return %arg0, %[[P]], %[[Q]]
func.func @pad(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>) -> (tensor<2x3xf32>, tensor<2x2xf32>, tensor<3x3xf32>) {
  %0 = stablehlo.pad %arg0, %arg1, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %1 = stablehlo.pad %arg0, %arg1, low = [0, -1], high = [0, 0], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x2xf32>
  %2 = stablehlo.pad %arg0, %arg1, low = [0, 0], high = [0, 0], interior = [1, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x3xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<2x2xf32>, tensor<3x3xf32>
}

// CHECK-LABEL: func.func @pad_mhlo
// CHECK-NOT: mhlo.pad
// CHECK: return %arg0
func.func @pad_mhlo(%arg0: tensor<?xi8>, %arg1: tensor<i8>) -> tensor<?xi8> {
  %0 = "mhlo.pad"(%arg0, %arg1) {edge_padding_low = dense<0> : tensor<1xi64>, edge_padding_high = dense<0> : tensor<1xi64>, interior_padding = dense<0> : tensor<1xi64>} : (tensor<?xi8>, tensor<i8>) -> tensor<?xi8>
  return %0 : tensor<?xi8>
}
