// RUN: symopt --pass-pipeline='builtin.module(autodiff{fn=dense})' %s | filecheck %s

// A dense layer with a bias over a dynamic batch: the gradients keep the
// `?` dim, the bias gradient sums over the batch, and the weight gradient
// is a dot_general transposed back into the weight's layout.
// CHECK-LABEL: func.func @dense(
// CHECK-LABEL: func.func @dense_grad(%arg0: tensor<?x4xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<3xf32>) -> (tensor<f32>, tensor<?x4xf32>, tensor<4x3xf32>, tensor<3xf32>)
// CHECK: %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK: stablehlo.dynamic_broadcast_in_dim %[[ONE]], %{{.*}}, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x3xf32>
// CHECK: %[[DB:.*]] = stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.add across dimensions = [0] : (tensor<?x3xf32>, tensor<f32>) -> tensor<3xf32>
// CHECK: %[[DX:.*]] = stablehlo.dot_general %[[G:.*]], %arg1, contracting_dims = [1] x [1] : (tensor<?x3xf32>, tensor<4x3xf32>) -> tensor<?x4xf32>
// CHECK: %[[DWT:.*]] = stablehlo.dot_general %[[G]], %arg0, contracting_dims = [0] x [0] : (tensor<?x3xf32>, tensor<?x4xf32>) -> tensor<3x4xf32>
// CHECK: %[[DW:.*]] = stablehlo.transpose %[[DWT]], dims = [1, 0]
// CHECK: return %{{.*}}, %[[DX]], %[[DW]], %[[DB]] : tensor<f32>, tensor<?x4xf32>, tensor<4x3xf32>, tensor<3xf32>
func.func @dense(%x: tensor<?x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>) -> tensor<f32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<?x4xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %d1 = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %c3 = stablehlo.constant dense<3> : tensor<1xi32>
  %sh = stablehlo.concatenate %d1, %c3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %1 = stablehlo.dynamic_broadcast_in_dim %b, %sh, dims = [1] : (tensor<3xf32>, tensor<2xi32>) -> tensor<?x3xf32>
  %2 = stablehlo.add %0, %1 : tensor<?x3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %3 = stablehlo.reduce(%2 init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x3xf32>, tensor<f32>) -> tensor<f32>
  return %3 : tensor<f32>
}
