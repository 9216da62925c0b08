// The generic form symopt prints is accepted by symopt and, for ops mlir-opt
// knows the syntax of, by mlir-opt.
// RUN: symopt %s -mlir-print-op-generic | symopt | filecheck %s
// RUN: symopt %s | symopt -mlir-print-op-generic | symopt | filecheck %s

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[C]], dims = [] : (tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %[[B]], contracting_dims = [1] x [0] : (tensor<?x2xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT: return %[[D]]
func.func @f(%arg0: tensor<?x2xf32>) -> tensor<?x3xf32> {
  %c = stablehlo.constant dense<1.0> : tensor<f32>
  %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  %0 = stablehlo.dot_general %arg0, %b, contracting_dims = [1] x [0] : (tensor<?x2xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
