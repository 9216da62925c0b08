// The mlp-1-layer train step of memory/traingen (as test/memory/schedule-versions.mlir):
// schedule-memory{versions=2} versions its body on the product of the two dims.
symopt.dim @B {likely = 4, lower = 1, upper = 64}
symopt.dim @S {likely = 256, lower = 1, upper = 4096}
func.func @train_step(%x: tensor<?x?x16xf32, [@B, @S, 16]>, %w1_0: tensor<16x32xf32>, %w2_0: tensor<32x16xf32>) -> (tensor<f32>, tensor<16x32xf32>, tensor<32x16xf32>) {
  %h0 = stablehlo.dot_general %x, %w1_0, contracting_dims = [2] x [0] : (tensor<?x?x16xf32, [@B, @S, 16]>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
  %a0 = stablehlo.tanh %h0 : tensor<?x?x32xf32>
  %o0 = stablehlo.dot_general %a0, %w2_0, contracting_dims = [2] x [0] : (tensor<?x?x32xf32>, tensor<32x16xf32>) -> tensor<?x?x16xf32>
  %y0 = stablehlo.add %x, %o0 : (tensor<?x?x16xf32, [@B, @S, 16]>, tensor<?x?x16xf32>) -> tensor<?x?x16xf32>
  %sq = stablehlo.multiply %y0, %y0 : tensor<?x?x16xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %loss = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<?x?x16xf32>, tensor<f32>) -> tensor<f32>
  %g1 = stablehlo.add %y0, %y0 : tensor<?x?x16xf32>
  %da0 = stablehlo.dot_general %g1, %w2_0, contracting_dims = [2] x [1] : (tensor<?x?x16xf32>, tensor<32x16xf32>) -> tensor<?x?x32xf32>
  %sa0 = stablehlo.multiply %a0, %a0 : tensor<?x?x32xf32>
  %dh0 = stablehlo.multiply %da0, %sa0 : tensor<?x?x32xf32>
  %dx0 = stablehlo.dot_general %dh0, %w1_0, contracting_dims = [2] x [1] : (tensor<?x?x32xf32>, tensor<16x32xf32>) -> tensor<?x?x16xf32>
  %g0 = stablehlo.add %g1, %dx0 : tensor<?x?x16xf32>
  %dw2_0 = stablehlo.dot_general %a0, %g1, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x32xf32>, tensor<?x?x16xf32>) -> tensor<32x16xf32>
  %dw1_0 = stablehlo.dot_general %x, %dh0, contracting_dims = [0, 1] x [0, 1] : (tensor<?x?x16xf32, [@B, @S, 16]>, tensor<?x?x32xf32>) -> tensor<16x32xf32>
  return %loss, %dw1_0, %dw2_0 : tensor<f32>, tensor<16x32xf32>, tensor<32x16xf32>
}
