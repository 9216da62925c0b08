// log within tolerance
func.func @main() {
  %a = stablehlo.constant dense<[1.0, 2.7182818284590451]> : tensor<2xf64>
  %r = stablehlo.log %a : (tensor<2xf64>) -> tensor<2xf64>
  %expected = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf64>
  check.expect_almost_eq %r, %expected : tensor<2xf64>
  func.return
}
