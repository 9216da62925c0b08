// population count
func.func @main() {
  %a = stablehlo.constant dense<[7, 0, -1]> : tensor<3xi32>
  %r = stablehlo.popcnt %a : (tensor<3xi32>) -> tensor<3xi32>
  %expected = stablehlo.constant dense<[3, 0, 32]> : tensor<3xi32>
  check.expect_eq %r, %expected : tensor<3xi32>
  func.return
}
