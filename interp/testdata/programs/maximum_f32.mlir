// maximum
func.func @main() {
  %a = stablehlo.constant dense<[1.0, -2.0, -0.0]> : tensor<3xf32>
  %b = stablehlo.constant dense<[0.5, 3.0, 0.0]> : tensor<3xf32>
  %r = stablehlo.maximum %a, %b : tensor<3xf32>
  %expected = stablehlo.constant dense<[1.0, 3.0, 0.0]> : tensor<3xf32>
  check.expect_eq %r, %expected : tensor<3xf32>
  func.return
}
