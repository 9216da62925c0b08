// bitwise or
func.func @main() {
  %a = stablehlo.constant dense<[12, 0]> : tensor<2xi32>
  %b = stablehlo.constant dense<[10, 0]> : tensor<2xi32>
  %r = stablehlo.or %a, %b : tensor<2xi32>
  %expected = stablehlo.constant dense<[14, 0]> : tensor<2xi32>
  check.expect_eq %r, %expected : tensor<2xi32>
  func.return
}
