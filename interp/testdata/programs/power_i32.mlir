// integer power
func.func @main() {
  %a = stablehlo.constant dense<[2, -2, 3]> : tensor<3xi32>
  %b = stablehlo.constant dense<[3, 3, 0]> : tensor<3xi32>
  %r = stablehlo.power %a, %b : tensor<3xi32>
  %expected = stablehlo.constant dense<[8, -8, 1]> : tensor<3xi32>
  check.expect_eq %r, %expected : tensor<3xi32>
  func.return
}
