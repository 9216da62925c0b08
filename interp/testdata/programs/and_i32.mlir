// bitwise and
func.func @main() {
  %a = stablehlo.constant dense<[12, -1]> : tensor<2xi32>
  %b = stablehlo.constant dense<[10, 5]> : tensor<2xi32>
  %r = stablehlo.and %a, %b : tensor<2xi32>
  %expected = stablehlo.constant dense<[8, 5]> : tensor<2xi32>
  check.expect_eq %r, %expected : tensor<2xi32>
  func.return
}
