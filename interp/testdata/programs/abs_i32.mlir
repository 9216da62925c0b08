// abs
func.func @main() {
  %a = stablehlo.constant dense<[-2, 0, 3]> : tensor<3xi32>
  %r = stablehlo.abs %a : (tensor<3xi32>) -> tensor<3xi32>
  %expected = stablehlo.constant dense<[2, 0, 3]> : tensor<3xi32>
  check.expect_eq %r, %expected : tensor<3xi32>
  func.return
}
