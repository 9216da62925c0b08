// logistic
func.func @main() {
  %a = stablehlo.constant dense<[0.0, 2.0]> : tensor<2xf32>
  %r = stablehlo.logistic %a : (tensor<2xf32>) -> tensor<2xf32>
  %expected = stablehlo.constant dense<[0.5, 0.880797088]> : tensor<2xf32>
  check.expect_almost_eq %r, %expected : tensor<2xf32>
  func.return
}
