// atan2
func.func @main() {
  %a = stablehlo.constant dense<[1.0, 0.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf32>
  %r = stablehlo.atan2 %a, %b : tensor<2xf32>
  %expected = stablehlo.constant dense<[0.785398185, 0.0]> : tensor<2xf32>
  check.expect_almost_eq %r, %expected : tensor<2xf32>
  func.return
}
