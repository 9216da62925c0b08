// ties away from zero
func.func @main() {
  %a = stablehlo.constant dense<[0.5, 1.5, 2.5, -0.5]> : tensor<4xf32>
  %r = stablehlo.round_nearest_afz %a : (tensor<4xf32>) -> tensor<4xf32>
  %expected = stablehlo.constant dense<[1.0, 2.0, 3.0, -1.0]> : tensor<4xf32>
  check.expect_eq %r, %expected : tensor<4xf32>
  func.return
}
