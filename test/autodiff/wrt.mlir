// RUN: symopt --pass-pipeline='builtin.module(autodiff{fn=f wrt=1})' %s | filecheck %s

// Only the chosen argument gets a gradient; the other results come first.
// Nothing flows to the integer argument or through the comparison.
// CHECK-LABEL: func.func @f_grad(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?xi32>) -> (tensor<f32>, tensor<?xf32>, tensor<?xf32>)
// CHECK: %[[SEED:.*]] = stablehlo.dynamic_broadcast_in_dim
// CHECK: %[[Z:.*]] = stablehlo.dynamic_broadcast_in_dim
// CHECK: %[[GY:.*]] = stablehlo.select %{{.*}}, %[[Z]], %[[SEED]] : tensor<?xi1>, tensor<?xf32>
// CHECK-NOT: stablehlo.convert
// CHECK: return %{{.*}}, %{{.*}}, %[[GY]] : tensor<f32>, tensor<?xf32>, tensor<?xf32>
func.func @f(%x: tensor<?xf32>, %y: tensor<?xf32>, %k: tensor<?xi32>) -> (tensor<f32>, tensor<?xf32>) {
  %0 = stablehlo.compare GT, %x, %y, FLOAT : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xi1>
  %1 = stablehlo.select %0, %x, %y : tensor<?xi1>, tensor<?xf32>
  %2 = stablehlo.convert %k : (tensor<?xi32>) -> tensor<?xf32>
  %3 = stablehlo.multiply %1, %2 : tensor<?xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %4 = stablehlo.reduce(%1 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
  return %4, %3 : tensor<f32>, tensor<?xf32>
}
