// tanh
func.func @main() {
  %a = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf32>
  %r = stablehlo.tanh %a : (tensor<2xf32>) -> tensor<2xf32>
  %expected = stablehlo.constant dense<[0.0, 0.761594176]> : tensor<2xf32>
  check.expect_almost_eq %r, %expected : tensor<2xf32>
  func.return
}
