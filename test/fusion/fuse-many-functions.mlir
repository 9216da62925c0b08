// RUN: symopt --pass-pipeline='builtin.module(func.func(fuse),lower-to-kernels)' %s | filecheck %s

// Sibling functions are fused in parallel; each gets its own kernels.
// CHECK-LABEL: func.func @a
// CHECK:         symopt.fusion kLoop {{.*}}kernel = "a_k0"
// CHECK-LABEL: func.func @b
// CHECK:         symopt.fusion kInput {{.*}}kernel = "b_k0"
// CHECK-LABEL: func.func @c
// CHECK:         symopt.fusion kLoop {{.*}}kernel = "c_k0"
func.func @a(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.exponential %x : tensor<?xf32>
  %1 = stablehlo.negate %0 : tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @b(%x: tensor<?x?xf32>) -> tensor<?xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.multiply %x, %x : tensor<?x?xf32>
  %1 = stablehlo.reduce(%0 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @c(%x: tensor<8xi32>) -> tensor<8xi32> {
  %0 = stablehlo.add %x, %x : tensor<8xi32>
  return %0 : tensor<8xi32>
}
