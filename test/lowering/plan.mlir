// RUN: symopt --pass-pipeline='builtin.module(func.func(fuse),lower-to-kernels{print-plan})' %s 2>&1 | filecheck %s

// A layer norm is one warp-per-row kernel with two reduce phases and a map
// phase; the launch plan binds S0 to the token count.
// CHECK:       remark: plan @layer_norm
// CHECK-NEXT:    dim S0 = dim 0 of argument #0
// CHECK-NEXT:    buffer %b0 arg f32[S0, 64] bytes=256*S0
// CHECK-NEXT:    buffer %b1 arg f32[64] bytes=256
// CHECK-NEXT:    buffer %b2 result f32[S0, 64] bytes=256*S0
// CHECK-NEXT:    step 0 kernel @layer_norm_k0 grid=max(ceildiv(S0, 4), 1) block=128 reads(%b0, %b1) writes(%b2)
// CHECK-NEXT:  kernel @layer_norm_k0(
// CHECK-NEXT:      row_reduce(warp) rows=S0 cols=64 block=128
// CHECK-NEXT:    reduce add {
// CHECK:         reduce add {
// CHECK:           reduced 0 : f32
// CHECK:         map {
// CHECK:           rsqrt
// CHECK:           store %out0
// CHECK:       symopt.fusion kInput {{.*}}kernel = "layer_norm_k0"
func.func @layer_norm(%x: tensor<?x64xf32>, %g: tensor<64xf32>) -> tensor<?x64xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %inv = stablehlo.constant dense<0.015625> : tensor<f32>
  %eps = stablehlo.constant dense<1.0e-5> : tensor<f32>
  %s = shape.shape_of %x : tensor<?x64xf32> -> tensor<2xindex>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
  %rs = shape.shape_of %sum : tensor<?xf32> -> tensor<1xindex>
  %invb = stablehlo.dynamic_broadcast_in_dim %inv, %rs, dims = [] : (tensor<f32>, tensor<1xindex>) -> tensor<?xf32>
  %mean = stablehlo.multiply %sum, %invb : tensor<?xf32>
  %mb = stablehlo.dynamic_broadcast_in_dim %mean, %s, dims = [0] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x64xf32>
  %xc = stablehlo.subtract %x, %mb : tensor<?x64xf32>
  %sq = stablehlo.multiply %xc, %xc : tensor<?x64xf32>
  %vs = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
  %var = stablehlo.multiply %vs, %invb : tensor<?xf32>
  %epsb = stablehlo.dynamic_broadcast_in_dim %eps, %rs, dims = [] : (tensor<f32>, tensor<1xindex>) -> tensor<?xf32>
  %ve = stablehlo.add %var, %epsb : tensor<?xf32>
  %r = stablehlo.rsqrt %ve : tensor<?xf32>
  %rb = stablehlo.dynamic_broadcast_in_dim %r, %s, dims = [0] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x64xf32>
  %gb = stablehlo.dynamic_broadcast_in_dim %g, %s, dims = [1] : (tensor<64xf32>, tensor<2xindex>) -> tensor<?x64xf32>
  %n = stablehlo.multiply %xc, %rb : tensor<?x64xf32>
  %y = stablehlo.multiply %n, %gb : tensor<?x64xf32>
  return %y : tensor<?x64xf32>
}
