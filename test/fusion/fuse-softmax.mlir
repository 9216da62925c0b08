// RUN: symopt --pass-pipeline='builtin.module(func.func(fuse))' %s | filecheck %s

// Softmax is one input fusion: both reductions, the broadcasts back along
// the rows and the normalization. shape_of of the input stays outside.
// CHECK-LABEL: func.func @softmax
// CHECK:         shape.shape_of %arg0
// CHECK-NEXT:    %[[F:.*]] = symopt.fusion kInput (%arg0, %{{.*}}) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK:           stablehlo.reduce{{.*}}stablehlo.maximum across dimensions = [1]
// CHECK:           stablehlo.exponential
// CHECK:           stablehlo.reduce{{.*}}stablehlo.add across dimensions = [1]
// CHECK:           stablehlo.divide
// CHECK-NEXT:      symopt.yield
// CHECK:         return %[[F]]
func.func @softmax(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  %s0 = shape.shape_of %x : tensor<?x?xf32> -> tensor<2xindex>
  %mb = stablehlo.dynamic_broadcast_in_dim %m, %s0, dims = [0] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %d = stablehlo.subtract %x, %mb : tensor<?x?xf32>
  %e = stablehlo.exponential %d : tensor<?x?xf32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  %sb = stablehlo.dynamic_broadcast_in_dim %s, %s0, dims = [0] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %y = stablehlo.divide %e, %sb : tensor<?x?xf32>
  return %y : tensor<?x?xf32>
}
