// sign
func.func @main() {
  %a = stablehlo.constant dense<[-5, 0, 7]> : tensor<3xi32>
  %r = stablehlo.sign %a : (tensor<3xi32>) -> tensor<3xi32>
  %expected = stablehlo.constant dense<[-1, 0, 1]> : tensor<3xi32>
  check.expect_eq %r, %expected : tensor<3xi32>
  func.return
}
