// clamp with scalar bounds
func.func @main() {
  %lo = stablehlo.constant dense<0.0> : tensor<f32>
  %x = stablehlo.constant dense<[-1.0, 0.5, 2.0]> : tensor<3xf32>
  %hi = stablehlo.constant dense<1.0> : tensor<f32>
  %r = stablehlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  %expected = stablehlo.constant dense<[0.0, 0.5, 1.0]> : tensor<3xf32>
  check.expect_eq %r, %expected : tensor<3xf32>
  func.return
}
